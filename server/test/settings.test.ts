import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemCode } from '../../codegen/model/problemCode';
import { getSettings200Response } from '../../codegen/zod/settings/settings.zod';
import { getMemberOf200Response } from '../../codegen/zod/users/users.zod';
import { registerAccounts } from '../src/repositories/accounts.repository';
import { adminSnapshot, createGroupThroughApi, signIn } from './admin-helpers';
import { expectRefusedLeaving, uniqueName, UNKNOWN_ID, type TestServer } from './directory-helpers';
import { ADMIN, startTestServer, STAFF, type TestAccount } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  for (const account of [ADMIN, STAFF]) await signIn(server, account);
});
afterAll(async () => {
  await server.app.close();
});

const readDefaults = async () => {
  const response = await server.call(ADMIN, { method: 'GET', url: '/v1/settings' });
  expect(response.statusCode).toBe(200);
  return getSettings200Response.parse(response.json()).domainAuthSettings.defaultSecurityGroupIds;
};
const setDefaults = (ids: string[]) =>
  server.call(ADMIN, { method: 'PUT', url: '/v1/settings/domain-auth/default-security-group', payload: ids });

const groupsOf = async (account: TestAccount) => {
  const response = await server.call(account, { method: 'GET', url: '/v1/profile/member-of' });
  expect(response.statusCode).toBe(200);
  return getMemberOf200Response
    .parse(response.json())
    .data.map((group) => group.id)
    .sort();
};
const newcomer = (name = 'Новиков Артём Ильич'): TestAccount => ({ id: randomUUID(), name, roles: ['user'] });

describe('server settings: the default security groups', () => {
  it('round-trips: none at first, the list set (204), then an empty list again', async () => {
    expect(await readDefaults()).toEqual([]);
    const designers = await createGroupThroughApi(server, { name: uniqueName('Проектировщики') });
    const readers = await createGroupThroughApi(server, { name: uniqueName('Читатели') });
    const response = await setDefaults([readers.id, designers.id]);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await readDefaults()).toEqual([readers.id, designers.id]);
    expect((await setDefaults([])).statusCode).toBe(204);
    expect(await readDefaults()).toEqual([]);
  });

  it('answers 404 NotFound naming an unknown group, and keeps the setting as it was', async () => {
    const group = await createGroupThroughApi(server, { name: uniqueName('Существующая') });
    expect((await setDefaults([group.id])).statusCode).toBe(204);
    const problem = await expectRefusedLeaving(
      () => adminSnapshot(server.app.db),
      () => setDefaults([group.id, UNKNOWN_ID]),
      404,
      ProblemCode.NotFound,
    );
    expect(problem.detail).toContain(UNKNOWN_ID);
    expect(await readDefaults()).toEqual([group.id]);
    await setDefaults([]);
  });

  it('answers only ids of groups that exist, whatever the stored row holds', async () => {
    const group = await createGroupThroughApi(server, { name: uniqueName('Настоящая') });
    await server.app.db
      .updateTable('settings')
      .set({ value: JSON.stringify([UNKNOWN_ID, group.id]) })
      .execute();
    expect(await readDefaults()).toEqual([group.id]);
    await setDefaults([]);
  });
});

describe('default groups are joined at an account’s first appearance', () => {
  it('makes a new token subject a member of the default groups at its first sign-in, not at later ones', async () => {
    const designers = await createGroupThroughApi(server, { name: uniqueName('Проектировщики') });
    const readers = await createGroupThroughApi(server, { name: uniqueName('Читатели') });
    const other = await createGroupThroughApi(server, { name: uniqueName('Не по умолчанию') });
    expect((await setDefaults([designers.id, readers.id])).statusCode).toBe(204);

    const account = newcomer();
    expect(await groupsOf(account)).toEqual([designers.id, readers.id].sort());

    // An administrator takes the newcomer out of one group; later sign-ins (a changed name included) do not put it back.
    const update = await server.call(ADMIN, {
      method: 'PUT',
      url: `/v1/security-groups/${readers.id}`,
      payload: { name: readers.name, members: [], operations: [] },
    });
    expect(update.statusCode).toBe(200);
    expect(await groupsOf(account)).toEqual([designers.id]);
    expect(await groupsOf({ ...account, name: 'Новиков Артём Ильич (ГИП)' })).toEqual([designers.id]);
    expect(await groupsOf(account)).toEqual([designers.id]);
    expect(other.members).toEqual([]);
    await setDefaults([]);
  });

  it('does not give accounts known before the setting the default groups on their next sign-in', async () => {
    const group = await createGroupThroughApi(server, { name: uniqueName('Поздняя') });
    await setDefaults([group.id]);
    expect(await groupsOf(STAFF)).not.toContain(group.id);
    await setDefaults([]);
  });

  it('joins the groups once when the first requests of an account race', async () => {
    const group = await createGroupThroughApi(server, { name: uniqueName('Гонка входа') });
    await setDefaults([group.id]);
    const account = newcomer('Быстров Олег Петрович');
    const responses = await Promise.all(
      [1, 2, 3].map(() => server.call(account, { method: 'GET', url: '/v1/profile/member-of' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await groupsOf(account)).toEqual([group.id]);
    const accounts = await server.app.db.selectFrom('accounts').select('id').where('id', '=', account.id).execute();
    expect(accounts).toHaveLength(1);
    await setDefaults([]);
  });

  it('counts registration at start as the first appearance: registered accounts join then, and never again', async () => {
    const group = await createGroupThroughApi(server, { name: uniqueName('Локальные') });
    await setDefaults([group.id]);
    const account = newcomer('Зайцева Мария Игоревна');
    const registered = {
      id: account.id,
      displayName: account.name,
      email: 'm.zaitseva@sevkvartal.ru',
      roles: account.roles,
    };
    await registerAccounts(server.app.db, [registered]);
    expect(await groupsOf(account)).toEqual([group.id]);
    await server.call(ADMIN, {
      method: 'PUT',
      url: `/v1/security-groups/${group.id}`,
      payload: { name: group.name, members: [], operations: [] },
    });
    // Registering again (the next start) and signing in find it known.
    await registerAccounts(server.app.db, [registered]);
    expect(await groupsOf(account)).toEqual([]);
    const stored = await server.app.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(stored.display_name).toBe('Зайцева Мария Игоревна');
    await setDefaults([]);
  });
});
