import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
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
}
