import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobNotFoundError } from '../src/storage/blob-storage';
import { LocalDiskStorage } from '../src/storage/local-disk-storage';
import { blobFiles } from './documents.seed';

let root: string;
let storage: LocalDiskStorage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cde-storage-test-'));
  storage = await LocalDiskStorage.open(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');

/** A stream that sends `before`, then fails as a connection cut mid-upload would. */
function failingStream(before: string): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(before);
        return;
      }
      this.destroy(new Error('The client went away.'));
    },
  });
}

describe('LocalDiskStorage', () => {
  it('stores a stream under a new key, with its size and SHA-256, and reads it back', async () => {
    const content = 'Пояснительная записка, раздел 1.\n'.repeat(5000);
    const stored = await storage.write(Readable.from([content.slice(0, 1000), content.slice(1000)]));

    expect(stored.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stored.size).toBe(Buffer.byteLength(content));
    expect(stored.sha256).toBe(sha256(content));
    expect(await text(await storage.read(stored.key))).toBe(content);
    expect(await storage.stat(stored.key)).toEqual({ size: stored.size });
    // Sharded by the key's first two characters, named by the key alone.
    expect(await blobFiles(root)).toEqual([join(stored.key.slice(0, 2), stored.key)]);
    expect(await readFile(join(root, stored.key.slice(0, 2), stored.key), 'utf8')).toBe(content);
  });

  it('stores an empty stream as an empty blob (a dummy version)', async () => {
    const stored = await storage.write(Readable.from([]));
    expect(stored).toMatchObject({ size: 0, sha256: sha256('') });
    expect(await text(await storage.read(stored.key))).toBe('');
  });

  it('gives every write its own key, even of the same content', async () => {
    const first = await storage.write(Readable.from(['same']));
    const second = await storage.write(Readable.from(['same']));
    expect(first.key).not.toBe(second.key);
    expect(first.sha256).toBe(second.sha256);
  });

  it('leaves neither a blob nor a temporary file when the stream fails midway', async () => {
    await expect(storage.write(failingStream('the first half of a file'))).rejects.toThrow('The client went away.');
    expect(await blobFiles(root)).toEqual([]);
  });

  it('leaves nothing when the stream fails before its first byte', async () => {
    const stream = new Readable({
      read() {
        this.destroy(new Error('refused'));
      },
    });
    await expect(storage.write(stream)).rejects.toThrow('refused');
    expect(await blobFiles(root)).toEqual([]);
  });

  it('reads byte ranges, both ends inclusive', async () => {
    const stored = await storage.write(Readable.from(['0123456789']));
    expect(await text(await storage.read(stored.key, { start: 0, end: 0 }))).toBe('0');
    expect(await text(await storage.read(stored.key, { start: 2, end: 5 }))).toBe('2345');
    expect(await text(await storage.read(stored.key, { start: 7, end: 9 }))).toBe('789');
  });

  it('removes a blob, and removing it again is no error', async () => {
    const stored = await storage.write(Readable.from(['gone soon']));
    await storage.remove(stored.key);
    await storage.remove(stored.key);
    expect(await storage.stat(stored.key)).toBeUndefined();
    expect(await blobFiles(root)).toEqual([]);
  });

  it('refuses to read a blob that is not there before any byte is sent', async () => {
    await expect(storage.read(randomUUID())).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('never turns a key that is not its own into a path', async () => {
    await writeFile(join(root, 'secret.txt'), 'outside the shards');
    for (const key of ['../secret.txt', 'secret.txt', '..', `${randomUUID()}/../../secret.txt`, '']) {
      await expect(storage.read(key)).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    }
    expect(await readFile(join(root, 'secret.txt'), 'utf8')).toBe('outside the shards');
  });

  it('removes the temporary files of writes a crash interrupted, when it opens', async () => {
    const stale = join(root, '.tmp', `${randomUUID()}.part`);
    const recent = join(root, '.tmp', `${randomUUID()}.part`);
    await writeFile(stale, 'half a file from before the crash');
    await writeFile(recent, 'a write of another process, still going');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(stale, twoDaysAgo, twoDaysAgo);

    await LocalDiskStorage.open(root);
    expect(await blobFiles(root)).toEqual([join('.tmp', basename(recent))]);
  });
});
