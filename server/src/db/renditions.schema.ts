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

export interface RenditionsDatabase {
  renditions: RenditionTable;
}
