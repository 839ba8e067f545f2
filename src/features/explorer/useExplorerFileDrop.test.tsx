// @vitest-environment jsdom
import '../../shared/testing/setup-dom';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createPortal } from 'react-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Directory } from '../../../codegen/model/directory';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { initI18n } from '../../shared/i18n/i18n';
import { ModalsTestWrapper } from '../../shared/modals/modals.test-wrapper';
import { testDirectory } from '../../shared/testing/test-directory';
import {
  directoryEntry,
  EXPLORER_ITEMS_DRAG_TYPES,
  fakeDataTransfer,
  fileEntry,
  testFile,
} from '../../shared/uploads/uploads.test-fixtures';
import type { UploadRequest } from './MasterUploader';
import { useExplorerFileDrop } from './useExplorerFileDrop';

const shown = testDirectory({ id: 'a1000000-0000-4000-8000-000000000004', name: 'АР' });

function Harness({ directory, openMaster }: { directory: Directory | null; openMaster: (r: UploadRequest) => void }) {
  const handlers = useExplorerFileDrop(directory, openMaster);
  return (
    <div data-testid="explorer" {...handlers}>
      <p data-testid="row">АР-01 План 1 этажа.pdf</p>
      {/* A modal of the explorer: React passes its events up to the explorer, the DOM does not contain it. */}
      {createPortal(<div data-testid="portal" />, document.body)}
    </div>
  );
}

function renderDrop(directory: Directory | null = shown) {
  const openMaster = vi.fn<(request: UploadRequest) => void>();
  render(
    <ModalsTestWrapper>
      <Harness directory={directory} openMaster={openMaster} />
    </ModalsTestWrapper>,
  );
  return { openMaster };
}

/** Lets the fake entries (read on timers) and what follows the read run. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

/** Waits, as long as a loaded machine needs, for the master to be opened once. */
async function calledOnce(openMaster: ReturnType<typeof renderDrop>['openMaster']) {
  await waitFor(() => {
    expect(openMaster).toHaveBeenCalledTimes(1);
  });
}

const plan = testFile('АР-01 План 1 этажа.pdf');
const facade = testFile('АР-02 Фасады.pdf');

beforeAll(async () => {
  await initI18n('ru');
});

afterEach(cleanup);

describe('useExplorerFileDrop', () => {
  it('accepts a file drag over the explorer and opens the master with the dropped files and folders', async () => {
    const { openMaster } = renderDrop();
    const explorer = screen.getByTestId('explorer');
    const over = fakeDataTransfer();

    expect(fireEvent.dragOver(explorer, { dataTransfer: over })).toBe(false);
    expect(over.dropEffect).toBe('copy');

    const nested = testFile('У-1.dwg');
    const dropped = fireEvent.drop(screen.getByTestId('row'), {
      dataTransfer: fakeDataTransfer({
        entries: [
          fileEntry(plan),
          directoryEntry('Фасады', [fileEntry(facade), directoryEntry('Узлы', [fileEntry(nested)])]),
        ],
      }),
    });
    expect(dropped).toBe(false);
    await calledOnce(openMaster);
    expect(openMaster).toHaveBeenCalledWith({
      target: shown,
      files: [plan],
      folders: [
        {
          name: 'Фасады',
          files: [
            { file: facade, relativePath: 'АР-02 Фасады.pdf' },
            { file: nested, relativePath: 'Узлы/У-1.dwg' },
          ],
        },
      ],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses files dropped in the root with NotAllowedUploadDocument and opens no master', async () => {
    const { openMaster } = renderDrop(null);

    fireEvent.drop(screen.getByTestId('explorer'), { dataTransfer: fakeDataTransfer({ entries: [fileEntry(plan)] }) });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ошибка')).toBeDefined();
    expect(within(dialog).getByText('Здесь нельзя загружать документы.')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ОК' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openMaster).not.toHaveBeenCalled();
  });

  it('refuses a folder where directories may not be created', async () => {
    const { openMaster } = renderDrop({ ...shown, allowCreateDirectory: false });

    fireEvent.drop(screen.getByTestId('explorer'), {
      dataTransfer: fakeDataTransfer({ entries: [directoryEntry('Фасады', [fileEntry(facade)])] }),
    });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Здесь нельзя создавать, загружать или перемещать каталоги.')).toBeDefined();
    await settle();
    expect(openMaster).not.toHaveBeenCalled();
  });

  it('refuses files and folders with the same alerts where the account may not create (no CreateFiles)', async () => {
    const readOnly = { ...shown, permissions: [PermissionOperation.UpdateFiles, PermissionOperation.DeleteFiles] };
    const { openMaster } = renderDrop(readOnly);

    fireEvent.drop(screen.getByTestId('explorer'), { dataTransfer: fakeDataTransfer({ entries: [fileEntry(plan)] }) });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Здесь нельзя загружать документы.')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ОК' }));
    await settle();

    fireEvent.drop(screen.getByTestId('explorer'), {
      dataTransfer: fakeDataTransfer({ entries: [directoryEntry('Фасады', [fileEntry(facade)])] }),
    });
    const second = await screen.findByRole('dialog');
    expect(within(second).getByText('Здесь нельзя создавать, загружать или перемещать каталоги.')).toBeDefined();
    await settle();
    expect(openMaster).not.toHaveBeenCalled();
  });

  it('refuses a drop of only empty folders with EmptyDirectoryUpload', async () => {
    const { openMaster } = renderDrop();

    fireEvent.drop(screen.getByTestId('explorer'), {
      dataTransfer: fakeDataTransfer({
        entries: [directoryEntry('Пустая', []), directoryEntry('Тоже пустая', [directoryEntry('Внутри', [])])],
      }),
    });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Нельзя загрузить пустую папку.')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ОК' }));
    await settle();
    expect(openMaster).not.toHaveBeenCalled();
  });

  it('alerts ContainsEmptyDirectories first, then opens the master with the full folder only', async () => {
    const { openMaster } = renderDrop();

    fireEvent.drop(screen.getByTestId('explorer'), {
      dataTransfer: fakeDataTransfer({
        entries: [directoryEntry('Пустая', []), directoryEntry('Фасады', [fileEntry(facade)])],
      }),
    });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Внимание')).toBeDefined();
    expect(within(dialog).getByText('Пустые папки не были загружены.')).toBeDefined();
    await settle();
    expect(openMaster).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'ОК' }));
    await calledOnce(openMaster);
    expect(openMaster).toHaveBeenCalledWith({
      target: shown,
      files: [],
      folders: [{ name: 'Фасады', files: [{ file: facade, relativePath: 'АР-02 Фасады.pdf' }] }],
    });
  });

  it('refuses a drop with a path of 255 characters with MaxPathLimit', async () => {
    const { openMaster } = renderDrop();
    // 'Фасады/' and the name make 255 characters.
    const long = testFile(`${'д'.repeat(244)}.pdf`);

    fireEvent.drop(screen.getByTestId('explorer'), {
      dataTransfer: fakeDataTransfer({ entries: [directoryEntry('Фасады', [fileEntry(long)])] }),
    });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Превышена максимальная длина пути — 255 символов.')).toBeDefined();
    await settle();
    expect(openMaster).not.toHaveBeenCalled();
  });

  it('leaves drags of anything but files alone', async () => {
    const { openMaster } = renderDrop();
    const explorer = screen.getByTestId('explorer');
    const items = fakeDataTransfer({ entries: [fileEntry(plan)], types: EXPLORER_ITEMS_DRAG_TYPES });

    expect(fireEvent.dragOver(explorer, { dataTransfer: items })).toBe(true);
    expect(items.dropEffect).toBe('none');
    expect(fireEvent.drop(explorer, { dataTransfer: items })).toBe(true);
    await settle();

    expect(openMaster).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores a drop on a modal of the explorer rendered in a portal', async () => {
    const { openMaster } = renderDrop();

    const dropped = fireEvent.drop(screen.getByTestId('portal'), {
      dataTransfer: fakeDataTransfer({ entries: [fileEntry(plan)] }),
    });
    await settle();

    expect(dropped).toBe(true);
    expect(openMaster).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
