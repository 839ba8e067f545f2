import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { toDocumentRecord, type DocumentRecord } from '../mappers/document.mapper';

type Executor = Db | Transaction<Database>;

/**
 * The documents not deleted that this document lists as related, the newest relation first. Whether their directory
 * is visible is the caller's to check.
 */
export async function listRelatedDocuments(db: Executor, documentId: string): Promise<DocumentRecord[]> {
  const rows = await db
    .selectFrom('related_documents')
    .innerJoin('documents', 'documents.id', 'related_documents.related_id')
    .selectAll('documents')
    .where('related_documents.document_id', '=', documentId)
    .where('documents.deleted_at', 'is', null)
    .orderBy('related_documents.position', 'desc')
    .execute();
  return rows.map(toDocumentRecord);
}

/** The ids of every document this one lists as related, deleted ones included. */
export async function relatedIds(db: Executor, documentId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('related_documents')
    .select('related_id')
    .where('document_id', '=', documentId)
    .execute();
  return new Set(rows.map((row) => row.related_id));
}

/**
 * Adds relations from the document to each of the ids. The list shows the newest first and those added together in
 * the order they were given, so the first id takes the highest position.
 */
export async function insertRelations(
  db: Executor,
  documentId: string,
  ids: readonly string[],
  createdBy: string,
  createdAt: string,
): Promise<void> {
  if (ids.length === 0) return;
  const row = await db
    .selectFrom('related_documents')
    .select((eb) => eb.fn.max<number | null>('position').as('highest'))
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  const highest = row?.highest ?? null;
  const first = highest === null ? 0 : highest + 1;
  await db
    .insertInto('related_documents')
    .values(
      ids.map((relatedId, offset) => ({
        document_id: documentId,
        related_id: relatedId,
        position: first + ids.length - 1 - offset,
        created_by: createdBy,
        created_at: createdAt,
      })),
    )
    .execute();
}

export async function deleteRelations(db: Executor, documentId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('related_documents')
    .where('document_id', '=', documentId)
    .where('related_id', 'in', ids)
    .execute();
}
