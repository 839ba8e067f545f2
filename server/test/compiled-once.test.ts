import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '../src/db/compiled-once';
import { readAccessStamp } from '../src/repositories/change-stamps.repository';
import { contentsStampOf } from '../src/repositories/directories.repository';
import type { TestServer } from './directory-helpers';
import { startTestServer } from './test-server';

let server: TestServer;
let other: TestServer;

beforeAll(async () => {
  [server, other] = await Promise.all([startTestServer(), startTestServer()]);
});
afterAll(async () => {
  await Promise.all([server.app.close(), other.app.close()]);
});

describe('a query compiled once', () => {
  it('runs with each call’s arguments, its own values kept, and is built once per database', async () => {
    let builds = 0;
    const stampOf = compiledOnce((db, name: string) => {
      builds += 1;
      return db.selectFrom('change_stamps').select(['name', 'stamp']).where('name', '=', name).where('stamp', '>=', -1);
    });
    await server.app.db
      .insertInto('change_stamps')
      .values([
        { name: 'one', stamp: 5 },
        { name: 'two', stamp: 7 },
      ])
      .execute();
    expect((await stampOf(server.app.db, 'one')).map((row) => Number(row.stamp))).toEqual([5]);
    expect((await stampOf(server.app.db, 'two')).map((row) => Number(row.stamp))).toEqual([7]);
    expect(await stampOf(server.app.db, 'three')).toEqual([]);
    expect(builds).toBe(1);
    expect(await stampOf(other.app.db, 'one')).toEqual([]);
    expect(builds).toBe(2);
  });

  it('lets the time pass into the access stamp’s statement: a grant stands until it expires', async () => {
    const grantId = randomUUID();
    await server.app.db
      .insertInto('oidc_payloads')
      .values({
        model: 'Grant',
        id: grantId,
        payload: '{}',
        expires_at: new Date(Date.now() + 400).toISOString(),
      })
      .execute();
    expect((await readAccessStamp(server.app.db, grantId)).grantStands).toBe(true);
    expect((await readAccessStamp(server.app.db, randomUUID())).grantStands).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await readAccessStamp(server.app.db, grantId)).grantStands).toBe(false);
    expect((await readAccessStamp(server.app.db, undefined)).grantStands).toBe(false);
  });

  it('answers no contents stamp for a directory that does not exist', async () => {
    expect(await contentsStampOf(server.app.db, randomUUID())).toBeUndefined();
  });
});
