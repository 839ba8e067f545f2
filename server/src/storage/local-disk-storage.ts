import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { BlobNotFoundError, type BlobStorage, type ByteRange, type LocalFile, type StoredBlob } from './blob-storage';
import { measuringStream } from './measuring-stream';
import { pipeIntoFile } from './pipe-into-file';

/** Keys are the storage's own v4 UUIDs; anything else is refused before it can form a path. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TEMPORARY_DIR = '.tmp';
/** Temporary files older than this at start-up belong to writes that a crash interrupted. */
const STALE_TEMPORARY_MS = 24 * 60 * 60 * 1000;

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * Blobs as files under one directory: `<root>/<first two hex chars of the key>/<key>`, so that no directory grows to
 * millions of entries. A write goes to `<root>/.tmp/` first and is renamed into place only when complete and
 * fsync'd; the temporary directory is inside the root so that the rename never crosses file systems.
 */
export class LocalDiskStorage implements BlobStorage {
  private constructor(readonly root: string) {}

  /** Opens (creating it if needed) the storage under `root`, and removes what interrupted writes left behind. */
  static async open(root: string): Promise<LocalDiskStorage> {
    const storage = new LocalDiskStorage(root);
    await mkdir(join(root, TEMPORARY_DIR), { recursive: true });
    await storage.removeUnfinishedWrites(new Date(Date.now() - STALE_TEMPORARY_MS));
    return storage;
  }

  async write(stream: Readable): Promise<StoredBlob> {
    const key = randomUUID();
    const temporary = join(this.root, TEMPORARY_DIR, `${key}.part`);
    const { stream: measure, measured } = measuringStream();
    try {
      // Flushed before it is closed, so that a rename after a crash never exposes a partial file.
      await pipeIntoFile(stream, temporary, { through: measure, flush: true });
      await mkdir(join(this.root, key.slice(0, 2)), { recursive: true });
      await rename(temporary, this.pathOf(key));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await this.syncDirectory(join(this.root, key.slice(0, 2)));
    return { key, ...measured() };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    let handle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFoundError(key);
      throw error;
    }
    // The handle closes with the stream, whether it ends or is destroyed by a client that went away.
    return handle.createReadStream({ start: range?.start, end: range?.end });
  }

  /** The blob's own file: nothing to copy, nothing to remove afterwards. */
  async localFile(key: string): Promise<LocalFile> {
    const path = this.pathOf(key);
    if (!(await this.stat(key))) throw new BlobNotFoundError(key);
    return { path, release: () => Promise.resolve() };
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    try {
      const stats = await stat(this.pathOf(key));
      return { size: stats.size };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new BlobNotFoundError(key);
    return join(this.root, key.slice(0, 2), key);
  }

  /** Makes the rename itself durable; best effort, as some platforms cannot open a directory for syncing. */
  private async syncDirectory(path: string): Promise<void> {
    try {
      const handle = await open(path, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch {
      // The data itself is already synced; only the directory entry's durability is left to the file system.
    }
  }

  async removeUnfinishedWrites(before: Date): Promise<number> {
    const directory = join(this.root, TEMPORARY_DIR);
    let removed = 0;
    for (const name of await readdir(directory)) {
      const path = join(directory, name);
      const stats = await stat(path).catch(() => undefined);
      if (stats && stats.mtimeMs < before.getTime()) {
        await rm(path, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async *keysWrittenBefore(before: Date): AsyncIterable<string> {
    for (const shard of await readdir(this.root)) {
      if (!/^[0-9a-f]{2}$/.test(shard)) continue;
      for (const key of await readdir(join(this.root, shard)).catch(() => [])) {
        if (!KEY.test(key)) continue;
        const stats = await stat(join(this.root, shard, key)).catch(() => undefined);
        if (stats && stats.mtimeMs < before.getTime()) yield key;
      }
    }
  }
}
