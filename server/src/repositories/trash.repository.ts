import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { toDirectoryRecord } from '../mappers/directory.mapper';
import type { PlaceRecord, TrashElementRecord } from '../mappers/trash.mapper';
import { holdsAncestor } from '../mappers/names';

type Executor = Db | Transaction<Database>;

/**
 * The trash is no table of its own: it is the rows marked deleted, the tops of deleted subtrees and the documents
 * deleted one by one (docs/server.md, soft delete). Queries stay portable between SQLite and PostgreSQL: long id
 * lists are cut into chunks well below both databases' parameter limits, and subtrees are found through the stored
 * ancestor ids, never a recursive query.
 */
const CHUNK = 500;

function chunked<T>(items: Iterable<T>): T[][] {
  const all = [...items];
  const chunks: T[][] = [];
  for (let start = 0; start < all.length; start += CHUNK) chunks.push(all.slice(start, start + CHUNK));
  return chunks;
}

/** A LIKE pattern for «contains»; '!' escapes the wildcards, as a backslash means different things to each database. */
function containing(part: string): string {
  return `%${part.replace(/[!%_]/g, (character) => `!${character}`)}%`;
}

/** A UUID in quotes matches exactly one element of a stored JSON array of ids (and holds no LIKE wildcard). */

export interface TrashSelection {
  /** Only what this account deleted; undefined: whoever deleted it. */
  deletedBy?: string;
  /** Part of the name, already folded like name_key (NFC, lower case); empty: any name. */
  namePart: string;
  directories: boolean;
  documents: boolean;
}

/** The trash elements of the selection, unsorted: the few columns a page is sorted and cut on. */
export async function listTrashElements(db: Executor, selection: TrashSelection): Promise<TrashElementRecord[]> {
  const nameFilter = sql<boolean>`name_key like ${containing(selection.namePart)} escape '!'`;
  const elements: TrashElementRecord[] = [];
  if (selection.directories) {
    let query = db
      .selectFrom('directories')
      .select(['id', 'name', 'parent_id', 'deleted_at', 'deleted_by'])
      .where('deleted_at', 'is not', null);
    if (selection.deletedBy !== undefined) query = query.where('deleted_by', '=', selection.deletedBy);
    if (selection.namePart !== '') query = query.where(nameFilter);
    const rows = await query.$narrowType<{ deleted_at: string }>().execute();
    elements.push(...rows.map((row) => toTrashElement('Directory', row)));
  }
  if (selection.documents) {
    let query = db
      .selectFrom('documents')
      .select(['id', 'name', 'parent_id', 'deleted_at', 'deleted_by'])
      .where('deleted_at', 'is not', null);
    if (selection.deletedBy !== undefined) query = query.where('deleted_by', '=', selection.deletedBy);
    if (selection.namePart !== '') query = query.where(nameFilter);
    const rows = await query.$narrowType<{ deleted_at: string }>().execute();
    elements.push(...rows.map((row) => toTrashElement('Document', row)));
  }
  return elements;
}

function toTrashElement(
  elementType: TrashElementRecord['elementType'],
  row: { id: string; name: string; parent_id: string | null; deleted_at: string; deleted_by: string | null },
): TrashElementRecord {
  return {
    elementType,
    id: row.id,
    name: row.name,
    parentId: row.parent_id,
    deletedAt: row.deleted_at,
    deletedBy: row.deleted_by,
  };
}

/** The trash elements among the ids (directories and documents alike); ids not in the trash are left out. */
export async function findTrashElements(db: Executor, ids: readonly string[]): Promise<TrashElementRecord[]> {
  const elements: TrashElementRecord[] = [];
  for (const part of chunked(ids)) {
    const columns = ['id', 'name', 'parent_id', 'deleted_at', 'deleted_by'] as const;
    const directories = await db
      .selectFrom('directories')
      .select(columns)
      .where('id', 'in', part)
      .where('deleted_at', 'is not', null)
      .$narrowType<{ deleted_at: string }>()
      .execute();
    const documents = await db
      .selectFrom('documents')
      .select(columns)
      .where('id', 'in', part)
      .where('deleted_at', 'is not', null)
      .$narrowType<{ deleted_at: string }>()
      .execute();
    elements.push(...directories.map((row) => toTrashElement('Directory', row)));
    elements.push(...documents.map((row) => toTrashElement('Document', row)));
  }
  return elements;
}

/** The given directories and all their ancestors as places (name and ancestor ids), whatever their state. */
export async function placesAround(db: Executor, directoryIds: readonly string[]): Promise<Map<string, PlaceRecord>> {
  const places = new Map<string, PlaceRecord>();
  const load = async (ids: readonly string[]) => {
    for (const part of chunked(new Set(ids))) {
      const rows = await db.selectFrom('directories').selectAll().where('id', 'in', part).execute();
      for (const row of rows) {
        const { name, ancestorIds } = toDirectoryRecord(row);
        places.set(row.id, { name, ancestorIds });
      }
    }
  };
  await load(directoryIds);
  await load([...places.values()].flatMap((place) => place.ancestorIds).filter((id) => !places.has(id)));
  return places;
}

/** Takes the elements out of the trash: they are visible again where they now are. */
export async function clearDeleted(db: Executor, table: 'directories' | 'documents', id: string): Promise<void> {
  await db.updateTable(table).set({ deleted_at: null, deleted_by: null }).where('id', '=', id).execute();
}

/**
 * Deletes the directories with their whole subtrees and the documents, with every version, pin and security point,
 * for good, and
 * answers the blob keys of the removed versions: the caller removes the blobs once the transaction has committed.
 * What else hangs on them (listeners, remarks with their comments, relations either way, shared links' items) refers
 * to them with on delete cascade and goes with them; a table added later that does not must be cleared here too.
 */
export async function removeForGood(
  db: Executor,
  elements: { directoryIds: readonly string[]; documentIds: readonly string[] },
): Promise<string[]> {
  const directories = new Map<string, number>();
  for (const id of new Set(elements.directoryIds)) {
    const rows = await db
      .selectFrom('directories')
      .select(['id', 'depth'])
      .where((eb) => eb.or([eb('id', '=', id), eb('ancestor_ids', 'like', holdsAncestor(id))]))
      .execute();
    for (const row of rows) directories.set(row.id, row.depth);
  }
  const documentIds = new Set(elements.documentIds);
  for (const part of chunked(directories.keys())) {
    const rows = await db.selectFrom('documents').select('id').where('parent_id', 'in', part).execute();
    for (const row of rows) documentIds.add(row.id);
  }

  const blobKeys: string[] = [];
  for (const part of chunked(documentIds)) {
    const rows = await db.selectFrom('versions').select('blob_key').where('document_id', 'in', part).execute();
    blobKeys.push(...rows.map((row) => row.blob_key));
    await db.deleteFrom('versions').where('document_id', 'in', part).execute();
    await db.deleteFrom('documents').where('id', 'in', part).execute();
  }
  // Deepest first, so that no statement removes a parent whose child another statement still has to remove.
  const deepestFirst = [...directories].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  for (const part of chunked(deepestFirst)) {
    await db.deleteFrom('pins').where('directory_id', 'in', part).execute();
    // Security points name their owner without a foreign key (a directory or a structure entity): removed here.
    await db
      .deleteFrom('security_points')
      .where('owner_kind', '=', 'directory')
      .where('owner_id', 'in', part)
      .execute();
    await db.deleteFrom('directories').where('id', 'in', part).execute();
  }
  return blobKeys;
}

/** Of the blob keys, those some version still refers to (a blob is only removed when nothing needs it any more). */
export async function blobKeysInUse(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  const inUse = new Set<string>();
  for (const part of chunked(new Set(keys))) {
    const rows = await db.selectFrom('versions').select('blob_key').where('blob_key', 'in', part).execute();
    for (const row of rows) inUse.add(row.blob_key);
  }
  return inUse;
}
