import { mkdtemp, rm } from 'node:fs/promises';
import type * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LocalDiskStorage } from '../src/storage/local-disk-storage';
import { blobFiles } from './documents.seed';

/** How long opening a file takes here: a disk or a thread pool as busy as on a loaded CI machine. */
const OPEN_DELAY_MS = 30;

// The storage's write streams open their files slowly, through the `fs` option Node's file streams offer for this
// (it replaces their calls as a set).
vi.mock('node:fs', async (importOriginal) => {
  const original = await importOriginal<typeof fs>();
  const { write, writev, close, fsync } = original;
  const slowOpen: typeof original.open = ((...args: Parameters<typeof original.open>) => {
    setTimeout(() => {
      (original.open as (...a: unknown[]) => void)(...args);
    }, OPEN_DELAY_MS);
  }) as typeof original.open;
  // Node's typings leave out `fsync`, which a stream opened with `flush` calls.
  const slowFs = { open: slowOpen, write, writev, close, fsync };
  return {
    ...original,
    createWriteStream: (path: fs.PathLike, options: Parameters<typeof original.createWriteStream>[1] & object) =>
      original.createWriteStream(path, { ...options, fs: slowFs }),
  };
});

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cde-storage-slow-open-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

it('leaves no temporary file when the stream fails while its file is still being opened', async () => {
  const storage = await LocalDiskStorage.open(root);
  // A form cut short right after a whole file: the parser has already destroyed the file's stream when it is handed on.
  const stream = Readable.from(['ISO-10303-21; the whole model']);
  stream.destroy(new Error('Unexpected end of form'));

  await expect(storage.write(stream)).rejects.toThrow('Unexpected end of form');
  await sleep(OPEN_DELAY_MS * 3);
  expect(await blobFiles(root)).toEqual([]);
});

it('still writes blobs whole when opening is slow', async () => {
  const storage = await LocalDiskStorage.open(root);
  const stored = await storage.write(Readable.from(['a slow disk']));
  expect(await blobFiles(root)).toEqual([join(stored.key.slice(0, 2), stored.key)]);
});
