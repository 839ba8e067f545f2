// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { shouldFocusSearch, type TypedKey } from './search-focus.utils';

const key = (name: string, extra: Partial<TypedKey> = {}): TypedKey => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  ...extra,
});

describe('shouldFocusSearch', () => {
  const body = document.body;

  it('takes printable characters typed outside fields', () => {
    expect(shouldFocusSearch(key('п'), body)).toBe(true);
    expect(shouldFocusSearch(key('7'), body)).toBe(true);
  });

  it('leaves space, named keys and shortcuts alone', () => {
    expect(shouldFocusSearch(key(' '), body)).toBe(false);
    expect(shouldFocusSearch(key('ArrowDown'), body)).toBe(false);
    expect(shouldFocusSearch(key('a', { ctrlKey: true }), body)).toBe(false);
    expect(shouldFocusSearch(key('a', { defaultPrevented: true }), body)).toBe(false);
  });

  it('leaves typing in fields and dialogs alone', () => {
    const input = document.createElement('input');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    body.append(input, dialog);
    expect(shouldFocusSearch(key('a'), input)).toBe(false);
    expect(shouldFocusSearch(key('a'), button)).toBe(false);
  });
});
