import { getModelUploadStatus, uploadModelVersion } from '../../../codegen/api/models/models';
import type { Document } from '../../../codegen/model/document';
import { needsModelUpload, readyModelId, type PreparedModel } from './model-assembly.utils';

export interface PreparedModels {
  /** Model version ids of the ready documents, in the documents' order. */
  ready: string[];
  /** The documents whose head version is not synchronised yet, in their order. */
  waiting: Document[];
  /** Every document with the model service's answer, in their order: what the Sync dialog follows. */
  models: PreparedModel[];
}

/**
 * Prepares the head version of each document for the model viewer (explorer.md §4 Model assembly), all at once: a
 * version without a model id and a job, or whose synchronisation failed, is sent to the model service; the state of
 * the others is asked. A failed call rejects the whole preparation, for the caller to show.
 */
export async function prepareModels(documents: readonly Document[]): Promise<PreparedModels> {
  const models = await Promise.all(
    documents.map(async (document): Promise<PreparedModel> => {
      const { index, metadata } = document.version;
      const status = needsModelUpload(metadata)
        ? await uploadModelVersion(document.id, index)
        : await getModelUploadStatus(document.id, index);
      return { document, status };
    }),
  );
  const ready: string[] = [];
  const waiting: Document[] = [];
  for (const { document, status } of models) {
    const id = readyModelId(status);
    if (id === undefined) waiting.push(document);
    else ready.push(id);
  }
  return { ready, waiting, models };
}
