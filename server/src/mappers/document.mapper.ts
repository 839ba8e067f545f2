import type { Insertable, Selectable } from 'kysely';
import type { AgreeStatus } from '../../../codegen/model/agreeStatus';
import type { Document } from '../../../codegen/model/document';
import type { DocumentMetadataItem } from '../../../codegen/model/documentMetadataItem';
import { ModelUploadState } from '../../../codegen/model/modelUploadState';
import type { Version } from '../../../codegen/model/version';
import type { DocumentTable, VersionTable } from '../db/documents.schema';
import { toNote, type NoteRecord } from './note.mapper';

/** A document as the server works with it; deleted ones included (the trash needs them). */
export interface DocumentRecord {
  id: string;
  name: string;
  parentId: string;
  authorId: string;
  headIndex: number;
  disabled: boolean;
  agreed: boolean;
  status: AgreeStatus;
  metadata: DocumentMetadataItem[];
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  deletedBy: string | null;
}

/** What documents need of their directory: where it sits and whether it takes uploads. */
export interface ParentDirectory {
  id: string;
  depth: number;
  /** From the top level down, the parent last. */
  ancestorIds: string[];
  allowUploadDocuments: boolean;
}

export interface VersionRecord {
  documentId: string;
  index: number;
  masterIndex: number;
  isActive: boolean;
  blobKey: string;
  size: number;
  mediaType: string;
  /** Lower case with the leading dot, or empty. */
  extension: string;
  /** File name with extension. */
  name: string;
  authorId: string;
  sha256: string;
  tanglVersionId: string | null;
  jobId: string | null;
  uploadState: ModelUploadState | null;
  createdAt: string;
  updatedAt: string;
}

/** Index at which a document's draft is stored (SpecialVersionIndex.Draft). */
export const DRAFT_INDEX = -2;

/** The form names are compared in, as for directories: they may not differ by case or Unicode composition only. */
export function documentNameKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

/** Extensions of more than one part that the viewer lists name (explorer.md §3). */
const COMPOUND_EXTENSIONS = ['.tar.gz'];

/** A file name split into the name without extension and the extension (lower case, with the dot; may be empty). */
export function splitFileName(fullName: string): { name: string; extension: string } {
  const lower = fullName.toLowerCase();
  const compound = COMPOUND_EXTENSIONS.find((extension) => lower.endsWith(extension) && lower !== extension);
  if (compound) return { name: fullName.slice(0, -compound.length), extension: compound };
  const dot = fullName.lastIndexOf('.');
  // A leading dot marks a hidden file's name (".gitignore"), not an extension.
  if (dot <= 0) return { name: fullName, extension: '' };
  return { name: fullName.slice(0, dot), extension: lower.slice(dot) };
}

/** JSON text of the database, or undefined when it is not JSON (never trusted to be well-formed). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function parseMetadata(text: string): DocumentMetadataItem[] {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { key, value: itemValue } = item as Record<string, unknown>;
    if (typeof key !== 'string') return [];
    return [{ key, value: typeof itemValue === 'string' ? itemValue : null }];
  });
}

const STATUSES: ReadonlySet<number> = new Set([-1, 3, 4]);
const UPLOAD_STATES: ReadonlySet<string> = new Set(Object.values(ModelUploadState));

export function toDocumentRecord(row: Selectable<DocumentTable>): DocumentRecord {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parent_id,
    authorId: row.author_id,
    headIndex: row.head_index,
    disabled: row.disabled === 1,
    agreed: row.agreed === 1,
    status: (STATUSES.has(row.agree_status) ? row.agree_status : -1) as AgreeStatus,
    metadata: parseMetadata(row.metadata),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
    deletedBy: row.deleted_by,
  };
}

export function toDocumentRow(record: DocumentRecord): Insertable<DocumentTable> {
  return {
    id: record.id,
    name: record.name,
    name_key: documentNameKey(record.name),
    parent_id: record.parentId,
    author_id: record.authorId,
    head_index: record.headIndex,
    disabled: record.disabled ? 1 : 0,
    agreed: record.agreed ? 1 : 0,
    agree_status: record.status,
    metadata: JSON.stringify(record.metadata),
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    deleted_at: record.deletedAt,
    deleted_by: record.deletedBy,
  };
}

export function toVersionRecord(row: Selectable<VersionTable>): VersionRecord {
  return {
    documentId: row.document_id,
    index: row.index,
    masterIndex: row.master_index,
    isActive: row.is_active === 1,
    blobKey: row.blob_key,
    // PostgreSQL's int8 arrives as text.
    size: typeof row.size === 'string' ? Number(row.size) : row.size,
    mediaType: row.media_type,
    extension: row.extension,
    name: row.name,
    authorId: row.author_id,
    sha256: row.sha256,
    tanglVersionId: row.tangl_version_id,
    jobId: row.job_id,
    uploadState:
      row.upload_state !== null && UPLOAD_STATES.has(row.upload_state) ? (row.upload_state as ModelUploadState) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toVersionRow(record: VersionRecord): Insertable<VersionTable> {
  return {
    document_id: record.documentId,
    index: record.index,
    master_index: record.masterIndex,
    is_active: record.isActive ? 1 : 0,
    blob_key: record.blobKey,
    size: record.size,
    media_type: record.mediaType,
    extension: record.extension,
    name: record.name,
    author_id: record.authorId,
    sha256: record.sha256,
    tangl_version_id: record.tanglVersionId,
    job_id: record.jobId,
    upload_state: record.uploadState,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

export function versionDownloadUri(documentId: string, index: number): string {
  return `/v1/documents/${documentId}/versions/${String(index)}/download`;
}

/** A version as the contract has it (explorer.md §3). */
export function toVersion(record: VersionRecord): Version {
  return {
    index: record.index,
    masterIndex: record.masterIndex,
    isActive: record.isActive,
    downloadUri: versionDownloadUri(record.documentId, record.index),
    documentId: record.documentId,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    metadata: { tanglVersionId: record.tanglVersionId, jobId: record.jobId, uploadState: record.uploadState },
    document: {
      name: splitFileName(record.name).name,
      fullName: record.name,
      size: record.size,
      type: record.mediaType,
      extension: record.extension,
      authorId: record.authorId,
    },
  };
}

/**
 * A document as the contract has it: the head version, the other versions newest first, the draft when there is one,
 * and its remarks (`comments`) in the order they were added. `versions` and `notes` are the document's own, in any
 * order.
 */
export function toDocument(
  record: DocumentRecord,
  parent: ParentDirectory,
  versions: readonly VersionRecord[],
  notes: readonly NoteRecord[],
): Document {
  const head = versions.find((version) => version.index === record.headIndex);
  // Every document is created with its first version in one transaction, so a missing head is a broken database.
  if (!head) throw new Error(`The document ${record.id} has no head version ${String(record.headIndex)}.`);
  const draft = versions.find((version) => version.index === DRAFT_INDEX);
  const older = versions
    .filter((version) => version.index >= 0 && version.index !== record.headIndex)
    .sort((a, b) => b.index - a.index);
  return {
    id: record.id,
    name: record.name,
    parentId: record.parentId,
    depth: parent.depth + 1,
    ancestorIds: [...parent.ancestorIds, parent.id],
    authorId: record.authorId,
    version: toVersion(head),
    versions: older.map(toVersion),
    ...(draft ? { draft: toVersion(draft) } : {}),
    comments: [...notes].sort((a, b) => a.position - b.position).map(toNote),
    status: record.status,
    disabled: record.disabled,
    agreed: record.agreed,
    deletedAt: record.deletedAt,
    metadata: record.metadata,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
