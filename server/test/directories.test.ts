import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventType } from '../../codegen/model/eventType';
import { createDirectory201Response, getDirectory200Response } from '../../codegen/zod/directories/directories.zod';
import {
  createThroughApi,
  DEVELOPER,
  eventsOf,
  expectDirectoryShape,
  expectProblem,
  expectRefusedUnchanged,
  getThroughApi,
  seedDirectory,
  type TestServer,
  uniqueName,
  UNKNOWN_ID,
} from './directory-helpers';
import { ADMIN, startTestServer, STAFF, USER, type TestAccount } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const create = (account: TestAccount | null, payload: unknown) =>
  server.call(account, { method: 'POST', url: '/v1/directories', payload: payload as Record<string, unknown> });

describe('POST /v1/directories (createDirectory)', () => {
  it('lets an administrator create a top-level directory, answered as the contract has it, with its event', async () => {
    const name = uniqueName('ЖК «Южный парк»');
    const response = await create(ADMIN, {
      name,
      parentId: null,
      metadata: [{ key: 'Шифр объекта', value: 'ЮП-2027' }],
    });
    expect(response.statusCode).toBe(201);
    const body = createDirectory201Response.parse(response.json());
    expectDirectoryShape(response.json());
    expect(body).toMatchObject({
      name,
      parentId: null,
      parentDirectoryId: null,
      skeletonEntityId: null,
      metadata: [{ key: 'Шифр объекта', value: 'ЮП-2027' }],
      isPinned: false,
      pinPriority: null,
      pinShortName: null,
      allowUploadDocuments: true,
      allowCreateDirectory: true,
      downloadUri: `/v1/directories/${body.id}/download`,
      depth: 0,
      ancestorIds: [],
    });
    expect(body.createdAt).toBe(body.updatedAt);
    expect(body.createdAt.endsWith('Z')).toBe(true);
    expect(await getThroughApi(server, body.id)).toEqual(body);
    const events = await eventsOf(server.app.db, body.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: EventType.CreateDirectory, account_id: ADMIN.id });
  });

  it('lets a developer create a top-level directory', async () => {
    const directory = await createThroughApi(server, uniqueName('Объект'), null, { account: DEVELOPER });
    expect(directory.depth).toBe(0);
  });

  it.each([
    ['staff', STAFF],
    ['user', USER],
  ])('refuses a top-level directory to %s with 403 ForbiddenResourceFailed', async (_role, account) => {
    await expectRefusedUnchanged(
      server,
      () => create(account, { name: uniqueName('Объект'), parentId: null }),
      403,
      'ForbiddenResourceFailed',
    );
  });

  it('lets an ordinary user create under a parent that allows it, with parent, depth and ancestors top-down', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const stage = await createThroughApi(server, 'Рабочая документация', top.id, { account: STAFF });
    const section = await createThroughApi(server, 'АР', stage.id, { account: USER });
    expect(stage).toMatchObject({ parentId: top.id, parentDirectoryId: top.id, depth: 1, ancestorIds: [top.id] });
    expect(section).toMatchObject({
      parentId: stage.id,
      parentDirectoryId: stage.id,
      depth: 2,
      ancestorIds: [top.id, stage.id],
    });
    expect((await eventsOf(server.app.db, section.id))[0]).toMatchObject({ account_id: USER.id });
  });

  it('trims the name and keeps metadata values, null ones included', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const directory = await createThroughApi(server, '   Фасады  ', top.id, {
      metadata: [
        { key: ' Раздел ', value: 'Фасадные решения' },
        { key: 'Примечание', value: null },
      ],
    });
    expect(directory.name).toBe('Фасады');
    expect(directory.metadata).toEqual([
      { key: 'Раздел', value: 'Фасадные решения' },
      { key: 'Примечание', value: null },
    ]);
  });

  it('refuses a name a sibling has, whatever the case, with 409 DirectoryWithNameAlreadyExists', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    await createThroughApi(server, 'Фасады', top.id);
    for (const name of ['Фасады', 'ФАСАДЫ', ' фасады ']) {
      await expectRefusedUnchanged(
        server,
        () => create(STAFF, { name, parentId: top.id }),
        409,
        'DirectoryWithNameAlreadyExists',
      );
    }
  });

  it('lets only one of two concurrent requests for the same name through', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const responses = await Promise.all([
      create(STAFF, { name: 'Фасады', parentId: top.id }),
      create(USER, { name: 'ФАСАДЫ', parentId: top.id }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const clash = responses.find((response) => response.statusCode === 409);
    if (clash) expectProblem(clash, 409, 'DirectoryWithNameAlreadyExists');
  });

  it('refuses a top-level name already taken at the top level', async () => {
    const name = uniqueName('Объект');
    await createThroughApi(server, name, null);
    await expectRefusedUnchanged(
      server,
      () => create(ADMIN, { name: name.toUpperCase(), parentId: null }),
      409,
      'DirectoryWithNameAlreadyExists',
    );
  });

  it('allows the same name under another parent, and the name of a deleted sibling', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const first = await createThroughApi(server, 'Стадия П', top.id);
    const second = await createThroughApi(server, 'Стадия Р', top.id);
    await createThroughApi(server, 'Общие', first.id);
    await createThroughApi(server, 'Общие', second.id);
    const deleted = await server.call(ADMIN, { method: 'DELETE', url: `/v1/directories/${first.id}` });
    expect(deleted.statusCode).toBe(204);
    const again = await createThroughApi(server, 'Стадия П', top.id);
    expect(again.id).not.toBe(first.id);
  });

  it('refuses a parent that does not allow directories with 403 NotAllowedCreateDirectory, even to an administrator', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const closed = await seedDirectory(server.app.db, top, 'КЖ', { allowCreateDirectory: false });
    for (const account of [USER, ADMIN]) {
      await expectRefusedUnchanged(
        server,
        () => create(account, { name: 'Новая', parentId: closed }),
        403,
        'NotAllowedCreateDirectory',
      );
    }
  });

  it('answers 404 NotFound for an unknown parent, a deleted one, and one inside a deleted subtree', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const stage = await createThroughApi(server, 'Стадия', top.id);
    const section = await createThroughApi(server, 'Раздел', stage.id);
    await server.call(ADMIN, { method: 'DELETE', url: `/v1/directories/${stage.id}` });
    for (const parentId of [UNKNOWN_ID, stage.id, section.id]) {
      await expectRefusedUnchanged(server, () => create(ADMIN, { name: 'Новая', parentId }), 404, 'NotFound');
    }
  });

  it('answers 404 NotFound for a skeleton entity, as no structure is stored yet', async () => {
    await expectRefusedUnchanged(
      server,
      () => create(ADMIN, { name: uniqueName('Объект'), parentId: null, skeletonEntityId: UNKNOWN_ID }),
      404,
      'NotFound',
    );
  });

  it('accepts a name of 254 characters and refuses one of 255 or more', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const longest = await createThroughApi(server, 'ж'.repeat(254), top.id);
    expect(longest.name).toHaveLength(254);
    for (const name of ['ж'.repeat(255), 'ж'.repeat(256), `${'ж'.repeat(254)}😀`]) {
      await expectRefusedUnchanged(server, () => create(ADMIN, { name, parentId: top.id }), 400, 'ValidationFailed');
    }
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a name of spaces only', { name: '    ' }],
    ['a name of a non-breaking space and a tab', { name: '\u00a0\t' }],
    ['a slash', { name: 'АР/КЖ' }],
    ['a backslash', { name: 'АР\\КЖ' }],
    ['a parent step', { name: '..' }],
    ['a current step', { name: ' . ' }],
    ['a control character', { name: 'АР\u0007' }],
    ['a line break', { name: 'АР\nКЖ' }],
    ['no name', {}],
    ['a name of the wrong type', { name: { text: 'АР' } }],
    // JSON bodies are never coerced: a number is not taken for the name «123».
    ['a number as the name', { name: 123 }],
    ['a boolean as the name', { name: true }],
    ['a name that is a list of two', { name: ['АР', 'КЖ'] }],
    ['a metadata key of spaces', { name: 'АР', metadata: [{ key: '   ', value: 'x' }] }],
    ['an empty metadata key', { name: 'АР', metadata: [{ key: '', value: 'x' }] }],
    ['a metadata item without key', { name: 'АР', metadata: [{ value: 'x' }] }],
    ['metadata that is not a list', { name: 'АР', metadata: { key: 'x' } }],
  ])('refuses %s with 400 ValidationFailed naming the field', async (_case, fields) => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const problem = await expectRefusedUnchanged(
      server,
      () => create(ADMIN, { parentId: top.id, ...fields }),
      400,
      'ValidationFailed',
    );
    expect(problem.errors?.length).toBeGreaterThan(0);
  });

  it.each([
    ['no parentId', { name: 'АР' }],
    ['a parentId that is no UUID', { name: 'АР', parentId: 'a1000000' }],
    ['a parentId in upper case', { name: 'АР', parentId: UNKNOWN_ID.toUpperCase() }],
    ['a parentId of the wrong type', { name: 'АР', parentId: 42 }],
    ['a body that is a list', ['АР']],
  ])('refuses %s with 400 ValidationFailed', async (_case, payload) => {
    await expectRefusedUnchanged(server, () => create(ADMIN, payload), 400, 'ValidationFailed');
  });

  it('refuses a request without a token with 401 SignIn', async () => {
    await expectRefusedUnchanged(server, () => create(null, { name: 'АР', parentId: null }), 401, 'SignIn');
  });
});

describe('GET /v1/directories/{id} (getDirectory)', () => {
  it('answers the directory to any signed-in account, as the contract has it', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null, {
      metadata: [{ key: 'Заказчик', value: 'ООО «Северный квартал»' }],
    });
    for (const account of [USER, STAFF, ADMIN]) {
      const response = await server.call(account, { method: 'GET', url: `/v1/directories/${top.id}` });
      expect(response.statusCode).toBe(200);
      expectDirectoryShape(response.json());
      expect(getDirectory200Response.parse(response.json())).toEqual(top);
    }
  });

  it('answers 404 NotFound for an unknown, a deleted, and a hidden directory', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const stage = await createThroughApi(server, 'Стадия', top.id);
    const section = await createThroughApi(server, 'Раздел', stage.id);
    await server.call(ADMIN, { method: 'DELETE', url: `/v1/directories/${stage.id}` });
    for (const id of [UNKNOWN_ID, stage.id, section.id]) {
      const response = await server.call(STAFF, { method: 'GET', url: `/v1/directories/${id}` });
      expectProblem(response, 404, 'NotFound');
    }
  });

  it.each(['root', 'not-a-uuid', '12345', UNKNOWN_ID.toUpperCase()])(
    'refuses the id %s with 400 ValidationFailed',
    async (id) => {
      const response = await server.call(STAFF, { method: 'GET', url: `/v1/directories/${id}` });
      const problem = expectProblem(response, 400, 'ValidationFailed');
      expect(problem.errors?.[0]?.field).toBe('params.id');
    },
  );
});
