import type { Directory } from '../../../codegen/model/directory';

const nameCollator = new Intl.Collator(['ru', 'en'], { numeric: true, sensitivity: 'base' });

/** Directory names in the users' alphabetical order: Russian first, digits by value, case ignored. */
export function compareDirectoryNames(a: Pick<Directory, 'name'>, b: Pick<Directory, 'name'>): number {
  return nameCollator.compare(a.name, b.name);
}

/** The tree's order of siblings (explorer.md §4): pinned directories before the others, each group by name. */
export function compareDirectories(
  a: Pick<Directory, 'name' | 'isPinned'>,
  b: Pick<Directory, 'name' | 'isPinned'>,
): number {
  return Number(b.isPinned) - Number(a.isPinned) || compareDirectoryNames(a, b);
}

/** Siblings in the tree's order (see `compareDirectories`); the input is left alone. */
export function sortDirectories<T extends Pick<Directory, 'name' | 'isPinned'>>(directories: readonly T[]): T[] {
  return [...directories].sort(compareDirectories);
}
