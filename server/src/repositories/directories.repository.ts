import type { Transaction } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import {
  directoryNameKey,
  toDirectoryRecord as toRecord,
  toDirectoryRow,
  type DirectoryRecord,
} from '../mappers/directory.mapper';
import { holdsAncestor } from '../mappers/names';

type Executor = Db | Transaction<Database>;

/** The directory whatever its state, deleted or hidden in a deleted subtree included. */
export async function findDirectory(db: Executor, id: string): Promise<DirectoryRecord | undefined> {
  const row = await db.selectFrom('directories').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** Of the given ids, those of a deleted directory (the tops of deleted subtrees). */
async function deletedAmong(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('directories')
    .select('id')
    .where('id', 'in', ids)
    .where('deleted_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Keeps the directories that are neither deleted nor inside a deleted subtree, in their order. */
export async function keepLive(db: Executor, records: readonly DirectoryRecord[]): Promise<DirectoryRecord[]> {
  const candidates = records.filter((record) => record.deletedAt === null);
  const deleted = await deletedAmong(db, [...new Set(candidates.flatMap((record) => record.ancestorIds))]);
  return candidates.filter((record) => !record.ancestorIds.some((id) => deleted.has(id)));
}

const contentsStampQuery = compiledOnce((db, id: string) =>
  db.selectFrom('directories').select('contents_stamp').where('id', '=', id),
);

/**
 * The directory's contents stamp as committed now (migration 0018), or undefined for an unknown directory. Compiled
 * once: every load of a directory asks it.
 */
export async function contentsStampOf(db: Db, id: string): Promise<number | undefined> {
  const [row] = await contentsStampQuery(db, id);
  return row?.contents_stamp;
}

/** The directory if it is visible: neither deleted itself nor inside a deleted subtree. */
export async function findLiveDirectory(db: Executor, id: string): Promise<DirectoryRecord | undefined> {
  const record = await findDirectory(db, id);
  if (!record) return undefined;
  const [live] = await keepLive(db, [record]);
  return live;
}

/** The visible directories among the ids, in no particular order. */
export async function findLiveDirectories(db: Executor, ids: readonly string[]): Promise<DirectoryRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('directories').selectAll().where('id', 'in', ids).execute();
  return keepLive(db, rows.map(toRecord));
}

/**
 * The children not deleted of the given parents (null: the top level). A child of a visible parent is visible unless
 * deleted itself, so callers check the parents and this needs no ancestor lookup.
 */
export async function listChildren(db: Executor, parentIds: readonly (string | null)[]): Promise<DirectoryRecord[]> {
  const ids = parentIds.filter((id): id is string => id !== null);
  const withTopLevel = parentIds.includes(null);
  if (ids.length === 0 && !withTopLevel) return [];
  const rows = await db
    .selectFrom('directories')
    .selectAll()
    .where('deleted_at', 'is', null)
    .where((eb) => {
      const parents = [];
      if (ids.length > 0) parents.push(eb('parent_id', 'in', ids));
      if (withTopLevel) parents.push(eb('parent_id', 'is', null));
      return eb.or(parents);
    })
    .execute();
  return rows.map(toRecord);
}

/** The sibling not deleted that already has this name (compared case-insensitively), other than `exceptId`. */
export async function findSiblingNamed(
  db: Executor,
  parentId: string | null,
  name: string,
  exceptId?: string,
): Promise<DirectoryRecord | undefined> {
  let query = db
    .selectFrom('directories')
    .selectAll()
    .where('name_key', '=', directoryNameKey(name))
    .where('deleted_at', 'is', null)
    .where('parent_id', parentId === null ? 'is' : '=', parentId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const row = await query.executeTakeFirst();
  return row && toRecord(row);
}

/** The folded names (name_key) of the directory's children not deleted: the names a new child may not take. */
export async function childNameKeys(db: Executor, parentId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('directories')
    .select('name_key')
    .where('parent_id', '=', parentId)
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.name_key));
}

/**
 * The descendants not deleted themselves, at any depth, found through the stored ancestor ids.
 */
export async function listDescendants(db: Executor, id: string): Promise<DirectoryRecord[]> {
  const rows = await db
    .selectFrom('directories')
    .selectAll()
    .where('ancestor_ids', 'like', holdsAncestor(id))
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map(toRecord);
}

/** The names of the given directories by id, whatever their state. */
export async function directoryNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('directories').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function insertDirectory(db: Executor, record: DirectoryRecord): Promise<void> {
  await db.insertInto('directories').values(toDirectoryRow(record)).execute();
}

export async function updateDirectoryName(db: Executor, id: string, name: string, updatedAt: string): Promise<void> {
  await db
    .updateTable('directories')
    .set({ name, name_key: directoryNameKey(name), updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

/**
 * Places a directory under a new parent (null: the top level), under a new name when one is given, and rewrites the
 * depth and ancestor ids of everything below it, deleted rows included, so that the subtree keeps its shape (a move,
 * a restore into another directory). Parent and name change in one statement: a name that is free in the new parent
 * may be taken in the old one. Row by row below, as the new ancestor lists differ by row and JSON functions differ
 * between the databases.
 */
export async function moveDirectoryTree(
  db: Executor,
  directory: Pick<DirectoryRecord, 'id'>,
  parent: Pick<DirectoryRecord, 'id' | 'ancestorIds'> | null,
  updatedAt: string,
  name?: string,
): Promise<void> {
  const prefix = parent ? [...parent.ancestorIds, parent.id] : [];
  await db
    .updateTable('directories')
    .set({
      parent_id: parent?.id ?? null,
      depth: prefix.length,
      ancestor_ids: JSON.stringify(prefix),
      updated_at: updatedAt,
      ...(name === undefined ? {} : { name, name_key: directoryNameKey(name) }),
    })
    .where('id', '=', directory.id)
    .execute();
  const rows = await db
    .selectFrom('directories')
    .selectAll()
    .where('ancestor_ids', 'like', holdsAncestor(directory.id))
    .execute();
  for (const row of rows) {
    const { ancestorIds } = toRecord(row);
    const ancestors = [...prefix, ...ancestorIds.slice(ancestorIds.indexOf(directory.id))];
    await db
      .updateTable('directories')
      .set({ depth: ancestors.length, ancestor_ids: JSON.stringify(ancestors) })
      .where('id', '=', row.id)
      .execute();
  }
}

/** Marks the tops of subtrees deleted; their descendants stay untouched and hidden through them. */
export async function markDirectoriesDeleted(
  db: Executor,
  ids: readonly string[],
  deletedAt: string,
  deletedBy: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('directories')
    .set({ deleted_at: deletedAt, deleted_by: deletedBy })
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Whether a failed write broke a unique index (SQLite and PostgreSQL spell it differently). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
