/**
 * Fakes of what the browser hands a drop or a folder picker, for component tests of uploads: jsdom has neither
 * DataTransfer nor the file-system entry API.
 */

/** The type a drag of files from the operating system carries. */
export const FILE_DRAG_TYPES: readonly string[] = ['Files'];
/** The type of the explorer's own drag of items (not an upload). */
export const EXPLORER_ITEMS_DRAG_TYPES: readonly string[] = ['application/x-cde-explorer-items'];

/** A file with some content, so that its size is not zero. */
export function testFile(name: string, content = `${name} content`): File {
  return new File([content], name);
}

/** A file as `<input type="file" webkitdirectory>` lists it: 'Top/sub/a.pdf' in `webkitRelativePath`. */
export function pickedFile(path: string, content = path): File {
  const file = new File([content], path.split('/').at(-1) ?? path);
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
}

/** A dropped file's entry; it is read asynchronously, as the browser does. */
export function fileEntry(file: File): FileSystemFileEntry {
  const fake: Pick<FileSystemFileEntry, 'name' | 'isFile' | 'isDirectory' | 'file'> = {
    name: file.name,
    isFile: true,
    isDirectory: false,
    file(success) {
      setTimeout(() => {
        success(file);
      });
    },
  };
  return fake as FileSystemFileEntry;
}

/** A dropped folder's entry; its reader hands out all children in one batch, then an empty one. */
export function directoryEntry(
  name: string,
  children: readonly (FileSystemFileEntry | FileSystemDirectoryEntry)[],
): FileSystemDirectoryEntry {
  const fake: Pick<FileSystemDirectoryEntry, 'name' | 'isFile' | 'isDirectory' | 'createReader'> = {
    name,
    isFile: false,
    isDirectory: true,
    createReader() {
      let done = false;
      return {
        readEntries(success) {
          const batch = done ? [] : [...children];
          done = true;
          setTimeout(() => {
            success(batch);
          });
        },
      };
    },
  };
  return fake as FileSystemDirectoryEntry;
}

/** The part of DataTransfer the app reads and writes. */
export interface FakeDataTransfer {
  types: readonly string[];
  items: { kind: string; getAsFile: () => File | null; webkitGetAsEntry: () => FileSystemEntry | null }[];
  files: File[];
  dropEffect: string;
}

/**
 * What a drag carries: the dropped entries (files and folders) as items with the entry API, the loose files in
 * `files`. Pass it as `fireEvent.drop(element, { dataTransfer })`.
 */
export function fakeDataTransfer({
  entries = [],
  files = [],
  types = FILE_DRAG_TYPES,
}: {
  entries?: readonly FileSystemEntry[];
  files?: readonly File[];
  types?: readonly string[];
} = {}): FakeDataTransfer {
  return {
    types,
    items: entries.map((entry) => ({ kind: 'file', getAsFile: () => null, webkitGetAsEntry: () => entry })),
    files: [...files],
    dropEffect: 'none',
  };
}
