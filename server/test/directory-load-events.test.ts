import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EventType } from '../../codegen/model/eventType';
import { ExplorerSort } from '../../codegen/model/explorerSort';
import { eventsAppended } from '../src/repositories/events.repository';
import { loadWindowStart } from '../src/services/directory-load.service';
import { createThroughApi, type TestServer, uniqueName } from './directory-helpers';
import { ADMIN, startTestServer, STAFF, USER, type TestAccount } from './test-server';

/**
 * Issue 18, item 7: every directory load wrote an event 16 (a burst of 1,741 loads in four seconds wrote 1,741 rows).
 * The event is kept, but repeated loads of one directory by one account within a minute write one row.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const load = (id: string, account: TestAccount = STAFF) =>
  server.call(account, { method: 'GET', url: `/v1/directories/${id}/fetch` });

const loadEvents = (directoryId: string) =>
  server.app.db
    .selectFrom('events')
    .select(['id', 'account_id', 'created_at', 'details'])
    .where('type', '=', EventType.FetchDirectory)
    .where('directory_id', '=', directoryId)
    .orderBy('created_at')
    .execute();

describe('event 16 (fetch directory)', () => {
  it('is written once for a burst of loads of one directory by one account, the first load kept', async () => {
    const top = await createThroughApi(server, uniqueName('ЖК'), null);
    const first = await server.call(STAFF, {
      method: 'GET',
      url: `/v1/directories/${top.id}/fetch?sortType=${String(ExplorerSort.NameDescending)}`,
    });
    expect(first.statusCode, first.body).toBe(200);
    const burst = await Promise.all(Array.from({ length: 40 }, () => load(top.id)));
    expect(burst.map((response) => response.statusCode)).toEqual(burst.map(() => 200));
    const events = await loadEvents(top.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.account_id).toBe(STAFF.id);
    expect(JSON.parse(events[0]?.details ?? '{}')).toMatchObject({ sortType: ExplorerSort.NameDescending });
  });

  it('is counted as appended by this process when written, and reads that write nothing count nothing', async () => {
    // An answered request nudges the notification pump only when the count moved while it ran (realtime/live.ts).
    const top = await createThroughApi(server, uniqueName('ЖК'), null);
    const before = eventsAppended();
    await load(top.id);
    expect(eventsAppended()).toBe(before + 1);
    await Promise.all([load(top.id), load(top.id), server.call(STAFF, { method: 'GET', url: '/v1/application' })]);
    expect(eventsAppended()).toBe(before + 1);
  });

  it('is written for each account and each directory on its own', async () => {
    const top = await createThroughApi(server, uniqueName('ЖК'), null);
    const section = await createThroughApi(server, 'Раздел', top.id);
    for (const account of [STAFF, ADMIN, USER, STAFF, ADMIN]) await load(top.id, account);
    await load(section.id, STAFF);
    expect((await loadEvents(top.id)).map((event) => event.account_id).sort()).toEqual(
      [STAFF.id, ADMIN.id, USER.id].sort(),
    );
    expect(await loadEvents(section.id)).toHaveLength(1);
  });

  it('is written again once the window has passed', async () => {
    const top = await createThroughApi(server, uniqueName('ЖК'), null);
    await load(top.id);
    // A minute and a second later, the next load is outside the first one's window.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      await load(top.id);
      await load(top.id);
    } finally {
      vi.useRealTimers();
    }
    expect(await loadEvents(top.id)).toHaveLength(2);
  });

  it('starts each window a minute back, but never before midnight UTC, so that each day counts its visitors', () => {
    expect(loadWindowStart(new Date('2026-03-02T12:00:30.000Z'))).toBe('2026-03-02T11:59:30.000Z');
    expect(loadWindowStart(new Date('2026-03-02T00:00:20.000Z'))).toBe('2026-03-02T00:00:00.000Z');
  });

  it.skipIf(Boolean(process.env['TEST_DATABASE_URL']))(
    'is looked up by an index of its own (SQLite query plan)',
    async () => {
      const plan = await sql<{ detail: string }>`explain query plan
        select id from events
        where account_id = ${STAFF.id} and directory_id = ${'x'} and type = ${EventType.FetchDirectory}
          and created_at >= ${'2026-01-01'}`.execute(server.app.db);
      expect(plan.rows.map((row) => row.detail).join(' ')).toContain('events_account_directory_type_created');
    },
  );
});
