import type { Document } from '../../../codegen/model/document';
import type { ModelSyncStatus } from '../../../codegen/model/modelSyncStatus';
import type { VersionMetadata } from '../../../codegen/model/versionMetadata';
import { otherDocument } from '../documents/documents.test-data';

const NOT_SYNCED: VersionMetadata = { tanglVersionId: null, jobId: null, uploadState: null };

/** A model document named `fullName` whose head version (index 0) carries `metadata`. */
export function modelDocument(id: string, fullName: string, metadata: Partial<VersionMetadata> = {}): Document {
  const document = otherDocument(id, fullName);
  return { ...document, version: { ...document.version, metadata: { ...NOT_SYNCED, ...metadata } } };
}

/** The model service's answer about a document's head version. */
export function syncStatus(document: Document, fields: Partial<ModelSyncStatus> = {}): ModelSyncStatus {
  return {
    documentId: document.id,
    versionIndex: document.version.index,
    tanglVersionId: null,
    jobId: null,
    uploadState: 'Waiting',
    ...fields,
  };
}

/** Synced: it has a model id. */
export const structures = modelDocument('b2000000-0000-4000-8000-000000000002', 'Модель КЖ.ifc', {
  tanglVersionId: 'tv-kzh',
  uploadState: 'Completed',
});
/** Never sent to the model service. */
export const architecture = modelDocument('b2000000-0000-4000-8000-000000000007', 'Модель АР.ifc');
/** Being processed by the model service. */
export const services = modelDocument('b2000000-0000-4000-8000-000000000008', 'Модель ОВ.rvt-tangl', {
  jobId: 'job-ov',
  uploadState: 'Processing',
});
