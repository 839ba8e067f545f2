import type { Db } from '../db/database';
import { renditionBlobKeys } from '../repositories/renditions.repository';
import type { BlobStorage } from '../storage/blob-storage';

const BATCH = 500;

export interface SweepResult {
  /** Temporary files of writes that never finished. */
  unfinished: number;
  /** Complete blobs that no version (nor a version's PDF rendition) refers to. */
  orphans: number;
}

async function removeUnreferenced(db: Db, blobs: BlobStorage, keys: string[]): Promise<number> {
  const referenced = new Set(
    (await db.selectFrom('versions').select('blob_key').where('blob_key', 'in', keys).execute()).map(
      (row) => row.blob_key,
    ),
  );
  for (const key of await renditionBlobKeys(db, keys)) referenced.add(key);
  const orphans = keys.filter((key) => !referenced.has(key));
  for (const key of orphans) await blobs.remove(key);
  return orphans.length;
}

/**
 * Removes what a killed process leaves in the blob storage: a write cut off mid-stream (its temporary file), and a
 * blob renamed into place whose transaction never committed (no version refers to it). Only what was written before
 * `before` is considered, so uploads in flight in this or another process are never touched.
 */
export async function sweepOrphanBlobs(db: Db, blobs: BlobStorage, before: Date): Promise<SweepResult> {
  const unfinished = await blobs.removeUnfinishedWrites(before);
  let orphans = 0;
  let batch: string[] = [];
  for await (const key of blobs.keysWrittenBefore(before)) {
    batch.push(key);
    if (batch.length === BATCH) {
      orphans += await removeUnreferenced(db, blobs, batch);
      batch = [];
    }
  }
  if (batch.length > 0) orphans += await removeUnreferenced(db, blobs, batch);
  return { unfinished, orphans };
}
