import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryListener } from '../../codegen/model/directoryListener';
import type { ProblemCode } from '../../codegen/model/problemCode';
import {
  createDirectoryListener201Response,
  getDirectoryListeners200Response,
  listenAllDirectoryEvents200Response,
} from '../../codegen/zod/listeners/listeners.zod';
import {
  createThroughApi,
  expectProblem,
  snapshot,
  type TestServer,
  uniqueName,
  UNKNOWN_ID,
} from './directory-helpers';
import { ADMIN, startTestServer, STAFF, USER, type TestAccount, joinOpenGroup } from './test-server';
import { deleteDirectory, deleteForGoodRequest, restoreRequest } from './trash-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const ALL_TYPES = Array.from({ length: 17 }, (_, index) => index + 1);
const LISTENER_KEYS = ['directoryId', 'id', 'once', 'self', 'type'];

const url = (directoryId: string, rest = '') => `/v1/directories/${directoryId}/listeners${rest}`;
const list = (account: TestAccount | null, directoryId: string) =>
  server.call(account, { method: 'GET', url: url(directoryId) });
const create = (account: TestAccount | null, directoryId: string, payload: unknown) =>
  server.call(account, { method: 'POST', url: url(directoryId), payload: payload as object });
const remove = (account: TestAccount | null, directoryId: string, listenerId: string) =>
  server.call(account, { method: 'DELETE', url: url(directoryId, `/${listenerId}`) });
const reset = (account: TestAccount | null, directoryId: string) =>
  server.call(account, { method: 'POST', url: url(directoryId, '/reset') });
const listenAll = (account: TestAccount | null, directoryId: string, payload?: unknown) =>
  server.call(account, {
    method: 'POST',
    url: url(directoryId, '/listen-all'),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The account's subscriptions, parsed with the contract's schema. */
async function listenersOf(account: TestAccount, directoryId: string): Promise<DirectoryListener[]> {
  const response = await list(account, directoryId);
  expect(response.statusCode, response.body).toBe(200);
  const { data } = getDirectoryListeners200Response.parse(response.json());
  data.forEach((listener) => {
    expect(Object.keys(listener).sort()).toEqual(LISTENER_KEYS);
  });
  return data;
}

async function subscribe(account: TestAccount, directoryId: string, payload: object): Promise<DirectoryListener> {
  const response = await create(account, directoryId, payload);
  expect(response.statusCode, response.body).toBe(201);
  return createDirectoryListener201Response.parse(response.json());
}

/** Everything a refused call could have touched: the directory operations' tables and the subscriptions. */
async function everything() {
  return {
    ...(await snapshot(server.app.db)),
    listeners: await server.app.db.selectFrom('listeners').selectAll().orderBy('id').execute(),
  };
}

async function refusedUnchanged(request: () => Promise<LightMyRequestResponse>, status: number, code: ProblemCode) {
  const before = await everything();
  const problem = expectProblem(await request(), status, code);
  expect(await everything()).toEqual(before);
  return problem;
}

/** An account of its own, so that its subscriptions are only the test's (also on a kept database). */
const freshAccount = (): TestAccount => ({ id: randomUUID(), name: 'Орлова Мария Сергеевна', roles: ['user'] });

/** A project with a stage below it: subscriptions are tested on the stage, a directory with a parent. */
async function stage() {
  const top = await createThroughApi(server, uniqueName('ЖК «Северный квартал»'), null);
  const working = await createThroughApi(server, 'Рабочая документация', top.id);
  return { top, working };
}

describe('POST /v1/directories/{id}/listeners (createDirectoryListener)', () => {
  it('subscribes the account to one event type, the options defaulting to false', async () => {
    const { working } = await stage();
    const response = await create(USER, working.id, { type: 6 });
    expect(response.statusCode).toBe(201);
    const listener = createDirectoryListener201Response.parse(response.json());
    expect(Object.keys(listener).sort()).toEqual(LISTENER_KEYS);
    expect(listener).toEqual({ id: listener.id, type: 6, once: false, self: false, directoryId: working.id });
    expect(await listenersOf(USER, working.id)).toEqual([listener]);
  });

  it('keeps once and self as given', async () => {
    const { working } = await stage();
    const listener = await subscribe(USER, working.id, { type: 11, once: true, self: true });
    expect(listener).toMatchObject({ type: 11, once: true, self: true });
    expect(await listenersOf(USER, working.id)).toEqual([listener]);
  });

  it('answers a type already subscribed with the existing subscription, unchanged, and stores no second one', async () => {
    const { working } = await stage();
    const first = await subscribe(STAFF, working.id, { type: 6, once: true, self: false });
    const again = await subscribe(STAFF, working.id, { type: 6, once: false, self: true });
    expect(again).toEqual(first);
    expect(await listenersOf(STAFF, working.id)).toEqual([first]);
  });

  it('lets any signed-in account subscribe, top-level directories included, each account on its own', async () => {
    const { top } = await stage();
    const mine = await subscribe(USER, top.id, { type: 1 });
    const theirs = await subscribe(STAFF, top.id, { type: 1 });
    expect(mine.id).not.toBe(theirs.id);
    expect(await listenersOf(USER, top.id)).toEqual([mine]);
    expect(await listenersOf(STAFF, top.id)).toEqual([theirs]);
  });

  it('answers 404 NotFound for an unknown, a deleted and a hidden directory', async () => {
    const { top, working } = await stage();
    const section = await createThroughApi(server, 'АР', working.id);
    await deleteDirectory(server, ADMIN, working.id);
    for (const id of [UNKNOWN_ID, working.id, section.id]) {
      await refusedUnchanged(() => create(USER, id, { type: 6 }), 404, 'NotFound');
    }
    expect(await listenersOf(USER, top.id)).toEqual([]);
  });

  it('refuses a type outside 1–17, of the wrong type or missing, and options that are no booleans', async () => {
    const { working } = await stage();
    for (const payload of [
      { type: 0 },
      { type: 18 },
      { type: 'x' },
      { type: '6' },
      { type: 6.5 },
      { type: null },
      {},
      { once: true },
      { type: 6, once: 'yes' },
      { type: 6, self: 1 },
    ]) {
      await refusedUnchanged(() => create(USER, working.id, payload), 400, 'ValidationFailed');
    }
    await refusedUnchanged(() => create(USER, working.id, [6]), 400, 'ValidationFailed');
    expect(await listenersOf(USER, working.id)).toEqual([]);
  });

  it('refuses a directory id that is no UUID with 400 ValidationFailed, and no token with 401 SignIn', async () => {
    const { working } = await stage();
    await refusedUnchanged(() => create(USER, 'root', { type: 6 }), 400, 'ValidationFailed');
    await refusedUnchanged(
      () => create(USER, 'a1000000-0000-4000-8000-00000000zzzz', { type: 6 }),
      400,
      'ValidationFailed',
    );
    await refusedUnchanged(() => create(null, working.id, { type: 6 }), 401, 'SignIn');
  });
});

describe('GET /v1/directories/{id}/listeners (getDirectoryListeners)', () => {
  it('answers the account’s subscriptions of the directory only, by type, in a data envelope', async () => {
    const { top, working } = await stage();
    const account = await joinOpenGroup(server.app.db, freshAccount());
    const agree = await subscribe(account, working.id, { type: 11, once: true, self: true });
    const upload = await subscribe(account, working.id, { type: 6 });
    await subscribe(account, top.id, { type: 3 });
    await subscribe(STAFF, working.id, { type: 7 });
    const response = await list(account, working.id);
    expect(response.statusCode).toBe(200);
    expect(getDirectoryListeners200Response.parse(response.json())).toEqual({ data: [upload, agree] });
  });

  it('answers an empty list when the account has none, whatever other accounts have', async () => {
    const { working } = await stage();
    await subscribe(STAFF, working.id, { type: 6 });
    expect(await listenersOf(await joinOpenGroup(server.app.db, freshAccount()), working.id)).toEqual([]);
  });

  it('answers 404 NotFound for an unknown and a deleted directory, even with subscriptions', async () => {
    const { working } = await stage();
    await subscribe(USER, working.id, { type: 6 });
    await deleteDirectory(server, ADMIN, working.id);
    for (const id of [UNKNOWN_ID, working.id]) {
      await refusedUnchanged(() => list(USER, id), 404, 'NotFound');
    }
  });

  it('refuses an id that is no UUID with 400 ValidationFailed, and no token with 401 SignIn', async () => {
    const { working } = await stage();
    await refusedUnchanged(() => list(USER, 'x'), 400, 'ValidationFailed');
    await refusedUnchanged(() => list(null, working.id), 401, 'SignIn');
  });
});

describe('DELETE /v1/directories/{id}/listeners/{listenerId} (deleteDirectoryListener)', () => {
  it('unticks: removes that subscription only, and the type can be ticked again with fresh options', async () => {
    const { working } = await stage();
    const upload = await subscribe(USER, working.id, { type: 6, once: true });
    const agree = await subscribe(USER, working.id, { type: 11 });
    const response = await remove(USER, working.id, upload.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await listenersOf(USER, working.id)).toEqual([agree]);
    const again = await subscribe(USER, working.id, { type: 6 });
    expect(again).toMatchObject({ type: 6, once: false, self: false });
    expect(again.id).not.toBe(upload.id);
  });

  it('answers 404 NotFound for another account’s subscription, which stays', async () => {
    const { working } = await stage();
    const theirs = await subscribe(STAFF, working.id, { type: 6 });
    await refusedUnchanged(() => remove(USER, working.id, theirs.id), 404, 'NotFound');
    await refusedUnchanged(() => remove(ADMIN, working.id, theirs.id), 404, 'NotFound');
    expect(await listenersOf(STAFF, working.id)).toEqual([theirs]);
  });

  it('answers 404 NotFound for an unknown subscription, one already removed, and one of another directory', async () => {
    const { top, working } = await stage();
    const gone = await subscribe(USER, working.id, { type: 6 });
    expect((await remove(USER, working.id, gone.id)).statusCode).toBe(204);
    const elsewhere = await subscribe(USER, top.id, { type: 6 });
    for (const id of [UNKNOWN_ID, gone.id, elsewhere.id]) {
      await refusedUnchanged(() => remove(USER, working.id, id), 404, 'NotFound');
    }
    expect(await listenersOf(USER, top.id)).toEqual([elsewhere]);
  });

  it('answers 404 NotFound under an unknown or a deleted directory', async () => {
    const { working } = await stage();
    const listener = await subscribe(USER, working.id, { type: 6 });
    await refusedUnchanged(() => remove(USER, UNKNOWN_ID, listener.id), 404, 'NotFound');
    await deleteDirectory(server, ADMIN, working.id);
    await refusedUnchanged(() => remove(USER, working.id, listener.id), 404, 'NotFound');
  });

  it('refuses malformed ids with 400 ValidationFailed, and no token with 401 SignIn', async () => {
    const { working } = await stage();
    const listener = await subscribe(USER, working.id, { type: 6 });
    await refusedUnchanged(() => remove(USER, working.id, 'x'), 400, 'ValidationFailed');
    await refusedUnchanged(() => remove(USER, 'x', listener.id), 400, 'ValidationFailed');
    await refusedUnchanged(() => remove(null, working.id, listener.id), 401, 'SignIn');
  });
});

describe('POST /v1/directories/{id}/listeners/reset (resetDirectoryListeners)', () => {
  it('removes every subscription of the account on the directory, and nothing of others or elsewhere', async () => {
    const { top, working } = await stage();
    await subscribe(USER, working.id, { type: 6 });
    await subscribe(USER, working.id, { type: 11, once: true, self: true });
    const elsewhere = await subscribe(USER, top.id, { type: 6 });
    const theirs = await subscribe(STAFF, working.id, { type: 6 });
    const response = await reset(USER, working.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await listenersOf(USER, working.id)).toEqual([]);
    expect(await listenersOf(USER, top.id)).toEqual([elsewhere]);
    expect(await listenersOf(STAFF, working.id)).toEqual([theirs]);
  });

  it('answers 204 when there is nothing to remove', async () => {
    const { working } = await stage();
    const before = await everything();
    expect((await reset(USER, working.id)).statusCode).toBe(204);
    expect(await everything()).toEqual(before);
  });

  it('answers 404 NotFound for an unknown and a deleted directory, 400 for a malformed id, 401 without a token', async () => {
    const { working } = await stage();
    await subscribe(USER, working.id, { type: 6 });
    await refusedUnchanged(() => reset(null, working.id), 401, 'SignIn');
    await refusedUnchanged(() => reset(USER, 'x'), 400, 'ValidationFailed');
    await refusedUnchanged(() => reset(USER, UNKNOWN_ID), 404, 'NotFound');
    await deleteDirectory(server, ADMIN, working.id);
    await refusedUnchanged(() => reset(USER, working.id), 404, 'NotFound');
  });
});

describe('POST /v1/directories/{id}/listeners/listen-all (listenAllDirectoryEvents)', () => {
  it('without a body subscribes to all 17 types with the defaults and answers the full list', async () => {
    const { working } = await stage();
    const response = await listenAll(USER, working.id);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = listenAllDirectoryEvents200Response.parse(response.json());
    expect(data.map((listener) => listener.type)).toEqual(ALL_TYPES);
    expect(data.every((listener) => !listener.once && !listener.self && listener.directoryId === working.id)).toBe(
      true,
    );
    expect(new Set(data.map((listener) => listener.id)).size).toBe(17);
    expect(await listenersOf(USER, working.id)).toEqual(data);
  });

  it('skips the types already subscribed, which keep their options, and applies the options to the new ones', async () => {
    const { working } = await stage();
    const upload = await subscribe(USER, working.id, { type: 6 });
    const agree = await subscribe(USER, working.id, { type: 11, once: true });
    const response = await listenAll(USER, working.id, { once: true, self: true });
    expect(response.statusCode).toBe(200);
    const { data } = listenAllDirectoryEvents200Response.parse(response.json());
    expect(data.map((listener) => listener.type)).toEqual(ALL_TYPES);
    expect(data.find((listener) => listener.type === 6)).toEqual(upload);
    expect(data.find((listener) => listener.type === 11)).toEqual(agree);
    const added = data.filter((listener) => listener.type !== 6 && listener.type !== 11);
    expect(added).toHaveLength(15);
    expect(added.every((listener) => listener.once && listener.self)).toBe(true);
  });

  it('changes nothing when all types are on, and leaves other accounts alone', async () => {
    const { working } = await stage();
    const first = listenAllDirectoryEvents200Response.parse((await listenAll(USER, working.id, {})).json()).data;
    const before = await everything();
    const response = await listenAll(USER, working.id, { once: true, self: true });
    expect(response.statusCode).toBe(200);
    expect(listenAllDirectoryEvents200Response.parse(response.json()).data).toEqual(first);
    expect(await everything()).toEqual(before);
    expect(await listenersOf(STAFF, working.id)).toEqual([]);
  });

  it('refuses options that are no booleans and a body that is no object with 400 ValidationFailed', async () => {
    const { working } = await stage();
    for (const payload of [{ once: 'true' }, { self: 0 }, { once: null }]) {
      await refusedUnchanged(() => listenAll(USER, working.id, payload), 400, 'ValidationFailed');
    }
    await refusedUnchanged(() => listenAll(USER, working.id, [true]), 400, 'ValidationFailed');
    expect(await listenersOf(USER, working.id)).toEqual([]);
  });

  it('answers 404 NotFound for an unknown and a deleted directory, 400 for a malformed id, 401 without a token', async () => {
    const { working } = await stage();
    await refusedUnchanged(() => listenAll(null, working.id), 401, 'SignIn');
    await refusedUnchanged(() => listenAll(USER, 'x'), 400, 'ValidationFailed');
    await refusedUnchanged(() => listenAll(USER, UNKNOWN_ID), 404, 'NotFound');
    await deleteDirectory(server, ADMIN, working.id);
    await refusedUnchanged(() => listenAll(USER, working.id), 404, 'NotFound');
  });
});

describe('subscriptions and the trash', () => {
  it('are kept while their directory is in the trash and are there again when it is restored', async () => {
    const { working } = await stage();
    const listener = await subscribe(USER, working.id, { type: 6, self: true });
    await deleteDirectory(server, ADMIN, working.id);
    const response = await restoreRequest(server, ADMIN, { deletedElementIds: [working.id] });
    expect(response.statusCode, response.body).toBe(204);
    expect(await listenersOf(USER, working.id)).toEqual([listener]);
  });

  it('go with their directory, and those of its subtree, when it is deleted for good', async () => {
    const { top, working } = await stage();
    const section = await createThroughApi(server, 'АР', working.id);
    await subscribe(USER, section.id, { type: 6 });
    await subscribe(STAFF, working.id, { type: 6 });
    await deleteDirectory(server, ADMIN, working.id);
    const response = await deleteForGoodRequest(server, ADMIN, [working.id]);
    expect(response.statusCode, response.body).toBe(204);
    const left = await server.app.db
      .selectFrom('listeners')
      .select('id')
      .where('directory_id', 'in', [working.id, section.id])
      .execute();
    expect(left).toEqual([]);
    expect(await listenersOf(USER, top.id)).toEqual([]);
  });
});
