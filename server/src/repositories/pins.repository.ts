import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { toPinRecord, type PinRecord } from '../mappers/directory.mapper';

type Executor = Db | Transaction<Database>;

/** The default place of a new pin: last (explorer.md §9). */
export const DEFAULT_PIN_PRIORITY = -1;

/** Every pin of the account (a handful), by directory id. */
export async function pinsOfAccount(db: Executor, accountId: string): Promise<Map<string, PinRecord>> {
  const rows = await db.selectFrom('pins').selectAll().where('account_id', '=', accountId).execute();
  return new Map(rows.map((row) => [row.directory_id, toPinRecord(row)]));
}

/** The account's pins of the given directories, by directory id. */
export async function pinsOf(
  db: Executor,
  accountId: string,
  directoryIds: readonly string[],
): Promise<Map<string, PinRecord>> {
  if (directoryIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('pins')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('directory_id', 'in', [...new Set(directoryIds)])
    .execute();
  return new Map(rows.map((row) => [row.directory_id, toPinRecord(row)]));
}

/** Pins: a first pin takes the default priority, a pin again after unpinning keeps priority and short name. */
export async function pin(db: Executor, accountId: string, directoryId: string): Promise<void> {
  await db
    .insertInto('pins')
    .values({
      account_id: accountId,
      directory_id: directoryId,
      pinned: 1,
      priority: DEFAULT_PIN_PRIORITY,
      short_name: null,
    })
    .onConflict((conflict) => conflict.columns(['account_id', 'directory_id']).doUpdateSet({ pinned: 1 }))
    .execute();
}

/** Unpins, keeping the row so that priority and short name stay; a directory never pinned is left alone. */
export async function unpin(db: Executor, accountId: string, directoryId: string): Promise<void> {
  await db
    .updateTable('pins')
    .set({ pinned: 0 })
    .where('account_id', '=', accountId)
    .where('directory_id', '=', directoryId)
    .execute();
}

/** Unpins a directory the structure pins for everybody: the account's row says it does not want it, from now on. */
export async function unpinForAccount(db: Executor, accountId: string, directoryId: string): Promise<void> {
  await db
    .insertInto('pins')
    .values({
      account_id: accountId,
      directory_id: directoryId,
      pinned: 0,
      priority: DEFAULT_PIN_PRIORITY,
      short_name: null,
    })
    .onConflict((conflict) => conflict.columns(['account_id', 'directory_id']).doUpdateSet({ pinned: 0 }))
    .execute();
}
