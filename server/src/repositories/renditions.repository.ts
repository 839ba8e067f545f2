import type { Db } from '../db/database';

/** What a file is converted to for a viewer: PDF for the office viewer, DXF for the drawing viewer, fragments for the model viewer. */
export type RenditionFormat = 'pdf' | 'dxf' | 'frag';

/** A version's file converted for a viewer: the converted file's blob, or why there is none. */
export type Rendition = { blobKey: string; failure: null } | { blobKey: null; failure: string };

export async function findRendition(
  db: Db,
  sourceBlobKey: string,
  format: RenditionFormat,
): Promise<Rendition | undefined> {
  const row = await db
    .selectFrom('renditions')
    .select(['blob_key', 'failure'])
    .where('source_blob_key', '=', sourceBlobKey)
    .where('format', '=', format)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.blob_key === null
    ? { blobKey: null, failure: row.failure ?? 'The conversion failed.' }
    : { blobKey: row.blob_key, failure: null };
}

/**
 * Records a conversion's result; false when another process recorded one first (its result stands, and the caller
 * removes the file it made).
 */
export async function saveRendition(
  db: Db,
  source: { sourceBlobKey: string; format: RenditionFormat },
  rendition: Rendition,
  createdAt: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('renditions')
    .values({
      source_blob_key: source.sourceBlobKey,
      format: source.format,
      blob_key: rendition.blobKey,
      failure: rendition.failure,
      created_at: createdAt.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['source_blob_key', 'format']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

const CHUNK = 500;

/** Forgets the renditions of these files; the keys of their converted files, for the caller to remove. */
export async function deleteRenditions(db: Db, sourceBlobKeys: readonly string[]): Promise<string[]> {
  const renditionKeys: string[] = [];
  for (let start = 0; start < sourceBlobKeys.length; start += CHUNK) {
    const part = sourceBlobKeys.slice(start, start + CHUNK);
    const rows = await db.deleteFrom('renditions').where('source_blob_key', 'in', part).returning('blob_key').execute();
    for (const row of rows) if (row.blob_key !== null) renditionKeys.push(row.blob_key);
  }
  return renditionKeys;
}

/** Of these blob keys, those that are the converted file of a rendition. */
export async function renditionBlobKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('renditions').select('blob_key').where('blob_key', 'in', keys).execute();
  return new Set(rows.flatMap((row) => (row.blob_key === null ? [] : [row.blob_key])));
}
