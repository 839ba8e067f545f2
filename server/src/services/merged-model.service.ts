import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { CreateMergedModelRequest } from '../../../codegen/model/createMergedModelRequest';
import type { Document } from '../../../codegen/model/document';
import { ModelUploadState } from '../../../codegen/model/modelUploadState';
import { isModelFile, MERGED_MODEL_EXTENSION } from '../policies/models.policy';
import { incorrectParam } from '../problem';
import { insertModel, type ModelRow, type ModelSource } from '../repositories/models.repository';
import { documentNameFromRequest } from './document-names';
import { resolveVersion } from './document-versions.service';
import { liveDocument, uploadDocument } from './documents.service';
import type { ModelContext } from './models.service';
import { ensureModelSync } from './model-sync';

/** «Сводная модель» → «Сводная модель.cim»: the merged model's document always has the merged-model extension. */
export function mergedModelName(requested: string): string {
  const name = documentNameFromRequest(requested);
  return name.toLowerCase().endsWith(MERGED_MODEL_EXTENSION) ? name : `${name}${MERGED_MODEL_EXTENSION}`;
}

/**
 * The merged-model document's file: what it federates, readable by people and by any tool (docs/models.md). The
 * viewer reads the merged model from the model service, not from this file.
 */
function manifestOf(request: CreateMergedModelRequest, sources: readonly (ModelSource & { name: string })[]): string {
  const manifest = {
    format: 'cde-merged-model/1',
    description: request.description ?? null,
    models: sources.map(({ documentId, versionIndex, name }) => ({ documentId, versionIndex, name })),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * POST /merged-models (explorer.md §2, §4): a merged-model document in the directory, federating the head versions
 * of the selected model documents. Its version waits (Waiting) while they convert, then is Merged with its model id;
 * a failed conversion makes it Error with the reasons, and uploadVersion on it starts the failed ones again.
 */
export async function createMergedModel(context: ModelContext, request: CreateMergedModelRequest): Promise<Document> {
  const name = mergedModelName(request.name);
  const sources: (ModelSource & { name: string })[] = [];
  const versions = [];
  for (const documentId of [...new Set(request.documentIds.map((id) => id.toLowerCase()))]) {
    const { document } = await liveDocument(context.db, documentId);
    const version = await resolveVersion(context.db, document, document.headIndex);
    if (!isModelFile(version, context.viewers))
      throw incorrectParam(`«${document.name}» is not a building model (explorer.md §3: .ifc, .rvt-tangl, .cim).`);
    versions.push(version);
    sources.push({ documentId: document.id, versionIndex: version.index, name: document.name });
  }
  if (sources.length < 2) throw incorrectParam('A merged model federates at least two different documents.');
  const blob = await context.blobs.write(Readable.from([manifestOf(request, sources)]));
  // uploadDocument removes the file again when it refuses or fails.
  const created = await uploadDocument(
    context,
    request.parentDirectoryId,
    { blob, fileName: name, declaredType: 'application/json' },
    async (trx, stored) => {
      const now = context.clock().toISOString();
      const merge: ModelRow = {
        id: randomUUID(),
        job_id: randomUUID(),
        kind: 'merged',
        document_id: stored.document.id,
        version_index: stored.version.index,
        source_blob_key: null,
        extension: MERGED_MODEL_EXTENSION,
        state: ModelUploadState.Waiting,
        failure: null,
        parts: JSON.stringify(sources.map(({ documentId, versionIndex }) => ({ documentId, versionIndex }))),
        attempts: 0,
        heartbeat_at: null,
        created_by: context.account.id,
        created_at: now,
        updated_at: now,
      };
      await insertModel(trx, merge);
      await trx
        .updateTable('versions')
        .set({ job_id: merge.job_id, upload_state: merge.state })
        .where('document_id', '=', stored.document.id)
        .where('index', '=', stored.version.index)
        .execute();
      stored.version.jobId = merge.job_id;
      stored.version.uploadState = ModelUploadState.Waiting;
    },
  );
  for (const version of versions) await ensureModelSync(context, version);
  context.models.wake();
  return created;
}
