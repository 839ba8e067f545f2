import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

type Executor = Db | Transaction<Database>;

/** What owns a point: a directory, or a structure entity (whose points govern the directories made from it). */
export type PointOwnerKind = 'directory' | 'skeleton-entity';

/** A directory's point of a group, with the group's name. */
export interface DirectoryPointRow {
  ownerId: string;
  groupId: string;
  groupName: string;
}

/** The points owned by these directories (or entities), with their groups' names, in no particular order. */
export async function pointsOfOwners(
  db: Executor,
  ownerIds: readonly string[],
  kind: PointOwnerKind = 'directory',
): Promise<DirectoryPointRow[]> {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .selectFrom('security_points')
    .innerJoin('security_groups', 'security_groups.id', 'security_points.group_id')
    .select(['security_points.owner_id', 'security_points.group_id', 'security_groups.name'])
    .where('security_points.owner_kind', '=', kind)
    .where('security_points.owner_id', 'in', ownerIds)
    .execute();
  return rows.map((row) => ({ ownerId: row.owner_id, groupId: row.group_id, groupName: row.name }));
}

/** The groups of the directory's (or entity's) own points. */
export async function ownPointGroupIds(
  db: Executor,
  ownerId: string,
  kind: PointOwnerKind = 'directory',
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('security_points')
    .select('group_id')
    .where('owner_kind', '=', kind)
    .where('owner_id', '=', ownerId)
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
  kind: PointOwnerKind = 'directory',
): Promise<void> {
  const own = await ownPointGroupIds(db, directoryId, kind);
  const wanted = new Set(groupIds);
  const removed = [...own].filter((id) => !wanted.has(id));
  const added = [...wanted].filter((id) => !own.has(id));
  if (removed.length > 0)
    await db
      .deleteFrom('security_points')
      .where('owner_kind', '=', kind)
      .where('owner_id', '=', directoryId)
      .where('group_id', 'in', removed)
      .execute();
  if (added.length > 0)
    await db
      .insertInto('security_points')
      .values(
        added.map((groupId) => ({
          owner_id: directoryId,
          owner_kind: kind,
          group_id: groupId,
          created_at: now,
        })),
      )
      // A concurrent replace of the same directory may have added the point already: the result is the same.
      .onConflict((conflict) => conflict.columns(['owner_id', 'group_id']).doNothing())
      .execute();
}

/** The points of the entities these directories were made from, as points of the directories (docs/structure.md). */
export async function entityPointsOfDirectories(
  db: Executor,
  directoryIds: readonly string[],
): Promise<(DirectoryPointRow & { entityId: string })[]> {
  if (directoryIds.length === 0) return [];
  const rows = await db
    .selectFrom('directories')
    .innerJoin('security_points', 'security_points.owner_id', 'directories.skeleton_entity_id')
    .innerJoin('security_groups', 'security_groups.id', 'security_points.group_id')
    .select(['directories.id', 'security_points.owner_id', 'security_points.group_id', 'security_groups.name'])
    .where('security_points.owner_kind', '=', 'skeleton-entity')
    .where('directories.id', 'in', [...directoryIds])
    .execute();
  return rows.map((row) => ({ ownerId: row.id, entityId: row.owner_id, groupId: row.group_id, groupName: row.name }));
}

/** Removes every point of the owners (an entity deleted with its subtree). */
export async function deletePointsOf(db: Executor, ownerIds: readonly string[], kind: PointOwnerKind): Promise<void> {
  if (ownerIds.length === 0) return;
  await db
    .deleteFrom('security_points')
    .where('owner_kind', '=', kind)
    .where('owner_id', 'in', [...ownerIds])
    .execute();
}

/** Gives the directories points of these groups as their own, keeping those they have (onto a freed directory). */
export async function addOwnPoints(
  db: Executor,
  points: readonly { directoryId: string; groupId: string }[],
  now: string,
): Promise<void> {
  if (points.length === 0) return;
  await db
    .insertInto('security_points')
    .values(
      points.map((point) => ({
        owner_id: point.directoryId,
        owner_kind: 'directory' as const,
        group_id: point.groupId,
        created_at: now,
      })),
    )
    .onConflict((conflict) => conflict.columns(['owner_id', 'group_id']).doNothing())
    .execute();
}
