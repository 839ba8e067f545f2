import type { Directory } from '../../../codegen/model/directory';
import { compareDirectoryNames } from './pinned-directories.utils';

/** The tree root's order (explorer.md §2): pinned directories before the others, each group by name. */
export function sortRootDirectories<T extends Pick<Directory, 'name' | 'isPinned'>>(directories: readonly T[]): T[] {
  return [...directories].sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || compareDirectoryNames(a, b));
}
