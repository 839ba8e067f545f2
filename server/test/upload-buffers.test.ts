import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STREAM_BUFFER_BYTES } from '../src/storage/blob-storage';
import { LocalDiskStorage } from '../src/storage/local-disk-storage';
import { createThroughApi, type TestServer, uniqueName } from './directory-helpers';
import { uploadTestDocument } from './documents.seed';
import { STAFF, startTestServer } from './test-server';

/**
 * An upload moves in runs of up to STREAM_BUFFER_BYTES (storage/blob-storage.ts), not in the streams' default 16 KiB:
 * the parser hands the file on in such runs, and the blob's file is written with one call per run.
 */
const CHUNK = 64 * 1024;

describe('the buffers of an upload', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'cde-upload-buffers-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes a blob’s file in runs of many chunks, each with one call, and keeps its bytes and SHA-256', async () => {
    const storage = await LocalDiskStorage.open(root);
    const chunks = Array.from({ length: 64 }, () => randomBytes(CHUNK));
    // The file stream writes through the fs module's own functions, which the spies count and call through.
    const write = vi.spyOn(fs, 'write');
    const writev = vi.spyOn(fs, 'writev');
    try {
      const stored = await storage.write(Readable.from(chunks));
      // 64 chunks of 64 KiB arriving faster than the disk takes them: with 16 KiB of buffer each went alone.
      expect(write.mock.calls.length + writev.mock.calls.length).toBeLessThan(chunks.length / 4);
      const whole = Buffer.concat(chunks);
      expect(stored.size).toBe(whole.length);
      expect(stored.sha256).toBe(createHash('sha256').update(whole).digest('hex'));
      expect((await readFile(join(root, stored.key.slice(0, 2), stored.key))).equals(whole)).toBe(true);
    } finally {
      write.mockRestore();
      writev.mockRestore();
    }
  });
});

describe('the multipart parser of an upload', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('hands the file part to the storage in runs of up to STREAM_BUFFER_BYTES', async () => {
    const directory = await createThroughApi(server, uniqueName('Загрузки'), null);
    const written = vi.spyOn(server.app.blobs, 'write');
    try {
      await uploadTestDocument(server, STAFF, directory.id, { name: 'a.bin', content: randomBytes(3 * CHUNK) });
      expect(written).toHaveBeenCalledTimes(1);
      expect(written.mock.calls[0]?.[0].readableHighWaterMark).toBe(STREAM_BUFFER_BYTES);
    } finally {
      written.mockRestore();
    }
  });
});
