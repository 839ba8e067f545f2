import type { Directory } from '../../../codegen/model/directory';
import { compareDirectoryNames } from '../../shared/directories/directory-sort.utils';

/** Negative and missing priorities sort after every set one (explorer.md §3; the default pin priority is -1). */
function priorityRank(priority: Directory['pinPriority']): number {
  return priority === null || priority < 0 ? Number.POSITIVE_INFINITY : priority;
}

/** The header's pinned list order: pinPriority, lower first, negative or null last; then by name. */
export function sortPinned<T extends Pick<Directory, 'name' | 'pinPriority'>>(directories: readonly T[]): T[] {
  return [...directories].sort((a, b) => {
    const byPriority = priorityRank(a.pinPriority) - priorityRank(b.pinPriority);
    // Infinity - Infinity is NaN: two unset priorities are equal.
    if (byPriority !== 0 && !Number.isNaN(byPriority)) return byPriority;
    return compareDirectoryNames(a, b);
  });
}

/** The text of a pinned entry: its short name when it has one, else the full name. */
export function pinnedLabel(directory: Pick<Directory, 'name' | 'pinShortName'>): string {
  const shortName = directory.pinShortName?.trim();
  return shortName === undefined || shortName === '' ? directory.name : shortName;
}
