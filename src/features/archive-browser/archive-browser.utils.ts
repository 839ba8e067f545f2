import type { ArchiveDirectory } from '../../../codegen/model/archiveDirectory';
import type { ArchiveFile } from '../../../codegen/model/archiveFile';
import { compareDirectoryNames } from '../../shared/directories/directory-sort.utils';

/** The search parameter that holds the folder shown inside the archive, so that back and forward move between them. */
export const ARCHIVE_PATH_PARAM = 'path';

/** How the listing writes paths inside an archive (`ArchiveFile.path`). */
const SEPARATOR = '/';

/** The segments of a path inside the archive; empty ones (leading, trailing or doubled slashes) mean nothing. */
export function archivePathSegments(path: string): string[] {
  return path.split(SEPARATOR).filter((segment) => segment !== '');
}

/** The folder at `path` ('' the root), found by its names from the root; undefined when the archive has none there. */
export function findArchiveDirectory(root: ArchiveDirectory, path: string): ArchiveDirectory | undefined {
  let directory: ArchiveDirectory | undefined = root;
  for (const segment of archivePathSegments(path)) {
    directory = directory.directories.find((child) => child.name === segment);
    if (!directory) return undefined;
  }
  return directory;
}

/** The path of the folder above `path`; undefined at the root, which has none. */
export function parentArchivePath(path: string): string | undefined {
  const segments = archivePathSegments(path);
  if (segments.length === 0) return undefined;
  return segments.slice(0, -1).join(SEPARATOR);
}

/** The path of the subfolder `name` of the folder at `path`. */
export function childArchivePath(path: string, name: string): string {
  return [...archivePathSegments(path), name].join(SEPARATOR);
}

export type ArchiveRow =
  | { kind: 'directory'; key: string; name: string; path: string }
  | { kind: 'file'; key: string; name: string; file: ArchiveFile };

/**
 * The rows of a folder (platform.md §2.9, §9): its subfolders, then its files, each by name in the users' order
 * (Russian first, digits by value, case ignored), whatever order the server sent. Keys stay unique even when an
 * archive holds two entries of one name.
 */
export function archiveRows(directory: ArchiveDirectory, path: string): ArchiveRow[] {
  const directories = [...directory.directories].sort(compareDirectoryNames).map((child, index): ArchiveRow => ({
    kind: 'directory',
    key: `d${String(index)}:${child.name}`,
    name: child.name,
    path: childArchivePath(path, child.name),
  }));
  const files = [...directory.documents]
    .sort(compareDirectoryNames)
    .map((file, index): ArchiveRow => ({ kind: 'file', key: `f${String(index)}:${file.path}`, name: file.name, file }));
  return [...directories, ...files];
}

/** Where '...' goes from a folder: back in history, to the parent in place of this entry, or out of the archive. */
export type ArchiveUpStep = { kind: 'back' } | { kind: 'parent'; path: string } | { kind: 'leave' };

/**
 * '...' goes up one level (platform.md §2.9). When this folder was opened from its parent on this page (`opened`
 * entries deep), the parent is the previous history entry, so going back keeps the history a plain stack of folders
 * and back/forward stay meaningful; a folder reached otherwise (a link, a reload of a deep address) is replaced by its
 * parent. At the root '...' leaves the archive: back in history, or home.
 */
export function archiveUpStep(path: string, opened: number): ArchiveUpStep {
  const parent = parentArchivePath(path);
  if (parent === undefined) return { kind: 'leave' };
  return opened > 0 ? { kind: 'back' } : { kind: 'parent', path: parent };
}

/** What the page keeps in the history entry of a folder: how many folders were opened on it to get there. */
export interface ArchiveHistoryState {
  archiveOpened: number;
}

/** The count of folders opened on the page to reach this entry; 0 for an entry the page did not make. */
export function openedFolders(state: unknown): number {
  if (typeof state !== 'object' || state === null || !('archiveOpened' in state)) return 0;
  const value: unknown = state.archiveOpened;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/** The version index of the route: a whole number (-1 the head, -2 the draft); undefined when it is none. */
export function routeVersionIndex(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^-?\d+$/.test(raw)) return undefined;
  const index = Number(raw);
  return Number.isSafeInteger(index) && index >= -2 ? index : undefined;
}
