import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { BlobNotFoundError, type BlobStorage } from '../src/storage/blob-storage';

/** A storage under test, with what only its own kind can tell: what it holds, and a place beside its blobs. */
export interface BlobStorageUnderTest {
  storage: BlobStorage;
  /** Everything the storage holds, complete blobs and unfinished writes alike, by the names it stores them under. */
  leftovers: () => Promise<string[]>;
  /** Puts content that is not one of the blobs beside them (a file of the root, an object under the prefix). */
  plantForeign: (name: string, content: string) => Promise<void>;
  readForeign: (name: string) => Promise<string>;
}

export const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * A stream that sends `before` as a network would, a slice per read, then fails as a connection cut mid-upload would.
 * (All at once, the failure would come before the reader had taken any of it.)
 */
export function failingStream(before: string | Buffer): Readable {
  const bytes = Buffer.from(before);
  const slice = 256 * 1024;
  let offset = 0;
  return new Readable({
    read() {
      if (offset < bytes.length) {
        this.push(bytes.subarray(offset, offset + slice));
        offset += slice;
        return;
      }
      this.destroy(new Error('The client went away.'));
    },
  });
}

const MINUTE = 60_000;

/**
 * The behaviour of the BlobStorage interface (blob-storage.ts) every implementation shows: registered inside the
 * caller's `describe`, on the storage its `beforeEach` opened (`current`).
 */
export function behavesAsBlobStorage(current: () => BlobStorageUnderTest): void {
  it('stores a stream under a new key, with its size and SHA-256, and reads it back', async () => {
    const { storage, leftovers } = current();
    const content = 'Пояснительная записка, раздел 1.\n'.repeat(5000);
    const stored = await storage.write(Readable.from([content.slice(0, 1000), content.slice(1000)]));

    expect(stored.key).toMatch(UUID_V4);
    expect(stored.size).toBe(Buffer.byteLength(content));
    expect(stored.sha256).toBe(sha256(content));
    expect(await text(await storage.read(stored.key))).toBe(content);
    expect(await storage.stat(stored.key)).toEqual({ size: stored.size });
    const held = await leftovers();
    expect(held).toHaveLength(1);
    expect(held[0]?.endsWith(stored.key)).toBe(true);
  });

  it('stores an empty stream as an empty blob (a dummy version)', async () => {
    const { storage } = current();
    const stored = await storage.write(Readable.from([]));
    expect(stored).toMatchObject({ size: 0, sha256: sha256('') });
    expect(await text(await storage.read(stored.key))).toBe('');
    expect(await storage.stat(stored.key)).toEqual({ size: 0 });
  });

  it('gives every write its own key, even of the same content', async () => {
    const { storage } = current();
    const first = await storage.write(Readable.from(['same']));
    const second = await storage.write(Readable.from(['same']));
    expect(first.key).not.toBe(second.key);
    expect(first.sha256).toBe(second.sha256);
  });

  it('leaves nothing behind when the stream fails midway, and rejects with its error', async () => {
    const { storage, leftovers } = current();
    await expect(storage.write(failingStream('the first half of a file'))).rejects.toThrow('The client went away.');
    expect(await leftovers()).toEqual([]);
  });

  it('leaves nothing when the stream fails before its first byte', async () => {
    const { storage, leftovers } = current();
    const stream = new Readable({
      read() {
        this.destroy(new Error('refused'));
      },
    });
    await expect(storage.write(stream)).rejects.toThrow('refused');
    expect(await leftovers()).toEqual([]);
  });

  it('reads byte ranges, both ends inclusive', async () => {
    const { storage } = current();
    const stored = await storage.write(Readable.from(['0123456789']));
    // No range ends at byte 0 here: s3rver answers `bytes=0-0` with the whole object (s3-storage.test.ts).
    expect(await text(await storage.read(stored.key, { start: 0, end: 3 }))).toBe('0123');
    expect(await text(await storage.read(stored.key, { start: 4, end: 4 }))).toBe('4');
    expect(await text(await storage.read(stored.key, { start: 2, end: 5 }))).toBe('2345');
    expect(await text(await storage.read(stored.key, { start: 7, end: 9 }))).toBe('789');
  });

  it('removes a blob, and removing it again is no error', async () => {
    const { storage, leftovers } = current();
    const stored = await storage.write(Readable.from(['gone soon']));
    await storage.remove(stored.key);
    await storage.remove(stored.key);
    expect(await storage.stat(stored.key)).toBeUndefined();
    expect(await leftovers()).toEqual([]);
  });

  it('refuses a blob that is not there before any byte is sent, and knows no size of it', async () => {
    const { storage } = current();
    const missing = randomUUID();
    await expect(storage.read(missing)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(storage.read(missing, { start: 0, end: 1 })).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(storage.localFile(missing)).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await storage.stat(missing)).toBeUndefined();
  });

  it('never reaches anything by a key that is not its own', async () => {
    const { storage, plantForeign, readForeign } = current();
    await plantForeign('secret.txt', 'outside the blobs');
    for (const key of ['../secret.txt', 'secret.txt', '..', `${randomUUID()}/../../secret.txt`, '']) {
      await expect(storage.read(key)).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(storage.localFile(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    }
    expect(await readForeign('secret.txt')).toBe('outside the blobs');
  });

  it('lists the complete blobs written before a time, and nothing that is not a blob', async () => {
    const { storage, plantForeign } = current();
    const first = await storage.write(Readable.from(['first']));
    const second = await storage.write(Readable.from(['second']));
    await plantForeign('notes.txt', 'not a blob');
    const keys = async (before: Date) => {
      const found: string[] = [];
      for await (const key of storage.keysWrittenBefore(before)) found.push(key);
      return found.sort();
    };
    expect(await keys(new Date(Date.now() + MINUTE))).toEqual([first.key, second.key].sort());
    expect(await keys(new Date(Date.now() - MINUTE))).toEqual([]);
  });

  it('gives a blob as a local file until it is released', async () => {
    const { storage } = current();
    const stored = await storage.write(Readable.from(['PK\u0003\u0004 an archive to seek in']));
    const file = await storage.localFile(stored.key);
    expect(await readFile(file.path, 'utf8')).toBe('PK\u0003\u0004 an archive to seek in');
    await file.release();
    expect(await text(await storage.read(stored.key))).toBe('PK\u0003\u0004 an archive to seek in');
  });
}
