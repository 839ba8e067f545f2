import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardData } from '../../codegen/model/dashboardData';
import { EventType } from '../../codegen/model/eventType';
import { ProblemCode } from '../../codegen/model/problemCode';
import { shareDocument200Response } from '../../codegen/zod/sharing/sharing.zod';
import { getStatistics200Response } from '../../codegen/zod/settings/settings.zod';
import { createThroughApi, DEVELOPER, expectProblem, uniqueName, type TestServer } from './directory-helpers';
import { addVersion, agreeRequest } from './document-actions-helpers';
import { seedDirectory, uploadTestDocument } from './documents.seed';
import { ADMIN, startTestServer, STAFF, USER } from './test-server';
import { deleteDirectory, deleteDocuments, restoreRequest } from './trash-helpers';

/**
 * GET /v1/statistics (platform.md §2.4, §3, §7; docs/server.md «Dashboard statistics»): the six counts over an event
 * log placed at chosen moments, against figures worked out by hand; the two sizes over documents in and out of the
 * trash; the figures that the server's own actions record; the period's rules and who may ask.
 */

const statistics = (server: TestServer, from: string, to: string, account = ADMIN) =>
  server.call(account, { method: 'GET', url: `/v1/statistics?periodFrom=${from}&periodTo=${to}` });

async function figures(server: TestServer, from: string, to: string, account = ADMIN): Promise<DashboardData> {
  const response = await statistics(server, from, to, account);
  expect(response.statusCode, response.body).toBe(200);
  return getStatistics200Response.parse(response.json()).data;
}

/** A UTC day as the query names it: YYYY-M-D, without zero padding. */
const queryDay = (date: Date) =>
  `${String(date.getUTCFullYear())}-${String(date.getUTCMonth() + 1)}-${String(date.getUTCDate())}`;

/** The counts of a DashboardData, without the sizes (the log's tests leave the documents alone). */
function counts(data: DashboardData): Omit<DashboardData, 'totalDocumentsSize' | 'totalDeletedDocumentsSize'> {
  const rest: Partial<DashboardData> = { ...data };
  delete rest.totalDocumentsSize;
  delete rest.totalDeletedDocumentsSize;
  return rest as Omit<DashboardData, 'totalDocumentsSize' | 'totalDeletedDocumentsSize'>;
}

describe('statistics over a seeded event log', () => {
  let server: TestServer;
  // Accounts of the log only: events name an account by id, and the log is all the counts read.
  const [anna, boris, vera] = [randomUUID(), randomUUID(), randomUUID()];

  const at = (timestamp: string, type: EventType, accountId: string) => ({
    id: randomUUID(),
    type,
    account_id: accountId,
    directory_id: null,
    document_id: null,
    details: '{}',
    created_at: timestamp,
  });

  beforeAll(async () => {
    server = await startTestServer();
    await server.app.db
      .insertInto('events')
      .values([
        // 29 March: the last millisecond of the day before the period.
        at('2025-03-29T23:59:59.999Z', EventType.UploadDocument, anna),
        // 30 March, from its first millisecond.
        at('2025-03-30T00:00:00.000Z', EventType.UploadDocument, anna),
        at('2025-03-30T08:15:00.000Z', EventType.UploadDocument, boris),
        at('2025-03-30T08:16:00.000Z', EventType.UploadDocument, boris),
        at('2025-03-30T09:00:00.000Z', EventType.CreateDirectory, boris),
        at('2025-03-30T11:30:00.000Z', EventType.FetchDirectory, vera),
        at('2025-03-30T11:31:00.000Z', EventType.DownloadDocument, vera),
        // 31 March: downloads, a deletion, an agreement with its change of status, and actions no figure counts.
        at('2025-03-31T07:00:00.000Z', EventType.DownloadDocument, anna),
        at('2025-03-31T07:00:01.000Z', EventType.DownloadDocument, anna),
        at('2025-03-31T07:00:02.000Z', EventType.DownloadDocument, anna),
        at('2025-03-31T10:00:00.000Z', EventType.DeleteDocument, anna),
        at('2025-03-31T12:00:00.000Z', EventType.AgreeDocument, boris),
        at('2025-03-31T12:00:00.000Z', EventType.ChangeStatus, boris),
        at('2025-03-31T13:00:00.000Z', EventType.UploadDocumentVersion, vera),
        at('2025-03-31T13:10:00.000Z', EventType.DeleteDirectory, vera),
        at('2025-03-31T13:20:00.000Z', EventType.DeleteElementPermanently, vera),
        at('2025-03-31T13:30:00.000Z', EventType.DisagreeDocument, vera),
        // 1 April, to its last millisecond.
        at('2025-04-01T09:00:00.000Z', EventType.CreateDirectory, anna),
        at('2025-04-01T09:05:00.000Z', EventType.UploadDirectory, anna),
        at('2025-04-01T23:59:59.999Z', EventType.AgreeDocument, anna),
        // 2 April: the first millisecond after the period.
        at('2025-04-02T00:00:00.000Z', EventType.UploadDocument, vera),
        at('2025-04-02T00:00:00.000Z', EventType.DownloadDocument, vera),
      ])
      .execute();
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('counts each figure of a three-day period, both ends included, with the daily series', async () => {
    const data = await figures(server, '2025-3-30', '2025-4-1');
    expect(counts(data)).toEqual({
      documentsCountPerPeriod: 3,
      directoriesCountPerPeriod: 2,
      usersCountPerPeriod: 3,
      deletedDocumentsCountPerPeriod: 1,
      downloadedDocumentsCountPerPeriod: 4,
      stampedDocumentsCountPerPeriod: 2,
      series: {
        days: ['2025-03-30', '2025-03-31', '2025-04-01'],
        documents: [3, 0, 0],
        directories: [1, 0, 1],
        // 30 March: Boris, Vera and Anna; 31 March: Anna, Boris, Vera; 1 April: Anna alone.
        users: [3, 3, 1],
        deletedDocuments: [0, 1, 0],
        downloadedDocuments: [1, 3, 0],
        stampedDocuments: [0, 1, 1],
      },
    });
  });

  it('takes a day from its first to its last millisecond (UTC)', async () => {
    expect(counts(await figures(server, '2025-3-29', '2025-3-29'))).toEqual({
      documentsCountPerPeriod: 1,
      directoriesCountPerPeriod: 0,
      usersCountPerPeriod: 1,
      deletedDocumentsCountPerPeriod: 0,
      downloadedDocumentsCountPerPeriod: 0,
      stampedDocumentsCountPerPeriod: 0,
      series: {
        days: ['2025-03-29'],
        documents: [1],
        directories: [0],
        users: [1],
        deletedDocuments: [0],
        downloadedDocuments: [0],
        stampedDocuments: [0],
      },
    });
    const second = await figures(server, '2025-4-2', '2025-4-2');
    expect([
      second.documentsCountPerPeriod,
      second.downloadedDocumentsCountPerPeriod,
      second.usersCountPerPeriod,
    ]).toEqual([1, 1, 1]);
  });

  it('counts an account active on several days once in the period', async () => {
    const data = await figures(server, '2025-3-29', '2025-4-2');
    expect(data.usersCountPerPeriod).toBe(3);
    // 2 April: Vera twice, one account.
    expect(data.series?.users).toEqual([1, 3, 3, 1, 1]);
    expect(data.documentsCountPerPeriod).toBe(5);
    expect(data.series?.documents).toEqual([1, 3, 0, 0, 1]);
  });

  it('answers zeros for a period without events, one value per day, across a month and a leap day', async () => {
    const data = await figures(server, '2024-2-28', '2024-3-1');
    expect(counts(data)).toEqual({
      documentsCountPerPeriod: 0,
      directoriesCountPerPeriod: 0,
      usersCountPerPeriod: 0,
      deletedDocumentsCountPerPeriod: 0,
      downloadedDocumentsCountPerPeriod: 0,
      stampedDocumentsCountPerPeriod: 0,
      series: {
        days: ['2024-02-28', '2024-02-29', '2024-03-01'],
        documents: [0, 0, 0],
        directories: [0, 0, 0],
        users: [0, 0, 0],
        deletedDocuments: [0, 0, 0],
        downloadedDocuments: [0, 0, 0],
        stampedDocuments: [0, 0, 0],
      },
    });
  });

  it('leaves the series out of a period longer than ten years, and still counts', async () => {
    const data = await figures(server, '2000-1-1', '2030-12-31');
    expect(data.series).toBeUndefined();
    expect(counts(data)).toEqual({
      documentsCountPerPeriod: 5,
      directoriesCountPerPeriod: 2,
      usersCountPerPeriod: 3,
      deletedDocumentsCountPerPeriod: 1,
      downloadedDocumentsCountPerPeriod: 5,
      stampedDocumentsCountPerPeriod: 2,
    });
    // 3660 days (1 January 2000 to 7 January 2010) is the longest period with a series.
    expect((await figures(server, '2000-1-1', '2010-1-7')).series?.days).toHaveLength(3660);
    expect((await figures(server, '2000-1-1', '2010-1-8')).series).toBeUndefined();
  });

  it('answers 400 IncorrectParam for a period that ends before it starts, and takes one of a single day', async () => {
    const problem = expectProblem(await statistics(server, '2025-4-1', '2025-3-31'), 400, ProblemCode.IncorrectParam);
    expect(problem.detail).toContain('periodTo');
    expect((await statistics(server, '2025-4-1', '2025-4-1')).statusCode).toBe(200);
  });

  it('answers 400 ValidationFailed for days that do not exist and for malformed or missing dates', async () => {
    for (const [from, to, field] of [
      ['2026-2-31', '2026-3-1', 'querystring.periodFrom'],
      ['2025-2-1', '2025-2-29', 'querystring.periodTo'],
      ['2026-4-31', '2026-5-1', 'querystring.periodFrom'],
    ] as const) {
      const problem = expectProblem(await statistics(server, from, to), 400, ProblemCode.ValidationFailed);
      expect(problem.errors?.map((error) => error.field)).toEqual([field]);
    }
    expect((await statistics(server, '2024-2-29', '2024-2-29')).statusCode).toBe(200);
    for (const url of [
      '/v1/statistics?periodFrom=2026-13-1&periodTo=2026-12-1',
      '/v1/statistics?periodFrom=2026-01-05&periodTo=2026-1-6',
      '/v1/statistics?periodFrom=1.11.2026&periodTo=2026-11-22',
      '/v1/statistics?periodFrom=2026-11-1',
    ])
      expectProblem(await server.call(ADMIN, { method: 'GET', url }), 400, ProblemCode.ValidationFailed);
  });

  it('answers administrators and developers only: 403 for other roles, 401 without a token', async () => {
    expect((await statistics(server, '2025-3-30', '2025-4-1', DEVELOPER)).statusCode).toBe(200);
    for (const account of [STAFF, USER])
      expectProblem(
        await statistics(server, '2025-3-30', '2025-4-1', account),
        403,
        ProblemCode.ForbiddenResourceFailed,
      );
    expectProblem(
      await server.call(null, { method: 'GET', url: '/v1/statistics?periodFrom=2025-3-30&periodTo=2025-4-1' }),
      401,
      ProblemCode.SignIn,
    );
  });
});

describe('the sizes: every version of the documents out of the trash and in it, now', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.app.close();
  });

  const bytes = (count: number) => 'x'.repeat(count);

  it('splits the bytes of all versions between the live documents and those deleted or below a deleted directory', async () => {
    const top = await seedDirectory(server.app.db);
    const section = await seedDirectory(server.app.db, { parent: top });
    const nested = await seedDirectory(server.app.db, { parent: section });

    // Live: 1000 + 500 (a second version) + 0 (a dummy) bytes.
    const plan = await uploadTestDocument(server, STAFF, top.id, { name: 'План.pdf', content: bytes(1000) });
    await addVersion(server, plan.id, bytes(500));
    await uploadTestDocument(server, STAFF, top.id, { name: 'Заглушка.pdf', content: '' });
    // In the trash by itself: 300 bytes.
    const draft = await uploadTestDocument(server, STAFF, top.id, { name: 'Черновик.pdf', content: bytes(300) });
    await deleteDocuments(server, STAFF, [draft.id]);
    // Below a deleted directory: 70 + 9 bytes, and 11 bytes of a document deleted before its directory (once).
    await uploadTestDocument(server, STAFF, section.id, { name: 'Раздел.pdf', content: bytes(70) });
    await uploadTestDocument(server, STAFF, nested.id, { name: 'Вложенный.pdf', content: bytes(9) });
    const early = await uploadTestDocument(server, STAFF, nested.id, { name: 'Ранний.pdf', content: bytes(11) });
    await deleteDocuments(server, STAFF, [early.id]);

    const today = queryDay(new Date());
    const before = await figures(server, today, today);
    expect([before.totalDocumentsSize, before.totalDeletedDocumentsSize]).toEqual([1500 + 70 + 9, 300 + 11]);

    await deleteDirectory(server, STAFF, section.id);
    const after = await figures(server, today, today);
    expect([after.totalDocumentsSize, after.totalDeletedDocumentsSize]).toEqual([1500, 300 + 70 + 9 + 11]);

    // The sizes are the present state: a restore moves the directory's bytes back, whatever the period asked.
    const restored = await restoreRequest(server, STAFF, { deletedElementIds: [section.id] });
    expect(restored.statusCode, restored.body).toBe(204);
    const back = await figures(server, '2001-1-1', '2001-1-1');
    expect([back.totalDocumentsSize, back.totalDeletedDocumentsSize]).toEqual([1500 + 70 + 9, 300 + 11]);
  });
});

describe('the figures of what the server records', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('counts created directories, uploads, downloads (version, zip, shared link), deletions, agreements and users', async () => {
    const now = Date.now();
    const day = (offset: number) => new Date(now + offset * 86_400_000);
    const top = await createThroughApi(server, uniqueName('ЖК «Северный квартал»'), null);
    const stage = await createThroughApi(server, 'Рабочая документация', top.id);
    const plan = await uploadTestDocument(server, STAFF, stage.id, { name: 'АР-01 План.pdf', content: 'план' });
    const section = await uploadTestDocument(server, STAFF, stage.id, { name: 'АР-02 Разрез.pdf', content: 'разрез' });

    const version = await server.call(STAFF, { method: 'GET', url: `/v1/documents/${plan.id}/versions/-1/download` });
    expect(version.statusCode, version.body).toBe(200);
    // A viewer's further range is not one more download.
    const range = await server.call(STAFF, {
      method: 'GET',
      url: `/v1/documents/${plan.id}/versions/-1/download`,
      headers: { range: 'bytes=2-' },
    });
    expect(range.statusCode).toBe(206);
    const zip = await server.call(STAFF, { method: 'GET', url: `/v1/directories/${top.id}/download` });
    expect(zip.statusCode, zip.body).toBe(200);
    const shared = await server.call(STAFF, {
      method: 'POST',
      url: '/v1/shared-documents',
      payload: { documentId: section.id, persistent: false },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const opened = await server.call(null, {
      method: 'GET',
      url: new URL(shareDocument200Response.parse(shared.json()).uri).pathname,
    });
    expect(opened.statusCode, opened.body).toBe(200);

    expect((await agreeRequest(server, plan.id)).statusCode).toBe(200);
    await deleteDocuments(server, STAFF, [section.id]);
    const fetched = await server.call(USER, { method: 'GET', url: `/v1/directories/${stage.id}/fetch` });
    expect(fetched.statusCode, fetched.body).toBe(200);

    const data = await figures(server, queryDay(day(-1)), queryDay(day(1)));
    expect(counts(data)).toEqual({
      documentsCountPerPeriod: 2,
      directoriesCountPerPeriod: 2,
      // ADMIN created the directories, STAFF did the rest, USER opened a directory.
      usersCountPerPeriod: 3,
      deletedDocumentsCountPerPeriod: 1,
      // The version, both documents of the zip, the shared link's file.
      downloadedDocumentsCountPerPeriod: 4,
      stampedDocumentsCountPerPeriod: 1,
      series: {
        days: [day(-1), day(0), day(1)].map((date) => date.toISOString().slice(0, 10)),
        documents: [0, 2, 0],
        directories: [0, 2, 0],
        users: [0, 3, 0],
        deletedDocuments: [0, 1, 0],
        downloadedDocuments: [0, 4, 0],
        stampedDocuments: [0, 1, 0],
      },
    });
    expect(data.totalDocumentsSize).toBe(Buffer.byteLength('план'));
    expect(data.totalDeletedDocumentsSize).toBe(Buffer.byteLength('разрез'));
  });
});
