import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import {
  entityNameKey,
  toSkeletonEntityRecord,
  toSkeletonEntityRow,
  type SkeletonEntityRecord,
} from '../mappers/skeleton.mapper';
import { holdsAncestor } from '../mappers/names';
import { keepLive } from './directories.repository';
import { toDirectoryRecord, type DirectoryRecord } from '../mappers/directory.mapper';

type Executor = Db | Transaction<Database>;

const SINGLETON = 'the';

export interface SkeletonRow {
  id: string;
  name: string;
}

export async function findSkeleton(db: Executor): Promise<SkeletonRow | undefined> {
  return db.selectFrom('skeletons').select(['id', 'name']).executeTakeFirst();
}

/** Stores the installation's structure unless one exists (a concurrent creation included); answers the one stored. */
export async function insertSkeletonOnce(db: Executor, skeleton: SkeletonRow, now: string): Promise<SkeletonRow> {
  await db
    .insertInto('skeletons')
    .values({ ...skeleton, singleton: SINGLETON, created_at: now })
    .onConflict((conflict) => conflict.column('singleton').doNothing())
    .execute();
  const stored = await findSkeleton(db);
  if (!stored) throw new Error('The skeleton was not stored.');
  return stored;
}

/** The skeleton's entities, parents before children, siblings in the order they were created. */
export async function listSkeletonEntities(db: Executor, skeletonId: string): Promise<SkeletonEntityRecord[]> {
  const rows = await db
    .selectFrom('skeleton_entities')
    .selectAll()
    .where('skeleton_id', '=', skeletonId)
    .orderBy('depth')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toSkeletonEntityRecord);
}

export async function countSkeletonEntities(db: Executor, skeletonId: string): Promise<number> {
  const row = await db
    .selectFrom('skeleton_entities')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('skeleton_id', '=', skeletonId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function findSkeletonEntities(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, SkeletonEntityRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('skeleton_entities')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, toSkeletonEntityRecord(row)]));
}

export async function findSkeletonEntity(db: Executor, id: string): Promise<SkeletonEntityRecord | undefined> {
  return (await findSkeletonEntities(db, [id])).get(id);
}

/** The entity's children, in creation order. */
export async function childEntities(db: Executor, parentId: string): Promise<SkeletonEntityRecord[]> {
  const rows = await db
    .selectFrom('skeleton_entities')
    .selectAll()
    .where('parent_id', '=', parentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toSkeletonEntityRecord);
}

/** The entity with every entity below it. */
export async function entitySubtreeIds(db: Executor, id: string): Promise<string[]> {
  const rows = await db
    .selectFrom('skeleton_entities')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', id), eb('ancestor_ids', 'like', holdsAncestor(id))]))
    .execute();
  return rows.map((row) => row.id);
}

/** Whether another entity of the name exists under the same parent (null: among the root entities). */
export async function entitySiblingNamed(
  db: Executor,
  skeletonId: string,
  parentId: string | null,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('skeleton_entities')
    .select('id')
    .where('skeleton_id', '=', skeletonId)
    .where('name_key', '=', entityNameKey(name));
  query = parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertSkeletonEntity(db: Executor, record: SkeletonEntityRecord): Promise<void> {
  await db.insertInto('skeleton_entities').values(toSkeletonEntityRow(record)).execute();
}

export async function updateSkeletonEntity(db: Executor, record: SkeletonEntityRecord): Promise<void> {
  const row = toSkeletonEntityRow(record);
  await db
    .updateTable('skeleton_entities')
    .set({
      name: row.name,
      name_key: row.name_key,
      description: row.description,
      is_pinned: row.is_pinned,
      pin_priority: row.pin_priority,
      pin_short_name: row.pin_short_name,
      allow_create_directory: row.allow_create_directory,
      allow_upload_documents: row.allow_upload_documents,
      metadata: row.metadata,
      updated_at: row.updated_at,
    })
    .where('id', '=', record.id)
    .execute();
}

/** Deletes the entities, children before parents (the parent reference is a foreign key). */
export async function deleteSkeletonEntities(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('skeleton_entities')
    .select(['id', 'depth'])
    .where('id', 'in', [...ids])
    .orderBy('depth', 'desc')
    .execute();
  for (const row of rows) await db.deleteFrom('skeleton_entities').where('id', '=', row.id).execute();
}

/** The directories made from these entities (deleted ones included: they come back from the trash as they were). */
export async function directoryIdsOfEntities(
  db: Executor,
  entityIds: readonly string[],
): Promise<{ id: string; skeletonEntityId: string }[]> {
  if (entityIds.length === 0) return [];
  const rows = await db
    .selectFrom('directories')
    .select(['id', 'skeleton_entity_id'])
    .where('skeleton_entity_id', 'in', [...entityIds])
    .execute();
  return rows.flatMap((row) =>
    row.skeleton_entity_id ? [{ id: row.id, skeletonEntityId: row.skeleton_entity_id }] : [],
  );
}

/** Directories made from the entities become free ones (shown in italics): their entity is gone. */
export async function freeDirectoriesOf(db: Executor, entityIds: readonly string[], now: string): Promise<void> {
  if (entityIds.length === 0) return;
  await db
    .updateTable('directories')
    .set({ skeleton_entity_id: null, updated_at: now })
    .where('skeleton_entity_id', 'in', [...entityIds])
    .execute();
}

/** The allow-flags follow the entity: its directories take the new ones. */
export async function applyEntityFlags(
  db: Executor,
  entity: Pick<SkeletonEntityRecord, 'id' | 'allowCreateDirectory' | 'allowUploadDocuments'>,
  now: string,
): Promise<void> {
  await db
    .updateTable('directories')
    .set({
      allow_create_directory: entity.allowCreateDirectory ? 1 : 0,
      allow_upload_documents: entity.allowUploadDocuments ? 1 : 0,
      updated_at: now,
    })
    .where('skeleton_entity_id', '=', entity.id)
    .where((eb) =>
      eb.or([
        eb('allow_create_directory', '!=', entity.allowCreateDirectory ? 1 : 0),
        eb('allow_upload_documents', '!=', entity.allowUploadDocuments ? 1 : 0),
      ]),
    )
    .execute();
}

/** The pins of the pinned entities among these (every pinned entity for `all`), by entity id. */
export async function pinnedEntities(
  db: Executor,
  entityIds: readonly string[] | 'all',
): Promise<Map<string, { priority: number; shortName: string | null }>> {
  if (entityIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('skeleton_entities')
    .select(['id', 'pin_priority', 'pin_short_name'])
    .$if(entityIds !== 'all', (query) => query.where('id', 'in', [...new Set(entityIds)]))
    .where('is_pinned', '=', 1)
    .execute();
  return new Map(rows.map((row) => [row.id, { priority: row.pin_priority, shortName: row.pin_short_name }]));
}

/** The directories of every pinned entity (deleted ones included: callers keep the live, visible ones). */
export async function directoryIdsOfPinnedEntities(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('directories')
    .innerJoin('skeleton_entities', 'skeleton_entities.id', 'directories.skeleton_entity_id')
    .select('directories.id')
    .where('skeleton_entities.is_pinned', '=', 1)
    .execute();
  return rows.map((row) => row.id);
}

/** The live directories made from the entity (not deleted, nor inside a deleted subtree). */
export async function liveDirectoriesOfEntity(db: Executor, entityId: string): Promise<DirectoryRecord[]> {
  const rows = await db
    .selectFrom('directories')
    .selectAll()
    .where('skeleton_entity_id', '=', entityId)
    .where('deleted_at', 'is', null)
    .execute();
  return keepLive(db, rows.map(toDirectoryRecord));
}

/** A free directory becomes the entity's: it takes the entity's flags (its name and metadata stay its own). */
export async function adoptDirectory(
  db: Executor,
  directoryId: string,
  entity: Pick<SkeletonEntityRecord, 'id' | 'allowCreateDirectory' | 'allowUploadDocuments'>,
  now: string,
): Promise<void> {
  await db
    .updateTable('directories')
    .set({
      skeleton_entity_id: entity.id,
      allow_create_directory: entity.allowCreateDirectory ? 1 : 0,
      allow_upload_documents: entity.allowUploadDocuments ? 1 : 0,
      updated_at: now,
    })
    .where('id', '=', directoryId)
    .execute();
}
