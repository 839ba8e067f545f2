import { PostgresAdapter, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchDirectory200Response } from '../../codegen/zod/directories/directories.zod';
import { ProblemCode } from '../../codegen/model/problemCode';
import { UserStatus } from '../../codegen/model/userStatus';
import { ACCESS_STAMP_TABLES, DIRECTORY_COLUMNS_COUNTED } from '../src/db/migrations/0019_access_stamp';
import { registerAccounts } from '../src/repositories/accounts.repository';
import { readAccessStamp } from '../src/repositories/change-stamps.repository';
import { expectProblem, type TestServer } from './directory-helpers';
import { seedDirectory, uploadTestDocument } from './documents.seed';
import { ADMIN, grantGroup, startTestServer, STAFF, USER, type TestAccount } from './test-server';

/**
 * The access stamp (migration 0019) and the reads a process keeps under it (db/stamped-reads.ts): a safe request sees
 * every change committed before it began, whoever made it (here: written straight into the database, as another
 * process would), on SQLite and on PostgreSQL.
 */

let server: TestServer;

/** An account of no group but those a test gives it. */
const OUTSIDER: TestAccount = { id: 'c3000000-0000-4000-8000-0000000000a7', name: 'Сидоров Павел', roles: ['user'] };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const postgres = () => server.app.db.getExecutor().adapter instanceof PostgresAdapter;
const stamp = async () => (await readAccessStamp(server.app.db, undefined)).stamp;

async function moves(change: () => Promise<unknown>): Promise<boolean> {
  const before = await stamp();
  await change();
  return (await stamp()) > before;
}

const get = (account: TestAccount, url: string) => server.call(account, { method: 'GET', url });

async function load(account: TestAccount, id: string) {
  const response = await get(account, `/v1/directories/${id}/fetch`);
  expect(response.statusCode, response.body).toBe(200);
  return fetchDirectory200Response.parse(response.json()).data;
}

describe('the access stamp', () => {
  it('counts every column of directories but the contents stamp', async () => {
    const columns = postgres()
      ? (
          await sql<{ name: string }>`select column_name as name from information_schema.columns
            where table_name = 'directories' and table_schema = current_schema()`.execute(server.app.db)
        ).rows
      : (await sql<{ name: string }>`select name from pragma_table_info('directories')`.execute(server.app.db)).rows;
    expect(new Set(columns.map((column) => column.name))).toEqual(
      new Set([...DIRECTORY_COLUMNS_COUNTED, 'contents_stamp']),
    );
  });

  it('has a trigger on every table it counts', async () => {
    const triggers = postgres()
      ? (
          await sql<{ table: string }>`select distinct event_object_table as table from information_schema.triggers
            where trigger_name like '%access_stamp%' and trigger_schema = current_schema()`.execute(server.app.db)
        ).rows
      : (
          await sql<{ table: string }>`select distinct tbl_name as "table" from sqlite_master
            where type = 'trigger' and name like '%access_stamp%'`.execute(server.app.db)
        ).rows;
    expect(new Set(triggers.map((trigger) => trigger.table))).toEqual(new Set(ACCESS_STAMP_TABLES));
  });

  it('moves with directories, groups, members, points, accounts and pins, and not with documents', async () => {
    const { db } = server.app;
    await get(ADMIN, '/v1/application');
    const project = await seedDirectory(db);
    expect(await moves(() => seedDirectory(db, { parent: project }))).toBe(true);
    expect(
      await moves(() => db.updateTable('directories').set({ name: 'Другое' }).where('id', '=', project.id).execute()),
    ).toBe(true);
    expect(await moves(() => grantGroup(db, { directoryIds: [project.id], members: [USER] }))).toBe(true);
    expect(
      await moves(() =>
        db.updateTable('accounts').set({ updated_at: new Date().toISOString() }).where('id', '=', ADMIN.id).execute(),
      ),
    ).toBe(true);
    expect(
      await moves(() => server.call(STAFF, { method: 'POST', url: `/v1/pinned-directories/${project.id}/pin` })),
    ).toBe(true);
    // A document's upload moves its directory's contents stamp (migration 0018), which is no change of access.
    expect(await moves(() => uploadTestDocument(server, ADMIN, project.id, { name: 'Опись.pdf' }))).toBe(false);
    expect(
      await moves(() =>
        db.updateTable('directories').set({ contents_stamp: 99 }).where('id', '=', project.id).execute(),
      ),
    ).toBe(false);
    expect(await moves(() => db.deleteFrom('pins').where('directory_id', '=', project.id).execute())).toBe(true);
  });

  it('moves on PostgreSQL at commit, once per transaction', async ({ skip }) => {
    if (!postgres()) skip('PostgreSQL counts at commit; SQLite has one writer and counts in the transaction');
    const project = await seedDirectory(server.app.db);
    const before = await stamp();
    await server.app.db.transaction().execute(async (trx) => {
      await seedDirectory(trx, { parent: project });
      await seedDirectory(trx, { parent: project });
      expect(await stamp()).toBe(before);
    });
    expect(await stamp()).toBe(before + 1);
  });
});

describe('safe reads after a change written by another process', () => {
  it('show a group given and taken away at once', async () => {
    const project = await seedDirectory(server.app.db);
    const section = await seedDirectory(server.app.db, { parent: project });
    expectProblem(await get(OUTSIDER, `/v1/directories/${section.id}`), 404, ProblemCode.NotFound);
    const groupId = await grantGroup(server.app.db, { directoryIds: [section.id], members: [OUTSIDER] });
    expect((await get(OUTSIDER, `/v1/directories/${section.id}`)).statusCode).toBe(200);
    await server.app.db.deleteFrom('security_group_members').where('group_id', '=', groupId).execute();
    expectProblem(await get(OUTSIDER, `/v1/directories/${section.id}`), 404, ProblemCode.NotFound);
  });

  it('show a rename, a new child and a pin in the next load', async () => {
    const project = await seedDirectory(server.app.db, { name: 'Проект' });
    const section = await seedDirectory(server.app.db, { parent: project, name: 'Раздел' });
    expect((await load(ADMIN, section.id)).ancestors[0]?.name).toBe('Проект');
    await server.app.db.updateTable('directories').set({ name: 'Объект' }).where('id', '=', project.id).execute();
    const child = await seedDirectory(server.app.db, { parent: section, name: 'Узлы' });
    const loaded = await load(ADMIN, section.id);
    expect(loaded.ancestors[0]?.name).toBe('Объект');
    expect(loaded.childrenDirectories.map((directory) => directory.id)).toEqual([child.id]);
    await server.app.db
      .insertInto('pins')
      .values({ account_id: ADMIN.id, directory_id: child.id, pinned: 1, priority: 1, short_name: null })
      .execute();
    expect((await load(ADMIN, section.id)).childrenDirectories[0]?.isPinned).toBe(true);
  });

  it('refuse an account disabled since its last request', async () => {
    const account: TestAccount = { id: 'c3000000-0000-4000-8000-0000000000a8', name: 'Орлова Мария', roles: ['user'] };
    await registerAccounts(server.app.db, [
      { id: account.id, displayName: account.name, email: `${account.id.slice(-4)}@sevkvartal.ru`, roles: [] },
    ]);
    const project = await seedDirectory(server.app.db);
    await grantGroup(server.app.db, { directoryIds: [project.id], members: [account] });
    expect((await get(account, `/v1/directories/${project.id}`)).statusCode).toBe(200);
    await server.app.db
      .updateTable('accounts')
      .set({ status: UserStatus.Disabled })
      .where('id', '=', account.id)
      .execute();
    expectProblem(await get(account, `/v1/directories/${project.id}`), 403, ProblemCode.DisabledUser);
  });

  it('hide a directory deleted since the last load', async () => {
    const project = await seedDirectory(server.app.db);
    const section = await seedDirectory(server.app.db, { parent: project });
    await load(ADMIN, section.id);
    await server.app.db
      .updateTable('directories')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', project.id)
      .execute();
    expectProblem(await get(ADMIN, `/v1/directories/${section.id}/fetch`), 404, ProblemCode.NotFound);
  });
});
