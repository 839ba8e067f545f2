import type { Db } from '../db/database';

/** A version's file converted for the viewer: the PDF's blob, or why there is none. */
export type Rendition = { pdfBlobKey: string; failure: null } | { pdfBlobKey: null; failure: string };

export async function findRendition(db: Db, sourceBlobKey: string): Promise<Rendition | undefined> {
  const row = await db
    .selectFrom('pdf_renditions')
    .select(['pdf_blob_key', 'failure'])
    .where('source_blob_key', '=', sourceBlobKey)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.pdf_blob_key === null
    ? { pdfBlobKey: null, failure: row.failure ?? 'The conversion failed.' }
    : { pdfBlobKey: row.pdf_blob_key, failure: null };
}

/**
 * Records a conversion's result; false when another process recorded one first (its result stands, and the caller
 * removes the PDF it made).
 */
export async function saveRendition(
  db: Db,
  sourceBlobKey: string,
  rendition: Rendition,
  createdAt: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('pdf_renditions')
    .values({
      source_blob_key: sourceBlobKey,
      pdf_blob_key: rendition.pdfBlobKey,
      failure: rendition.failure,
      created_at: createdAt.toISOString(),
    })
    .onConflict((conflict) => conflict.column('source_blob_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

const CHUNK = 500;

/** Forgets the renditions of these files; the keys of their PDFs, for the caller to remove. */
export async function deleteRenditions(db: Db, sourceBlobKeys: readonly string[]): Promise<string[]> {
  const pdfKeys: string[] = [];
  for (let start = 0; start < sourceBlobKeys.length; start += CHUNK) {
    const part = sourceBlobKeys.slice(start, start + CHUNK);
    const rows = await db
      .deleteFrom('pdf_renditions')
      .where('source_blob_key', 'in', part)
      .returning('pdf_blob_key')
      .execute();
    for (const row of rows) if (row.pdf_blob_key !== null) pdfKeys.push(row.pdf_blob_key);
  }
  return pdfKeys;
}

/** Of these blob keys, those that are the PDF of a rendition. */
export async function renditionPdfKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('pdf_renditions').select('pdf_blob_key').where('pdf_blob_key', 'in', keys).execute();
  return new Set(rows.flatMap((row) => (row.pdf_blob_key === null ? [] : [row.pdf_blob_key])));
}
