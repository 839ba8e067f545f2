import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDocument, seedProject } from './document-actions-helpers';
import type { TestServer } from './directory-helpers';
import { API_SYNC_THRESHOLD_BYTES } from '../src/plugins/compression';
import { startTestServer, STAFF } from './test-server';

/**
 * Compressed answers (plugins/compression.ts): the API's JSON goes brotli or gzip to clients that ask, and as it is
 * to those that do not; files go as stored, partial content too.
 */
let server: TestServer;
let directoryId = '';

beforeAll(async () => {
  server = await startTestServer();
  directoryId = (await seedProject(server)).section.id;
  for (let index = 0; index < 20; index += 1)
    await freshDocument(server, directoryId, { name: `Лист ${String(index).padStart(2, '0')}.pdf` });
});
afterAll(async () => {
  await server.app.close();
});

const fetchDirectory = (acceptEncoding?: string) =>
  server.call(STAFF, {
    method: 'GET',
    url: `/v1/directories/${directoryId}/fetch`,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed answers', () => {
  it('sends a directory’s JSON brotli- or gzip-compressed as asked, and the same JSON', async () => {
    const plain = await fetchDirectory();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const brotli = await fetchDirectory('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    const decoded = brotliDecompressSync(brotli.rawPayload);
    expect(brotli.rawPayload.length).toBeLessThan(decoded.length / 4);
    expect(JSON.parse(decoded.toString('utf8'))).toEqual(plain.json());

    const gzip = await fetchDirectory('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compresses an answer larger than the one-call limit through a stream, to the same JSON', async () => {
    const big = (await seedProject(server)).section.id;
    const long = 'Ведомость отделки помещений первого этажа корпуса '.repeat(4);
    for (let start = 0; start < 140; start += 10)
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          freshDocument(server, big, { name: `${long}${String(start + index).padStart(3, '0')}.pdf` }),
        ),
      );
    const load = (acceptEncoding?: string) =>
      server.call(STAFF, {
        method: 'GET',
        url: `/v1/directories/${big}/fetch`,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const plain = await load();
    expect(plain.rawPayload.length).toBeGreaterThan(API_SYNC_THRESHOLD_BYTES);
    const brotli = await load('br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends files and partial content as stored, and small answers as they are', async () => {
    const text = 'Ведомость отделки помещений. '.repeat(200);
    const document = await freshDocument(server, directoryId, { name: 'Ведомость.txt', content: text });
    const download = (headers: Record<string, string>) =>
      server.call(STAFF, {
        method: 'GET',
        url: `/v1/documents/${document.id}/versions/-1/download`,
        headers: { 'accept-encoding': 'br, gzip', ...headers },
      });
    const whole = await download({});
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.body).toBe(text);
    const part = await download({ range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();

    // `{"data":[]}`: under the threshold, not worth a compressor's frame.
    const small = await server.call(STAFF, {
      method: 'GET',
      url: `/v1/documents/${document.id}/sessions/editing/users`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.body).toBe('{"data":[]}');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
