import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { sweepOrphanBlobs } from '../src/services/blob-sweep.service';
import { blobFiles, seedDirectory, uploadTestDocument } from './documents.seed';
import { startTestBucket, type TestBucket } from './s3-test-bucket';
import { startTestServer, STAFF } from './test-server';

let bucket: TestBucket;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  bucket = await startTestBucket();
  const { settings } = bucket;
  // The storage as the environment of an installation names it, read by the server's own configuration.
  const { blobStorage } = configFromEnv({
    BLOB_STORAGE: 's3',
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: settings.endpoint,
    S3_ACCESS_KEY_ID: settings.credentials?.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.credentials?.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: 'cde',
  });
  server = await startTestServer({ config: { blobStorage } });
});
afterAll(async () => {
  await server.app.close();
  await bucket.close();
});

describe('the server with BLOB_STORAGE=s3', () => {
  it('keeps an uploaded document in the bucket and serves it back whole and in a range', async () => {
    // Larger than one part of 8 MiB, so that the upload through the API is a multipart upload.
    const content = new Uint8Array(9 * 1024 * 1024).map((_, index) => index % 253);
    const directory = await seedDirectory(server.app.db);
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'Модель.ifc', content });

    const objects = await bucket.objectKeys('cde/');
    expect(objects).toHaveLength(1);
    expect(objects[0]).toMatch(/^cde\/[0-9a-f-]{36}$/);
    expect(await blobFiles(server.blobDir)).toEqual([]);

    const url = `/v1/documents/${document.id}/versions/-1/download`;
    const whole = await server.call(STAFF, { method: 'GET', url });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.rawPayload.equals(content)).toBe(true);
    const range = await server.call(STAFF, { method: 'GET', url, headers: { range: 'bytes=8388605-8388610' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 8388605-8388610/${String(content.length)}`);
    expect(range.rawPayload.equals(content.subarray(8388605, 8388611))).toBe(true);
  });

  it('sweeps a blob of the bucket that no version refers to, and keeps those that versions do', async () => {
    const directory = await seedDirectory(server.app.db);
    await uploadTestDocument(server, STAFF, directory.id, { name: 'Записка.pdf', content: 'kept' });
    const kept = await bucket.objectKeys('cde/');
    const orphan = await server.app.blobs.write(Readable.from(['a killed upload, never committed']));

    const swept = await sweepOrphanBlobs(server.app.db, server.app.blobs, new Date(Date.now() + 60_000));
    expect(swept.orphans).toBe(1);
    expect(await server.app.blobs.stat(orphan.key)).toBeUndefined();
    expect(await bucket.objectKeys('cde/')).toEqual(kept);
  });
});
