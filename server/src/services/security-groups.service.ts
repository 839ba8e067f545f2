import { randomUUID } from 'node:crypto';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import type { SecurityGroupInput } from '../../../codegen/model/securityGroupInput';
import type { Db } from '../db/database';
import { normalizeOperations } from '../mappers/security-group.mapper';
import { HttpProblem, notFound } from '../problem';
import { knownAccountIds } from '../repositories/accounts.repository';
import { isUniqueViolation } from '../repositories/directories.repository';
import {
  deleteSecurityGroup,
  findSecurityGroup,
  insertSecurityGroup,
  listSecurityGroups,
  securityGroupNameTaken,
  updateSecurityGroup,
  type SecurityGroupValues,
} from '../repositories/security-groups.repository';
import { removeDefaultSecurityGroup } from '../repositories/settings.repository';
import type { AdminContext } from './admin-context';
import { failingAs } from './document-context';

type Executor = Parameters<typeof knownAccountIds>[0];

const groupNotFound = () => notFound('The security group was not found.');
const nameTaken = (name: string) =>
  new HttpProblem(
    409,
    ProblemCode.SecurityGroupWithNameAlreadyExists,
    `A security group named «${name}» already exists.`,
  );

/**
 * The group as stored: the name trimmed (the contract's pattern has refused a blank one), a blank description as
 * none, members once each in the request's order, operations once each in the enum's order.
 */
function valuesOf(input: SecurityGroupInput): SecurityGroupValues {
  const description = input.description?.trim() ?? '';
  return {
    name: input.name.trim(),
    description: description === '' ? null : description,
    members: [...new Set(input.members)],
    operations: normalizeOperations(input.operations),
  };
}

/** Members are accounts the server knows (rows of `accounts`): the others are named in a 404, and nothing changes. */
async function ensureMembersKnown(db: Executor, members: readonly string[]): Promise<void> {
  const known = await knownAccountIds(db, members);
  const unknown = members.filter((id) => !known.has(id));
  if (unknown.length > 0) throw notFound(`Unknown accounts: ${unknown.join(', ')}.`);
}

/**
 * Runs the write; a unique index refusing it means a concurrent request took the name after this one's check, which
 * the contract answers as the check would have (409). Caught outside the transaction: PostgreSQL aborts it.
 */
async function nameRaceAs409<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

async function groupOrNotFound(db: Executor, id: string): Promise<SecurityGroup> {
  const group = await findSecurityGroup(db, id);
  if (!group) throw groupNotFound();
  return group;
}

export function listGroups(db: Db): Promise<SecurityGroup[]> {
  return listSecurityGroups(db);
}

export async function createGroup(context: AdminContext, input: SecurityGroupInput): Promise<SecurityGroup> {
  const values = valuesOf(input);
  return failingAs(context, ProblemCode.CreateResourceFailed, 'The security group could not be created.', () =>
    nameRaceAs409(values.name, () =>
      context.db.transaction().execute(async (trx) => {
        if (await securityGroupNameTaken(trx, values.name)) throw nameTaken(values.name);
        await ensureMembersKnown(trx, values.members);
        const id = randomUUID();
        await insertSecurityGroup(trx, id, values, context.now.toISOString());
        return groupOrNotFound(trx, id);
      }),
    ),
  );
}

/** Replaces everything of the group; it applies at once wherever the group has points. */
export async function updateGroup(
  context: AdminContext,
  id: string,
  input: SecurityGroupInput,
): Promise<SecurityGroup> {
  const values = valuesOf(input);
  return failingAs(context, ProblemCode.UpdateResourceFailed, 'The security group could not be saved.', () =>
    nameRaceAs409(values.name, () =>
      context.db.transaction().execute(async (trx) => {
        await groupOrNotFound(trx, id);
        if (await securityGroupNameTaken(trx, values.name, id)) throw nameTaken(values.name);
        await ensureMembersKnown(trx, values.members);
        if (!(await updateSecurityGroup(trx, id, values, context.now.toISOString()))) throw groupNotFound();
        return groupOrNotFound(trx, id);
      }),
    ),
  );
}

/** Deletes the group, in use or not: its members and points go with it, and it leaves the default groups. */
export async function removeGroup(context: AdminContext, id: string): Promise<void> {
  await failingAs(context, ProblemCode.DeleteResourceFailed, 'The security group could not be deleted.', () =>
    context.db.transaction().execute(async (trx) => {
      if (!(await deleteSecurityGroup(trx, id))) throw groupNotFound();
      await removeDefaultSecurityGroup(trx, id, context.now.toISOString());
    }),
  );
}
