import type { SecurityGroup } from '../../../codegen/model/securityGroup';

/**
 * The groups whose id or name contains the search text, without case (platform.md §2.4: substring on the configured
 * columns, id and name); an empty or blank search keeps them all, in the server's order.
 */
export function filterSecurityGroups(groups: readonly SecurityGroup[], search: string): readonly SecurityGroup[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return groups;
  return groups.filter(
    (group) => group.id.toLocaleLowerCase().includes(needle) || group.name.toLocaleLowerCase().includes(needle),
  );
}

/** A removed group and where it stood, so a failed deletion can put it back in its place. */
export interface RemovedGroup {
  group: SecurityGroup;
  index: number;
}

/** The list without the group (the optimistic removal of platform.md §4); unchanged when it is not there. */
export function withoutGroup(
  groups: readonly SecurityGroup[],
  id: string,
): { groups: SecurityGroup[]; removed?: RemovedGroup } {
  const index = groups.findIndex((group) => group.id === id);
  const group = groups[index];
  if (!group) return { groups: [...groups] };
  return { groups: groups.filter((other) => other.id !== id), removed: { group, index } };
}

/** Puts a removed group back where it stood (or last, when the list got shorter); never twice. */
export function withGroupRestored(groups: readonly SecurityGroup[], removed: RemovedGroup): SecurityGroup[] {
  if (groups.some((group) => group.id === removed.group.id)) return [...groups];
  const next = [...groups];
  next.splice(Math.min(removed.index, next.length), 0, removed.group);
  return next;
}

/** The list with a saved group: replaced in place when known, else added last (a created one). */
export function withGroupSaved(groups: readonly SecurityGroup[], saved: SecurityGroup): SecurityGroup[] {
  return groups.some((group) => group.id === saved.id)
    ? groups.map((group) => (group.id === saved.id ? saved : group))
    : [...groups, saved];
}
