/**
 * Reading what the user dropped or picked into plain data (explorer.md §4 Drop handling, Folder upload): loose files
 * and top-level folders with every file inside them at any depth.
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

/** The type browsers give a drag that carries files from the operating system. */
const FILES_TYPE = 'Files';

/**
 * Whether a drag carries files. In-app drags (explorer items use 'application/x-cde-explorer-items') and dragged text
 * or links do not, and must not be treated as uploads.
 */
export function isFileDrag(dataTransfer: DataTransfer | null): boolean {
  if (!dataTransfer) return false;
  // Older engines expose `types` as a DOMStringList, which has no `includes`.
  return Array.from(dataTransfer.types).includes(FILES_TYPE);
}

/** The item as engines without the entry API expose it: `webkitGetAsEntry` may be missing. */
type DropItem = Pick<DataTransferItem, 'kind' | 'getAsFile'> & {
  webkitGetAsEntry?: DataTransferItem['webkitGetAsEntry'];
};

/** One dropped thing, captured while the drop event is still running. */
type CapturedItem = { entry: FileSystemEntry } | { file: File };

function isFileEntry(entry: FileSystemEntry): entry is FileSystemFileEntry {
  return entry.isFile;
}

function isDirectoryEntry(entry: FileSystemEntry): entry is FileSystemDirectoryEntry {
  return entry.isDirectory;
}

/**
 * Everything the drop carries, read synchronously: the browser empties the DataTransfer as soon as the drop handler
 * returns, while the entries themselves stay readable afterwards. Without the entry API a folder cannot be told from a
 * file, so all of `files` are taken as loose files.
 */
function captureItems(dataTransfer: DataTransfer): CapturedItem[] {
  const items: DropItem[] = Array.from(dataTransfer.items).filter((item) => item.kind === 'file');
  if (items.length === 0 || items.some((item) => typeof item.webkitGetAsEntry !== 'function')) {
    return Array.from(dataTransfer.files, (file) => ({ file }));
  }
  return items.flatMap((item): CapturedItem[] => {
    const entry = item.webkitGetAsEntry?.() ?? null;
    if (entry) return [{ entry }];
    // No entry (e.g. a virtual file from another application): the file itself is still there.
    const file = item.getAsFile();
    return file ? [{ file }] : [];
  });
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
  const captured = captureItems(dataTransfer);
  return readCaptured(captured);
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

async function readCaptured(captured: readonly CapturedItem[]): Promise<DroppedContent> {
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
