import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import {
  documentNameKey,
  parseJson,
  toDocumentRecord,
  toDocumentRow,
  type DocumentRecord,
  type ParentDirectory,
} from '../mappers/document.mapper';

type Executor = Db | Transaction<Database>;

/**
 * The directory if it is visible: neither deleted itself nor inside a deleted subtree (a deleted directory hides its
 * descendants through their ancestor ids). Read here directly, as documents need only these few columns.
 */
export async function findLiveParentDirectory(db: Executor, id: string): Promise<ParentDirectory | undefined> {
  const row = await db
    .selectFrom('directories')
    .select(['id', 'depth', 'ancestor_ids', 'allow_upload_documents', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.deleted_at !== null) return undefined;
  const parsed = parseJson(row.ancestor_ids);
  const ancestorIds = Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  if (ancestorIds.length > 0) {
    const deleted = await db
      .selectFrom('directories')
      .select('id')
      .where('id', 'in', ancestorIds)
      .where('deleted_at', 'is not', null)
      .executeTakeFirst();
    if (deleted) return undefined;
  }
  return { id: row.id, depth: row.depth, ancestorIds, allowUploadDocuments: row.allow_upload_documents === 1 };
}

/** The documents of these ids whatever their state, in no particular order. */
export async function findDocuments(db: Executor, ids: readonly string[]): Promise<DocumentRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('documents').selectAll().where('id', 'in', ids).execute();
  return rows.map(toDocumentRecord);
}

/** How a document's directory is read: afresh (findLiveParentDirectory), or through a request's shared reads. */
export type LiveParentRead = (id: string) => Promise<ParentDirectory | undefined>;

/** The document with its directory if it is visible: not deleted, and its directory visible. */
export async function findLiveDocument(
  db: Executor,
  id: string,
  parentOf: LiveParentRead = (parentId) => findLiveParentDirectory(db, parentId),
): Promise<{ document: DocumentRecord; parent: ParentDirectory } | undefined> {
  const [document] = await findDocuments(db, [id]);
  if (!document || document.deletedAt !== null) return undefined;
  const parent = await parentOf(document.parentId);
  return parent && { document, parent };
}

/** The document not deleted of the directory that already has this name (compared folded), other than `exceptId`. */
export async function findDocumentNamed(
  db: Executor,
  parentId: string,
  name: string,
  exceptId?: string,
): Promise<DocumentRecord | undefined> {
  let query = db
    .selectFrom('documents')
    .selectAll()
    .where('parent_id', '=', parentId)
    .where('name_key', '=', documentNameKey(name))
    .where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const row = await query.executeTakeFirst();
  return row && toDocumentRecord(row);
}

/** The folded names (name_key) of the directory's documents not deleted: the names a new document may not take. */
export async function documentNameKeys(db: Executor, parentId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('documents')
    .select('name_key')
    .where('parent_id', '=', parentId)
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.name_key));
}

export async function insertDocument(db: Executor, record: DocumentRecord): Promise<void> {
  await db.insertInto('documents').values(toDocumentRow(record)).execute();
}

export async function updateDocumentName(db: Executor, id: string, name: string, updatedAt: string): Promise<void> {
  await db
    .updateTable('documents')
    .set({ name, name_key: documentNameKey(name), updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

/**
 * Places a document in another directory, under a new name when one is given (a move, a restore into another
 * directory). Both change in one statement: a name that is free in the new directory may be taken in the old one.
 */
export async function moveDocumentTo(
  db: Executor,
  id: string,
  parentId: string,
  updatedAt: string,
  name?: string,
): Promise<void> {
  await db
    .updateTable('documents')
    .set({
      parent_id: parentId,
      updated_at: updatedAt,
      ...(name === undefined ? {} : { name, name_key: documentNameKey(name) }),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Touches the document first thing in a transaction that adds a version: on PostgreSQL the row lock orders concurrent
 * uploads to one document, so that each reads the highest index after the other's commit.
 */
export async function touchDocument(db: Executor, id: string, updatedAt: string): Promise<void> {
  await db.updateTable('documents').set({ updated_at: updatedAt }).where('id', '=', id).execute();
}

/**
 * Takes the document's row lock for the rest of the transaction without changing the document: on PostgreSQL
 * concurrent remarks, comments and agreements of one document then follow one another, each seeing the other's
 * commit (SQLite runs one write transaction at a time anyway).
 */
export async function lockDocumentRow(db: Executor, id: string): Promise<void> {
  await db
    .updateTable('documents')
    .set((eb) => ({ head_index: eb.ref('head_index') }))
    .where('id', '=', id)
    .execute();
}

export async function updateDocumentHead(db: Executor, id: string, headIndex: number): Promise<void> {
  await db.updateTable('documents').set({ head_index: headIndex }).where('id', '=', id).execute();
}

/** Sets the agreement status (AgreeStatus) alone: remarks change it without changing the document. */
export async function updateDocumentStatus(db: Executor, id: string, status: number): Promise<void> {
  await db.updateTable('documents').set({ agree_status: status }).where('id', '=', id).execute();
}

export async function updateDocumentAgreement(
  db: Executor,
  id: string,
  agreement: { agreed: boolean; status: number; updatedAt: string },
): Promise<void> {
  await db
    .updateTable('documents')
    .set({ agreed: agreement.agreed ? 1 : 0, agree_status: agreement.status, updated_at: agreement.updatedAt })
    .where('id', '=', id)
    .execute();
}

/** Moves documents to the trash: the rows stay, marked deleted by whom and when. */
export async function markDocumentsDeleted(
  db: Executor,
  ids: readonly string[],
  deletedBy: string,
  deletedAt: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('documents')
    .set({ deleted_at: deletedAt, deleted_by: deletedBy })
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}
