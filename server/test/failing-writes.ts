import { sql } from 'kysely';
import type { Db } from '../src/db/database';
import type { BlobStorage } from '../src/storage/blob-storage';

/**
 * Makes every insert into the table fail (a trigger in the dialect of the test database), or stops that: a failure in
 * the middle of a transaction, to show that the transaction leaves nothing behind.
 */
export async function failInsertsInto(db: Db, table: 'events' | 'versions', on: boolean): Promise<void> {
  const trigger = sql.raw(`${table}_fail`);
  const target = sql.table(table);
  if (!process.env['TEST_DATABASE_URL']) {
    await (
      on
        ? sql`create trigger ${trigger} before insert on ${target} begin select raise(abort, 'disk full'); end`
        : sql`drop trigger ${trigger}`
    ).execute(db);
    return;
  }
  if (!on) {
    await sql`drop trigger ${trigger} on ${target}`.execute(db);
    await sql`drop function ${trigger}()`.execute(db);
    return;
  }
  await sql`create function ${trigger}() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`.execute(
    db,
  );
  await sql`create trigger ${trigger} before insert on ${target} for each row execute function ${trigger}()`.execute(
    db,
  );
}

/** Runs the check while inserts into the table fail, and lets them succeed again afterwards whatever happened. */
export async function whileInsertsFail<T>(db: Db, table: 'events' | 'versions', check: () => Promise<T>): Promise<T> {
  await failInsertsInto(db, table, true);
  try {
    return await check();
  } finally {
    await failInsertsInto(db, table, false);
  }
}

/** Runs the request while counting the blob writes it starts, to show that a cut came after files had been stored. */
export async function countingBlobWrites(storage: BlobStorage, request: () => Promise<unknown>): Promise<number> {
  const write = storage.write.bind(storage);
  let writes = 0;
  storage.write = (stream) => {
    writes += 1;
    return write(stream);
  };
  try {
    await request();
  } finally {
    storage.write = write;
  }
  return writes;
}
