import { randomUUID } from 'node:crypto';
import type { Db } from '../server/src/db/database';
import type { OutgoingMail } from '../server/src/plugins/mailer';
import { dispatchPendingEvents } from '../server/src/services/event-dispatch.service';
import { sendDueDigests } from '../server/src/services/notification-digest.service';
import { grantGroup } from '../server/test/test-server';
import { onBenchDatabases } from './server/bench-databases';

/**
 * How long do subscriptions take to deliver a burst? A 1,000-file upload into a folder of a project where 20 people
 * subscribed to every event type of the project (nested events on): 1,000 upload events, dispatched in batches as the
 * server does (event-dispatch.service.ts) into 20,000 notifications, then the e-mail digests (one per person). Seeded
 * directly; the events carry the details the upload service writes. 5 rounds, each on fresh events; median (min–max).
 * Run: npx tsx bench/notifications.bench.ts (PostgreSQL too with TEST_DATABASE_URL).
 */
const SUBSCRIBERS = 20;
const UPLOADS = 1_000;
const ROUNDS = 5;

async function seedProject(db: Db) {
  const now = new Date().toISOString();
  const actor = randomUUID();
  const people = Array.from({ length: SUBSCRIBERS }, () => randomUUID());
  await db
    .insertInto('accounts')
    .values(
      [actor, ...people].map((id, index) => ({
        id,
        display_name: `Участник ${String(index)}`,
        email: `person${String(index)}@sevkvartal.ru`,
        roles: JSON.stringify(['staff']),
        updated_at: now,
      })),
    )
    .execute();
  const top = randomUUID();
  const folder = randomUUID();
  const directory = (id: string, name: string, parent: string | null) => ({
    id,
    name,
    name_key: name.toLowerCase(),
    parent_id: parent,
    skeleton_entity_id: null,
    metadata: '[]',
    allow_upload_documents: 1,
    allow_create_directory: 1,
    depth: parent ? 1 : 0,
    ancestor_ids: JSON.stringify(parent ? [parent] : []),
    created_at: now,
    updated_at: now,
    deleted_at: null,
    deleted_by: null,
  });
  await db
    .insertInto('directories')
    .values([directory(top, 'ЖК «Северный квартал»', null), directory(folder, 'Обмеры', top)])
    .execute();
  // Everyone works in the project through one security group with all rights, as people do (docs/access-control.md).
  const members = [actor, ...people].map((id) => ({ id, name: id, roles: [] }));
  await grantGroup(db, { directoryIds: [top], members, name: 'Участники' });
  await db
    .insertInto('listeners')
    .values(
      people.flatMap((account) =>
        Array.from({ length: 17 }, (_, index) => ({
          id: randomUUID(),
          account_id: account,
          directory_id: top,
          type: index + 1,
          once: 0,
          self: 0,
          created_at: now,
        })),
      ),
    )
    .execute();
  return { actor, folder };
}

async function logUploads(db: Db, actor: string, folder: string, round: number): Promise<void> {
  const events = Array.from({ length: UPLOADS }, (_, index) => ({
    id: randomUUID(),
    type: 6,
    account_id: actor,
    directory_id: folder,
    document_id: randomUUID(),
    details: JSON.stringify({ name: `Обмер ${String(round)}-${String(index)}.pdf`, size: 1000 }),
    created_at: new Date(Date.now() + index).toISOString(),
  }));
  for (let start = 0; start < events.length; start += 200)
    await db
      .insertInto('events')
      .values(events.slice(start, start + 200))
      .execute();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const figure = (values: number[]) =>
  `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

async function measure(label: string, db: Db): Promise<void> {
  const { actor, folder } = await seedProject(db);
  const dispatching: number[] = [];
  const mailing: number[] = [];
  let mails = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    await logUploads(db, actor, folder, round);
    let started = performance.now();
    while ((await dispatchPendingEvents(db, new Date())).length > 0);
    dispatching.push(performance.now() - started);
    const sent: OutgoingMail[] = [];
    started = performance.now();
    await sendDueDigests(
      {
        db,
        mailer: { send: (mail) => Promise.resolve(void sent.push(mail)) },
        appUrl: 'http://127.0.0.1:8080/0/',
        delayMs: 0,
        log: console,
      },
      new Date(Date.now() + 60_000),
    );
    mailing.push(performance.now() - started);
    mails = sent.length;
  }
  const notifications = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  console.log(
    `${label}: ${String(UPLOADS)} uploads × ${String(SUBSCRIBERS)} subscribers dispatched in ${figure(dispatching)}; ` +
      `digests in ${figure(mailing)}, ${String(mails)} mails a round; ${String(notifications.count)} notifications stored`,
  );
}

await onBenchDatabases('notifications', measure);
