import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getDirectoriesByAncestors200Response,
  getDirectoryAncestorNames200Response,
  getDirectoryChildren200Response,
} from '../../codegen/zod/directories/directories.zod';
import {
  createThroughApi,
  expectDirectoryShape,
  expectProblem,
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

const children = (account: TestAccount | null, id: string) =>
  server.call(account, { method: 'GET', url: `/v1/directories/${id}/children` });
const byAncestors = (account: TestAccount | null, payload: unknown) =>
  server.call(account, {
    method: 'POST',
    url: '/v1/directories/children',
    payload: payload as Record<string, unknown>,
  });
const ancestorNames = (account: TestAccount | null, id: string) =>
  server.call(account, { method: 'GET', url: `/v1/directories/${id}/ancestors/names` });
const remove = (id: string) => server.call(ADMIN, { method: 'DELETE', url: `/v1/directories/${id}` });
const pin = (account: TestAccount, id: string) =>
  server.call(account, { method: 'POST', url: `/v1/pinned-directories/${id}/pin` });

describe('GET /v1/directories/{id}/children (getDirectoryChildren)', () => {
  it('answers the children as a bare list: pinned first by priority, then by name, case and digits considered', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const names = ['раздел 10', 'Раздел 2', 'Б', 'а', 'В', 'Закреплённый позже', 'Закреплённый первым'];
    const created = new Map<string, string>();
    for (const name of names) created.set(name, (await createThroughApi(server, name, top.id)).id);
    const later = created.get('Закреплённый позже') ?? '';
    const first = created.get('Закреплённый первым') ?? '';
    await pin(STAFF, later);
    await pin(STAFF, first);
    await server.app.db
      .updateTable('pins')
      .set({ priority: 1 })
      .where('account_id', '=', STAFF.id)
      .where('directory_id', '=', first)
      .execute();

    const response = await children(STAFF, top.id);
    expect(response.statusCode).toBe(200);
    const body = getDirectoryChildren200Response.parse(response.json());
    body.forEach(expectDirectoryShape);
    expect(body.map((child) => child.name)).toEqual([
      'Закреплённый первым',
      'Закреплённый позже',
      'а',
      'Б',
      'В',
      'Раздел 2',
      'раздел 10',
    ]);
    // Pins are the account's own: another account sees the plain alphabetical order.
    const theirs = getDirectoryChildren200Response.parse((await children(USER, top.id)).json());
    expect(theirs.map((child) => child.name).slice(0, 2)).toEqual(['а', 'Б']);
    expect(theirs.every((child) => !child.isPinned)).toBe(true);
  });

  it('answers the top-level directories for root, and leaves deleted ones out', async () => {
    const kept = await createThroughApi(server, uniqueName('Объект'), null);
    const gone = await createThroughApi(server, uniqueName('Объект'), null);
    await remove(gone.id);
    const body = getDirectoryChildren200Response.parse((await children(USER, 'root')).json());
    expect(body.map((directory) => directory.id)).toContain(kept.id);
    expect(body.map((directory) => directory.id)).not.toContain(gone.id);
    expect(body.every((directory) => directory.parentId === null && directory.depth === 0)).toBe(true);
  });

  it('leaves deleted children out and answers an empty list for a leaf', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const kept = await createThroughApi(server, 'Оставленная', top.id);
    const gone = await createThroughApi(server, 'Удалённая', top.id);
    await remove(gone.id);
    expect(getDirectoryChildren200Response.parse((await children(USER, top.id)).json())).toEqual([kept]);
    expect(getDirectoryChildren200Response.parse((await children(USER, kept.id)).json())).toEqual([]);
  });

  it('accepts an id in upper case, as the contract lets it through', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const child = await createThroughApi(server, 'Стадия', top.id);
    const response = await children(USER, top.id.toUpperCase());
    expect(getDirectoryChildren200Response.parse(response.json())).toEqual([child]);
  });

  it('answers 404 NotFound for an unknown, a deleted and a hidden directory', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const stage = await createThroughApi(server, 'Стадия', top.id);
    const section = await createThroughApi(server, 'Раздел', stage.id);
    await remove(stage.id);
    for (const id of [UNKNOWN_ID, stage.id, section.id]) expectProblem(await children(USER, id), 404, 'NotFound');
  });

  it.each(['ROOT', 'not-a-uuid', '1234'])('refuses the id %s with 400 ValidationFailed', async (id) => {
    expectProblem(await children(USER, id), 400, 'ValidationFailed');
  });

  it('refuses a request without a token with 401 SignIn', async () => {
    expectProblem(await children(null, 'root'), 401, 'SignIn');
  });
});

describe('POST /v1/directories/children (getDirectoriesByAncestors)', () => {
  it('answers the children of each ancestor, ancestor after ancestor, each in the tree order', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const working = await createThroughApi(server, 'Рабочая документация', top.id);
    const surveys = await createThroughApi(server, 'Инженерные изыскания', top.id);
    const design = await createThroughApi(server, 'Проектная документация', top.id);
    const structures = await createThroughApi(server, 'КЖ', working.id);
    const architecture = await createThroughApi(server, 'АР', working.id);
    await createThroughApi(server, 'Фасады', architecture.id);
    await pin(STAFF, working.id);

    const response = await byAncestors(STAFF, [top.id, working.id]);
    expect(response.statusCode).toBe(200);
    const body = getDirectoriesByAncestors200Response.parse(response.json());
    body.forEach(expectDirectoryShape);
    expect(body.map((directory) => directory.id)).toEqual([
      working.id,
      surveys.id,
      design.id,
      architecture.id,
      structures.id,
    ]);
    expect(body.map((directory) => directory.depth)).toEqual([1, 1, 1, 2, 2]);
    expect(body[0]?.isPinned).toBe(true);
  });

  it('skips unknown, deleted and hidden ancestors and repeated ones', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const stage = await createThroughApi(server, 'Стадия', top.id);
    const other = await createThroughApi(server, 'Другая', top.id);
    const section = await createThroughApi(server, 'Раздел', stage.id);
    await createThroughApi(server, 'Подраздел', section.id);
    await remove(stage.id);
    const response = await byAncestors(USER, [UNKNOWN_ID, stage.id, section.id, top.id, top.id]);
    const body = getDirectoriesByAncestors200Response.parse(response.json());
    expect(body).toEqual([other]);
  });

  it.each([
    ['an empty list', []],
    ['an id that is no UUID', ['root']],
    ['an object', { ids: [UNKNOWN_ID] }],
    ['more than 1000 ids', Array.from({ length: 1001 }, () => UNKNOWN_ID)],
  ])('refuses %s with 400 ValidationFailed', async (_case, payload) => {
    expectProblem(await byAncestors(USER, payload), 400, 'ValidationFailed');
  });

  it('refuses a request without a token with 401 SignIn', async () => {
    expectProblem(await byAncestors(null, [UNKNOWN_ID]), 401, 'SignIn');
  });
});

describe('GET /v1/directories/{id}/ancestors/names (getDirectoryAncestorNames)', () => {
  it('answers id and name of each ancestor from the top down, in a data envelope, without the directory', async () => {
    const topName = uniqueName('ЖК «Северный квартал»');
    const top = await createThroughApi(server, topName, null);
    const working = await createThroughApi(server, 'Рабочая документация', top.id);
    const architecture = await createThroughApi(server, 'АР', working.id);
    const response = await ancestorNames(USER, architecture.id);
    expect(response.statusCode).toBe(200);
    expect(getDirectoryAncestorNames200Response.parse(response.json())).toEqual({
      data: [
        { id: top.id, name: topName },
        { id: working.id, name: 'Рабочая документация' },
      ],
    });
    const renamed = await server.call(ADMIN, {
      method: 'PUT',
      url: `/v1/directories/${working.id}/rename`,
      payload: { name: 'РД' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = getDirectoryAncestorNames200Response.parse((await ancestorNames(USER, architecture.id)).json());
    expect(after.data[1]).toEqual({ id: working.id, name: 'РД' });
  });

  it('answers an empty list for a top-level directory', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    expect(getDirectoryAncestorNames200Response.parse((await ancestorNames(USER, top.id)).json())).toEqual({
      data: [],
    });
  });

  it('answers 404 NotFound for an unknown, a deleted and a hidden directory', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const stage = await createThroughApi(server, 'Стадия', top.id);
    const section = await createThroughApi(server, 'Раздел', stage.id);
    await remove(stage.id);
    for (const id of [UNKNOWN_ID, stage.id, section.id]) {
      expectProblem(await ancestorNames(USER, id), 404, 'NotFound');
    }
  });

  it('refuses an id that is no UUID with 400 ValidationFailed, and no token with 401', async () => {
    expectProblem(await ancestorNames(USER, 'root'), 400, 'ValidationFailed');
    expectProblem(await ancestorNames(null, UNKNOWN_ID), 401, 'SignIn');
  });
});
