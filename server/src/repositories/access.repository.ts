import type { PermissionOperation } from '../../../codegen/model/permissionOperation';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

type Executor = Db | Transaction<Database>;

/** What deciding an account's rights needs from the database, read once per request (docs/access-control.md). */
export interface AccessRows {
  /** Every directory owner's points: owner id → the groups with a point there. */
  pointsByOwner: Map<string, string[]>;
  /** The account's groups → their operations. */
  groupsOfAccount: Map<string, PermissionOperation[]>;
  /** Ancestors (top-down) of each owner where one of the account's groups has a point: the paths it may walk. */
  ancestorsOfGrantingOwners: Map<string, string[]>;
}

function parseList(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Points are few (a handful per project) and every request needs them for several directories, so all directory
 * points are read at once, with the account's groups, rather than per directory. A directory made from a structure
 * entity holds the entity's points besides its own (docs/structure.md): they are read through the directories that
 * refer to the entity, so an administrator's change of the entity reaches every directory made from it at once.
 */
export async function loadAccessRows(db: Db, accountId: string): Promise<AccessRows> {
  const [points, structural, groups] = await Promise.all([
    db.selectFrom('security_points').select(['owner_id', 'group_id']).where('owner_kind', '=', 'directory').execute(),
    db
      .selectFrom('security_points')
      .innerJoin('directories', 'directories.skeleton_entity_id', 'security_points.owner_id')
      .select(['directories.id as owner_id', 'security_points.group_id'])
      .where('security_points.owner_kind', '=', 'skeleton-entity')
      .execute(),
    db
      .selectFrom('security_groups')
      .innerJoin('security_group_members', 'security_group_members.group_id', 'security_groups.id')
      .select(['security_groups.id', 'security_groups.operations'])
      .where('security_group_members.account_id', '=', accountId)
      .execute(),
  ]);
  const pointsByOwner = new Map<string, string[]>();
  for (const point of [...points, ...structural]) {
    const groupIds = pointsByOwner.get(point.owner_id) ?? [];
    if (!groupIds.includes(point.group_id)) pointsByOwner.set(point.owner_id, [...groupIds, point.group_id]);
  }
  const groupsOfAccount = new Map(
    groups.map((group) => [group.id, parseList(group.operations) as PermissionOperation[]]),
  );
  const grantingOwners = [...pointsByOwner]
    .filter(([, groupIds]) => groupIds.some((id) => groupsOfAccount.has(id)))
    .map(([ownerId]) => ownerId);
  const owners =
    grantingOwners.length === 0
      ? []
      : await db.selectFrom('directories').select(['id', 'ancestor_ids']).where('id', 'in', grantingOwners).execute();
  return {
    pointsByOwner,
    groupsOfAccount,
    ancestorsOfGrantingOwners: new Map(owners.map((owner) => [owner.id, parseList(owner.ancestor_ids)])),
  };
}

/** The accounts' stored roles, for deciding what an absent account (a shared link's creator) may still do. */
export async function storedRoles(db: Db, accountId: string): Promise<string[] | undefined> {
  const row = await db.selectFrom('accounts').select('roles').where('id', '=', accountId).executeTakeFirst();
  return row ? parseList(row.roles) : undefined;
}

/** Each directory's chain (its ancestors top-down, then itself), whatever its state; unknown ids are left out. */
export async function directoryChains(db: Executor, ids: readonly string[]): Promise<Map<string, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('directories').select(['id', 'ancestor_ids']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, [...parseList(row.ancestor_ids), row.id]]));
}

/** Each document's directory chain, whatever its state; unknown ids are left out. */
export async function documentChains(db: Executor, ids: readonly string[]): Promise<Map<string, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('documents')
    .innerJoin('directories', 'directories.id', 'documents.parent_id')
    .select(['documents.id', 'documents.parent_id', 'directories.ancestor_ids'])
    .where('documents.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, [...parseList(row.ancestor_ids), row.parent_id]]));
}
