import type { Selectable, Transaction } from 'kysely';
import { ModelUploadState } from '../../../codegen/model/modelUploadState';
import type { Db } from '../db/database';
import type { ModelTable } from '../db/models.schema';
import type { Database } from '../db/schema';

type Executor = Db | Transaction<Database>;

export type ModelRow = Selectable<ModelTable>;

/** A merged model's source before it is merged: a document's version. */
export interface ModelSource {
  documentId: string;
  versionIndex: number;
}

/** The states in which a converter process works on the model (its heartbeat tells whether that process lives). */
export const RUNNING_STATES: readonly ModelUploadState[] = [
  ModelUploadState.CollectingGeometry,
  ModelUploadState.Processing,
  ModelUploadState.PreparingModel,
];

/** A merged model's JSON `parts` column: its sources while they convert, its parts' model ids once merged. */
export function sourcesOf(row: Pick<ModelRow, 'parts'>): ModelSource[] {
  const parts = JSON.parse(row.parts) as unknown[];
  return parts.filter(
    (part): part is ModelSource =>
      typeof part === 'object' && part !== null && 'documentId' in part && 'versionIndex' in part,
  );
}

export function partIdsOf(row: Pick<ModelRow, 'parts'>): string[] {
  return (JSON.parse(row.parts) as unknown[]).filter((part): part is string => typeof part === 'string');
}

export async function insertModel(db: Executor, row: ModelRow): Promise<void> {
  await db.insertInto('models').values(row).execute();
}

export function findModel(db: Executor, id: string): Promise<ModelRow | undefined> {
  return db.selectFrom('models').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findModelsOfJobs(db: Executor, jobIds: readonly string[]): Promise<ModelRow[]> {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('models').selectAll().where('job_id', 'in', jobIds).execute();
}

/** The models with these ids (unknown ids are left out). */
export function findModels(db: Executor, ids: readonly string[]): Promise<ModelRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('models').selectAll().where('id', 'in', ids).execute();
}

/**
 * Changes a model's row only if nobody changed it since it was read (`updated_at` as the row's stamp), so that two
 * processes never both claim or settle the same job; whether this one did.
 */
export async function updateModelIfUnchanged(
  db: Executor,
  row: Pick<ModelRow, 'id' | 'updated_at'>,
  changes: Partial<Omit<ModelRow, 'id' | 'created_at' | 'created_by'>> & { updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('models')
    .set(changes)
    .where('id', '=', row.id)
    .where('updated_at', '=', row.updated_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The conversions waiting their turn, oldest first, and those whose process stopped beating before `staleBefore`. */
export function claimableConversions(db: Executor, staleBefore: string, limit: number): Promise<ModelRow[]> {
  return db
    .selectFrom('models')
    .selectAll()
    .where('kind', '=', 'version')
    .where((where) =>
      where.or([
        where('state', '=', ModelUploadState.Waiting),
        where.and([where('state', 'in', RUNNING_STATES), where('heartbeat_at', '<', staleBefore)]),
      ]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Merged models whose sources are still converting. */
export function pendingMerges(db: Executor): Promise<ModelRow[]> {
  return db
    .selectFrom('models')
    .selectAll()
    .where('kind', '=', 'merged')
    .where('state', '=', ModelUploadState.Waiting)
    .orderBy('created_at')
    .execute();
}

/** Records a sign of life of the process converting the model. */
export async function beatModel(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable('models').set({ heartbeat_at: at }).where('id', '=', id).execute();
}

/** What a version's metadata says of its model (VersionMetadata), written as the model's job moves on. */
export interface VersionModelState {
  tanglVersionId: string | null;
  jobId: string | null;
  uploadState: ModelUploadState | null;
}

export async function setVersionModelState(
  db: Executor,
  version: ModelSource,
  state: VersionModelState,
  at: string,
): Promise<void> {
  await db
    .updateTable('versions')
    .set({
      tangl_version_id: state.tanglVersionId,
      job_id: state.jobId,
      upload_state: state.uploadState,
      updated_at: at,
    })
    .where('document_id', '=', version.documentId)
    .where('index', '=', version.versionIndex)
    .execute();
}

/** The versions' model metadata, keyed `documentId/index`. */
export async function versionModelStates(
  db: Executor,
  versions: readonly ModelSource[],
): Promise<Map<string, VersionModelState & { blobKey: string; extension: string; name: string }>> {
  const states = new Map<string, VersionModelState & { blobKey: string; extension: string; name: string }>();
  if (versions.length === 0) return states;
  const rows = await db
    .selectFrom('versions')
    .select(['document_id', 'index', 'tangl_version_id', 'job_id', 'upload_state', 'blob_key', 'extension', 'name'])
    .where('document_id', 'in', [...new Set(versions.map((version) => version.documentId))])
    .execute();
  for (const row of rows)
    states.set(`${row.document_id}/${String(row.index)}`, {
      tanglVersionId: row.tangl_version_id,
      jobId: row.job_id,
      uploadState: row.upload_state as ModelUploadState | null,
      blobKey: row.blob_key,
      extension: row.extension,
      name: row.name,
    });
  return states;
}

/**
 * The documents each model is made of (unknown ids are left out): a version's model its document; a merged model its
 * document, if it has one, and its parts' documents, or its sources' while they convert.
 */
export async function modelDocumentIds(db: Executor, ids: readonly string[]): Promise<Map<string, string[]>> {
  const models = await findModels(db, ids);
  const merged = models.filter((model) => model.kind === 'merged');
  const parts = new Map((await findModels(db, merged.flatMap(partIdsOf))).map((part) => [part.id, part.document_id]));
  const documents = new Map<string, string[]>();
  for (const model of models) {
    const made =
      model.kind === 'merged'
        ? [
            ...partIdsOf(model).map((id) => parts.get(id) ?? null),
            ...sourcesOf(model).map((source) => source.documentId),
          ]
        : [];
    documents.set(
      model.id,
      [model.document_id, ...made].filter((id): id is string => id !== null),
    );
  }
  return documents;
}
