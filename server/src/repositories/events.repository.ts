import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { EventType } from '../../../codegen/model/eventType';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

export interface RecordedEvent {
  type: EventType;
  accountId: string;
  directoryId?: string | null;
  documentId?: string | null;
  /** What else the listeners and statistics will want: names, targets, version index. */
  details?: Record<string, unknown>;
}

let appended = 0;

/**
 * How many events this process has appended so far (committed or not): an answered request nudges the notification
 * pump only when the count moved while it ran (realtime/live.ts), instead of making every read ask the database.
 */
export const eventsAppended = (): number => appended;

/**
 * Appends to the event log (explorer.md §3 event types 1–17): who did what, when and where. Call it inside the
 * transaction of the action, so that an action and its event are stored together or not at all.
 */
export async function recordEvent(db: Db | Transaction<Database>, event: RecordedEvent): Promise<void> {
  await db
    .insertInto('events')
    .values({
      id: randomUUID(),
      type: event.type,
      account_id: event.accountId,
      directory_id: event.directoryId ?? null,
      document_id: event.documentId ?? null,
      details: JSON.stringify(event.details ?? {}),
      created_at: new Date().toISOString(),
    })
    .execute();
  appended += 1;
}

/**
 * Appends the event unless the same account already has one of the same type on the same directory recorded at or
 * after `since`: repeated actions within a window count once (directory loads, directory-load.service.ts). One
 * statement, INSERT … SELECT … WHERE NOT EXISTS, so that on SQLite (one writer at a time) a burst of concurrent
 * requests writes exactly one row; on PostgreSQL two requests in the very same instant may both write, which is
 * harmless for a log that only has to stop growing by one row per request. Each value is cast so that PostgreSQL knows
 * its type in a select without a table. Answers whether the event was written; `at` is its time.
 */
export async function recordEventUnlessSince(
  db: Db | Transaction<Database>,
  event: RecordedEvent & { directoryId: string },
  since: string,
  at: string = new Date().toISOString(),
): Promise<boolean> {
  const text = (value: string | null) => sql<string>`cast(${value} as text)`;
  const result = await db
    .insertInto('events')
    .columns(['id', 'type', 'account_id', 'directory_id', 'document_id', 'details', 'created_at'])
    .expression(
      db
        .selectNoFrom([
          text(randomUUID()).as('id'),
          sql<number>`cast(${event.type} as integer)`.as('type'),
          text(event.accountId).as('account_id'),
          text(event.directoryId).as('directory_id'),
          text(event.documentId ?? null).as('document_id'),
          text(JSON.stringify(event.details ?? {})).as('details'),
          text(at).as('created_at'),
        ])
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('events')
                .select('id')
                .where('account_id', '=', event.accountId)
                .where('directory_id', '=', event.directoryId)
                .where('type', '=', event.type)
                .where('created_at', '>=', since),
            ),
          ),
        ),
    )
    .executeTakeFirst();
  const written = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  if (written) appended += 1;
  return written;
}
