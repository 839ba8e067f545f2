import { describe, expect, it } from 'vitest';
import { isFileDrag } from './drop-capture';
import { readDrop, readPickedFolder, type DroppedFolder } from './dropped-entries';

/** Chrome's largest readEntries batch. */
const CHROME_BATCH = 100;

type FakeEntry = FileSystemFileEntry | FileSystemDirectoryEntry;

function fileEntry(name: string, options: { unreadable?: boolean } = {}): FileSystemFileEntry {
  const fake: Pick<FileSystemFileEntry, 'name' | 'isFile' | 'isDirectory' | 'file'> = {
    name,
    isFile: true,
    isDirectory: false,
    file(success, failure) {
      // The browser answers asynchronously.
      setTimeout(() => {
        if (options.unreadable) failure?.(new DOMException('Cannot read', 'NotReadableError'));
        else success(new File([name], name));
      });
    },
  };
  return fake as FileSystemFileEntry;
}

interface DirectoryFake {
  entry: FileSystemDirectoryEntry;
  /** Every readEntries call so far, empty ones included. */
  readCalls: () => number;
}

function directoryFake(name: string, children: readonly FakeEntry[], batchSize = CHROME_BATCH): DirectoryFake {
  let calls = 0;
  const fake: Pick<FileSystemDirectoryEntry, 'name' | 'isFile' | 'isDirectory' | 'createReader'> = {
    name,
    isFile: false,
    isDirectory: true,
    createReader() {
      let offset = 0;
      return {
        readEntries(success) {
          calls += 1;
          const batch = children.slice(offset, offset + batchSize);
          offset += batch.length;
          setTimeout(() => {
            success(batch);
          });
        },
      };
    },
  };
  return { entry: fake as FileSystemDirectoryEntry, readCalls: () => calls };
}

function directoryEntry(name: string, children: readonly FakeEntry[]): FileSystemDirectoryEntry {
  return directoryFake(name, children).entry;
}

interface ItemFake {
  kind: string;
  getAsFile: () => File | null;
  webkitGetAsEntry?: () => FileSystemEntry | null;
}

function entryItem(entry: FileSystemEntry | null, file: File | null = null): ItemFake {
  return { kind: 'file', getAsFile: () => file, webkitGetAsEntry: () => entry };
}

interface TransferFake {
  transfer: DataTransfer;
  /** What the browser does once the drop handler returns. */
  clear: () => void;
}

function transferFake(items: ItemFake[], files: File[] = [], types: string[] = ['Files']): TransferFake {
  let live = true;
  const fake = {
    get types() {
      return live ? types : [];
    },
    get items() {
      return live ? items : [];
    },
    get files() {
      return live ? files : [];
    },
  };
  return {
    transfer: fake as unknown as DataTransfer,
    clear: () => {
      live = false;
    },
  };
}

function paths(folder: DroppedFolder | undefined): string[] {
  return folder?.files.map((file) => file.relativePath) ?? [];
}

function picked(path: string): File {
  const file = new File([path], path.split('/').at(-1) ?? path);
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
}

describe('isFileDrag', () => {
  it('accepts only drags carrying files', () => {
    expect(isFileDrag(transferFake([], [], ['Files']).transfer)).toBe(true);
    expect(isFileDrag(transferFake([], [], ['text/plain', 'Files']).transfer)).toBe(true);
  });

  it('refuses in-app drags of explorer items, text and a missing DataTransfer', () => {
    expect(isFileDrag(transferFake([], [], ['application/x-cde-explorer-items']).transfer)).toBe(false);
    expect(isFileDrag(transferFake([], [], ['text/plain', 'text/uri-list']).transfer)).toBe(false);
    expect(isFileDrag(null)).toBe(false);
  });
});

describe('readDrop', () => {
  it('splits loose files from folders, in the order they were dropped', async () => {
    const { transfer } = transferFake([
      entryItem(fileEntry('План.pdf')),
      entryItem(directoryEntry('Проект', [fileEntry('АР-01.pdf')])),
      entryItem(fileEntry('Смета.xlsx')),
      entryItem(directoryEntry('Модели', [fileEntry('КР.ifc')])),
    ]);

    const content = await readDrop(transfer);

    expect(content.files.map((file) => file.name)).toEqual(['План.pdf', 'Смета.xlsx']);
    expect(content.folders.map((folder) => folder.name)).toEqual(['Проект', 'Модели']);
    expect(content.folders[0]?.files[0]?.file.name).toBe('АР-01.pdf');
    expect(content.emptyFolders).toEqual([]);
  });

  it('reads folders three levels deep with paths inside the top folder', async () => {
    const tree = directoryEntry('Проект', [
      fileEntry('Паспорт.pdf'),
      directoryEntry('Разделы', [
        fileEntry('АР-01.pdf'),
        directoryEntry('КР', [fileEntry('КР-01.pdf'), directoryEntry('Узлы', [fileEntry('У-1.dwg')])]),
      ]),
    ]);
    const { transfer } = transferFake([entryItem(tree)]);

    const content = await readDrop(transfer);

    expect(paths(content.folders[0])).toEqual([
      'Паспорт.pdf',
      'Разделы/АР-01.pdf',
      'Разделы/КР/КР-01.pdf',
      'Разделы/КР/Узлы/У-1.dwg',
    ]);
  });

  it('keeps asking for entries until an empty batch, past the 100 a batch', async () => {
    const names = Array.from({ length: 250 }, (_, index) => `${String(index).padStart(3, '0')}.pdf`);
    const big = directoryFake(
      'Сканы',
      names.map((name) => fileEntry(name)),
    );
    const { transfer } = transferFake([entryItem(big.entry)]);

    const content = await readDrop(transfer);

    expect(paths(content.folders[0])).toEqual(names);
    // 100 + 100 + 50, then the empty batch that ends the listing.
    expect(big.readCalls()).toBe(4);
  });

  it('reads exactly one full batch and the empty one', async () => {
    const full = directoryFake(
      'Ровно',
      Array.from({ length: CHROME_BATCH }, (_, index) => fileEntry(`${index}.pdf`)),
    );
    const { transfer } = transferFake([entryItem(full.entry)]);

    const content = await readDrop(transfer);

    expect(content.folders[0]?.files).toHaveLength(CHROME_BATCH);
    expect(full.readCalls()).toBe(2);
  });

  it('keeps a folder whose only empty part is a subfolder, and records folders without any file as empty', async () => {
    const { transfer } = transferFake([
      entryItem(directoryEntry('Проект', [directoryEntry('Пусто', []), fileEntry('a.pdf')])),
      entryItem(directoryEntry('Пустой', [])),
      entryItem(directoryEntry('Только папки', [directoryEntry('A', [directoryEntry('B', [])])])),
    ]);

    const content = await readDrop(transfer);

    expect(content.folders.map((folder) => folder.name)).toEqual(['Проект']);
    expect(paths(content.folders[0])).toEqual(['a.pdf']);
    expect(content.emptyFolders).toEqual(['Пустой', 'Только папки']);
  });

  it('captures the items synchronously, before the browser clears the DataTransfer', async () => {
    const drop = transferFake([
      entryItem(fileEntry('a.pdf')),
      entryItem(directoryEntry('Папка', [fileEntry('b.pdf')])),
    ]);

    const pending = readDrop(drop.transfer);
    drop.clear();
    const content = await pending;

    expect(content.files.map((file) => file.name)).toEqual(['a.pdf']);
    expect(paths(content.folders[0])).toEqual(['b.pdf']);
  });

  it('falls back to the files without the entry API', async () => {
    const files = [new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf')];
    const withoutEntries: ItemFake[] = files.map((file) => ({ kind: 'file', getAsFile: () => file }));
    const { transfer } = transferFake(withoutEntries, files);

    const content = await readDrop(transfer);

    expect(content.files).toEqual(files);
    expect(content.folders).toEqual([]);
    expect(content.emptyFolders).toEqual([]);
  });

  it('falls back to the files when the items list is empty', async () => {
    const files = [new File(['a'], 'a.pdf')];
    const { transfer } = transferFake([], files);

    expect((await readDrop(transfer)).files).toEqual(files);
  });

  it('takes the file of an item without an entry and ignores items that are not files', async () => {
    const virtual = new File(['v'], 'virtual.msg');
    const { transfer } = transferFake([
      { kind: 'string', getAsFile: () => null, webkitGetAsEntry: () => null },
      entryItem(null, virtual),
      entryItem(null, null),
      entryItem(fileEntry('a.pdf')),
    ]);

    const content = await readDrop(transfer);

    expect(content.files.map((file) => file.name)).toEqual(['virtual.msg', 'a.pdf']);
  });

  it('rejects when a file cannot be read', async () => {
    const { transfer } = transferFake([
      entryItem(directoryEntry('Проект', [fileEntry('a.pdf'), fileEntry('b.pdf', { unreadable: true })])),
    ]);

    await expect(readDrop(transfer)).rejects.toThrow('Cannot read');
  });
});

describe('readPickedFolder', () => {
  it('groups the files by their top folder, paths without it', () => {
    const folders = readPickedFolder([
      picked('Проект/Паспорт.pdf'),
      picked('Проект/Разделы/КР/КР-01.pdf'),
      picked('Модели/КР.ifc'),
      picked('Проект/Разделы/АР-01.pdf'),
    ]);

    expect(folders.map((folder) => folder.name)).toEqual(['Проект', 'Модели']);
    expect(paths(folders[0])).toEqual(['Паспорт.pdf', 'Разделы/КР/КР-01.pdf', 'Разделы/АР-01.pdf']);
    expect(paths(folders[1])).toEqual(['КР.ifc']);
    expect(folders[1]?.files[0]?.file.name).toBe('КР.ifc');
  });

  it('leaves out files outside any folder and an empty selection gives no folder', () => {
    expect(readPickedFolder([picked('loose.pdf'), picked('/rooted.pdf')])).toEqual([]);
    expect(readPickedFolder([])).toEqual([]);
  });
});
