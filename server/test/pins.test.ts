import { randomUUID } from 'node:crypto';
import type { Role } from '../../codegen/model/role';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getPinnedDirectories200Response,
  pinDirectory200Response,
  unpinDirectory200Response,
} from '../../codegen/zod/pins/pins.zod';
import {
  createThroughApi,
  expectDirectoryShape,
  expectProblem,
  expectRefusedUnchanged,
  getThroughApi,
  type TestServer,
  uniqueName,
  UNKNOWN_ID,
} from './directory-helpers';
import { statementsOf } from './statements-of';
import { ADMIN, startTestServer, STAFF, USER, type TestAccount, joinOpenGroup } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const pin = (account: TestAccount | null, id: string) =>
  server.call(account, { method: 'POST', url: `/v1/pinned-directories/${id}/pin` });
const unpin = (account: TestAccount | null, id: string) =>
  server.call(account, { method: 'DELETE', url: `/v1/pinned-directories/${id}/pin` });
const pinned = async (account: TestAccount) => {
  const response = await server.call(account, { method: 'GET', url: '/v1/pinned-directories' });
  expect(response.statusCode).toBe(200);
  return getPinnedDirectories200Response.parse(response.json()).data;
};
/** An account of its own, so that its pinned list holds only what the test pins (also on a kept database). */
const freshAccount = (name: string, role: Role): TestAccount => ({ id: randomUUID(), name, roles: [role] });
const remove = (id: string) => server.call(ADMIN, { method: 'DELETE', url: `/v1/directories/${id}` });
const setPriority = (account: TestAccount, id: string, priority: number, shortName: string | null = null) =>
  server.app.db
    .updateTable('pins')
    .set({ priority, short_name: shortName })
    .where('account_id', '=', account.id)
    .where('directory_id', '=', id)
    .execute();

describe('POST /v1/pinned-directories/{id}/pin (pinDirectory)', () => {
  it('pins for the account only, with the default priority -1, and answers the directory', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const response = await pin(USER, top.id);
    expect(response.statusCode).toBe(200);
    expectDirectoryShape(response.json());
    const body = pinDirectory200Response.parse(response.json());
    expect(body).toEqual({ ...top, isPinned: true, pinPriority: -1, pinShortName: null });
    expect(await getThroughApi(server, top.id, USER)).toEqual(body);
    expect(await getThroughApi(server, top.id, STAFF)).toEqual(top);
  });

  it('answers a directory already pinned as it is', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    await pin(STAFF, top.id);
    await setPriority(STAFF, top.id, 3, 'ПР');
    const again = pinDirectory200Response.parse((await pin(STAFF, top.id)).json());
    expect(again).toMatchObject({ isPinned: true, pinPriority: 3, pinShortName: 'ПР' });
  });

  it('answers 404 NotFound for an unknown, a deleted and a hidden directory', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const stage = await createThroughApi(server, 'Стадия', top.id);
    const section = await createThroughApi(server, 'Раздел', stage.id);
    await remove(stage.id);
    for (const id of [UNKNOWN_ID, stage.id, section.id]) {
      await expectRefusedUnchanged(server, () => pin(USER, id), 404, 'NotFound');
    }
  });

  it('refuses an id that is no UUID with 400 ValidationFailed, and no token with 401 SignIn', async () => {
    await expectRefusedUnchanged(server, () => pin(USER, 'root'), 400, 'ValidationFailed');
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    await expectRefusedUnchanged(server, () => pin(null, top.id), 401, 'SignIn');
  });
});

describe('DELETE /v1/pinned-directories/{id}/pin (unpinDirectory)', () => {
  it('unpins: only isPinned changes, priority and short name stay', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    await pin(STAFF, top.id);
    await setPriority(STAFF, top.id, 2, 'РД');
    const response = await unpin(STAFF, top.id);
    expect(response.statusCode).toBe(200);
    expectDirectoryShape(response.json());
    expect(unpinDirectory200Response.parse(response.json())).toEqual({
      ...top,
      isPinned: false,
      pinPriority: 2,
      pinShortName: 'РД',
    });
    const repinned = pinDirectory200Response.parse((await pin(STAFF, top.id)).json());
    expect(repinned).toMatchObject({ isPinned: true, pinPriority: 2, pinShortName: 'РД' });
  });

  it('answers a directory never pinned as it is, and leaves other accounts’ pins alone', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    await pin(STAFF, top.id);
    const body = unpinDirectory200Response.parse((await unpin(USER, top.id)).json());
    expect(body).toEqual(top);
    expect((await getThroughApi(server, top.id, STAFF)).isPinned).toBe(true);
  });

  it('answers 404 NotFound for an unknown and a deleted directory', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    await pin(USER, top.id);
    await remove(top.id);
    for (const id of [UNKNOWN_ID, top.id]) {
      await expectRefusedUnchanged(server, () => unpin(USER, id), 404, 'NotFound');
    }
  });

  it('refuses an id that is no UUID with 400 ValidationFailed, and no token with 401 SignIn', async () => {
    await expectRefusedUnchanged(server, () => unpin(USER, 'x'), 400, 'ValidationFailed');
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    await pin(USER, top.id);
    await expectRefusedUnchanged(server, () => unpin(null, top.id), 401, 'SignIn');
  });
});

describe('GET /v1/pinned-directories (getPinnedDirectories)', () => {
  it('answers the account’s pinned directories in a data envelope: by priority, negative last, then by name', async () => {
    const account = await joinOpenGroup(server.app.db, freshAccount('Орлова Мария', 'user'));
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const ids = new Map<string, string>();
    for (const name of ['Яблоко', 'Груша', 'Вишня', 'Абрикос', 'Слива', 'Не закреплённая']) {
      ids.set(name, (await createThroughApi(server, name, top.id)).id);
    }
    const id = (name: string) => ids.get(name) ?? '';
    for (const name of ['Яблоко', 'Груша', 'Вишня', 'Абрикос', 'Слива']) await pin(account, id(name));
    await setPriority(account, id('Яблоко'), 0);
    await setPriority(account, id('Груша'), 2);
    await setPriority(account, id('Вишня'), 2);
    await unpin(account, id('Слива'));

    const response = await server.call(account, { method: 'GET', url: '/v1/pinned-directories' });
    expect(response.statusCode).toBe(200);
    const { data } = getPinnedDirectories200Response.parse(response.json());
    data.forEach(expectDirectoryShape);
    expect(data.map((directory) => directory.name)).toEqual(['Яблоко', 'Вишня', 'Груша', 'Абрикос']);
    expect(data.every((directory) => directory.isPinned)).toBe(true);
  });

  it('leaves out deleted and hidden directories, and answers an empty list to an account without pins', async () => {
    const account = await joinOpenGroup(server.app.db, freshAccount('Сидоров Павел', 'staff'));
    expect(await pinned(account)).toEqual([]);
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const stage = await createThroughApi(server, 'Стадия', top.id);
    const section = await createThroughApi(server, 'Раздел', stage.id);
    for (const directory of [top, stage, section]) await pin(account, directory.id);
    await remove(stage.id);
    expect((await pinned(account)).map((directory) => directory.id)).toEqual([top.id]);
  });

  it('reads the list again only when the access stamp moves, as a pin written by another process moves it', async () => {
    const account = await joinOpenGroup(server.app.db, freshAccount('Воронин Олег', 'staff'));
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const other = await createThroughApi(server, uniqueName('Проект'), null);
    await pin(account, top.id);
    expect((await pinned(account)).map((directory) => directory.id)).toEqual([top.id]);
    // Warm: the access stamp's statement alone.
    const { result, sql } = await statementsOf(server, () => pinned(account));
    expect(result.map((directory) => directory.id)).toEqual([top.id]);
    expect(sql).toHaveLength(1);
    // Straight into the database, as another server process would write it.
    await server.app.db
      .insertInto('pins')
      .values({ account_id: account.id, directory_id: other.id, pinned: 1, priority: -1, short_name: null })
      .execute();
    expect((await pinned(account)).map((directory) => directory.id).sort()).toEqual([top.id, other.id].sort());
  });

  it('refuses a request without a token with 401 SignIn', async () => {
    expectProblem(await server.call(null, { method: 'GET', url: '/v1/pinned-directories' }), 401, 'SignIn');
  });
});
