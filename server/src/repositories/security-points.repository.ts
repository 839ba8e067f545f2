import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

type Executor = Db | Transaction<Database>;

/** A directory's point of a group, with the group's name. */
export interface DirectoryPointRow {
  ownerId: string;
  groupId: string;
  groupName: string;
}

/** The points owned by these directories, with their groups' names, in no particular order. */
export async function pointsOfDirectories(db: Executor, ownerIds: readonly string[]): Promise<DirectoryPointRow[]> {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .selectFrom('security_points')
    .innerJoin('security_groups', 'security_groups.id', 'security_points.group_id')
    .select(['security_points.owner_id', 'security_points.group_id', 'security_groups.name'])
    .where('security_points.owner_kind', '=', 'directory')
    .where('security_points.owner_id', 'in', ownerIds)
    .execute();
  return rows.map((row) => ({ ownerId: row.owner_id, groupId: row.group_id, groupName: row.name }));
}

/** The groups of the directory's own points. */
export async function ownPointGroupIds(db: Executor, directoryId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('security_points')
    .select('group_id')
    .where('owner_kind', '=', 'directory')
    .where('owner_id', '=', directoryId)
    .execute();
  return new Set(rows.map((row) => row.group_id));
}

/**
 * Makes the directory's own points those of the groups given: the others go, the missing ones are added, the ones
 * that stay keep their creation time.
 */
export async function replaceOwnPoints(
  db: Executor,
  directoryId: string,
  groupIds: readonly string[],
  now: string,
): Promise<void> {
  const own = await ownPointGroupIds(db, directoryId);
  const wanted = new Set(groupIds);
  const removed = [...own].filter((id) => !wanted.has(id));
  const added = [...wanted].filter((id) => !own.has(id));
  if (removed.length > 0)
    await db
      .deleteFrom('security_points')
      .where('owner_kind', '=', 'directory')
      .where('owner_id', '=', directoryId)
      .where('group_id', 'in', removed)
      .execute();
  if (added.length > 0)
    await db
      .insertInto('security_points')
      .values(
        added.map((groupId) => ({
          owner_id: directoryId,
          owner_kind: 'directory' as const,
          group_id: groupId,
          created_at: now,
        })),
      )
      // A concurrent replace of the same directory may have added the point already: the result is the same.
      .onConflict((conflict) => conflict.columns(['owner_id', 'group_id']).doNothing())
      .execute();
}
