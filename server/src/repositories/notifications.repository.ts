import type { Insertable, Selectable, Transaction } from 'kysely';
import type { EventType } from '../../../codegen/model/eventType';
import type { Notification } from '../../../codegen/model/notification';
import type { Db } from '../db/database';
import type { NotificationTable } from '../db/notifications.schema';
import type { Database } from '../db/schema';

type Executor = Db | Transaction<Database>;

export function toNotification(row: Selectable<NotificationTable>): Notification {
  return {
    id: row.id,
    eventType: row.event_type as EventType,
    actorId: row.actor_id,
    actorName: row.actor_name,
    directoryId: row.directory_id,
    directoryName: row.directory_name,
    documentId: row.document_id,
    itemName: row.item_name,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

/** Stores notifications; a second delivery of the same event to the same account (another process) is dropped. */
export async function insertNotifications(db: Executor, rows: readonly Insertable<NotificationTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('notifications')
    .values([...rows])
    .onConflict((conflict) => conflict.columns(['account_id', 'event_id']).doNothing())
    .execute();
}

export interface NotificationPageQuery {
  pageNumber: number;
  pageSize: number;
  unreadOnly: boolean;
}

/** One page of the account's notifications, newest first, with the total and unread counts. */
export async function notificationPage(db: Executor, accountId: string, query: NotificationPageQuery) {
  let base = db.selectFrom('notifications').where('account_id', '=', accountId);
  if (query.unreadOnly) base = base.where('read_at', 'is', null);
  const [rows, counts] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('notifications')
      .where('account_id', '=', accountId)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        eb.fn.count<number | string>('id').filterWhere('read_at', 'is', null).as('unread'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const total = query.unreadOnly ? Number(counts.unread) : Number(counts.total);
  return {
    notifications: rows.map(toNotification),
    totalPages: Math.ceil(total / query.pageSize),
    unreadCount: Number(counts.unread),
  };
}

/** Marks one of the account's notifications read; answers whether the account has it. */
export async function markRead(db: Executor, accountId: string, id: string, at: string): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('read_at')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return false;
  if (row.read_at === null)
    await db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('id', '=', id)
      .where('read_at', 'is', null)
      .execute();
  return true;
}

export async function markAllRead(db: Executor, accountId: string, at: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null)
    .execute();
}

/** The event's notifications for these accounts: what the live channel sends the accounts connected here. */
export async function notificationsOfEvent(
  db: Executor,
  eventId: string,
  accountIds: readonly string[],
): Promise<Selectable<NotificationTable>[]> {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('account_id', 'in', accountIds)
    .execute();
}
