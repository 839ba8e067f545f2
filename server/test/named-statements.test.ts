import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '../src/db/compiled-once';
import type { Db } from '../src/db/database';
import { prepareByName, withNamedStatements } from '../src/db/named-statements';
import type { Database } from '../src/db/schema';

/**
 * On PostgreSQL the statements compiled once (every request's access stamp, a directory's contents stamp) are
 * prepared by name on each connection, and run as before when a migration made a connection's plan outdated.
 */
const databaseUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(!databaseUrl)('named statements on PostgreSQL', () => {
  const table = `named_${randomUUID().replaceAll('-', '')}`;
  // One connection: the statements a test prepares are the ones it then finds.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
      (row) => row.statement,
    );

  beforeAll(async () => {
    await sql.raw(`create table ${table} (id text primary key, stamp integer not null)`).execute(db);
    await sql.raw(`insert into ${table} values ('a', 1), ('b', 2)`).execute(db);
  });
  afterAll(async () => {
    await sql.raw(`drop table if exists ${table}`).execute(db);
    await db.destroy();
  });

  const stampOf = compiledOnce((database: Db, id: string) =>
    database.selectNoFrom(sql<number>`(select stamp from ${sql.table(table)} where id = ${id})`.as('stamp')),
  );

  it('prepares a statement compiled once by name, once per connection, and runs it with each call’s values', async () => {
    expect(await stampOf(db, 'a')).toEqual([{ stamp: 1 }]);
    expect(await stampOf(db, 'b')).toEqual([{ stamp: 2 }]);
    const statements = (await prepared()).filter((statement) => statement.includes(table));
    expect(statements).toHaveLength(1);
    // Other statements are not kept.
    expect(await prepared()).not.toContain('select statement from pg_prepared_statements');
  });

  it('leaves texts not marked as they were', async () => {
    prepareByName('select 1 as marked');
    expect((await sql<{ unmarked: number }>`select 2 as unmarked`.execute(db)).rows).toEqual([{ unmarked: 2 }]);
    expect((await sql<{ marked: number }>`select 1 as marked`.execute(db)).rows).toEqual([{ marked: 1 }]);
    const statements = await prepared();
    expect(statements).toContain('select 1 as marked');
    expect(statements).not.toContain('select 2 as unmarked');
  });

  // Last: the connection runs everything unnamed afterwards.
  it('runs a statement unnamed once its prepared plan is outdated by a change of the table', async () => {
    await stampOf(db, 'a');
    await sql.raw(`alter table ${table} alter column stamp type text`).execute(db);
    expect(await stampOf(db, 'b')).toEqual([{ stamp: '2' }]);
    expect(await stampOf(db, 'a')).toEqual([{ stamp: '1' }]);
  });
});
