import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventType } from '../../codegen/model/eventType';
import type { Notification } from '../../codegen/model/notification';
import { getNotifications200Response } from '../../codegen/zod/notifications/notifications.zod';
import { recordEvent } from '../src/repositories/events.repository';
import { dispatchPendingEvents } from '../src/services/event-dispatch.service';
import {
  addNotes,
  addVersion,
  agreeRequest,
  commentRequest,
  disagreeRequest,
  freshDocument,
} from './document-actions-helpers';
import { createThroughApi, expectProblem, type TestServer, uniqueName } from './directory-helpers';
import { folderForm, uploadFolderRequest } from './folder-upload-helpers';
import { moved } from './move-helpers';
import { ADMIN, grantGroup, startTestServer, STAFF, type TestAccount } from './test-server';
import { deleteDirectory, deleteDocuments, deleteForGoodRequest, freshUser } from './trash-helpers';

/**
 * Subscriptions that deliver (docs/notifications.md): every event type reaches a subscriber of the directory or, unless
 * `self`, of an ancestor; never the actor; only what the subscriber may see; «once only» ends with its first delivery.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

async function notificationsOf(account: TestAccount, query = ''): Promise<Notification[]> {
  await server.app.live.settled();
  const response = await server.call(account, { method: 'GET', url: `/v1/notifications?pageSize=100${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return getNotifications200Response.parse(response.json()).data.notifications;
}

async function subscribe(account: TestAccount, directoryId: string, type: number, options = {}) {
  const response = await server.call(account, {
    method: 'POST',
    url: `/v1/directories/${directoryId}/listeners`,
    payload: { type, ...options },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** A project the actor and the subscriber both work in: «ЖК …» / «Рабочая документация» / «АР». */
async function sharedProject(...subscribers: TestAccount[]) {
  const top = await createThroughApi(server, uniqueName('ЖК «Северный квартал»'), null);
  await grantGroup(server.app.db, { directoryIds: [top.id], members: [...subscribers, STAFF] });
  const working = await createThroughApi(server, 'Рабочая документация', top.id);
  const architecture = await createThroughApi(server, 'АР — Архитектурные решения', working.id);
  return { top, working, architecture };
}

async function ok(response: Promise<{ statusCode: number; body: string }>, status: number) {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(status);
}

describe('notifications of every event type', () => {
  it('delivers each of the 17 types to a subscriber of an ancestor that monitors nested events', async () => {
    const subscriber = freshUser('Подписчик Всех Событий');
    const { top, working, architecture } = await sharedProject(subscriber);
    const listenAll = await server.call(subscriber, {
      method: 'POST',
      url: `/v1/directories/${top.id}/listeners/listen-all`,
      payload: { once: false, self: false },
    });
    expect(listenAll.statusCode, listenAll.body).toBe(200);

    const created = await createThroughApi(server, 'Новый раздел', architecture.id, { account: STAFF }); // 1
    await ok(
      uploadFolderRequest(server, STAFF, folderForm(architecture.id, 'Обмеры', [{ path: 'Обмеры/а.pdf' }])),
      200,
    ); // 2
    await ok(
      server.call(STAFF, { method: 'PUT', url: `/v1/directories/${created.id}/rename`, payload: { name: 'Раздел' } }),
      200,
    ); // 4
    const plan = await freshDocument(server, architecture.id, { name: 'План.pdf' }); // 6
    await ok(
      server.call(STAFF, { method: 'PUT', url: `/v1/documents/${plan.id}`, payload: { name: 'План 1.pdf' } }),
      200,
    ); // 8
    await addVersion(server, plan.id, '%PDF-1.7 вторая'); // 9
    await ok(server.call(STAFF, { method: 'GET', url: `/v1/documents/${plan.id}/versions/1/download` }), 200); // 10
    const [note] = await addNotes(server, plan.id, ['Уточнить отметки']); // 13, 17
    await ok(commentRequest(server, plan.id, note?.id ?? '', { comment: 'Уточнено' }), 201); // 14
    await ok(
      server.call(STAFF, { method: 'POST', url: `/v1/documents/${plan.id}/notes/${note?.id ?? ''}/toggle` }),
      200,
    );
    await ok(agreeRequest(server, plan.id), 200); // 11, 17
    await ok(disagreeRequest(server, plan.id), 200); // 12
    await moved(server, STAFF, architecture.id, working.id, { directoryIds: [created.id] }); // 5
    await ok(server.call(STAFF, { method: 'GET', url: `/v1/directories/${working.id}/fetch` }), 200); // 16
    const gone = await freshDocument(server, architecture.id, { name: 'Черновик.pdf' });
    await deleteDocuments(server, STAFF, [gone.id]); // 7
    await ok(deleteForGoodRequest(server, STAFF, [gone.id]), 204); // 15
    await deleteDirectory(server, STAFF, created.id); // 3

    const received = await notificationsOf(subscriber);
    const types = new Set(received.map((notification) => notification.eventType));
    expect([...types].sort((a, b) => a - b)).toEqual(Object.values(EventType).sort((a, b) => a - b));
    expect(received.every((notification) => notification.actorId === STAFF.id)).toBe(true);
    const uploads = received.filter((notification) => notification.eventType === EventType.UploadDocument);
    expect(uploads.map((notification) => notification.itemName)).toEqual(['Черновик.pdf', 'План.pdf', 'а.pdf']);
    expect(uploads[1]).toMatchObject({
      actorName: STAFF.name,
      directoryId: architecture.id,
      directoryName: 'АР — Архитектурные решения',
      itemName: 'План.pdf',
      readAt: null,
    });
    const newDirectory = received.find(
      (notification) =>
        notification.eventType === EventType.CreateDirectory && notification.itemName === 'Новый раздел',
    );
    expect(newDirectory).toMatchObject({ directoryId: architecture.id, documentId: null });
    // The actor is told nothing of its own actions.
    expect(await notificationsOf(STAFF)).toEqual([]);
  });
});

describe('matching', () => {
  it('keeps a «self» subscription to its own directory, and a nested one to the subtree', async () => {
    const selfish = freshUser('Только Свой Каталог');
    const nested = freshUser('Весь Подкаталог');
    const { working, architecture } = await sharedProject(selfish, nested);
    await subscribe(selfish, working.id, EventType.UploadDocument, { self: true });
    await subscribe(nested, working.id, EventType.UploadDocument, { self: false });

    await freshDocument(server, architecture.id, { name: 'Вложенный.pdf' });
    await freshDocument(server, working.id, { name: 'Свой.pdf' });

    expect((await notificationsOf(selfish)).map((n) => n.itemName)).toEqual(['Свой.pdf']);
    expect((await notificationsOf(nested)).map((n) => n.itemName).sort()).toEqual(['Вложенный.pdf', 'Свой.pdf']);
  });

  it('ends a «once only» subscription with its first delivery', async () => {
    const once = freshUser('Один Раз');
    const { architecture } = await sharedProject(once);
    await subscribe(once, architecture.id, EventType.UploadDocument, { once: true });
    await freshDocument(server, architecture.id, { name: 'Первый.pdf' });
    await freshDocument(server, architecture.id, { name: 'Второй.pdf' });

    expect((await notificationsOf(once)).map((n) => n.itemName)).toEqual(['Первый.pdf']);
    const listeners = await server.call(once, { method: 'GET', url: `/v1/directories/${architecture.id}/listeners` });
    expect(listeners.json()).toEqual({ data: [] });
  });

  it('ends a «once only» subscription within one dispatch of a burst too', async () => {
    const once = freshUser('Один Раз Из Пачки');
    const { architecture } = await sharedProject(once);
    await subscribe(once, architecture.id, EventType.CreateDirectory, { once: true });
    await server.app.live.settled();
    // Logged straight into the log, as one transaction's burst: the next dispatch takes both at once.
    for (const name of ['Первый', 'Второй'])
      await recordEvent(server.app.db, {
        type: EventType.CreateDirectory,
        accountId: STAFF.id,
        directoryId: randomUUID(),
        details: { name, parentId: architecture.id },
      });
    await dispatchPendingEvents(server.app.db, new Date());

    // Events of the same millisecond have no order between them: either one, but only one.
    expect(await notificationsOf(once)).toHaveLength(1);
  });

  it('tells nobody of what they may not see, and only the type subscribed', async () => {
    const outsider = freshUser('Посторонний');
    const { top, architecture } = await sharedProject(freshUser());
    // The outsider sees the project's top only: its subscription there may not reach into «АР».
    const points = await server.app.db
      .selectFrom('security_points')
      .select('group_id')
      .where('owner_id', '=', top.id)
      .execute();
    expect(points.length).toBeGreaterThan(0);
    const outsiderGroup = await grantGroup(server.app.db, { directoryIds: [], members: [outsider] });
    await server.app.db
      .insertInto('security_points')
      .values({
        owner_id: top.id,
        owner_kind: 'directory',
        group_id: outsiderGroup,
        created_at: new Date().toISOString(),
      })
      .execute();
    const hidden = await createThroughApi(server, 'Закрытый раздел', architecture.id, { account: ADMIN });
    await grantGroup(server.app.db, { directoryIds: [hidden.id], members: [STAFF] });
    await subscribe(outsider, top.id, EventType.UploadDocument);
    await subscribe(outsider, top.id, EventType.RenameDocument);

    await freshDocument(server, hidden.id, { name: 'Закрытый.pdf' });
    const visible = await freshDocument(server, architecture.id, { name: 'Открытый.pdf' });
    await addVersion(server, visible.id, '%PDF-1.7 версия');

    const received = await notificationsOf(outsider);
    expect(received.map((n) => [n.eventType, n.itemName])).toEqual([[EventType.UploadDocument, 'Открытый.pdf']]);
  });
});

describe('GET /v1/notifications, POST …/read, POST …/read-all', () => {
  it('pages newest first, counts the unread, and marks read one or all', async () => {
    const reader = freshUser('Читатель Уведомлений');
    const { architecture } = await sharedProject(reader);
    await subscribe(reader, architecture.id, EventType.UploadDocument);
    for (const name of ['1.pdf', '2.pdf', '3.pdf']) await freshDocument(server, architecture.id, { name });
    await server.app.live.settled();

    const page = await server.call(reader, { method: 'GET', url: '/v1/notifications?pageSize=2' });
    const { data } = getNotifications200Response.parse(page.json());
    expect(data.notifications.map((n) => n.itemName)).toEqual(['3.pdf', '2.pdf']);
    expect(data).toMatchObject({ totalPages: 2, unreadCount: 3 });

    const first = data.notifications[0]?.id ?? '';
    await ok(server.call(reader, { method: 'POST', url: `/v1/notifications/${first}/read` }), 204);
    await ok(server.call(reader, { method: 'POST', url: `/v1/notifications/${first}/read` }), 204);
    const unread = await notificationsOf(reader, '&unreadOnly=true');
    expect(unread.map((n) => n.itemName)).toEqual(['2.pdf', '1.pdf']);

    // Another account's notification is one that does not exist.
    expectProblem(
      await server.call(STAFF, { method: 'POST', url: `/v1/notifications/${first}/read` }),
      404,
      'NotFound',
    );
    expectProblem(
      await server.call(reader, { method: 'POST', url: `/v1/notifications/${randomUUID()}/read` }),
      404,
      'NotFound',
    );

    await ok(server.call(reader, { method: 'POST', url: '/v1/notifications/read-all' }), 204);
    const all = await notificationsOf(reader);
    expect(all.every((n) => n.readAt !== null)).toBe(true);
  });
});
