import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemCode } from '../../codegen/model/problemCode';
import {
  getSecurityGroups200Response,
  updateSecurityGroup200Response,
} from '../../codegen/zod/security-groups/security-groups.zod';
import { getSettings200Response } from '../../codegen/zod/settings/settings.zod';
import { getMemberOf200Response } from '../../codegen/zod/users/users.zod';
import { adminSnapshot, createGroupThroughApi, signIn } from './admin-helpers';
import {
  DEVELOPER,
  expectProblem,
  expectRefusedLeaving,
  seedDirectory,
  uniqueName,
  UNKNOWN_ID,
  type TestServer,
} from './directory-helpers';
import { ADMIN, startTestServer, STAFF, USER } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  for (const account of [ADMIN, STAFF, USER, DEVELOPER]) await signIn(server, account);
});
afterAll(async () => {
  await server.app.close();
});

const refusedUnchanged = (request: Parameters<typeof expectRefusedLeaving>[1], status: number, code: ProblemCode) =>
  expectRefusedLeaving(() => adminSnapshot(server.app.db), request, status, code);

const listGroups = async () => {
  const response = await server.call(ADMIN, { method: 'GET', url: '/v1/security-groups' });
  expect(response.statusCode).toBe(200);
  return getSecurityGroups200Response.parse(response.json()).data;
};

describe('security groups: create, list, update', () => {
  it('creates a group (201) with its name trimmed, members once each and operations in the enum’s order', async () => {
    const name = uniqueName('Технический надзор');
    const group = await createGroupThroughApi(server, {
      name: `  ${name}  `,
      description: 'Специалисты технического надзора заказчика',
      members: [USER.id, STAFF.id, USER.id],
      operations: ['DocumentFlowAgreement', 'CreateFiles', 'DocumentFlow'],
    });
    expect(group).toEqual({
      id: group.id,
      name,
      description: 'Специалисты технического надзора заказчика',
      members: [STAFF.id, USER.id].sort(),
      operations: ['CreateFiles', 'DocumentFlow', 'DocumentFlowAgreement'],
    });
    const stored = await server.app.db
      .selectFrom('security_groups')
      .selectAll()
      .where('id', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(stored.name_key).toBe(name.toLowerCase());
    expect(JSON.parse(stored.operations)).toEqual(['CreateFiles', 'DocumentFlow', 'DocumentFlowAgreement']);
    expect((await listGroups()).find((item) => item.id === group.id)).toEqual(group);
  });

  it('keeps a missing or blank description as none', async () => {
    const plain = await createGroupThroughApi(server, { name: uniqueName('Без описания') });
    expect(plain.description).toBeNull();
    const blank = await createGroupThroughApi(server, { name: uniqueName('Пустое описание'), description: '   ' });
    expect(blank.description).toBeNull();
  });

  it('lists every group by name (the app’s collator), each with its members and operations', async () => {
    const suffix = randomUUID().slice(0, 8);
    const names = [`Я-группа ${suffix}`, `а-группа ${suffix}`, `Б-группа ${suffix}`];
    for (const name of names) await createGroupThroughApi(server, { name, members: [STAFF.id] });
    const groups = await listGroups();
    const mine = groups.filter((group) => group.name.endsWith(suffix)).map((group) => group.name);
    expect(mine).toEqual([`а-группа ${suffix}`, `Б-группа ${suffix}`, `Я-группа ${suffix}`]);
    const collator = new Intl.Collator(['ru', 'en'], { numeric: true, sensitivity: 'base' });
    const all = groups.map((group) => group.name);
    expect(all).toEqual([...all].sort((a, b) => collator.compare(a, b)));
  });

  it('updates everything of a group (200), a change of case of its own name included', async () => {
    const group = await createGroupThroughApi(server, {
      name: uniqueName('проектировщики'),
      members: [STAFF.id],
      operations: ['CreateFiles'],
    });
    const renamed = group.name.replace('проектировщики', 'Проектировщики');
    const response = await server.call(ADMIN, {
      method: 'PUT',
      url: `/v1/security-groups/${group.id}`,
      payload: {
        name: renamed,
        description: 'Архитекторы и конструкторы',
        members: [USER.id, DEVELOPER.id],
        operations: ['PermissionControl', 'UpdateFiles'],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(updateSecurityGroup200Response.parse(response.json()).data).toEqual({
      id: group.id,
      name: renamed,
      description: 'Архитекторы и конструкторы',
      members: [USER.id, DEVELOPER.id].sort(),
      operations: ['UpdateFiles', 'PermissionControl'],
    });
    expect((await listGroups()).find((item) => item.id === group.id)?.members).toEqual([USER.id, DEVELOPER.id].sort());
  });
});

describe('security groups: refusals change nothing', () => {
  it('answers 409 SecurityGroupWithNameAlreadyExists for a name taken in another case, spacing or composition', async () => {
    const group = await createGroupThroughApi(server, { name: uniqueName('Изыскатели й') });
    const variants = [
      group.name.toUpperCase(),
      `  ${group.name}\t`,
      group.name.replace('й', 'и\u0306'), // «й» decomposed: the same name once NFC-composed
    ];
    for (const name of variants) {
      await refusedUnchanged(
        () =>
          server.call(ADMIN, {
            method: 'POST',
            url: '/v1/security-groups',
            payload: { name, members: [], operations: [] },
          }),
        409,
        ProblemCode.SecurityGroupWithNameAlreadyExists,
      );
    }
    const other = await createGroupThroughApi(server, { name: uniqueName('Другая группа') });
    await refusedUnchanged(
      () =>
        server.call(ADMIN, {
          method: 'PUT',
          url: `/v1/security-groups/${other.id}`,
          payload: { name: variants[0], members: [], operations: [] },
        }),
      409,
      ProblemCode.SecurityGroupWithNameAlreadyExists,
    );
  });

  it('gives one of two racing creations of a name its 201 and the other 409', async () => {
    const name = uniqueName('Гонка');
    const create = (spelling: string) =>
      server.call(ADMIN, {
        method: 'POST',
        url: '/v1/security-groups',
        payload: { name: spelling, members: [], operations: [] },
      });
    const responses = await Promise.all([create(name), create(name.toUpperCase())]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    if (refused) expectProblem(refused, 409, ProblemCode.SecurityGroupWithNameAlreadyExists);
    const stored = await server.app.db
      .selectFrom('security_groups')
      .select('id')
      .where('name_key', '=', name.toLowerCase())
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('answers 404 NotFound naming members that are not known accounts, on create and on update', async () => {
    const stranger = randomUUID();
    const problem = await refusedUnchanged(
      () =>
        server.call(ADMIN, {
          method: 'POST',
          url: '/v1/security-groups',
          payload: { name: uniqueName('С незнакомцем'), members: [STAFF.id, stranger], operations: [] },
        }),
      404,
      ProblemCode.NotFound,
    );
    expect(problem.detail).toContain(stranger);
    expect(problem.detail).not.toContain(STAFF.id);
    const group = await createGroupThroughApi(server, { name: uniqueName('Без незнакомцев'), members: [STAFF.id] });
    const update = await refusedUnchanged(
      () =>
        server.call(ADMIN, {
          method: 'PUT',
          url: `/v1/security-groups/${group.id}`,
          payload: { name: group.name, members: [stranger], operations: ['CreateFiles'] },
        }),
      404,
      ProblemCode.NotFound,
    );
    expect(update.detail).toContain(stranger);
  });

  it('answers 404 NotFound for an unknown group on update and delete', async () => {
    await refusedUnchanged(
      () =>
        server.call(ADMIN, {
          method: 'PUT',
          url: `/v1/security-groups/${UNKNOWN_ID}`,
          payload: { name: uniqueName('Нет такой'), members: [], operations: [] },
        }),
      404,
      ProblemCode.NotFound,
    );
    await refusedUnchanged(
      () => server.call(ADMIN, { method: 'DELETE', url: `/v1/security-groups/${UNKNOWN_ID}` }),
      404,
      ProblemCode.NotFound,
    );
  });

  it('refuses a blank name and repeated operations with 400 ValidationFailed (the contract’s schema)', async () => {
    await refusedUnchanged(
      () =>
        server.call(ADMIN, {
          method: 'POST',
          url: '/v1/security-groups',
          payload: { name: '   ', members: [], operations: [] },
        }),
      400,
      ProblemCode.ValidationFailed,
    );
    await refusedUnchanged(
      () =>
        server.call(ADMIN, {
          method: 'POST',
          url: '/v1/security-groups',
          payload: { name: uniqueName('Дважды'), members: [], operations: ['CreateFiles', 'CreateFiles'] },
        }),
      400,
      ProblemCode.ValidationFailed,
    );
  });
});

describe('security groups: delete', () => {
  it('deletes a group in use (204): its members, points and place among the default groups go with it', async () => {
    const doomed = await createGroupThroughApi(server, { name: uniqueName('Удаляемая'), members: [STAFF.id, USER.id] });
    const kept = await createGroupThroughApi(server, { name: uniqueName('Остающаяся'), members: [STAFF.id] });
    const top = await seedDirectory(server.app.db, null, uniqueName('Проект'));
    const replaced = await server.call(ADMIN, {
      method: 'PUT',
      url: `/v1/directories/${top}/security-points/replace`,
      payload: [doomed.id, kept.id],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const setDefaults = await server.call(ADMIN, {
      method: 'PUT',
      url: '/v1/settings/domain-auth/default-security-group',
      payload: [kept.id, doomed.id],
    });
    expect(setDefaults.statusCode).toBe(204);

    const response = await server.call(ADMIN, { method: 'DELETE', url: `/v1/security-groups/${doomed.id}` });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await listGroups()).map((group) => group.id)).not.toContain(doomed.id);
    const db = server.app.db;
    expect(
      await db.selectFrom('security_group_members').selectAll().where('group_id', '=', doomed.id).execute(),
    ).toEqual([]);
    const points = await db.selectFrom('security_points').select('group_id').where('owner_id', '=', top).execute();
    expect(points.map((point) => point.group_id)).toEqual([kept.id]);
    const settings = await server.call(ADMIN, { method: 'GET', url: '/v1/settings' });
    expect(getSettings200Response.parse(settings.json()).domainAuthSettings.defaultSecurityGroupIds).toEqual([kept.id]);
    const stored = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'domainAuth.defaultSecurityGroupIds')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value)).toEqual([kept.id]);
    // Its members keep their other groups.
    const staffGroups = await server.call(STAFF, { method: 'GET', url: '/v1/profile/member-of' });
    expect(getMemberOf200Response.parse(staffGroups.json()).data.map((group) => group.id)).toContain(kept.id);

    await refusedUnchanged(
      () => server.call(ADMIN, { method: 'DELETE', url: `/v1/security-groups/${doomed.id}` }),
      404,
      ProblemCode.NotFound,
    );
  });
});
