import { randomUUID } from 'node:crypto';
import { ModelUploadState } from '../../../codegen/model/modelUploadState';
import type { Db } from '../db/database';
import type { VersionRecord } from '../mappers/document.mapper';
import type { RequestAccount } from '../plugins/auth';
import { isConvertibleModel, isMergedModelFile } from '../policies/models.policy';
import {
  findModelsOfJobs,
  sourcesOf,
  insertModel,
  type ModelRow,
  setVersionModelState,
  updateModelIfUnchanged,
} from '../repositories/models.repository';
import { findVersion } from '../repositories/versions.repository';
import type { ModelQueue } from './model-queue';

/** What starting a model's job takes besides the database: who asks, the time, and the queue to wake. */
export interface ModelQueueContext {
  db: Db;
  account: Pick<RequestAccount, 'id'>;
  models: ModelQueue;
  clock: () => Date;
}

const notConvertible = (extension: string) =>
  `This server converts IFC models (.ifc, .ifczip); a ${extension} model needs the model service it was made for.`;

/** A new conversion job for the version: Waiting, or Error at once for a format this server does not convert. */
function newConversion(context: ModelQueueContext, version: VersionRecord): ModelRow {
  const now = context.clock().toISOString();
  const convertible = isConvertibleModel(version);
  return {
    id: randomUUID(),
    job_id: randomUUID(),
    kind: 'version',
    document_id: version.documentId,
    version_index: version.index,
    source_blob_key: version.blobKey,
    extension: version.extension.toLowerCase(),
    state: convertible ? ModelUploadState.Waiting : ModelUploadState.Error,
    failure: convertible ? null : notConvertible(version.extension),
    parts: '[]',
    attempts: 0,
    heartbeat_at: null,
    created_by: context.account.id,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Records a new job for the version unless another request started one meanwhile (the version's job id is the guard);
 * the job that stands.
 */
async function startJob(context: ModelQueueContext, version: VersionRecord, row: ModelRow): Promise<ModelRow> {
  const { db } = context;
  const started = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('versions')
      .set({ job_id: row.job_id, upload_state: row.state, tangl_version_id: null, updated_at: row.updated_at })
      .where('document_id', '=', version.documentId)
      .where('index', '=', version.index)
      .where('job_id', version.jobId === null ? 'is' : '=', version.jobId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await insertModel(trx, row);
    return true;
  });
  if (started) {
    context.models.wake();
    return row;
  }
  const current = await findVersion(db, version.documentId, version.index);
  const [standing] = await findModelsOfJobs(db, current?.jobId ? [current.jobId] : []);
  if (!standing) throw new Error(`The model job of ${version.documentId}/${String(version.index)} vanished.`);
  return standing;
}

/** Starts a failed merged model again: its failed sources are converted anew, and it waits for them. */
async function retryMerge(context: ModelQueueContext, merge: ModelRow): Promise<ModelRow> {
  for (const source of sourcesOf(merge)) {
    const version = await findVersion(context.db, source.documentId, source.versionIndex);
    if (version) await ensureModelSync(context, version);
  }
  const now = context.clock().toISOString();
  const waiting = { ...merge, state: ModelUploadState.Waiting, failure: null, updated_at: now };
  if (await updateModelIfUnchanged(context.db, merge, { state: waiting.state, failure: null, updated_at: now })) {
    if (merge.document_id !== null && merge.version_index !== null)
      await setVersionModelState(
        context.db,
        { documentId: merge.document_id, versionIndex: merge.version_index },
        { tanglVersionId: null, jobId: merge.job_id, uploadState: ModelUploadState.Waiting },
        now,
      );
    context.models.wake();
    return waiting;
  }
  return merge;
}

/**
 * The version's model job: the one it has unless that failed, else a new one (docs/models.md). A merged-model
 * document's version has its merge as its job, started again when it failed.
 */
export async function ensureModelSync(context: ModelQueueContext, version: VersionRecord): Promise<ModelRow> {
  const [current] = await findModelsOfJobs(context.db, version.jobId === null ? [] : [version.jobId]);
  if (current && current.state !== ModelUploadState.Error) return current;
  if (current?.kind === 'merged') return retryMerge(context, current);
  if (isMergedModelFile(version) && !current) {
    // A merged-model document made elsewhere (uploaded as a file) names no models this server knows.
    const row = newConversion(context, version);
    return startJob(context, version, { ...row, failure: 'The merged model was not made by this server.' });
  }
  return startJob(context, version, newConversion(context, version));
}
