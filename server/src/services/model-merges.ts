import { ModelUploadState } from '../../../codegen/model/modelUploadState';
import type { Db } from '../db/database';
import {
  findModels,
  partIdsOf,
  sourcesOf,
  findModelsOfJobs,
  type ModelRow,
  type ModelSource,
  pendingMerges,
  setVersionModelState,
  updateModelIfUnchanged,
  versionModelStates,
} from '../repositories/models.repository';

/**
 * The version models a set of models federates, each once and in order: a version's model is itself, a merged
 * model its parts (a merged model of merged models stays flat).
 */
export function flattenParts(models: readonly ModelRow[]): string[] {
  const ids: string[] = [];
  for (const model of models) ids.push(...(model.kind === 'merged' ? partIdsOf(model) : [model.id]));
  return [...new Set(ids)];
}

type Outcome =
  | { state: typeof ModelUploadState.Merged; parts: string[] }
  | { state: typeof ModelUploadState.Error; failure: string };

/** Where a merged model stands once its sources' states are read: merged, failed, or (undefined) still waiting. */
async function outcomeOf(db: Db, merge: ModelRow): Promise<Outcome | undefined> {
  const sources = sourcesOf(merge);
  const states = await versionModelStates(db, sources);
  const ready: string[] = [];
  const failedJobs: { name: string; jobId: string | null }[] = [];
  for (const source of sources) {
    const state = states.get(`${source.documentId}/${String(source.versionIndex)}`);
    if (!state) return { state: ModelUploadState.Error, failure: 'A model of the merged model was deleted.' };
    if (state.uploadState === ModelUploadState.Error) failedJobs.push({ name: state.name, jobId: state.jobId });
    else if (state.tanglVersionId !== null) ready.push(state.tanglVersionId);
  }
  if (failedJobs.length > 0) {
    const reasons = new Map(
      (
        await findModelsOfJobs(
          db,
          failedJobs.flatMap((job) => (job.jobId ? [job.jobId] : [])),
        )
      ).map((row) => [row.job_id, row.failure]),
    );
    const failure = failedJobs
      .map((job) => `«${job.name}»: ${(job.jobId && reasons.get(job.jobId)) ?? 'the conversion failed.'}`)
      .join(' ');
    return { state: ModelUploadState.Error, failure };
  }
  if (ready.length < sources.length) return undefined;
  return { state: ModelUploadState.Merged, parts: flattenParts(await orderedModels(db, ready)) };
}

async function orderedModels(db: Db, ids: readonly string[]): Promise<ModelRow[]> {
  const byId = new Map((await findModels(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Settles the merged models whose sources have all converted (Merged, with their parts) or one of which failed (Error,
 * with the reasons), and writes that into the merged-model document's version; the versions that changed.
 */
export async function settleMerges(db: Db, clock: () => Date): Promise<ModelSource[]> {
  const changed: ModelSource[] = [];
  for (const merge of await pendingMerges(db)) {
    const outcome = await outcomeOf(db, merge);
    if (!outcome) continue;
    const now = clock().toISOString();
    const merged = outcome.state === ModelUploadState.Merged;
    const settled = await updateModelIfUnchanged(db, merge, {
      state: outcome.state,
      failure: merged ? null : outcome.failure,
      ...(merged ? { parts: JSON.stringify(outcome.parts) } : {}),
      updated_at: now,
    });
    if (!settled || merge.document_id === null || merge.version_index === null) continue;
    const version = { documentId: merge.document_id, versionIndex: merge.version_index };
    await setVersionModelState(
      db,
      version,
      { tanglVersionId: merged ? merge.id : null, jobId: merge.job_id, uploadState: outcome.state },
      now,
    );
    changed.push(version);
  }
  return changed;
}
