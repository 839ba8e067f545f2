import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { amongDocuments, isNone, type DocumentsAmong } from './documents-among';
import { toVersionRecord, toVersionRow, type VersionRecord } from '../mappers/document.mapper';

type Executor = Db | Transaction<Database>;

/** Every version of the documents, the draft included, newest index first. */
export async function listVersions(db: Executor, documents: DocumentsAmong): Promise<VersionRecord[]> {
  if (isNone(documents)) return [];
  const rows = await db
    .selectFrom('versions')
    .innerJoin('documents', 'documents.id', 'versions.document_id')
    .where(amongDocuments(documents))
    .selectAll('versions')
    .orderBy('versions.index', 'desc')
    .execute();
  return rows.map(toVersionRecord);
}

export async function findVersion(db: Executor, documentId: string, index: number): Promise<VersionRecord | undefined> {
  const row = await db
    .selectFrom('versions')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('index', '=', index)
    .executeTakeFirst();
  return row && toVersionRecord(row);
}

/** The index a new version of the document gets: one above the highest so far (the draft not counted). */
export async function nextVersionIndex(db: Executor, documentId: string): Promise<number> {
  const row = await db
    .selectFrom('versions')
    .select((eb) => eb.fn.max<number | null>('index').as('highest'))
    .where('document_id', '=', documentId)
    .where('index', '>=', 0)
    .executeTakeFirst();
  const highest = row?.highest ?? null;
  return highest === null ? 0 : highest + 1;
}

export async function insertVersion(db: Executor, record: VersionRecord): Promise<void> {
  await db.insertInto('versions').values(toVersionRow(record)).execute();
}

/** Deactivates or reactivates a version (explorer.md §4): the row and its blob stay. */
export async function setVersionActive(
  db: Executor,
  documentId: string,
  index: number,
  isActive: boolean,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('versions')
    .set({ is_active: isActive ? 1 : 0, updated_at: updatedAt })
    .where('document_id', '=', documentId)
    .where('index', '=', index)
    .execute();
}

/**
 * Gives a version a new index (the draft becoming a numbered version): the row, its file and its master stay, and it
 * counts as created now.
 */
export async function renumberVersion(
  db: Executor,
  documentId: string,
  from: number,
  to: number,
  createdAt: string,
): Promise<void> {
  await db
    .updateTable('versions')
    .set({ index: to, is_active: 1, created_at: createdAt, updated_at: createdAt })
    .where('document_id', '=', documentId)
    .where('index', '=', from)
    .execute();
}

/** The draft's file replaced by a save of the office editor; the row, its master and its author stay. */
export async function replaceVersionFile(
  db: Executor,
  documentId: string,
  index: number,
  file: { blobKey: string; size: number; sha256: string },
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('versions')
    .set({ blob_key: file.blobKey, size: file.size, sha256: file.sha256, updated_at: updatedAt })
    .where('document_id', '=', documentId)
    .where('index', '=', index)
    .execute();
}

/** Whether any version still refers to the blob (a draft shares its master's file until its first save). */
export async function isBlobReferenced(db: Executor, blobKey: string): Promise<boolean> {
  const row = await db.selectFrom('versions').select('document_id').where('blob_key', '=', blobKey).executeTakeFirst();
  return row !== undefined;
}
