/**
 * The model service of the reference server (docs/models.md). One row per model id: a version's conversion to the
 * viewer's format (`version`), or a merged model federating several converted versions (`merged`). The row is its
 * own job: `job_id` is what the version's metadata calls jobId, `state` its ModelUploadState.
 */
export interface ModelTable {
  /** The model id: the version's tanglVersionId once Completed, a merged model's id. */
  id: string;
  job_id: string;
  kind: 'version' | 'merged';
  /**
   * The version converted, or the merged-model document's version that shows the merge; null for a merged model made
   * by mergeModels alone.
   */
  document_id: string | null;
  version_index: number | null;
  /** The converted file's blob (a version's model); its viewer file is the blob's `frag` rendition. */
  source_blob_key: string | null;
  extension: string;
  state: string;
  /** Why it failed, for people; null unless the state is Error. */
  failure: string | null;
  /**
   * JSON. A merged model: its sources `[{documentId, versionIndex}]` while they convert, then its parts' model ids
   * `["…"]` once Merged. A version's model: `[]`.
   */
  parts: string;
  /** How many times a conversion was started; a job that keeps dying is failed rather than started forever. */
  attempts: number;
  /** Last sign of life of the process converting it; a stale one means that process died (resumed elsewhere). */
  heartbeat_at: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface ModelsDatabase {
  models: ModelTable;
}
