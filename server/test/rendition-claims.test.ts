import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../src/app';
import { DEFAULT_OFFICE_CONVERSION, type OfficeConversionSettings } from '../src/config';
import { createDatabase, type Db } from '../src/db/database';
import { createTokenVerifier } from '../src/plugins/auth';
import { findRenditionJob } from '../src/repositories/rendition-jobs.repository';
import { findRendition } from '../src/repositories/renditions.repository';
import type { ClaimTimes } from '../src/services/rendition-claims';
import { type ConversionJob, RenditionQueue } from '../src/services/rendition-queue';
import { fakeOfficeConverter, type FakeOfficeConverter } from './fake-office-converter';
import { serverWithConversions } from './rendition-helpers';
import { STAFF, startTestServer } from './test-server';

/**
 * The viewers' conversions claimed in the database (docs/viewers.md): two queues over one database stand for two
 * server processes behind a proxy. On PostgreSQL (TEST_DATABASE_URL) the second queue has a connection pool of its
 * own over the first's schema; on SQLite, one process by design, both share the database.
 */
const postgres = process.env['TEST_DATABASE_URL'];
const CONVERTING = { state: 'Converting', queuePosition: 0 };

let server: Awaited<ReturnType<typeof startTestServer>>;
let otherDb: Db;
let fake: FakeOfficeConverter;
const queues: RenditionQueue[] = [];

beforeAll(async () => {
  server = await startTestServer();
  otherDb = postgres
    ? createDatabase({ dataDir: ':memory:', databaseUrl: postgres }, { schema: server.schema ?? '' })
    : server.app.db;
});
afterAll(async () => {
  if (postgres) await otherDb.destroy();
  await server.app.close();
});
beforeEach(async () => {
  fake = await fakeOfficeConverter();
});
afterEach(async () => {
  await fake.open();
  await Promise.all(queues.splice(0).map((queue) => queue.close()));
  await fake.remove();
});

/** A queue as a server process has one, over the test's database or the other pool. */
function queueOver(db: Db, settings: Partial<OfficeConversionSettings> = {}, claimTimes?: ClaimTimes): RenditionQueue {
  const conversion = { ...DEFAULT_OFFICE_CONVERSION, command: fake.command, timeoutMs: 30_000, ...settings };
  const { blobs, log } = server.app;
  const queue = new RenditionQueue(conversion, {
    db,
    blobs,
    log,
    clock: () => new Date(),
    ...(claimTimes ? { claimTimes } : {}),
  });
  queues.push(queue);
  return queue;
}

/** An office document's file in the storage, as a conversion job to PDF. */
async function officeFile(text: string): Promise<ConversionJob> {
  const blob = await server.app.blobs.write(Readable.from([Buffer.from(text)]));
  return { sourceBlobKey: blob.key, extension: '.docx', format: 'pdf' };
}

const converted = async (job: ConversionJob) => (await findRendition(server.app.db, job.sourceBlobKey, 'pdf'))?.blobKey;

describe('conversions claimed in the database', () => {
  it('answers a conversion another process runs from its claim and starts none of its own', async () => {
    const [first, second] = [queueOver(server.app.db), queueOver(otherDb)];
    const job = await officeFile('записка');
    expect(await first.request(job)).toEqual(CONVERTING);
    await fake.started(1);
    expect(await second.preparation(job)).toEqual(CONVERTING);
    expect(await second.request(job)).toEqual(CONVERTING);

    await fake.open();
    await Promise.all([first.idle(), second.idle()]);
    expect(await fake.calls()).toBe(1);
    expect(await converted(job)).toEqual(expect.any(String));
    // The claim goes once the result is recorded: a later poll, anywhere, finds the PDF.
    expect(await findRenditionJob(server.app.db, job)).toBeUndefined();
  });

  it('tells the place in the queue of the process holding the claim', async () => {
    const [first, second] = [queueOver(server.app.db, { concurrency: 1 }), queueOver(otherDb)];
    const jobs = [await officeFile('первый'), await officeFile('второй'), await officeFile('третий')];
    const answers = [];
    for (const job of jobs) answers.push(await first.request(job));
    expect(answers).toEqual([CONVERTING, { state: 'Queued', queuePosition: 1 }, { state: 'Queued', queuePosition: 2 }]);
    await fake.started(1);
    const elsewhere = [];
    for (const job of jobs) elsewhere.push(await second.request(job));
    expect(elsewhere).toEqual(answers);

    await fake.open();
    await first.idle();
    expect(await fake.calls()).toBe(3);
    for (const job of jobs) expect(await converted(job)).toEqual(expect.any(String));
  });

  it('keeps its claims alive with a heartbeat while it converts', async () => {
    const times = { heartbeatMs: 50, staleMs: 400 };
    const [first, second] = [queueOver(server.app.db, {}, times), queueOver(otherDb, {}, times)];
    const job = await officeFile('долгая');
    await first.request(job);
    await fake.started(1);
    // Several times the staleness: without beats the second queue would take the claim over and convert again.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await second.request(job)).toEqual(CONVERTING);

    await fake.open();
    await Promise.all([first.idle(), second.idle()]);
    expect(await fake.calls()).toBe(1);
  });

  it('takes over a claim whose process stopped beating', async () => {
    const job = await officeFile('осиротевшая');
    const longAgo = new Date(Date.now() - 60_000).toISOString();
    await server.app.db
      .insertInto('rendition_jobs')
      .values({
        source_blob_key: job.sourceBlobKey,
        format: 'pdf',
        token: 'a-process-that-died',
        state: 'running',
        heartbeat_at: longAgo,
        created_at: longAgo,
      })
      .execute();
    const second = queueOver(otherDb);
    expect(await second.request(job)).toEqual(CONVERTING);
    await fake.started(1);

    await fake.open();
    await second.idle();
    expect(await fake.calls()).toBe(1);
    expect(await converted(job)).toEqual(expect.any(String));
    expect(await findRenditionJob(server.app.db, job)).toBeUndefined();
  });

  it('gives its waiting claims up when it closes, for another process to take', async () => {
    const first = queueOver(server.app.db, { concurrency: 1 });
    const [running, waiting] = [await officeFile('идущая'), await officeFile('ждущая')];
    await first.request(running);
    expect(await first.request(waiting)).toEqual({ state: 'Queued', queuePosition: 1 });
    await fake.started(1);

    const closing = first.close();
    await vi.waitFor(async () => {
      expect(await findRenditionJob(server.app.db, waiting)).toBeUndefined();
    });
    // What runs keeps its claim until it ends.
    expect(await findRenditionJob(server.app.db, running)).toMatchObject({ state: 'running' });
    const second = queueOver(otherDb);
    expect(await second.request(waiting)).toEqual(CONVERTING);

    await fake.open();
    await Promise.all([closing, second.idle()]);
    expect(await fake.calls()).toBe(2);
    expect(await converted(running)).toEqual(expect.any(String));
    expect(await converted(waiting)).toEqual(expect.any(String));
  });

  it('refuses past its own queue’s length while another process takes the file, and then answers for it', async () => {
    const first = queueOver(server.app.db, { concurrency: 1, maxQueued: 1 });
    const second = queueOver(otherDb, { concurrency: 1, maxQueued: 1 });
    const jobs = [await officeFile('раз'), await officeFile('два'), await officeFile('три')];
    const [one, two, three] = jobs as [ConversionJob, ConversionJob, ConversionJob];
    await first.request(one);
    await first.request(two);
    await expect(first.request(three)).rejects.toMatchObject({ status: 429 });
    expect(await second.request(three)).toEqual(CONVERTING);
    // A file another process holds is answered, never refused: the limit is on what this process would add.
    await fake.started(2);
    expect(await first.request(three)).toEqual(CONVERTING);

    await fake.open();
    await Promise.all([first.idle(), second.idle()]);
    expect(await fake.calls()).toBe(3);
  });
});

describe('two servers over one database behind a proxy', () => {
  it('converts a document once, whichever server the viewer’s polls reach', async () => {
    const { server: first, upload } = await serverWithConversions({ command: fake.command, timeoutMs: 30_000 });
    const { config } = first.app;
    const secondDb = postgres
      ? createDatabase({ dataDir: ':memory:', databaseUrl: postgres }, { schema: first.schema ?? '' })
      : first.app.db;
    // The same database, issuer and file storage (as an installation's processes share them), a queue of its own.
    const second = await buildServer({
      config,
      verifier: createTokenVerifier({ issuer: config.issuer ?? '', audience: config.audience, jwks: first.jwks }),
      db: secondDb,
      blobDir: first.blobDir,
    });
    try {
      const document = await upload('Пояснительная записка.docx', 'не настоящий docx');
      const url = `/v1/documents/${document.id}/versions/-1/pdf`;
      const authorization = `Bearer ${await first.tokenFor(STAFF)}`;
      const poll = (app: typeof second) => app.inject({ method: 'GET', url, headers: { authorization } });

      const asked = await poll(first.app);
      expect(asked.statusCode, asked.body).toBe(202);
      await fake.started(1);
      const polled = await poll(second);
      expect(polled.statusCode, polled.body).toBe(202);
      expect(polled.json()).toEqual({ data: CONVERTING });

      await fake.open();
      await first.app.conversions.idle();
      const done = await poll(second);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.body.startsWith('%PDF-')).toBe(true);
      await second.conversions.idle();
      expect(await fake.calls()).toBe(1);
    } finally {
      await second.close();
      if (postgres) await secondDb.destroy();
      await first.app.close();
    }
  });
});
