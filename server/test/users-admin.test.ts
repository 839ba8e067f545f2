import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getUserEditInfo200Response,
  getUserSecurityGroups200Response,
  updateUser200Response,
} from '../../codegen/zod/users/users.zod';
import { adminSnapshot, createGroupThroughApi, signIn } from './admin-helpers';
import type { TestServer } from './directory-helpers';
import { ADMIN, grantGroup, startTestServer, type TestAccount } from './test-server';

/**
 * The admin panel's users (platform.md §2.4, §3, §7; docs/server.md «Users»): profile, roles and status are the
 * database's, a Disabled account's tokens are refused, a Limited one reads only, and memberships are replaced.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await signIn(server, ADMIN);
});
afterAll(async () => {
  await server.app.close();
});

const person = (roles: TestAccount['roles'] = ['staff']): TestAccount => ({
  id: randomUUID(),
  name: 'Соколова Мария Ивановна',
  roles,
});

const patchUser = (as: TestAccount, id: string, payload: object) =>
  server.call(as, { method: 'PATCH', url: `/v1/users/${id}`, payload });

async function topDirectory(name: string): Promise<string> {
  const response = await server.call(ADMIN, {
    method: 'POST',
    url: '/v1/directories',
    payload: { name: `${name} ${randomUUID().slice(0, 6)}`, parentId: null },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('PATCH /users/{id}', () => {
  it('changes the given fields only, and answers the user as it is now', async () => {
    const account = person();
    await signIn(server, account);
    const response = await patchUser(ADMIN, account.id, {
      title: 'Главный специалист',
      company: 'ООО «СтройМонтаж»',
      phone: '+7 495 123-45-67',
      disableEmailNotifications: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const user = updateUser200Response.parse(response.json()).data;
    expect(user).toMatchObject({
      id: account.id,
      displayName: account.name,
      title: 'Главный специалист',
      company: 'ООО «СтройМонтаж»',
      department: null,
      phone: '+7 495 123-45-67',
      status: 1,
      roles: ['staff'],
      disableEmailNotifications: true,
    });
    const again = await patchUser(ADMIN, account.id, { department: 'Отдел ГИП' });
    expect(updateUser200Response.parse(again.json()).data).toMatchObject({
      title: 'Главный специалист',
      department: 'Отдел ГИП',
    });
    // Keys the contract does not name are no columns to write (the fuzzer's find: they reached the SQL).
    const stray = await patchUser(ADMIN, account.id, { location: 'Москва', 's4!i': null, id: 'x', status_x: 1 });
    expect(stray.statusCode, stray.body).toBe(200);
    expect(updateUser200Response.parse(stray.json()).data).toMatchObject({ id: account.id, location: 'Москва' });
  });

  it('answers 404 NotFoundUser for an unknown account, and 400 for a field out of bounds', async () => {
    const missing = await patchUser(ADMIN, randomUUID(), { title: 'Инженер' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ title: 'NotFoundUser' });
    const account = person();
    await signIn(server, account);
    expect((await patchUser(ADMIN, account.id, { status: 7 })).statusCode).toBe(400);
    expect((await patchUser(ADMIN, account.id, {})).statusCode).toBe(400);
    expect((await patchUser(ADMIN, account.id, { displayName: '   ' })).json()).toMatchObject({
      title: 'IncorrectParam',
    });
  });

  it('makes the database’s roles count at once, whatever the token still says', async () => {
    const account = person(['staff']);
    await signIn(server, account);
    expect((await patchUser(ADMIN, account.id, { roles: ['user'] })).statusCode).toBe(200);
    const application = await server.call(account, { method: 'GET', url: '/v1/application' });
    expect(application.json()).toMatchObject({ account: { roles: ['user'] } });
  });

  it('lets administrators give the administrator role but not the developer one, and nobody lock themselves out', async () => {
    const account = person(['user']);
    await signIn(server, account);
    const developer = await patchUser(ADMIN, account.id, { roles: ['user', 'developer'] });
    expect(developer.statusCode).toBe(403);
    expect((await patchUser(ADMIN, account.id, { roles: ['user', 'administrator'] })).statusCode).toBe(200);
    const before = await adminSnapshot(server.app.db);
    for (const payload of [{ status: 2 }, { status: 0 }, { roles: ['staff'] }]) {
      const refused = await patchUser(ADMIN, ADMIN.id, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ title: 'IncorrectParam' });
    }
    expect(await adminSnapshot(server.app.db)).toEqual(before);
  });
});

describe('statuses', () => {
  it('refuses every call of a Disabled account’s still valid token with 403 DisabledUser, until enabled again', async () => {
    const account = person();
    await signIn(server, account);
    expect((await patchUser(ADMIN, account.id, { status: 2 })).statusCode).toBe(200);
    for (const url of ['/v1/application', '/v1/directories/root/fetch', '/v1/profile/member-of']) {
      const refused = await server.call(account, { method: 'GET', url });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ title: 'DisabledUser' });
    }
    expect((await patchUser(ADMIN, account.id, { status: 1 })).statusCode).toBe(200);
    expect((await server.call(account, { method: 'GET', url: '/v1/application' })).statusCode).toBe(200);
  });

  it('lets a Limited account read what its groups give, and change nothing', async () => {
    const account = person(['staff', 'administrator']);
    await signIn(server, account);
    const directoryId = await topDirectory('Ограниченный доступ');
    await grantGroup(server.app.db, { directoryIds: [directoryId], members: [account] });
    expect((await patchUser(ADMIN, account.id, { status: 0 })).statusCode).toBe(200);
    const fetched = await server.call(account, { method: 'GET', url: `/v1/directories/${directoryId}/fetch` });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toMatchObject({ data: { directory: { permissions: [] } } });
    const create = await server.call(account, {
      method: 'POST',
      url: '/v1/directories',
      payload: { name: 'Новый', parentId: directoryId },
    });
    expect(create.statusCode).toBe(403);
    // Its administrator role counts for nothing while it is Limited.
    expect((await server.call(account, { method: 'GET', url: '/v1/users' })).statusCode).toBe(403);
  });
});

describe('a user’s security groups', () => {
  it('lists and replaces the memberships; an unknown group or user changes nothing', async () => {
    const account = person();
    await signIn(server, account);
    const designers = await createGroupThroughApi(server, { name: `Проектировщики ${randomUUID().slice(0, 6)}` });
    const surveyors = await createGroupThroughApi(server, { name: `Изыскатели ${randomUUID().slice(0, 6)}` });
    const groupsOf = async () => {
      const response = await server.call(ADMIN, { method: 'POST', url: `/v1/users/${account.id}/security-groups` });
      expect(response.statusCode).toBe(200);
      return getUserSecurityGroups200Response
        .parse(response.json())
        .data.map((group) => group.name)
        .sort();
    };
    const replace = (ids: string[], id = account.id) =>
      server.call(ADMIN, { method: 'PATCH', url: `/v1/users/${id}/security-groups`, payload: ids });
    expect(await groupsOf()).toEqual([]);
    expect((await replace([designers.id, surveyors.id, designers.id])).statusCode).toBe(400);
    expect((await replace([designers.id, surveyors.id])).statusCode).toBe(204);
    expect(await groupsOf()).toEqual([designers.name, surveyors.name].sort());
    const before = await adminSnapshot(server.app.db);
    const unknown = await replace([designers.id, randomUUID()]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ title: 'IncorrectParam' });
    const nobody = await replace([], randomUUID());
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ title: 'NotFoundUser' });
    expect(await adminSnapshot(server.app.db)).toEqual(before);
    expect((await replace([])).statusCode).toBe(204);
    expect(await groupsOf()).toEqual([]);
  });
});

describe('GET /users/edit-info', () => {
  it('offers every role with its label, and the roles the caller may give', async () => {
    const asAdmin = await server.call(ADMIN, { method: 'GET', url: '/v1/users/edit-info' });
    const info = getUserEditInfo200Response.parse(asAdmin.json()).data;
    expect(info.roles.map((option) => option.label)).toEqual([
      'Пользователь',
      'Сотрудник',
      'Внешний пользователь',
      'Генподрядчик',
      'Администратор',
      'Разработчик',
    ]);
    expect(info.invitableRoles.map((option) => option.role)).toEqual([
      'user',
      'staff',
      'external-user',
      'general-contractor',
      'administrator',
    ]);
    const developer = person(['developer']);
    const asDeveloper = await server.call(developer, { method: 'GET', url: '/v1/users/edit-info' });
    expect(getUserEditInfo200Response.parse(asDeveloper.json()).data.invitableRoles).toHaveLength(6);
  });
});
