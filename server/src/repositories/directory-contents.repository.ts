import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { toDirectoryRecord, type DirectoryRecord } from '../mappers/directory.mapper';
import { toDocumentRecord, toVersionRecord, type DocumentRecord, type VersionRecord } from '../mappers/document.mapper';
import { holdsAncestor } from '../mappers/names';

/**
 * Every directory below this one, deleted or not, found through the stored ancestor ids. The caller decides what is
 * visible.
 */
export async function listSubtree(db: Db, id: string): Promise<DirectoryRecord[]> {
  const rows = await db
    .selectFrom('directories')
    .selectAll()
    .where('ancestor_ids', 'like', holdsAncestor(id))
    .execute();
  return rows.map(toDirectoryRecord);
}

/** The documents not deleted of these directories. */
export async function listDocumentsIn(
  db: Db | Transaction<Database>,
  parentIds: readonly string[],
): Promise<DocumentRecord[]> {
  if (parentIds.length === 0) return [];
  const rows = await db
    .selectFrom('documents')
    .selectAll()
    .where('parent_id', 'in', parentIds)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map(toDocumentRecord);
}

/** Well below both databases' limits on the parameters of one statement. */
const CHUNK = 500;

/**
 * Count and bytes of the head versions of the documents not deleted in these directories, however many they are: a
 * subtree of more directories than a statement takes bound values is counted in parts.
 */
export async function documentTotals(db: Db, parentIds: readonly string[]): Promise<{ count: number; bytes: number }> {
  const totals = { count: 0, bytes: 0 };
  for (let start = 0; start < parentIds.length; start += CHUNK) {
    const row = await db
      .selectFrom('documents')
      .innerJoin('versions', (join) =>
        join.onRef('versions.document_id', '=', 'documents.id').onRef('versions.index', '=', 'documents.head_index'),
      )
      .select((expression) => [
        expression.fn.countAll<number | string>().as('count'),
        expression.fn.coalesce(expression.fn.sum<number | string>('versions.size'), expression.lit(0)).as('bytes'),
      ])
      .where('documents.parent_id', 'in', parentIds.slice(start, start + CHUNK))
      .where('documents.deleted_at', 'is', null)
      .executeTakeFirst();
    // PostgreSQL answers counts and sums of int8 as text.
    totals.count += Number(row?.count ?? 0);
    totals.bytes += Number(row?.bytes ?? 0);
  }
  return totals;
}

/** A document not deleted with its head version: what a directory's zip holds of it. */
export interface HeadFile {
  documentId: string;
  /** The document's name, which its file is saved under (`downloadFileName`). */
  documentName: string;
  parentId: string;
  head: VersionRecord;
}

/** The documents not deleted of these directories, each with its head version. */
export async function listHeadFiles(db: Db, parentIds: readonly string[]): Promise<HeadFile[]> {
  const files: HeadFile[] = [];
  for (let start = 0; start < parentIds.length; start += CHUNK) {
    const rows = await db
      .selectFrom('documents')
      .innerJoin('versions', (join) =>
        join.onRef('versions.document_id', '=', 'documents.id').onRef('versions.index', '=', 'documents.head_index'),
      )
      .selectAll('versions')
      .select(['documents.parent_id as parent_id', 'documents.name as document_name'])
      .where('documents.parent_id', 'in', parentIds.slice(start, start + CHUNK))
      .where('documents.deleted_at', 'is', null)
      .execute();
    for (const { parent_id: parentId, document_name: documentName, ...version } of rows)
      files.push({ documentId: version.document_id, documentName, parentId, head: toVersionRecord(version) });
  }
  return files;
}
