import { randomUUID } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { DirectoryListener } from '../../../codegen/model/directoryListener';
import type { EventType } from '../../../codegen/model/eventType';
import type { Db } from '../db/database';
import type { ListenerTable } from '../db/listeners.schema';
import type { Database } from '../db/schema';

type Executor = Db | Transaction<Database>;

/** The options of a new subscription. */
export interface ListenerOptions {
  once: boolean;
  self: boolean;
}

function toListener(row: Selectable<ListenerTable>): DirectoryListener {
  return {
    id: row.id,
    type: row.type as EventType,
    once: row.once === 1,
    self: row.self === 1,
    directoryId: row.directory_id,
  };
}

/** The account's subscriptions in the directory, by event type. */
export async function listListeners(
  db: Executor,
  accountId: string,
  directoryId: string,
): Promise<DirectoryListener[]> {
  const rows = await db
    .selectFrom('listeners')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('directory_id', '=', directoryId)
    .orderBy('type')
    .execute();
  return rows.map(toListener);
}

/** The account's subscription of this id in the directory; another account's or another directory's is not found. */
export async function findListener(
  db: Executor,
  accountId: string,
  directoryId: string,
  id: string,
): Promise<DirectoryListener | undefined> {
  const row = await db
    .selectFrom('listeners')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('directory_id', '=', directoryId)
    .executeTakeFirst();
  return row && toListener(row);
}

/**
 * Subscribes the account to the event types in the directory; a type already subscribed keeps its subscription as it
 * is (the unique key settles racing requests without an error).
 */
export async function insertListeners(
  db: Executor,
  accountId: string,
  directoryId: string,
  types: readonly EventType[],
  options: ListenerOptions,
): Promise<void> {
  if (types.length === 0) return;
  const createdAt = new Date().toISOString();
  await db
    .insertInto('listeners')
    .values(
      types.map((type) => ({
        id: randomUUID(),
        account_id: accountId,
        directory_id: directoryId,
        type,
        once: options.once ? 1 : 0,
        self: options.self ? 1 : 0,
        created_at: createdAt,
      })),
    )
    .onConflict((conflict) => conflict.columns(['account_id', 'directory_id', 'type']).doNothing())
    .execute();
}

/** Removes one subscription of the account in the directory; answers whether there was one. */
export async function deleteListener(
  db: Executor,
  accountId: string,
  directoryId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('listeners')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('directory_id', '=', directoryId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Removes every subscription of the account in the directory. */
export async function deleteListeners(db: Executor, accountId: string, directoryId: string): Promise<void> {
  await db
    .deleteFrom('listeners')
    .where('account_id', '=', accountId)
    .where('directory_id', '=', directoryId)
    .execute();
}
