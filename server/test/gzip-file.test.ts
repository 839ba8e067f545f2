import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDocument, seedProject } from './document-actions-helpers';
import type { TestServer } from './directory-helpers';
import { GZIP_FILE_THRESHOLD_BYTES, namesGzipFile } from '../src/handlers/gzip-file';
import { startTestServer, STAFF } from './test-server';

/**
 * fetchDirectory's gzip file (the contract; handlers/gzip-file.ts): a large load goes to a client that names
 * application/gzip as a gzip file of the very JSON it would get otherwise; everyone else, and every small load, JSON.
 */
let server: TestServer;
let big = '';
let small = '';

beforeAll(async () => {
  server = await startTestServer();
  small = (await seedProject(server)).section.id;
  await freshDocument(server, small, { name: 'План.pdf' });
  big = (await seedProject(server)).section.id;
  const long = 'Ведомость отделки помещений первого этажа корпуса '.repeat(3);
  for (let start = 0; start < 80; start += 10)
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        freshDocument(server, big, { name: `${long}${String(start + index).padStart(3, '0')}.pdf` }),
      ),
    );
});
afterAll(async () => {
  await server.app.close();
});

const APP_ACCEPT = 'application/json, application/gzip, application/problem+json';

const load = (directoryId: string, headers: Record<string, string> = {}) =>
  server.call(STAFF, { method: 'GET', url: `/v1/directories/${directoryId}/fetch`, headers });

describe('the gzip file of a directory load', () => {
  it('goes to a client that names the type, as one gzip of the same JSON, uncompressed on top', async () => {
    const plain = await load(big);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(GZIP_FILE_THRESHOLD_BYTES);

    const file = await load(big, { accept: APP_ACCEPT, 'accept-encoding': 'gzip, deflate, br' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.headers['vary']).toMatch(/accept(?!-)/i);
    expect(file.headers['vary']).toMatch(/accept-encoding/i);
    expect(file.rawPayload.length).toBeLessThan(plain.rawPayload.length / 8);
    expect(gunzipSync(file.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('is JSON for an Accept that names no gzip file, or refuses it, and for a small load', async () => {
    for (const accept of [undefined, '*/*', 'application/*', 'application/json', 'application/gzip;q=0']) {
      const answer = await load(big, accept === undefined ? {} : { accept });
      expect(answer.headers['content-type'], accept).toMatch(/^application\/json/);
      expect(answer.headers['vary'], accept).toMatch(/accept(?!-)/i);
    }
    const smallLoad = await load(small, { accept: APP_ACCEPT });
    expect(smallLoad.headers['content-type']).toMatch(/^application\/json/);
    expect(smallLoad.json()).toMatchObject({ data: { childrenDocuments: [{ name: 'План.pdf' }] } });
  });
});

describe('namesGzipFile', () => {
  it('counts application/gzip itself with a q above 0, in any case and spacing', () => {
    expect(namesGzipFile(APP_ACCEPT)).toBe(true);
    expect(namesGzipFile('Application/GZIP ; q=0.5')).toBe(true);
    expect(namesGzipFile('application/json;q=0.9,application/gzip')).toBe(true);
    expect(namesGzipFile('application/gzip; q=0')).toBe(false);
    expect(namesGzipFile('application/gzip;q=0.000')).toBe(false);
    expect(namesGzipFile('*/*')).toBe(false);
    expect(namesGzipFile('application/*')).toBe(false);
    expect(namesGzipFile('application/gzipped')).toBe(false);
    expect(namesGzipFile(undefined)).toBe(false);
  });
});
