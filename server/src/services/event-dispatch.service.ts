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
import { accessOfStoredAccount } from './access.service';
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
async function recipients(
  trx: Trx,
  event: LoggedEvent,
  scope: EventScope,
  chain: readonly string[],
  factsOf: (accountId: string) => Promise<AccessFacts>,
) {
  const listeners = await matchingListeners(trx, event, chain);
  const accountIds = [...new Set(listeners.map((listener) => listener.account_id))];
  if (accountIds.length === 0) return { accounts: [], onceListenerIds: [] };
  const accounts = await trx
    .selectFrom('accounts')
    .select(['id', 'email', 'status', 'disable_email_notifications'])
    .where('id', 'in', accountIds)
    .where('status', '!=', UserStatus.Disabled)
    .execute();
  const subjectChain =
    scope.subject.kind === 'directory'
      ? ((await directoryChains(trx, [scope.subject.id])).get(scope.subject.id) ?? [...chain, scope.subject.id])
      : chain;
  const seeing = [];
  for (const account of accounts) if (canSee(await factsOf(account.id), subjectChain)) seeing.push(account);
  const delivered = new Set(seeing.map((account) => account.id));
  return {
    accounts: seeing,
    onceListenerIds: listeners
      .filter((listener) => listener.once === 1 && delivered.has(listener.account_id))
      .map((listener) => listener.id),
  };
}

async function notificationsOf(
  trx: Trx,
  event: LoggedEvent,
  factsOf: (accountId: string) => Promise<AccessFacts>,
): Promise<{ rows: Insertable<NotificationTable>[]; onceListenerIds: string[] }> {
  const scope = scopeOfEvent(event);
  if (!scope?.directoryId) return { rows: [], onceListenerIds: [] };
  const chain = (await directoryChains(trx, [scope.directoryId])).get(scope.directoryId);
  if (!chain) return { rows: [], onceListenerIds: [] };
  const { accounts, onceListenerIds } = await recipients(trx, event, scope, chain, factsOf);
  if (accounts.length === 0) return { rows: [], onceListenerIds };
  const [actor, directory, itemName] = await Promise.all([
    trx.selectFrom('accounts').select('display_name').where('id', '=', event.accountId).executeTakeFirst(),
    trx.selectFrom('directories').select('name').where('id', '=', scope.directoryId).executeTakeFirst(),
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
  // Every answered request nudges: most find nothing, and a read (the partial index of 0014) takes no write lock.
  const waiting = await db.selectFrom('events').select('id').where('dispatched_at', 'is', null).limit(1).execute();
  if (waiting.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const events = await claimEvents(trx, now.toISOString(), limit);
    const facts = new Map<string, Promise<AccessFacts>>();
    const factsOf = (accountId: string) => {
      let found = facts.get(accountId);
      if (!found) {
        found = accessOfStoredAccount(trx, accountId).then((stored) => stored.facts);
        facts.set(accountId, found);
      }
      return found;
    };
    for (const event of events) {
      const { rows, onceListenerIds } = await notificationsOf(trx, event, factsOf);
      await insertNotifications(trx, rows);
      if (onceListenerIds.length > 0) await trx.deleteFrom('listeners').where('id', 'in', onceListenerIds).execute();
    }
    return events;
  });
}
