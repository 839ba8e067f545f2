import { captureDrop, type CapturedItem } from './drop-capture';

/**
 * Reading what the user dropped or picked into plain data (explorer.md §4 Drop handling, Folder upload): loose files
 * and top-level folders with every file inside them at any depth. What must happen inside the drop event itself is in
 * drop-capture.ts, which the explorer's first load holds; this comes with the first drop (README, Performance).
 */

/** A file inside a dropped folder; `relativePath` is '/'-separated and leaves out the folder's own name. */
export interface FolderFile {
  file: File;
  /** E.g. 'Разделы/АР-01.pdf' for 'Проект/Разделы/АР-01.pdf' dropped as the folder 'Проект'. */
  relativePath: string;
}

/** A top-level folder holding at least one file somewhere below it. */
export interface DroppedFolder {
  name: string;
  files: FolderFile[];
}

/**
 * What a drop carried. A top-level folder without a file at any depth is never a `DroppedFolder`: its name goes to
 * `emptyFolders` instead, so whatever is in `folders` can be uploaded as it is and the caller only has to tell the
 * user about the skipped ones (ContainsEmptyDirectories / EmptyDirectoryUpload, explorer.md §5). Empty subfolders of a
 * non-empty folder are not recorded: a folder upload recreates directories from its files' paths, so they could not
 * be uploaded anyway.
 */
export interface DroppedContent {
  /** Files dropped on their own, outside any folder. */
  files: File[];
  /** Top-level folders with at least one file, in the order they were dropped. */
  folders: DroppedFolder[];
  /** Names of the top-level folders without any file, in the order they were dropped. */
  emptyFolders: string[];
}

function isFileEntry(entry: FileSystemEntry): entry is FileSystemFileEntry {
  return entry.isFile;
}

function isDirectoryEntry(entry: FileSystemEntry): entry is FileSystemDirectoryEntry {
  return entry.isDirectory;
}

function readFile(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => {
    entry.file(resolve, reject);
  });
}

function readBatch(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => {
    reader.readEntries(resolve, reject);
  });
}

/** All children of a directory: one call returns only a batch (at most 100 in Chrome), an empty batch ends it. */
async function readChildren(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader();
  const children: FileSystemEntry[] = [];
  for (;;) {
    const batch = await readBatch(reader);
    if (batch.length === 0) return children;
    children.push(...batch);
  }
}

/** Every file below a directory, depth first in the order the browser lists them; `prefix` ends with '/' or is ''. */
async function readFolderFiles(directory: FileSystemDirectoryEntry, prefix: string): Promise<FolderFile[]> {
  const children = await readChildren(directory);
  const nested = await Promise.all(
    children.map(async (child): Promise<FolderFile[]> => {
      const relativePath = `${prefix}${child.name}`;
      if (isFileEntry(child)) return [{ file: await readFile(child), relativePath }];
      if (isDirectoryEntry(child)) return readFolderFiles(child, `${relativePath}/`);
      return [];
    }),
  );
  return nested.flat();
}

/**
 * Reads a drop into loose files and top-level folders. Call it inside the drop event handler, before any await: it
 * captures the items synchronously (the browser clears the DataTransfer once the handler returns) and only then reads
 * the folders. A file or folder that cannot be read rejects the whole promise, so the user is never told a partial
 * drop was uploaded in full.
 */
export function readDrop(dataTransfer: DataTransfer): Promise<DroppedContent> {
  return readCaptured(captureDrop(dataTransfer));
}

type ReadItem = { kind: 'file'; file: File } | { kind: 'folder'; folder: DroppedFolder } | { kind: 'other' };

async function readCapturedItem(item: CapturedItem): Promise<ReadItem> {
  if ('file' in item) return { kind: 'file', file: item.file };
  const { entry } = item;
  if (isFileEntry(entry)) return { kind: 'file', file: await readFile(entry) };
  if (isDirectoryEntry(entry)) {
    return { kind: 'folder', folder: { name: entry.name, files: await readFolderFiles(entry, '') } };
  }
  return { kind: 'other' };
}

/** Reads what `captureDrop` took from a drop event: the files, and every file inside the folders. */
export async function readCaptured(captured: readonly CapturedItem[]): Promise<DroppedContent> {
  const content: DroppedContent = { files: [], folders: [], emptyFolders: [] };
  for (const item of await Promise.all(captured.map(readCapturedItem))) {
    if (item.kind === 'file') content.files.push(item.file);
    else if (item.kind === 'folder' && item.folder.files.length > 0) content.folders.push(item.folder);
    else if (item.kind === 'folder') content.emptyFolders.push(item.folder.name);
  }
  return content;
}

/**
 * Groups the files of an `<input type="file" webkitdirectory>` selection by their top folder. Their
 * `webkitRelativePath` is 'Top/sub/a.pdf'; the top segment becomes the folder's name and the rest the relative path.
 * A file without a folder in its path is left out, as it cannot belong to a folder. The input never lists empty
 * folders, so emptiness cannot be detected here.
 */
export function readPickedFolder(files: FileList | readonly File[]): DroppedFolder[] {
  const folders = new Map<string, DroppedFolder>();
  for (const file of Array.from(files)) {
    const path = file.webkitRelativePath;
    const slash = path.indexOf('/');
    if (slash <= 0 || slash === path.length - 1) continue;
    const name = path.slice(0, slash);
    let folder = folders.get(name);
    if (!folder) {
      folder = { name, files: [] };
      folders.set(name, folder);
    }
    folder.files.push({ file, relativePath: path.slice(slash + 1) });
  }
  return [...folders.values()];
}
