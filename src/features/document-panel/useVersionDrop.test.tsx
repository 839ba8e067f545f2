// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Document } from '../../../codegen/model/document';
import { TEST_DIRECTORY_ID, TEST_DOCUMENT_ID, testDocument } from '../../shared/documents/documents.test-data';
import { routeDefinition, routePath } from '../../shared/routes/routes';
import { EXPLORER_ITEMS_DRAG_TYPES, fakeDataTransfer, testFile } from '../../shared/uploads/uploads.test-fixtures';
import { takeVersionFiles } from '../../shared/uploads/version-drop-handoff';
import { useVersionDrop } from './useVersionDrop';

const params = { directoryId: TEST_DIRECTORY_ID, documentId: TEST_DOCUMENT_ID };
const PANEL_PATH = routePath('home.directories.document', params);
const VERSIONS_PATH = routePath('home.directories.documents.versions', params);

function Panel({ document, mayUpdate }: { document: Document; mayUpdate: boolean }) {
  const { over, handlers } = useVersionDrop(document, VERSIONS_PATH, mayUpdate);
  return (
    <section data-testid="panel" data-over={String(over)} {...handlers}>
      <h2 data-testid="title">{document.name}</h2>
    </section>
  );
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The panel inside a parent that would take drops too (the explorer), at the document's route. */
function renderPanel(document: Document = testDocument(), mayUpdate = true) {
  const parentDrop = vi.fn();
  render(
    <MemoryRouter initialEntries={[PANEL_PATH]}>
      <Routes>
        <Route
          path={routeDefinition('home.directories.document').path}
          element={
            <div onDrop={parentDrop}>
              <Panel document={document} mayUpdate={mayUpdate} />
            </div>
          }
        />
        <Route path={routeDefinition('home.directories.documents.versions').path} element={<p>Версии</p>} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
  return { parentDrop };
}

const location = () => screen.getByTestId('location').textContent;
const panel = () => screen.getByTestId('panel');
const planV4 = testFile('АР-01 План v4.pdf');

/** jsdom has no DragEvent, so the element the pointer moves to rides on a plain event. */
function dragLeave(target: HTMLElement, relatedTarget: EventTarget) {
  const event = createEvent.dragLeave(target);
  Object.defineProperty(event, 'relatedTarget', { value: relatedTarget });
  fireEvent(target, event);
}

afterEach(() => {
  cleanup();
  // Nothing offered by one test may reach the next.
  takeVersionFiles(TEST_DOCUMENT_ID);
});

describe('useVersionDrop', () => {
  it('takes a file dragged over the panel of an unlocked document', () => {
    renderPanel();
    const transfer = fakeDataTransfer({ files: [planV4] });

    expect(fireEvent.dragOver(screen.getByTestId('title'), { dataTransfer: transfer })).toBe(false);

    expect(transfer.dropEffect).toBe('copy');
    expect(panel().dataset['over']).toBe('true');
  });

  it('stops marking the panel when the drag leaves it, not when it moves inside', () => {
    renderPanel();
    fireEvent.dragOver(panel(), { dataTransfer: fakeDataTransfer({ files: [planV4] }) });

    dragLeave(panel(), screen.getByTestId('title'));
    expect(panel().dataset['over']).toBe('true');

    dragLeave(panel(), document.body);
    expect(panel().dataset['over']).toBe('false');
  });

  it('offers the dropped file to the versions screen and goes there', () => {
    const { parentDrop } = renderPanel();
    fireEvent.dragOver(panel(), { dataTransfer: fakeDataTransfer({ files: [planV4] }) });

    const dropped = fireEvent.drop(screen.getByTestId('title'), {
      dataTransfer: fakeDataTransfer({ files: [planV4] }),
    });

    expect(dropped).toBe(false);
    expect(location()).toBe(VERSIONS_PATH);
    expect(screen.getByText('Версии')).toBeDefined();
    expect(takeVersionFiles(TEST_DOCUMENT_ID)).toEqual([planV4]);
    // The explorer around the panel must not take it as a new document as well.
    expect(parentDrop).not.toHaveBeenCalled();
  });

  it('offers nothing and stays when the drop carries no file', () => {
    renderPanel();
    fireEvent.drop(panel(), { dataTransfer: fakeDataTransfer() });
    expect(location()).toBe(PANEL_PATH);
    expect(takeVersionFiles(TEST_DOCUMENT_ID)).toBeNull();
  });

  it.each([
    ['a disabled', testDocument({ disabled: true })],
    ['an agreed', testDocument({ agreed: true })],
  ])('takes no drop on %s document', (_state, locked) => {
    renderPanel(locked);
    const transfer = fakeDataTransfer({ files: [planV4] });

    expect(fireEvent.dragOver(panel(), { dataTransfer: transfer })).toBe(true);
    expect(transfer.dropEffect).toBe('none');
    expect(panel().dataset['over']).toBe('false');

    expect(fireEvent.drop(panel(), { dataTransfer: fakeDataTransfer({ files: [planV4] }) })).toBe(true);

    expect(location()).toBe(PANEL_PATH);
    expect(takeVersionFiles(TEST_DOCUMENT_ID)).toBeNull();
  });

  it('takes no drop without UpdateFiles in the document’s directory', () => {
    renderPanel(testDocument(), false);
    const transfer = fakeDataTransfer({ files: [planV4] });

    expect(fireEvent.dragOver(panel(), { dataTransfer: transfer })).toBe(true);
    expect(panel().dataset['over']).toBe('false');
    expect(fireEvent.drop(panel(), { dataTransfer: fakeDataTransfer({ files: [planV4] }) })).toBe(true);

    expect(location()).toBe(PANEL_PATH);
    expect(takeVersionFiles(TEST_DOCUMENT_ID)).toBeNull();
  });

  it('ignores drags of anything but files', () => {
    renderPanel();
    const items = fakeDataTransfer({ files: [planV4], types: EXPLORER_ITEMS_DRAG_TYPES });

    expect(fireEvent.dragOver(panel(), { dataTransfer: items })).toBe(true);
    expect(panel().dataset['over']).toBe('false');
    expect(fireEvent.drop(panel(), { dataTransfer: items })).toBe(true);

    expect(location()).toBe(PANEL_PATH);
    expect(takeVersionFiles(TEST_DOCUMENT_ID)).toBeNull();
  });
});
