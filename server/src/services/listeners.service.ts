import type { DirectoryListener } from '../../../codegen/model/directoryListener';
import { EventType } from '../../../codegen/model/eventType';
import type { Db } from '../db/database';
import type { RequestAccount } from '../plugins/auth';
import { notFound } from '../problem';
import {
  deleteListener,
  deleteListeners,
  insertListeners,
  listListeners,
  type ListenerOptions,
} from '../repositories/listeners.repository';
import { liveDirectoryOrNotFound } from './directory-views.service';

/** Every event type, 1–17, in order: what MarkAll subscribes to. */
const ALL_EVENT_TYPES: readonly EventType[] = Object.values(EventType);

/**
 * Notification subscriptions are the account's own, per visible directory (explorer.md §2–§4): nobody sees, changes or
 * even finds another account's. Any signed-in account may subscribe, top-level directories included: the contract
 * documents no refusal for them (the panel's «only directories with a parent» of explorer.md §6 is the UI's).
 */
export async function listDirectoryListeners(
  db: Db,
  account: RequestAccount,
  directoryId: string,
): Promise<DirectoryListener[]> {
  await liveDirectoryOrNotFound(db, directoryId);
  return listListeners(db, account.id, directoryId);
}

/**
 * Ticks one event type. A type already ticked is answered with its existing subscription, unchanged: the contract has
 * no conflict for this call, and a second tick (a double click, two tabs) means the same subscription.
 */
export async function createDirectoryListener(
  db: Db,
  account: RequestAccount,
  directoryId: string,
  type: EventType,
  options: ListenerOptions,
): Promise<DirectoryListener> {
  return db.transaction().execute(async (trx) => {
    await liveDirectoryOrNotFound(trx, directoryId);
    await insertListeners(trx, account.id, directoryId, [type], options);
    const listener = (await listListeners(trx, account.id, directoryId)).find((item) => item.type === type);
    if (!listener) throw new Error('The subscription was not stored.');
    return listener;
  });
}

/** Unticks: removes one of the account's subscriptions; another account's, or another directory's, is not found. */
export async function removeDirectoryListener(
  db: Db,
  account: RequestAccount,
  directoryId: string,
  listenerId: string,
): Promise<void> {
  await liveDirectoryOrNotFound(db, directoryId);
  if (!(await deleteListener(db, account.id, directoryId, listenerId)))
    throw notFound('The subscription was not found.');
}

/** Reset: removes every subscription of the account in the directory (none is fine). */
export async function resetDirectoryListeners(db: Db, account: RequestAccount, directoryId: string): Promise<void> {
  await liveDirectoryOrNotFound(db, directoryId);
  await deleteListeners(db, account.id, directoryId);
}

/**
 * MarkAll: subscribes to every type not yet subscribed with the options given (those already ticked keep theirs;
 * nothing is written when all are on) and answers the full list.
 */
export async function listenToAllEvents(
  db: Db,
  account: RequestAccount,
  directoryId: string,
  options: ListenerOptions,
): Promise<DirectoryListener[]> {
  return db.transaction().execute(async (trx) => {
    await liveDirectoryOrNotFound(trx, directoryId);
    const subscribed = new Set((await listListeners(trx, account.id, directoryId)).map((listener) => listener.type));
    const missing = ALL_EVENT_TYPES.filter((type) => !subscribed.has(type));
    await insertListeners(trx, account.id, directoryId, missing, options);
    return listListeners(trx, account.id, directoryId);
  });
}
