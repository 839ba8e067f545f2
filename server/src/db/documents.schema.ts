import type { ColumnType } from 'kysely';

/**
 * The documents' tables, in the portable shapes of schema.ts: text ids and ISO timestamps, 0/1 flags, JSON as text.
 */
export interface DocumentTable {
  id: string;
  /** Name with extension, as shown in the explorer. */
  name: string;
  /** The name folded for comparison (NFC, lower case), as for directories: names in a directory are unique on it. */
  name_key: string;
  parent_id: string;
  author_id: string;
  /** Index of the head (current) version: not always the highest one, as an older version can be made head. */
  head_index: number;
  disabled: number;
  agreed: number;
  /** AgreeStatus: -1 no status, 3 adopted, 4 in production. */
  agree_status: number;
  /** DocumentMetadataItem[] as JSON. */
  metadata: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  deleted_by: string | null;
}

export interface VersionTable {
  document_id: string;
  /** 0 and up; the draft is stored at -2 (SpecialVersionIndex.Draft). */
  index: number;
  /** The version this one follows; -2147483648 when none. */
  master_index: number;
  is_active: number;
  /** Key of the content in the blob storage. */
  blob_key: string;
  /** Bytes (0: a dummy version). PostgreSQL's int8 comes back as text, hence the wider select type. */
  size: ColumnType<number | string, number, number>;
  media_type: string;
  /** Lower case with the leading dot, or empty. */
  extension: string;
  /** File name with extension, as uploaded (after sanitising). */
  name: string;
  author_id: string;
  sha256: string;
  tangl_version_id: string | null;
  job_id: string | null;
  upload_state: string | null;
  created_at: string;
  updated_at: string;
}

export interface DocumentsDatabase {
  documents: DocumentTable;
  versions: VersionTable;
}
