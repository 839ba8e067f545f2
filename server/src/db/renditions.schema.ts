/**
 * What a version's file was converted to for a viewer (docs/viewers.md), keyed by the file's blob and the format: a
 * version's file never changes and copies of a document share it, so each file is converted once per format.
 */
export interface RenditionTable {
  source_blob_key: string;
  /** What it was converted to: `pdf` for the office viewer, `dxf` for the drawing viewer. */
  format: string;
  /** The converted file's blob; null when the conversion failed. */
  blob_key: string | null;
  /** Why the conversion failed, as the viewer is told; null when it succeeded. */
  failure: string | null;
  created_at: string;
}

/**
 * A conversion for the viewers that waits or runs (rendition-queue.ts), claimed by one server process so that across
 * the processes of an installation each file is converted once per format; removed once its result is recorded.
 */
export interface RenditionJobTable {
  source_blob_key: string;
  format: string;
  /** The claiming process's queue (a random id per RenditionQueue). */
  token: string;
  /** `waiting` in that process's queue, or `running` in one of its converter slots. */
  state: 'waiting' | 'running';
  /** The claiming process's last sign of life; a stale one means it died, and any process may take the claim over. */
  heartbeat_at: string;
  /** When the claiming process queued it: its place in that process's queue. */
  created_at: string;
}

export interface RenditionsDatabase {
  renditions: RenditionTable;
  rendition_jobs: RenditionJobTable;
}
