import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventType } from '../../codegen/model/eventType';
import { renameDirectory200Response } from '../../codegen/zod/directories/directories.zod';
import {
  createThroughApi,
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

const rename = (account: TestAccount | null, id: string, payload: unknown) =>
  server.call(account, {
    method: 'PUT',
    url: `/v1/directories/${id}/rename`,
    payload: payload as Record<string, unknown>,
  });
const remove = (account: TestAccount | null, id: string) =>
  server.call(account, { method: 'DELETE', url: `/v1/directories/${id}` });
const removeMany = (account: TestAccount | null, parentId: string, payload: unknown) =>
  server.call(account, {
    method: 'POST',
    url: `/v1/directories/${parentId}/delete-many`,
    payload: payload as Record<string, unknown>,
  });
const get = (id: string) => server.call(ADMIN, { method: 'GET', url: `/v1/directories/${id}` });
const childIds = async (id: string) =>
  (await server.call(ADMIN, { method: 'GET', url: `/v1/directories/${id}/children` }))
    .json<{ id: string }[]>()
    .map((child) => child.id);

/** A project with two stages; the first holds a section with a subsection. */
async function tree() {
  const top = await createThroughApi(server, uniqueName('Проект'), null);
  const design = await createThroughApi(server, 'Проектная документация', top.id);
  const working = await createThroughApi(server, 'Рабочая документация', top.id);
  const section = await createThroughApi(server, 'АР', design.id);
  const subsection = await createThroughApi(server, 'Фасады', section.id);
  return { top, design, working, section, subsection };
}

describe('PUT /v1/directories/{id}/rename (renameDirectory)', () => {
  it('renames a free directory for an ordinary user, trimmed, with its event and a new updatedAt', async () => {
    const { section } = await tree();
    const response = await rename(USER, section.id, { name: '  АР — Архитектурные решения (изм. 1) ' });
    expect(response.statusCode).toBe(200);
    expectDirectoryShape(response.json());
    const body = renameDirectory200Response.parse(response.json());
    expect(body).toMatchObject({ ...section, name: 'АР — Архитектурные решения (изм. 1)', updatedAt: body.updatedAt });
    expect(body.updatedAt >= section.updatedAt).toBe(true);
    expect(await getThroughApi(server, section.id)).toEqual(body);
    const events = await eventsOf(server.app.db, section.id);
    expect(events.map((event) => event.type)).toEqual([EventType.CreateDirectory, EventType.RenameDirectory]);
    expect(events[1]?.account_id).toBe(USER.id);
  });

  it('lets a directory change the case of its own name', async () => {
    const { section } = await tree();
    const body = renameDirectory200Response.parse((await rename(STAFF, section.id, { name: 'ар' })).json());
    expect(body.name).toBe('ар');
  });

  it('answers an unchanged name with the directory as it is and records nothing', async () => {
    const { section } = await tree();
    const before = await eventsOf(server.app.db, section.id);
    const response = await rename(STAFF, section.id, { name: ' АР ' });
    expect(renameDirectory200Response.parse(response.json())).toEqual(section);
    expect(await eventsOf(server.app.db, section.id)).toEqual(before);
  });

  it('refuses the name of a sibling, whatever the case, with 409 DirectoryWithNameAlreadyExists', async () => {
    const { design } = await tree();
    await expectRefusedUnchanged(
      server,
      () => rename(ADMIN, design.id, { name: 'рабочая ДОКУМЕНТАЦИЯ' }),
      409,
      'DirectoryWithNameAlreadyExists',
    );
  });

  it('refuses a skeleton directory with 403 ForbiddenResourceFailed, even to an administrator', async () => {
    const { top } = await tree();
    const skeleton = await seedDirectory(server.app.db, top, 'Изыскания', { skeletonEntityId: UNKNOWN_ID });
    for (const account of [USER, ADMIN]) {
      await expectRefusedUnchanged(
        server,
        () => rename(account, skeleton, { name: 'Другое' }),
        403,
        'ForbiddenResourceFailed',
      );
    }
  });

  it('answers 404 NotFound for an unknown, a deleted and a hidden directory', async () => {
    const { design, section } = await tree();
    await remove(ADMIN, design.id);
    for (const id of [UNKNOWN_ID, design.id, section.id]) {
      await expectRefusedUnchanged(server, () => rename(ADMIN, id, { name: 'Другое' }), 404, 'NotFound');
    }
  });

  it.each([
    ['an empty name', { name: '' }],
    ['spaces only', { name: '   ' }],
    ['a slash', { name: 'a/b' }],
    ['a backslash', { name: 'a\\b' }],
    ['a parent step', { name: '..' }],
    ['a control character', { name: 'a\u0000b' }],
    ['255 characters', { name: 'x'.repeat(255) }],
    ['256 characters', { name: 'x'.repeat(256) }],
    ['no name', {}],
    ['a name of the wrong type', { name: { value: 'x' } }],
  ])('refuses %s with 400 ValidationFailed', async (_case, payload) => {
    const { section } = await tree();
    await expectRefusedUnchanged(server, () => rename(ADMIN, section.id, payload), 400, 'ValidationFailed');
  });

  it('refuses an id that is no UUID with 400 ValidationFailed', async () => {
    expectProblem(await rename(ADMIN, 'root', { name: 'x' }), 400, 'ValidationFailed');
  });

  it('refuses a request without a token with 401 SignIn', async () => {
    const { section } = await tree();
    await expectRefusedUnchanged(server, () => rename(null, section.id, { name: 'x' }), 401, 'SignIn');
  });
});

describe('DELETE /v1/directories/{id} (deleteDirectory)', () => {
  it('moves the directory with its subtree to the trash, keeping its place, with one event', async () => {
    const { top, design, section, subsection } = await tree();
    const response = await remove(USER, design.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    for (const id of [design.id, section.id, subsection.id]) expectProblem(await get(id), 404, 'NotFound');
    expect(await childIds(top.id)).not.toContain(design.id);

    const rows = await server.app.db
      .selectFrom('directories')
      .select(['id', 'parent_id', 'deleted_at', 'deleted_by'])
      .where('id', 'in', [design.id, section.id, subsection.id])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    // The trash lists the top with its original location; what lies below is untouched and comes back with it.
    expect(byId.get(design.id)).toMatchObject({ parent_id: top.id, deleted_by: USER.id });
    expect(byId.get(design.id)?.deleted_at).toMatch(/Z$/);
    expect(byId.get(section.id)).toMatchObject({ deleted_at: null, deleted_by: null });
    expect(byId.get(subsection.id)).toMatchObject({ deleted_at: null, deleted_by: null });

    const events = await eventsOf(server.app.db, design.id);
    expect(events.map((event) => event.type)).toEqual([EventType.CreateDirectory, EventType.DeleteDirectory]);
    expect((await eventsOf(server.app.db, section.id)).map((event) => event.type)).toEqual([EventType.CreateDirectory]);
  });

  it('refuses a skeleton directory whose entity is not creatable with 403 ForbiddenResourceFailed', async () => {
    const { top } = await tree();
    const skeleton = await seedDirectory(server.app.db, top, 'Изыскания', { skeletonEntityId: UNKNOWN_ID });
    await expectRefusedUnchanged(server, () => remove(ADMIN, skeleton), 403, 'ForbiddenResourceFailed');
  });

  it('answers 404 NotFound for an unknown, an already deleted and a hidden directory', async () => {
    const { design, section } = await tree();
    await remove(ADMIN, design.id);
    for (const id of [UNKNOWN_ID, design.id, section.id]) {
      await expectRefusedUnchanged(server, () => remove(ADMIN, id), 404, 'NotFound');
    }
  });

  it('refuses an id that is no UUID with 400 ValidationFailed, and no token with 401', async () => {
    await expectRefusedUnchanged(server, () => remove(ADMIN, 'not-a-uuid'), 400, 'ValidationFailed');
    const { section } = await tree();
    await expectRefusedUnchanged(server, () => remove(null, section.id), 401, 'SignIn');
  });
});

describe('POST /v1/directories/{id}/delete-many (deleteDirectories)', () => {
  it('moves the listed children of the directory to the trash at once, one event each', async () => {
    const { top, design, working } = await tree();
    const third = await createThroughApi(server, 'Изыскания', top.id);
    const response = await removeMany(STAFF, top.id, { directoryIds: [design.id, working.id, design.id] });
    expect(response.statusCode).toBe(204);
    expect(await childIds(top.id)).toEqual([third.id]);
    for (const id of [design.id, working.id]) {
      expect((await eventsOf(server.app.db, id)).map((event) => event.type)).toEqual([
        EventType.CreateDirectory,
        EventType.DeleteDirectory,
      ]);
    }
  });

  it('refuses the whole list when one is not a child of the directory, with 400 IncorrectParam', async () => {
    const { top, design, section } = await tree();
    await expectRefusedUnchanged(
      server,
      () => removeMany(ADMIN, top.id, { directoryIds: [design.id, section.id] }),
      400,
      'IncorrectParam',
    );
  });

  it('refuses the whole list when one is unknown or deleted, with 404 NotFound', async () => {
    const { top, design, working } = await tree();
    const gone = await createThroughApi(server, 'Удалённая', top.id);
    await remove(ADMIN, gone.id);
    for (const missing of [UNKNOWN_ID, gone.id]) {
      await expectRefusedUnchanged(
        server,
        () => removeMany(ADMIN, top.id, { directoryIds: [design.id, working.id, missing] }),
        404,
        'NotFound',
      );
    }
  });

  it('refuses the whole list when one is a skeleton directory, with 403 ForbiddenResourceFailed', async () => {
    const { top, design } = await tree();
    const skeleton = await seedDirectory(server.app.db, top, 'Изыскания', { skeletonEntityId: UNKNOWN_ID });
    await expectRefusedUnchanged(
      server,
      () => removeMany(ADMIN, top.id, { directoryIds: [design.id, skeleton] }),
      403,
      'ForbiddenResourceFailed',
    );
  });

  it('answers 404 NotFound for an unknown or deleted directory in the path', async () => {
    const { top, design, section } = await tree();
    await remove(ADMIN, design.id);
    await expectRefusedUnchanged(
      server,
      () => removeMany(ADMIN, UNKNOWN_ID, { directoryIds: [top.id] }),
      404,
      'NotFound',
    );
    await expectRefusedUnchanged(
      server,
      () => removeMany(ADMIN, design.id, { directoryIds: [section.id] }),
      404,
      'NotFound',
    );
  });

  it.each([
    ['an empty list', { directoryIds: [] }],
    ['an id that is no UUID', { directoryIds: ['not-a-uuid'] }],
    ['no list', {}],
    ['a list of the wrong type', { directoryIds: { id: UNKNOWN_ID } }],
    ['more than 1000 ids', { directoryIds: Array.from({ length: 1001 }, () => UNKNOWN_ID) }],
  ])('refuses %s with 400 ValidationFailed', async (_case, payload) => {
    const { top } = await tree();
    await expectRefusedUnchanged(server, () => removeMany(ADMIN, top.id, payload), 400, 'ValidationFailed');
  });

  it('refuses a path id that is no UUID with 400 ValidationFailed', async () => {
    const { design } = await tree();
    await expectRefusedUnchanged(
      server,
      () => removeMany(ADMIN, 'root', { directoryIds: [design.id] }),
      400,
      'ValidationFailed',
    );
  });
});
