import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventType } from '../../codegen/model/eventType';
import type { Notification } from '../../codegen/model/notification';
import type { ExplorerChange } from '../src/realtime/explorer-change';
import { EXPLORER_HUB_PATH } from '../src/realtime/live';
import { freshDocument } from './document-actions-helpers';
import { createThroughApi, type TestServer, uniqueName } from './directory-helpers';
import { grantGroup, startTestServer, STAFF, type TestAccount } from './test-server';
import { deleteDocuments, freshUser, restoreRequest } from './trash-helpers';

/**
 * The explorer hub against the server (openapi/explorer-hub.md), with the official SignalR client: changes reach the
 * accounts that may see them, notifications their own account only, pins the pinning account only.
 */
let server: TestServer;
let baseUrl = '';

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server.app.close();
});

interface Heard {
  connection: HubConnection;
  changes: ExplorerChange[];
  notifications: Notification[];
  /** Resolves once a change matching the predicate has arrived. */
  change(predicate: (change: ExplorerChange) => boolean): Promise<ExplorerChange>;
}

async function connect(account: TestAccount): Promise<Heard> {
  const token = await server.tokenFor(account);
  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl}${EXPLORER_HUB_PATH}`, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None)
    .build();
  const changes: ExplorerChange[] = [];
  const notifications: Notification[] = [];
  const waiting: { predicate: (change: ExplorerChange) => boolean; resolve: (change: ExplorerChange) => void }[] = [];
  connection.on('ExplorerChanged', (change: ExplorerChange) => {
    changes.push(change);
    for (const wait of waiting.filter((candidate) => candidate.predicate(change))) wait.resolve(change);
  });
  connection.on('NotificationReceived', (notification: Notification) => notifications.push(notification));
  await connection.start();
  return {
    connection,
    changes,
    notifications,
    change: (predicate) => {
      const found = changes.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiting.push({ predicate, resolve }));
    },
  };
}

/** Lets everything dispatched reach the sockets. */
async function delivered() {
  await server.app.live.settled();
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('the explorer hub', () => {
  it('sends a change to everyone who sees it, and the notification to its subscriber only', async () => {
    const colleague = freshUser('Коллега В Проекте');
    const stranger = freshUser('Чужой Проект');
    const top = await createThroughApi(server, uniqueName('ЖК «Северный квартал»'), null);
    await grantGroup(server.app.db, { directoryIds: [top.id], members: [colleague, STAFF] });
    const elsewhere = await createThroughApi(server, uniqueName('Другой объект'), null);
    await grantGroup(server.app.db, { directoryIds: [elsewhere.id], members: [stranger] });
    const subscribed = await server.call(colleague, {
      method: 'POST',
      url: `/v1/directories/${top.id}/listeners`,
      payload: { type: EventType.UploadDocument },
    });
    expect(subscribed.statusCode).toBe(201);
    const [heard, actor, outsider] = await Promise.all([connect(colleague), connect(STAFF), connect(stranger)]);
    try {
      const plan = await freshDocument(server, top.id, { name: 'План.pdf' });
      const created = (change: ExplorerChange) => change.elementId === plan.id && change.change === 'created';
      expect(await heard.change(created)).toMatchObject({
        elementType: 'Document',
        directoryId: top.id,
        eventType: EventType.UploadDocument,
        actorId: STAFF.id,
      });
      // The actor's own tabs follow too; the actor is not notified.
      await actor.change(created);
      await delivered();
      expect(heard.notifications.map((notification) => notification.itemName)).toEqual(['План.pdf']);
      expect(actor.notifications).toEqual([]);
      expect(outsider.changes).toEqual([]);

      await deleteDocuments(server, STAFF, [plan.id]);
      await heard.change((change) => change.elementId === plan.id && change.change === 'deleted');
      const restored = await restoreRequest(server, STAFF, { deletedElementIds: [plan.id] });
      expect(restored.statusCode, restored.body).toBe(204);
      expect(
        await heard.change((change) => change.elementId === plan.id && change.change === 'restored'),
      ).toMatchObject({ directoryId: top.id, eventType: null });
      await delivered();
      expect(outsider.changes).toEqual([]);
    } finally {
      await Promise.all([heard, actor, outsider].map((client) => client.connection.stop()));
    }
  });

  it('tells a pin switch to the pinning account alone', async () => {
    const colleague = freshUser('Коллега С Закладками');
    const top = await createThroughApi(server, uniqueName('ЖК «Северный квартал»'), null);
    await grantGroup(server.app.db, { directoryIds: [top.id], members: [colleague, STAFF] });
    const [own, other] = await Promise.all([connect(STAFF), connect(colleague)]);
    try {
      const pinned = await server.call(STAFF, { method: 'POST', url: `/v1/pinned-directories/${top.id}/pin` });
      expect(pinned.statusCode, pinned.body).toBe(200);
      expect(await own.change((change) => change.change === 'pinSwitched')).toMatchObject({ elementId: top.id });
      await delivered();
      expect(other.changes).toEqual([]);
    } finally {
      await Promise.all([own, other].map((client) => client.connection.stop()));
    }
  });

  it('refuses a connection without a valid token', async () => {
    const connection = new HubConnectionBuilder()
      .withUrl(`${baseUrl}${EXPLORER_HUB_PATH}`, {
        accessTokenFactory: () => 'not-a-token',
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    await expect(connection.start()).rejects.toThrow(/401/);
  });
});
