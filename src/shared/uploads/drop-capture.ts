/**
 * What a drop event must hand over before its handler returns (the browser empties the DataTransfer then): whether a
 * drag carries files, and the dropped items. Reading them (dropped-entries.ts) may come later.
 */

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
export type CapturedItem = { entry: FileSystemEntry } | { file: File };

/**
 * Everything the drop carries, read synchronously: the browser empties the DataTransfer as soon as the drop handler
 * returns, while the entries themselves stay readable afterwards. Without the entry API a folder cannot be told from a
 * file, so all of `files` are taken as loose files.
 */
export function captureDrop(dataTransfer: DataTransfer): CapturedItem[] {
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
