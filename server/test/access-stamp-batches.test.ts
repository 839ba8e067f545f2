import { randomUUID } from 'node:crypto';
import { PostgresAdapter } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessStampReader, readAccessStamp } from '../src/repositories/change-stamps.repository';
import type { TestServer } from './directory-helpers';
import { seedDirectory } from './documents.seed';
import { statementsOf } from './statements-of';
import { startTestServer } from './test-server';

/**
 * The access stamp as the safe requests of one server read it (change-stamps.repository.ts accessStampReader): on
 * PostgreSQL those who ask while a statement is in flight share the next, for all their grants and directories, and
 * each gets what a statement of its own would have answered; on SQLite each reads alone.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const postgres = () => server.app.db.getExecutor().adapter instanceof PostgresAdapter;

async function grant(expiresAt: Date): Promise<string> {
  const id = `grant-${randomUUID()}`;
  await server.app.db
    .insertInto('oidc_payloads')
    .values({
      model: 'Grant',
      id,
      payload: '{}',
      grant_id: null,
      user_code: null,
      uid: null,
      expires_at: expiresAt.toISOString(),
      consumed_at: null,
    })
    .execute();
  return id;
}

describe('the access stamp read for many requests', () => {
  it('answers each request what its own statement would, in two statements for five on PostgreSQL', async () => {
    const { db } = server.app;
    const [standing, expired] = await Promise.all([
      grant(new Date(Date.now() + 3_600_000)),
      grant(new Date(Date.now() - 1_000)),
    ]);
    const one = await seedDirectory(db);
    const other = await seedDirectory(db);
    await db.updateTable('directories').set({ contents_stamp: 7 }).where('id', '=', other.id).execute();
    const asks: [string | undefined, string | undefined][] = [
      [standing, one.id],
      [expired, other.id],
      [undefined, randomUUID()],
      [`grant-${randomUUID()}`, undefined],
      [standing, other.id],
      [undefined, undefined],
    ];
    const alone = [];
    for (const [grantId, directoryId] of asks) alone.push(await readAccessStamp(db, grantId, directoryId));
    expect(alone.map((stamps) => [stamps.grantStands, stamps.contentsStamp])).toEqual([
      [true, 0],
      [false, 7],
      [false, undefined],
      [false, undefined],
      [true, 7],
      [false, undefined],
    ]);
    expect('contentsStamp' in (alone[3] ?? {})).toBe(false);

    const read = accessStampReader(db);
    const { result, sql } = await statementsOf(server, () =>
      Promise.all(asks.map(([grantId, directoryId]) => read(grantId, directoryId))),
    );
    expect(result).toEqual(alone);
    // The first asks alone; the five who asked while it was in flight share the second statement.
    expect(sql).toHaveLength(postgres() ? 2 : asks.length);
  });

  it('shares one statement of one grant and directory among requests that ask for the same', async () => {
    const { db } = server.app;
    const standing = await grant(new Date(Date.now() + 3_600_000));
    const directory = await seedDirectory(db);
    const read = accessStampReader(db);
    const { result, sql } = await statementsOf(server, () =>
      Promise.all([read(standing, directory.id), read(standing, directory.id), read(standing, undefined)]),
    );
    expect(result).toEqual([
      await readAccessStamp(db, standing, directory.id),
      await readAccessStamp(db, standing, directory.id),
      await readAccessStamp(db, standing),
    ]);
    expect(sql).toHaveLength(postgres() ? 2 : 3);
    if (postgres()) expect(sql[1]).toBe(sql[0]);
  });

  it('sees a change committed after the statement in flight began', async () => {
    const { db } = server.app;
    const read = accessStampReader(db);
    const before = (await read(undefined)).stamp;
    const first = read(undefined);
    await seedDirectory(db);
    const second = read(undefined);
    expect((await first).stamp).toBeGreaterThanOrEqual(before);
    expect((await second).stamp).toBeGreaterThan(before);
  });
});
