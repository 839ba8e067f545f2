import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { EventType } from '../../../codegen/model/eventType';
import { UserStatus } from '../../../codegen/model/userStatus';
import type { Db } from '../db/database';
import type { NotificationTable } from '../db/notifications.schema';
import type { Database, EventTable } from '../db/schema';
import { canSee, type AccessFacts } from '../policies/access.policy';
import { directoryChains } from '../repositories/access.repository';
import { insertNotifications } from '../repositories/notifications.repository';
import { storedAccessReader } from './access.service';
import { scopeOfEvent, type EventScope, type LoggedEvent } from './event-scope';

type Trx = Transaction<Database>;

export function toLoggedEvent(row: Selectable<EventTable>): LoggedEvent {
  let details: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.details);
    if (typeof parsed === 'object' && parsed !== null) details = parsed as Record<string, unknown>;
  } catch {
    // A log row of another writer with broken details still notifies, with the names looked up instead.
  }
  return {
    id: row.id,
    type: row.type as EventType,
    accountId: row.account_id,
    directoryId: row.directory_id,
    documentId: row.document_id,
    details,
    createdAt: row.created_at,
  };
}

/**
 * Claims up to `limit` events nobody has dispatched yet, oldest first. The update re-checks `dispatched_at`, so that of
 * two processes claiming at once (PostgreSQL) each event goes to exactly one.
 */
async function claimEvents(trx: Trx, at: string, limit: number): Promise<LoggedEvent[]> {
  const rows = await trx
    .updateTable('events')
    .set({ dispatched_at: at })
    .where('dispatched_at', 'is', null)
    .where('id', 'in', (eb) =>
      eb.selectFrom('events').select('id').where('dispatched_at', 'is', null).orderBy('created_at').limit(limit),
    )
    .returningAll()
    .execute();
  return rows.map(toLoggedEvent).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * The subscriptions an event matches: its type, on the directory it happened in, or on an ancestor when they monitor
 * nested events (not `self`); never the acting account's own (you know what you did, docs/notifications.md).
 */
/**
 * What one dispatch run reads once for all its events: a burst (a 1,000-file upload) asks the same questions of the
 * same directories, subscriptions and accounts a thousand times. Lives for one transaction, so it never outlives a
 * change; the subscriptions a «once only» delivery ended are left out of what was read before.
 */
class DispatchBatch {
  private readonly answers = new Map<string, Promise<unknown>>();
  readonly endedListenerIds = new Set<string>();
  readonly factsOf: (accountId: string) => Promise<AccessFacts>;

  constructor(readonly trx: Trx) {
    this.factsOf = storedAccessReader(trx);
  }

  remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    let answer = this.answers.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = load();
      this.answers.set(key, answer);
    }
    return answer;
  }

  chainOf(directoryId: string): Promise<string[] | undefined> {
    return this.remember(`chain:${directoryId}`, async () =>
      (await directoryChains(this.trx, [directoryId])).get(directoryId),
    );
  }
}

async function matchingListeners(trx: Trx, event: LoggedEvent, chain: readonly string[]) {
  const directoryId = chain.at(-1);
  if (!directoryId) return [];
  const ancestors = chain.slice(0, -1);
  return trx
    .selectFrom('listeners')
    .select(['id', 'account_id', 'once'])
    .where('type', '=', event.type)
    .where('account_id', '!=', event.accountId)
    .where((eb) =>
      eb.or([
        eb('directory_id', '=', directoryId),
        ...(ancestors.length > 0 ? [eb.and([eb('directory_id', 'in', ancestors), eb('self', '=', 0)])] : []),
      ]),
    )
    .execute();
}

async function nameOf(trx: Trx, scope: EventScope): Promise<string> {
  if (scope.itemName) return scope.itemName;
  const table = scope.subject.kind === 'document' ? 'documents' : 'directories';
  const row = await trx.selectFrom(table).select('name').where('id', '=', scope.subject.id).executeTakeFirst();
  return row?.name ?? '';
}

/** Who gets a notification of the event: matched, enabled, and allowed to see the element (docs/access-control.md). */
async function recipients(batch: DispatchBatch, event: LoggedEvent, scope: EventScope, chain: readonly string[]) {
  const { trx } = batch;
  const listeners = (
    await batch.remember(`listeners:${String(event.type)}:${event.accountId}:${chain.join('/')}`, () =>
      matchingListeners(trx, event, chain),
    )
  ).filter((listener) => !batch.endedListenerIds.has(listener.id));
  const accountIds = [...new Set(listeners.map((listener) => listener.account_id))].sort();
  if (accountIds.length === 0) return { accounts: [], onceListenerIds: [] };
  const accounts = await batch.remember(`accounts:${accountIds.join(',')}`, () =>
    trx
      .selectFrom('accounts')
      .select(['id', 'email', 'status', 'disable_email_notifications'])
      .where('id', 'in', accountIds)
      .where('status', '!=', UserStatus.Disabled)
      .execute(),
  );
  const subjectChain =
    scope.subject.kind === 'directory'
      ? ((await batch.chainOf(scope.subject.id)) ?? [...chain, scope.subject.id])
      : chain;
  const seeing = [];
  for (const account of accounts) if (canSee(await batch.factsOf(account.id), subjectChain)) seeing.push(account);
  const delivered = new Set(seeing.map((account) => account.id));
  return {
    accounts: seeing,
    onceListenerIds: listeners
      .filter((listener) => listener.once === 1 && delivered.has(listener.account_id))
      .map((listener) => listener.id),
  };
}

async function notificationsOf(
  batch: DispatchBatch,
  event: LoggedEvent,
): Promise<{ rows: Insertable<NotificationTable>[]; onceListenerIds: string[] }> {
  const { trx } = batch;
  const scope = scopeOfEvent(event);
  const directoryId = scope?.directoryId;
  if (!scope || !directoryId) return { rows: [], onceListenerIds: [] };
  const chain = await batch.chainOf(directoryId);
  if (!chain) return { rows: [], onceListenerIds: [] };
  const { accounts, onceListenerIds } = await recipients(batch, event, scope, chain);
  if (accounts.length === 0) return { rows: [], onceListenerIds };
  const [actor, directory, itemName] = await Promise.all([
    batch.remember(`actor:${event.accountId}`, () =>
      trx.selectFrom('accounts').select('display_name').where('id', '=', event.accountId).executeTakeFirst(),
    ),
    batch.remember(`name:${directoryId}`, () =>
      trx.selectFrom('directories').select('name').where('id', '=', directoryId).executeTakeFirst(),
    ),
    nameOf(trx, scope),
  ]);
  const rows = accounts.map((account) => ({
    id: randomUUID(),
    account_id: account.id,
    event_id: event.id,
    event_type: event.type,
    actor_id: event.accountId,
    actor_name: actor?.display_name ?? event.accountId,
    directory_id: scope.directoryId,
    directory_name: directory?.name ?? null,
    document_id: scope.subject.kind === 'document' ? scope.subject.id : null,
    item_name: itemName,
    created_at: event.createdAt,
    read_at: null,
    mail_pending: account.email && account.disable_email_notifications === 0 ? 1 : 0,
  }));
  return { rows, onceListenerIds };
}

/**
 * Matches the events nobody has dispatched yet against the subscriptions, in one transaction with their claim:
 * notifications are stored and «once only» subscriptions end together with the claim, or not at all. Answers the
 * events dispatched, for the live channel.
 */
export async function dispatchPendingEvents(db: Db, now: Date, limit = 200): Promise<LoggedEvent[]> {
  // A nudge may find nothing (another process took the events): a read (the partial index of 0014) takes no write lock.
  const waiting = await db.selectFrom('events').select('id').where('dispatched_at', 'is', null).limit(1).execute();
  if (waiting.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const events = await claimEvents(trx, now.toISOString(), limit);
    const batch = new DispatchBatch(trx);
    const rows: Insertable<NotificationTable>[] = [];
    for (const event of events) {
      const made = await notificationsOf(batch, event);
      rows.push(...made.rows);
      for (const id of made.onceListenerIds) batch.endedListenerIds.add(id);
    }
    // Several statements of at most 500 rows: PostgreSQL takes 65,535 parameters in one, SQLite 32,766.
    for (let start = 0; start < rows.length; start += 500)
      await insertNotifications(trx, rows.slice(start, start + 500));
    if (batch.endedListenerIds.size > 0)
      await trx
        .deleteFrom('listeners')
        .where('id', 'in', [...batch.endedListenerIds])
        .execute();
    return events;
  });
}
