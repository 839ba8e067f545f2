/**
 * What a version's file was converted to for the viewer (docs/viewers.md), keyed by the file's blob: a version's file
 * never changes and copies of a document share it, so each file is converted once.
 */
export interface PdfRenditionTable {
  source_blob_key: string;
  /** The PDF's blob; null when the conversion failed. */
  pdf_blob_key: string | null;
  /** Why the conversion failed, as the viewer is told; null when it succeeded. */
  failure: string | null;
  created_at: string;
}

export interface RenditionsDatabase {
  pdf_renditions: PdfRenditionTable;
}
