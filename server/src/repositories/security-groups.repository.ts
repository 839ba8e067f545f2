import type { Transaction } from 'kysely';
import type { PermissionOperation } from '../../../codegen/model/permissionOperation';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

type Executor = Db | Transaction<Database>;

/** The security groups the account is a member of, by name, each with all its members, as the contract has them. */
export async function securityGroupsOf(db: Executor, accountId: string): Promise<SecurityGroup[]> {
  const groups = await db
    .selectFrom('security_groups')
    .innerJoin('security_group_members as mine', 'mine.group_id', 'security_groups.id')
    .select(['security_groups.id', 'security_groups.name', 'security_groups.description', 'security_groups.operations'])
    .where('mine.account_id', '=', accountId)
    .orderBy('security_groups.name')
    .orderBy('security_groups.id')
    .execute();
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
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    description: group.description,
    members: members.filter((member) => member.group_id === group.id).map((member) => member.account_id),
    operations: JSON.parse(group.operations) as PermissionOperation[],
  }));
}
