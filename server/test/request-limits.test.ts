import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemCode } from '../../codegen/model/problemCode';
import { SHARED_LINK_RATE } from '../src/plugins/rate-limits';
import { MAX_CONCURRENT_UPLOADS, uploadsInProgressOf } from '../src/services/upload-guard';
import { blobFiles, expectProblem, seedDirectory, type SeededDirectory } from './documents.seed';
import { startTestServer, STAFF, USER } from './test-server';

/**
 * What keeps one client from holding the server (issue 18, item 4): an upload that stalls is dropped, one account has
 * a bounded number of uploads at once, and shared links are opened at a bounded rate per address.
 */
const IDLE_MS = 3000;
let server: Awaited<ReturnType<typeof startTestServer>>;
let facades: SeededDirectory;
let origin: string;

beforeAll(async () => {
  server = await startTestServer({ config: { uploadIdleTimeoutMs: IDLE_MS } });
  facades = await seedDirectory(server.app.db, { name: 'Фасады' });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${String((server.app.server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  await server.app.close();
});

const BOUNDARY = 'stalled-boundary';

/** Starts an upload whose body sends the form's start and part of a file, then nothing more. */
async function stalledUpload(account = STAFF) {
  const token = await server.tokenFor(account);
  const answer = new Promise<IncomingMessage | Error>((resolve) => {
    const sent: ClientRequest = request(`${origin}/v1/documents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(10_000_000),
      },
    });
    sent.on('response', resolve);
    sent.on('error', resolve);
    sent.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="parentDirectoryId"\r\n\r\n${facades.id}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n${'x'.repeat(70_000)}`,
    );
  });
  return answer;
}

const completeUpload = (account = STAFF, name = `АР-${String(Math.random()).slice(2, 8)} План.pdf`) =>
  server.call(account, {
    method: 'POST',
    url: '/v1/documents',
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="parentDirectoryId"\r\n\r\n${facades.id}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n%PDF-1.7\r\n--${BOUNDARY}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });

describe('uploads', () => {
  it(`refuses an account’s upload beyond ${String(MAX_CONCURRENT_UPLOADS)} at once, and drops stalled bodies with their files`, async () => {
    const blobsBefore = await blobFiles(server.blobDir);
    const stalled = Array.from({ length: MAX_CONCURRENT_UPLOADS }, () => stalledUpload());
    // The bodies take their slots once signed in and read; a busy machine may need a while.
    await expect.poll(() => uploadsInProgressOf(STAFF.id), { timeout: 10_000 }).toBe(MAX_CONCURRENT_UPLOADS);

    const refused = await completeUpload();
    const problem = expectProblem(refused, 429, ProblemCode.TooManyRequests);
    expect(problem.detail).toContain(String(MAX_CONCURRENT_UPLOADS));
    // Another account's slots are its own.
    expect((await completeUpload(USER)).statusCode).toBe(201);

    // Silent for IDLE_MS, each stalled body is dropped: its connection ends, its slot comes back, its file is gone.
    const endings = await Promise.all(stalled);
    expect(endings).toHaveLength(MAX_CONCURRENT_UPLOADS);
    await expect.poll(() => uploadsInProgressOf(STAFF.id), { timeout: 10_000 }).toBe(0);
    // Only the other account's document was kept.
    expect(await blobFiles(server.blobDir)).toHaveLength(blobsBefore.length + 1);

    const accepted = await completeUpload();
    expect(accepted.statusCode).toBe(201);
  });
});

describe('shared links', () => {
  it(`answers more than ${String(SHARED_LINK_RATE.max)} openings a minute from one address with 429 and Retry-After`, async () => {
    const open = () => server.call(null, { method: 'GET', url: '/v1/shared/AAAAAAAAAAAAAAAAAAAAAAAA' });
    for (let attempt = 0; attempt < SHARED_LINK_RATE.max; attempt += 1) expect((await open()).statusCode).toBe(404);
    const refused = await open();
    expectProblem(refused, 429, ProblemCode.TooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
