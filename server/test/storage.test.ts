import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../src/storage/local-disk-storage';
import { behavesAsBlobStorage, type BlobStorageUnderTest } from './blob-storage-behaviour';
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

describe('LocalDiskStorage', () => {
  const underTest = (): BlobStorageUnderTest => ({
    storage,
    // Every file under the root, the temporary files of unfinished writes included.
    leftovers: () => blobFiles(root),
    plantForeign: (name, content) => writeFile(join(root, name), content),
    readForeign: (name) => readFile(join(root, name), 'utf8'),
  });
  behavesAsBlobStorage(underTest);

  it('keeps a blob as a file named by its key, sharded by the key’s first two characters', async () => {
    const content = 'Пояснительная записка, раздел 1.\n';
    const stored = await storage.write(Readable.from([content]));
    expect(await blobFiles(root)).toEqual([join(stored.key.slice(0, 2), stored.key)]);
    expect(await readFile(join(root, stored.key.slice(0, 2), stored.key), 'utf8')).toBe(content);
  });

  it('gives the blob’s own file as its local file, left in place on release', async () => {
    const stored = await storage.write(Readable.from(['in place']));
    const file = await storage.localFile(stored.key);
    expect(file.path).toBe(join(root, stored.key.slice(0, 2), stored.key));
    await file.release();
    expect(await blobFiles(root)).toEqual([join(stored.key.slice(0, 2), stored.key)]);
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
