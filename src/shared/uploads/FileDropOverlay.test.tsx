// @vitest-environment jsdom
import '../testing/setup-dom';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { enUploads } from '../i18n/locales/en/uploads';
import { ruUploads } from '../i18n/locales/ru/uploads';
import { FileDropOverlay } from './FileDropOverlay';
import { useWindowFileDrag } from './useWindowFileDrag';

const FILES = ['Files'];
const EXPLORER_ITEMS = ['application/x-cde-explorer-items'];

type DragType = 'dragenter' | 'dragleave' | 'dragover' | 'drop' | 'dragend';

/** Fires a drag event the way the browser does; jsdom has no DragEvent, so the types ride on a plain event. */
function fire(type: DragType, types: readonly string[] = FILES, target: EventTarget = document.body): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { types } });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

function renderOverlay(disabled?: boolean) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <FileDropOverlay disabled={disabled} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

const overlay = () => screen.queryByTestId('file-drop-overlay');

beforeAll(async () => {
  await initI18n('ru');
  // The `uploads` key is wired into the common resources outside this module; until then (and harmlessly after) the
  // test adds it itself.
  i18n.addResourceBundle('ru', 'common', { uploads: ruUploads }, true, true);
  i18n.addResourceBundle('en', 'common', { uploads: enUploads }, true, true);
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('ru');
});

describe('FileDropOverlay', () => {
  it('shows the hint while files are dragged over the window', () => {
    renderOverlay();
    expect(overlay()).toBeNull();

    fire('dragenter');

    expect(overlay()?.textContent).toBe('Перетащите файлы сюда, чтобы загрузить');
    expect(overlay()?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('speaks English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderOverlay();
    fire('dragenter');
    expect(overlay()?.textContent).toBe('Drop files here to upload');
  });

  it('stays while the pointer moves between elements and goes once it leaves the window', () => {
    renderOverlay();
    fire('dragenter');
    fire('dragenter');
    fire('dragleave');
    expect(overlay()).not.toBeNull();

    fire('dragleave');
    expect(overlay()).toBeNull();
  });

  it('counts a leave even when the engine hides the types on it', () => {
    renderOverlay();
    fire('dragenter');
    fire('dragleave', []);
    expect(overlay()).toBeNull();
  });

  it('ignores in-app drags of explorer items', () => {
    renderOverlay();
    const enter = fire('dragenter', EXPLORER_ITEMS);
    const over = fire('dragover', EXPLORER_ITEMS);
    const dropped = fire('drop', EXPLORER_ITEMS);

    expect(overlay()).toBeNull();
    expect(enter.defaultPrevented).toBe(false);
    expect(over.defaultPrevented).toBe(false);
    expect(dropped.defaultPrevented).toBe(false);
  });

  it('lets files be dropped anywhere without the browser opening them', () => {
    renderOverlay();
    fire('dragenter');
    expect(fire('dragover').defaultPrevented).toBe(true);

    const dropped = fire('drop');

    expect(dropped.defaultPrevented).toBe(true);
    expect(overlay()).toBeNull();
  });

  it('hides after a drop even when the drop target stops it', () => {
    renderOverlay();
    const target = document.createElement('div');
    document.body.append(target);
    let received = false;
    target.addEventListener('drop', (event) => {
      received = true;
      event.stopPropagation();
    });
    fire('dragenter', FILES, target);

    fire('drop', FILES, target);

    expect(received).toBe(true);
    expect(overlay()).toBeNull();
    target.remove();
  });

  it('hides on dragend and counts afresh after it', () => {
    renderOverlay();
    fire('dragenter');
    fire('dragenter');
    fire('dragend', []);
    expect(overlay()).toBeNull();

    fire('dragenter');
    fire('dragleave');
    expect(overlay()).toBeNull();
  });

  it('stays hidden when disabled, while stray drops are still swallowed', () => {
    renderOverlay(true);
    fire('dragenter');

    expect(overlay()).toBeNull();
    expect(fire('drop').defaultPrevented).toBe(true);
  });
});

describe('useWindowFileDrag', () => {
  it('reports the drag and lets the window go when unmounted', () => {
    const { result, unmount } = renderHook(() => useWindowFileDrag());
    expect(result.current).toBe(false);

    fire('dragenter');
    expect(result.current).toBe(true);
    fire('dragleave');
    expect(result.current).toBe(false);

    unmount();
    expect(fire('dragover').defaultPrevented).toBe(false);
    expect(fire('drop').defaultPrevented).toBe(false);
  });
});
