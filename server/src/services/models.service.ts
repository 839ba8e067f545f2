import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ModelDescription } from '../../../codegen/model/modelDescription';
import type { ModelMergeResult } from '../../../codegen/model/modelMergeResult';
import type { ModelPart } from '../../../codegen/model/modelPart';
import type { ModelSyncStatus } from '../../../codegen/model/modelSyncStatus';
import { ModelUploadState } from '../../../codegen/model/modelUploadState';
import type { VersionRecord } from '../mappers/document.mapper';
import { viewRefused } from '../policies/documents.policy';
import { isModelFile } from '../policies/models.policy';
import { incorrectParam, notFound } from '../problem';
import {
  findModel,
  findModels,
  findModelsOfJobs,
  insertModel,
  partIdsOf,
  type ModelRow,
} from '../repositories/models.repository';
import { findRendition } from '../repositories/renditions.repository';
import type { DocumentContext } from './document-context';
import { resolveVersion } from './document-versions.service';
import { liveDocument } from './documents.service';
import { ensureRequirementsAccepted } from './download-access.service';
import { flattenParts } from './model-merges';
import { ensureModelSync, type ModelQueueContext } from './model-sync';

/** What the model operations act with: the documents' context and the model service's queue. */
export type ModelContext = DocumentContext & ModelQueueContext;

const modelNotFound = () => notFound('The model was not found, or a document it is made of was deleted.');

function syncStatusOf(version: VersionRecord, row: ModelRow | undefined): ModelSyncStatus {
  return {
    documentId: version.documentId,
    versionIndex: version.index,
    tanglVersionId: version.tanglVersionId,
    jobId: version.jobId,
    uploadState: version.uploadState ?? ModelUploadState.None,
    failure: version.uploadState === ModelUploadState.Error ? (row?.failure ?? null) : null,
  };
}

/** The version a model operation names, which must be a building model (explorer.md §3); or 404 / 400. */
async function modelVersion(context: DocumentContext, documentId: string, index: number): Promise<VersionRecord> {
  const { document } = await liveDocument(context.db, documentId);
  const version = await resolveVersion(context.db, document, index);
  if (!isModelFile(version, context.viewers)) throw incorrectParam('The version is not a building model.');
  return version;
}

/**
 * PUT …/uploadVersion: the version's model, converted for the viewer in the background (docs/models.md). A version
 * already converted, or on its way, answers its state; a failed one is started again.
 */
export async function startVersionSync(context: ModelContext, documentId: string, index: number) {
  const version = await modelVersion(context, documentId, index);
  const row = await ensureModelSync(context, version);
  // The job as this request left it (Waiting when it started one), not as the queue may already have moved it on:
  // one answer per call, and uploadStatus tells the rest.
  const state = row.state as ModelUploadState;
  const ready = state === ModelUploadState.Completed || state === ModelUploadState.Merged;
  return syncStatusOf(
    { ...version, jobId: row.job_id, uploadState: state, tanglVersionId: ready ? row.id : null },
    row,
  );
}

/** GET …/uploadStatus: the version's model state as its metadata holds it, with the reason of a failure. */
export async function versionSyncStatus(context: ModelContext, documentId: string, index: number) {
  const version = await modelVersion(context, documentId, index);
  const [row] = await findModelsOfJobs(context.db, version.jobId === null ? [] : [version.jobId]);
  return syncStatusOf(version, row);
}

/** The rows of a model's parts, in the model's order: itself for a version's model, its parts for a merged one. */
async function partRows(context: DocumentContext, model: ModelRow): Promise<ModelRow[]> {
  if (model.kind === 'version') return [model];
  if (model.state !== ModelUploadState.Merged) return [];
  const ids = partIdsOf(model);
  const byId = new Map((await findModels(context.db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Every document the models are made of must be live (the request gate has checked that the account sees each, by
 * the operation table), and the download requirements accepted, as for every viewer; each document's name, by id.
 */
async function liveModelDocuments(context: DocumentContext, models: readonly ModelRow[], parts: readonly ModelRow[]) {
  const documentIds = [
    ...new Set([...models, ...parts].flatMap((row) => (row.document_id === null ? [] : [row.document_id]))),
  ];
  const names = new Map<string, string>();
  for (const id of documentIds) {
    const found = await liveDocument(context.db, id).catch(() => undefined);
    if (!found) throw modelNotFound();
    names.set(id, found.document.name);
  }
  await ensureRequirementsAccepted(context.db, context.account, context.requirements, viewRefused);
  return names;
}

async function describe(context: DocumentContext, model: ModelRow) {
  const parts = await partRows(context, model);
  const names = await liveModelDocuments(context, [model], parts);
  const described: (ModelPart & { blobKey: string })[] = [];
  for (const part of parts) {
    if (part.state !== ModelUploadState.Completed || part.source_blob_key === null || part.document_id === null)
      continue;
    const rendition = await findRendition(context.db, part.source_blob_key, 'frag');
    const stat = rendition?.blobKey ? await context.blobs.stat(rendition.blobKey) : undefined;
    if (!rendition?.blobKey || !stat) continue;
    described.push({
      id: part.id,
      name: names.get(part.document_id) ?? '',
      documentId: part.document_id,
      versionIndex: part.version_index ?? 0,
      fileUri: `/v1/models/${encodeURIComponent(model.id)}/parts/${encodeURIComponent(part.id)}/file`,
      size: stat.size,
      blobKey: rendition.blobKey,
    });
  }
  const name =
    model.document_id !== null ? (names.get(model.document_id) ?? '') : described.map((part) => part.name).join(' + ');
  return { id: model.id, name, uploadState: model.state as ModelUploadState, parts: described };
}

/** GET /models/{modelId}: what the model viewer opens (docs/models.md). */
export async function describeModel(context: DocumentContext, modelId: string): Promise<ModelDescription> {
  const model = await findModel(context.db, modelId);
  if (!model) throw modelNotFound();
  const { parts, ...rest } = await describe(context, model);
  return {
    ...rest,
    parts: parts.map(({ id, name, documentId, versionIndex, fileUri, size }) => ({
      id,
      name,
      documentId,
      versionIndex,
      fileUri,
      size,
    })),
  };
}

/** GET /models/{modelId}/parts/{partId}/file: the part's fragments. */
export async function openModelPart(
  context: DocumentContext,
  modelId: string,
  partId: string,
): Promise<{ size: number; stream: Readable }> {
  const model = await findModel(context.db, modelId);
  if (!model) throw modelNotFound();
  const part = (await describe(context, model)).parts.find((candidate) => candidate.id === partId);
  if (!part) throw notFound('The model has no such part, or it is not converted yet.');
  return { size: part.size, stream: await context.blobs.read(part.blobKey) };
}

/**
 * POST /tangl/merge: one model federating the given models' parts (docs/models.md). Every model id names a converted
 * model, so the merged model is ready at once.
 */
export async function mergeModels(context: ModelContext, ids: readonly string[]): Promise<ModelMergeResult> {
  const wanted = [...new Set(ids)];
  const byId = new Map((await findModels(context.db, wanted)).map((row) => [row.id, row]));
  const models = wanted.map((id) => byId.get(id));
  if (models.some((model) => model === undefined)) throw modelNotFound();
  const found = models.filter((model): model is ModelRow => model !== undefined);
  const ready = (model: ModelRow) =>
    model.state === (model.kind === 'version' ? ModelUploadState.Completed : ModelUploadState.Merged);
  if (!found.every(ready)) throw incorrectParam('Every model to merge must be converted first.');
  const parts = flattenParts(found);
  if (parts.length < 2) throw incorrectParam('A merged model federates at least two different model versions.');
  const partModels = await findModels(context.db, parts);
  await liveModelDocuments(context, found, partModels);
  const now = context.clock().toISOString();
  const merged: ModelRow = {
    id: randomUUID(),
    job_id: randomUUID(),
    kind: 'merged',
    document_id: null,
    version_index: null,
    source_blob_key: null,
    extension: '.cim',
    state: ModelUploadState.Merged,
    failure: null,
    parts: JSON.stringify(parts),
    attempts: 0,
    heartbeat_at: null,
    created_by: context.account.id,
    created_at: now,
    updated_at: now,
  };
  await insertModel(context.db, merged);
  return { tanglVersionId: merged.id, jobId: merged.job_id, uploadState: ModelUploadState.Merged };
}
