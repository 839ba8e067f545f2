import type { Transaction } from 'kysely';
import type { PermissionOperation } from '../../../codegen/model/permissionOperation';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { nameCollator } from '../mappers/names';
import { securityGroupNameKey, toSecurityGroup } from '../mappers/security-group.mapper';

type Executor = Db | Transaction<Database>;

/** What a group is made of, as stored: the name trimmed, the operations once each in the enum's order. */
export interface SecurityGroupValues {
  name: string;
  description: string | null;
  members: readonly string[];
  operations: readonly PermissionOperation[];
}

/**
 * The groups by name (the app's collator, so SQLite and PostgreSQL agree; then id), each with all its members by id,
 * as the contract has them. `accountId` keeps the groups that account is a member of.
 */
async function loadGroups(db: Executor, filter: { accountId?: string; ids?: readonly string[] }) {
  let query = db
    .selectFrom('security_groups')
    .select([
      'security_groups.id',
      'security_groups.name',
      'security_groups.description',
      'security_groups.operations',
    ]);
  if (filter.accountId !== undefined)
    query = query
      .innerJoin('security_group_members as mine', 'mine.group_id', 'security_groups.id')
      .where('mine.account_id', '=', filter.accountId);
  if (filter.ids !== undefined) {
    if (filter.ids.length === 0) return [];
    query = query.where('security_groups.id', 'in', filter.ids);
  }
  const groups = await query.execute();
  if (groups.length === 0) return [];
  const members = await db
    .selectFrom('security_group_members')
    .select(['group_id', 'account_id'])
    .where(
      'group_id',
      'in',
      groups.map((group) => group.id),
    )
    .orderBy('account_id')
    .execute();
  return groups
    .sort((a, b) => nameCollator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((group) =>
      toSecurityGroup(
        group,
        members.filter((member) => member.group_id === group.id).map((member) => member.account_id),
      ),
    );
}

/** The security groups the account is a member of, by name, each with all its members, as the contract has them. */
export function securityGroupsOf(db: Executor, accountId: string): Promise<SecurityGroup[]> {
  return loadGroups(db, { accountId });
}

/** Every security group, by name. */
export function listSecurityGroups(db: Executor): Promise<SecurityGroup[]> {
  return loadGroups(db, {});
}

export async function findSecurityGroup(db: Executor, id: string): Promise<SecurityGroup | undefined> {
  const [group] = await loadGroups(db, { ids: [id] });
  return group;
}

/** Of the ids, those naming an existing group. */
export async function existingSecurityGroupIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('security_groups').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** The ids of the groups the account is a member of. */
export async function securityGroupIdsOf(db: Executor, accountId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('security_group_members')
    .select('group_id')
    .where('account_id', '=', accountId)
    .execute();
  return new Set(rows.map((row) => row.group_id));
}

/** Whether a group other than `exceptId` holds the name, compared trimmed and case-insensitively. */
export async function securityGroupNameTaken(db: Executor, name: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('security_groups').select('id').where('name_key', '=', securityGroupNameKey(name));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function insertMembers(db: Executor, groupId: string, members: readonly string[]): Promise<void> {
  if (members.length === 0) return;
  await db
    .insertInto('security_group_members')
    .values(members.map((accountId) => ({ group_id: groupId, account_id: accountId })))
    .execute();
}

export async function insertSecurityGroup(
  db: Executor,
  id: string,
  values: SecurityGroupValues,
  now: string,
): Promise<void> {
  await db
    .insertInto('security_groups')
    .values({
      id,
      name: values.name,
      name_key: securityGroupNameKey(values.name),
      description: values.description,
      operations: JSON.stringify(values.operations),
      created_at: now,
      updated_at: now,
    })
    .execute();
  await insertMembers(db, id, values.members);
}

/** Replaces the group's name, description, operations and members; false when there is no such group. */
export async function updateSecurityGroup(
  db: Executor,
  id: string,
  values: SecurityGroupValues,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('security_groups')
    .set({
      name: values.name,
      name_key: securityGroupNameKey(values.name),
      description: values.description,
      operations: JSON.stringify(values.operations),
      updated_at: now,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await db.deleteFrom('security_group_members').where('group_id', '=', id).execute();
  await insertMembers(db, id, values.members);
  return true;
}

/** Deletes the group; its members and security points go with it (on delete cascade). False when there is none. */
export async function deleteSecurityGroup(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('security_groups').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Makes the account a member of the groups it is not in yet; ids of groups that do not exist are skipped. */
export async function joinSecurityGroups(db: Executor, accountId: string, groupIds: readonly string[]): Promise<void> {
  const existing = await existingSecurityGroupIds(db, groupIds);
  const joined = groupIds.filter((id) => existing.has(id));
  if (joined.length === 0) return;
  await db
    .insertInto('security_group_members')
    .values(joined.map((groupId) => ({ group_id: groupId, account_id: accountId })))
    .onConflict((conflict) => conflict.columns(['group_id', 'account_id']).doNothing())
    .execute();
}

/** Makes the account a member of exactly these groups (all of which exist). */
export async function replaceMemberships(db: Executor, accountId: string, groupIds: readonly string[]): Promise<void> {
  await db.deleteFrom('security_group_members').where('account_id', '=', accountId).execute();
  if (groupIds.length === 0) return;
  await db
    .insertInto('security_group_members')
    .values([...new Set(groupIds)].map((groupId) => ({ group_id: groupId, account_id: accountId })))
    .execute();
}
