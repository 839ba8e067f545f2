import { isValidDocumentName } from '../documents/document-name.utils';
import type { Configuration } from '../../../codegen/model/configuration';
import type { Document } from '../../../codegen/model/document';
import type { ModelSyncStatus } from '../../../codegen/model/modelSyncStatus';
import type { ModelUploadState } from '../../../codegen/model/modelUploadState';
import type { VersionMetadata } from '../../../codegen/model/versionMetadata';
import { documentExtension } from '../documents/document-state.utils';
import { isModelViewable } from '../documents/file-type.utils';
import { routePath } from '../routes/routes';
import {
  areOperationsAvailable,
  MERGED_MODEL_OPERATIONS,
  MODEL_ASSEMBLY_OPERATIONS,
} from '../session/operations.utils';

/** CreateMergedModelRequest.name: 3 to 128 characters (the server adds '.cim' when missing). */
/** CreateMergedModelRequest.description: at most 2000 characters. */
export const MERGED_MODEL_DESCRIPTION_MAX = 2000;
/** CreateMergedModelRequest.documentIds: 2 to 100 documents. */
export const MERGED_MODEL_MIN_DOCUMENTS = 2;
export const MERGED_MODEL_MAX_DOCUMENTS = 100;

/** What the sync rules read of a version's metadata or of the model service's answer (ModelSyncStatus). */
export interface ModelSyncState {
  tanglVersionId: string | null;
  uploadState: ModelUploadState | null;
}

/** An id the server left empty counts as none: both mean the model service has not given one yet. */
function present(value: string | null): value is string {
  return value !== null && value !== '';
}

/** A building model: its head version's extension is in the configuration's model viewer list (explorer.md §3). */
export function isModelDocument(document: Document, configuration: Configuration): boolean {
  return isModelViewable(documentExtension(document), configuration);
}

/**
 * Whether a version must be (re)sent to the model service (PUT uploadVersion) rather than asked about (GET
 * uploadStatus): it has neither a model id nor a job yet, or its last synchronisation failed.
 */
export function needsModelUpload(metadata: VersionMetadata): boolean {
  return (!present(metadata.tanglVersionId) && !present(metadata.jobId)) || metadata.uploadState === 'Error';
}

/** Explorer.md §4 Sync state of a version: synced when it has a model id or is Merged. */
export function isModelSynced(status: ModelSyncState): boolean {
  return present(status.tanglVersionId) || status.uploadState === 'Merged';
}

/** The model id the viewer opens, when the version is synced and has one (a Merged state alone gives no id). */
export function readyModelId(status: ModelSyncState): string | undefined {
  return isModelSynced(status) && present(status.tanglVersionId) ? status.tanglVersionId : undefined;
}

/**
 * Model assembly is offered for one or more documents, all of them models, when the server answers the model service's
 * operations (Configuration.unavailableOperations: never an action that can only end in a 501).
 */
export function canAssembleModels(documents: readonly Document[], configuration: Configuration): boolean {
  return (
    areOperationsAvailable(configuration, MODEL_ASSEMBLY_OPERATIONS) &&
    documents.length > 0 &&
    documents.every((document) => isModelDocument(document, configuration))
  );
}

/**
 * A merged model takes 2 to 100 documents (the contract's documentIds), all of them models, when the server answers
 * createMergedModel.
 */
export function canCreateMergedModel(documents: readonly Document[], configuration: Configuration): boolean {
  return (
    areOperationsAvailable(configuration, MERGED_MODEL_OPERATIONS) &&
    documents.length >= MERGED_MODEL_MIN_DOCUMENTS &&
    documents.length <= MERGED_MODEL_MAX_DOCUMENTS &&
    documents.every((document) => isModelDocument(document, configuration))
  );
}

/** A merged model is a document: its name follows the document-name rule (3 to 128 characters, trimmed). */
export function isValidMergedModelName(name: string): boolean {
  return isValidDocumentName(name);
}

/** The query of the model viewer route: one repeated `ids` per model version id (`?ids=a&ids=b`), '' for none. */
export function modelViewerSearch(ids: readonly string[]): string {
  const query = new URLSearchParams(ids.map((id) => ['ids', id])).toString();
  return query === '' ? '' : `?${query}`;
}

/** Where the model viewer opens the models (route tangl.viewer, explorer.md §2: query ids = model version ids). */
export function modelViewerPath(ids: readonly string[]): string {
  // The route's path ends with a slash (explorer.md §2: /tangl-viewer/model/), the ids follow as the query.
  return `${routePath('tangl.viewer')}/${modelViewerSearch(ids)}`;
}

/** A document of the assembly with the model service's last word on its head version. */
export interface PreparedModel {
  document: Document;
  status: ModelSyncStatus;
}

/** The states that mean a model is there to view. */
const READY_STATES: ReadonlySet<ModelUploadState> = new Set(['Completed', 'Imported', 'Merged']);

/**
 * The state a document shows in the Sync dialog (a ModelUploadState, labelled by `modelAssembly.states`): its own,
 * except that a version with a model id reads «Готово» whatever step the service still reports.
 */
export function syncStateOf(status: ModelSyncState): ModelUploadState {
  const state = status.uploadState ?? 'None';
  return readyModelId(status) !== undefined && !READY_STATES.has(state) ? 'Completed' : state;
}

/** Whether the model service is still at it: asked again (a failure waits for a new upload, a ready one is done). */
export function isStillSyncing(status: ModelSyncState): boolean {
  return readyModelId(status) === undefined && status.uploadState !== 'Error';
}

/** The model ids of the assembly in the documents' order once every document is ready, else undefined. */
export function assemblyIds(models: readonly PreparedModel[]): string[] | undefined {
  const ids = models.map(({ status }) => readyModelId(status));
  return ids.every((id) => id !== undefined) ? ids : undefined;
}
