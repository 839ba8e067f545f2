import type { Directory } from '../../../codegen/model/directory';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import type { SecurityPoint } from '../../../codegen/model/securityPoint';

/*
 * The directory access viewer's logic (platform.md §2.5; docs/access-control.md): the security points of every owner
 * on the directory's chain, highest priority (owner depth) first; the directory's own points are the ones it can
 * change, and saving sends the ids of their groups.
 */

/** Which points the viewer shows: those of the highest priority (the governing ones, by default), all, or own only. */
export interface PointsFilter {
  showAll: boolean;
  ownOnly: boolean;
}

/** A point is the directory's own when the directory owns it; the others are inherited from an ancestor. */
export function isOwnPoint(point: SecurityPoint, directoryId: string): boolean {
  return point.ownerId === directoryId;
}

/** Only the directory's own points can be removed, and only those the server lets go. */
export function isRemovable(point: SecurityPoint, directoryId: string): boolean {
  return isOwnPoint(point, directoryId) && point.allowDeletion;
}

/** A key unique in the list: a group may have a point on the directory and another on an ancestor. */
export function pointKey(point: SecurityPoint): string {
  return `${point.ownerId}:${point.id}`;
}

/** Highest priority first; equal priorities keep the server's order. */
export function sortPoints(points: readonly SecurityPoint[]): SecurityPoint[] {
  return [...points].sort((a, b) => b.priority - a.priority);
}

/**
 * The points to show, sorted by priority descending: own only when asked (whatever `showAll`), else all when asked,
 * else only those of the highest priority present, which govern the directory.
 */
export function visiblePoints(
  points: readonly SecurityPoint[],
  directoryId: string,
  filter: PointsFilter,
): SecurityPoint[] {
  const sorted = sortPoints(points);
  if (filter.ownOnly) return sorted.filter((point) => isOwnPoint(point, directoryId));
  if (filter.showAll) return sorted;
  const highest = sorted[0]?.priority;
  return sorted.filter((point) => point.priority === highest);
}

/** The groups of the directory's own points, in the list's order: what saving sends. */
export function ownGroupIds(points: readonly SecurityPoint[], directoryId: string): string[] {
  return sortPoints(points)
    .filter((point) => isOwnPoint(point, directoryId))
    .map((point) => point.id);
}

/** The groups that may still be added: those without an own point on the directory (an inherited one is no bar). */
export function addableGroups(
  groups: readonly SecurityGroup[],
  points: readonly SecurityPoint[],
  directoryId: string,
): SecurityGroup[] {
  const own = new Set(ownGroupIds(points, directoryId));
  return groups.filter((group) => !own.has(group.id));
}

/**
 * The list with a new own point for the group, as the server would make it: owned by the directory, of its depth's
 * priority, not inherited, removable. A group that already has an own point is not added twice.
 */
export function withGroupAdded(
  points: readonly SecurityPoint[],
  group: Pick<SecurityGroup, 'id' | 'name'>,
  directory: Pick<Directory, 'id' | 'depth'>,
): SecurityPoint[] {
  if (points.some((point) => isOwnPoint(point, directory.id) && point.id === group.id)) return [...points];
  const added: SecurityPoint = {
    id: group.id,
    name: group.name,
    ownerId: directory.id,
    priority: directory.depth,
    parentName: null,
    allowDeletion: true,
  };
  return [...points, added];
}

/** The list without the directory's own point of the group; inherited points never leave. */
export function withPointRemoved(
  points: readonly SecurityPoint[],
  groupId: string,
  directoryId: string,
): SecurityPoint[] {
  return points.filter((point) => !(isOwnPoint(point, directoryId) && point.id === groupId));
}

/** Whether the own groups differ from those saved (the order does not matter). */
export function ownPointsChanged(
  saved: readonly SecurityPoint[],
  edited: readonly SecurityPoint[],
  directoryId: string,
): boolean {
  const before = new Set(ownGroupIds(saved, directoryId));
  const after = ownGroupIds(edited, directoryId);
  return before.size !== after.length || after.some((id) => !before.has(id));
}
