import { expect } from 'vitest';
import type { SecurityGroup } from '../../codegen/model/securityGroup';
import type { SecurityGroupInput } from '../../codegen/model/securityGroupInput';
import { createSecurityGroup201Response } from '../../codegen/zod/security-groups/security-groups.zod';
import type { Db } from '../src/db/database';
import type { TestServer } from './directory-helpers';
import { ADMIN, type TestAccount } from './test-server';

/** A request as the account, so that the server knows it (its first appearance, as a first sign-in). */
export async function signIn(server: TestServer, account: TestAccount): Promise<void> {
  const response = await server.call(account, { method: 'GET', url: '/v1/profile/member-of' });
  expect(response.statusCode, response.body).toBe(200);
}

/** Creates a security group through the API (as the administrator) and returns it, parsed with the contract's schema. */
export async function createGroupThroughApi(
  server: TestServer,
  input: Partial<SecurityGroupInput> & Pick<SecurityGroupInput, 'name'>,
): Promise<SecurityGroup> {
  const response = await server.call(ADMIN, {
    method: 'POST',
    url: '/v1/security-groups',
    payload: { members: [], operations: [], ...input },
  });
  expect(response.statusCode, response.body).toBe(201);
  return createSecurityGroup201Response.parse(response.json()).data;
}

/** Everything groups, points, settings and accounts are, to show that a refused request changed nothing. */
export async function adminSnapshot(db: Db) {
  return {
    groups: await db.selectFrom('security_groups').selectAll().orderBy('id').execute(),
    members: await db
      .selectFrom('security_group_members')
      .selectAll()
      .orderBy('group_id')
      .orderBy('account_id')
      .execute(),
    points: await db.selectFrom('security_points').selectAll().orderBy('owner_id').orderBy('group_id').execute(),
    settings: await db.selectFrom('settings').selectAll().orderBy('key').execute(),
    accounts: await db.selectFrom('accounts').selectAll().orderBy('id').execute(),
  };
}
