import type { Db } from '../db/database';
import { canSee, type Chain } from '../policies/access.policy';
import { directoryChains, documentChains } from '../repositories/access.repository';
import { notificationsOfEvent, toNotification } from '../repositories/notifications.repository';
import { storedAccessReader } from '../services/access.service';
import { toLoggedEvent } from '../services/event-dispatch.service';
import { changeOfEvent, type ExplorerChange } from './explorer-change';
import type { LiveMessage } from './live-bus';

/** What delivery needs of a hub connection (signalr-hub.ts). */
export interface LiveConnection {
  account: { id: string };
  send(target: string, ...args: unknown[]): void;
}

/** The hub's events (openapi/explorer-hub.md). */
export const HubEvent = {
  ExplorerChanged: 'ExplorerChanged',
  NotificationReceived: 'NotificationReceived',
  NotificationsChanged: 'NotificationsChanged',
} as const;

/** Where the changed element is, for deciding who sees it: its own chain, or its directory's once it is gone. */
async function chainOfChange(db: Db, change: ExplorerChange): Promise<Chain> {
  const own =
    change.elementType === 'Document'
      ? (await documentChains(db, [change.elementId])).get(change.elementId)
      : (await directoryChains(db, [change.elementId])).get(change.elementId);
  if (own) return own;
  if (!change.directoryId) return [];
  return (await directoryChains(db, [change.directoryId])).get(change.directoryId) ?? [];
}

/**
 * Sends one bus message to this process's connections: explorer changes to every account that may see the element
 * (docs/access-control.md; a deleted element's place decides), notifications to their own account only.
 */
export async function deliverLiveMessage(
  db: Db,
  connections: readonly LiveConnection[],
  message: LiveMessage,
): Promise<void> {
  if (connections.length === 0 || message.kind === 'draft') return;
  if (message.kind === 'account') {
    for (const connection of connections)
      if (connection.account.id === message.accountId) connection.send(HubEvent.NotificationsChanged);
    return;
  }
  const factsOf = storedAccessReader(db);
  const sendChange = async (change: ExplorerChange, onlyAccountId?: string) => {
    const chain = await chainOfChange(db, change);
    for (const connection of connections) {
      if (onlyAccountId !== undefined && connection.account.id !== onlyAccountId) continue;
      if (canSee(await factsOf(connection.account.id), chain)) connection.send(HubEvent.ExplorerChanged, change);
    }
  };
  if (message.kind === 'change') {
    await sendChange(message.change, message.onlyAccountId);
    return;
  }
  const rows = await db.selectFrom('events').selectAll().where('id', 'in', message.eventIds).execute();
  const accountIds = [...new Set(connections.map((connection) => connection.account.id))];
  for (const event of rows.map(toLoggedEvent).sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const change = changeOfEvent(event);
    if (change) await sendChange(change);
    for (const row of await notificationsOfEvent(db, event.id, accountIds)) {
      const notification = toNotification(row);
      for (const connection of connections)
        if (connection.account.id === row.account_id) connection.send(HubEvent.NotificationReceived, notification);
    }
  }
}
