import { describe, expect, it } from 'vitest';
import { pinnedLabel, sortPinned } from './pinned-directories.utils';

const pin = (name: string, pinPriority: number | null) => ({ name, pinPriority });

describe('sortPinned', () => {
  it('puts lower priorities first', () => {
    const sorted = sortPinned([pin('C', 3), pin('A', 10), pin('B', 0)]);
    expect(sorted.map((directory) => directory.name)).toEqual(['B', 'C', 'A']);
  });

  it('puts negative and missing priorities last', () => {
    const sorted = sortPinned([pin('Minus', -1), pin('None', null), pin('Two', 2), pin('Zero', 0)]);
    expect(sorted.map((directory) => directory.name)).toEqual(['Zero', 'Two', 'Minus', 'None']);
  });

  it('orders equal priorities by name', () => {
    const sorted = sortPinned([pin('Проект 10', 1), pin('проект 2', 1), pin('Архив', 1)]);
    expect(sorted.map((directory) => directory.name)).toEqual(['Архив', 'проект 2', 'Проект 10']);
  });

  it('orders the unset priorities by name too', () => {
    const sorted = sortPinned([pin('b', null), pin('c', -5), pin('a', -1)]);
    expect(sorted.map((directory) => directory.name)).toEqual(['a', 'b', 'c']);
  });

  it('leaves its input alone', () => {
    const input = [pin('B', 2), pin('A', 1)];
    sortPinned(input);
    expect(input.map((directory) => directory.name)).toEqual(['B', 'A']);
  });
});

describe('pinnedLabel', () => {
  it('prefers the short name', () => {
    expect(pinnedLabel({ name: 'Проектная документация', pinShortName: 'ПД' })).toBe('ПД');
  });

  it('falls back to the name when the short name is missing or blank', () => {
    expect(pinnedLabel({ name: 'Проект', pinShortName: null })).toBe('Проект');
    expect(pinnedLabel({ name: 'Проект', pinShortName: '  ' })).toBe('Проект');
  });
});
