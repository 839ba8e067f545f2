import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventType } from '../../codegen/model/eventType';
import type { OutgoingMail } from '../src/plugins/mailer';
import { EVENT_NAMES } from '../src/services/notification-mail';
import { ruCommon } from '../../src/shared/i18n/locales/ru/common';
import { freshDocument } from './document-actions-helpers';
import { createThroughApi, type TestServer, uniqueName } from './directory-helpers';
import { grantGroup, startTestServer, STAFF, type TestAccount } from './test-server';
import { freshUser } from './trash-helpers';

/** E-mail digests (docs/notifications.md): a burst becomes one mail once its first notification is a minute old. */
const DIGEST_MS = 60_000;
let server: TestServer;
let offset = 0;
let failNext = false;
const mails: OutgoingMail[] = [];

beforeAll(async () => {
  server = await startTestServer({
    config: { notificationDigestMs: DIGEST_MS },
    clock: () => new Date(Date.now() + offset),
    mailer: {
      send: (mail) => {
        if (failNext) {
          failNext = false;
          return Promise.reject(new Error('The mail server is away.'));
        }
        mails.push(mail);
        return Promise.resolve();
      },
    },
  });
});
afterAll(async () => {
  await server.app.close();
});

async function subscribedProject(...subscribers: TestAccount[]) {
  const top = await createThroughApi(server, uniqueName('ЖК «Северный квартал»'), null);
  await grantGroup(server.app.db, { directoryIds: [top.id], members: [...subscribers, STAFF] });
  for (const subscriber of subscribers) {
    const response = await server.call(subscriber, {
      method: 'POST',
      url: `/v1/directories/${top.id}/listeners`,
      payload: { type: EventType.UploadDocument },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  return top;
}

async function digestRound(afterMs: number) {
  await server.app.live.settled();
  offset += afterMs;
  mails.length = 0;
  await server.app.live.sendDigests();
  return [...mails];
}

describe('notification digests', () => {
  it('sends one mail for a burst of uploads once the first is old enough, and nothing twice', async () => {
    const subscriber = { ...freshUser('Получатель Сводки'), email: 'digest@sevkvartal.ru' };
    const top = await subscribedProject(subscriber);
    for (let index = 1; index <= 12; index += 1)
      await freshDocument(server, top.id, { name: `Лист ${String(index)}.pdf` });

    expect(await digestRound(0)).toEqual([]);
    const [mail, ...more] = await digestRound(DIGEST_MS + 1000);
    expect(more).toEqual([]);
    expect(mail?.to).toBe('digest@sevkvartal.ru');
    expect(mail?.subject).toBe('Уведомления среды общих данных: 12 событий');
    expect(mail?.text).toContain(`Загрузка документа — 12: ${top.name}`);
    expect(mail?.text).toContain(`Лист 12.pdf — ${STAFF.name}`);
    expect(mail?.text).toContain(`http://127.0.0.1:8080/0/directories/${top.id}`);
    expect(mail?.html).toContain('Лист 1.pdf');
    expect(await digestRound(DIGEST_MS + 1000)).toEqual([]);
  });

  it('mails nobody who turned mail off, and keeps a failed digest for the next round', async () => {
    const quiet = { ...freshUser('Без Писем'), email: 'quiet@sevkvartal.ru' };
    const unlucky = { ...freshUser('Почта Недоступна'), email: 'unlucky@sevkvartal.ru' };
    const top = await subscribedProject(quiet, unlucky);
    await server.app.db
      .updateTable('accounts')
      .set({ disable_email_notifications: 1 })
      .where('id', '=', quiet.id)
      .execute();
    await freshDocument(server, top.id, { name: 'Письмо.pdf' });
    await server.app.live.settled();

    failNext = true;
    expect(await digestRound(DIGEST_MS + 1000)).toEqual([]);
    const retried = await digestRound(1000);
    expect(retried.map((mail) => mail.to)).toEqual(['unlucky@sevkvartal.ru']);
  });

  it('names the events as the app does', () => {
    expect(Object.fromEntries(Object.entries(EVENT_NAMES).map(([type, name]) => [type, name]))).toEqual(
      ruCommon.eventTypes,
    );
  });
});
