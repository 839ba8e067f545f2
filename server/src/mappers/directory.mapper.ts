import type { Insertable, Selectable } from 'kysely';
import type { Directory } from '../../../codegen/model/directory';
import type { PermissionOperation } from '../../../codegen/model/permissionOperation';
import type { MetadataItem } from '../../../codegen/model/metadataItem';
import type { DirectoryTable, PinTable } from '../db/schema';

/** A directory as the server works with it; deleted ones included (the trash needs them). */
export interface DirectoryRecord {
  id: string;
  name: string;
  parentId: string | null;
  skeletonEntityId: string | null;
  metadata: MetadataItem[];
  allowUploadDocuments: boolean;
  allowCreateDirectory: boolean;
  depth: number;
  /** From the top level down, the parent last. */
  ancestorIds: string[];
  createdAt: string;
  updatedAt: string;
  /** Set on the top of a deleted subtree only; what lies below is hidden through it. */
  deletedAt: string | null;
  deletedBy: string | null;
  /** How many times its documents' contents changed, as the database counts them (db/schema.ts): read, never written. */
  contentsStamp: number;
}

/** What one account's access adds to a directory it is shown. */
export interface DirectoryAccess {
  permissions: readonly PermissionOperation[];
  contentsVisible: boolean;
}

/** One account's pin of one directory. Unpinned pins are kept: only isPinned changes on unpinning. */
export interface PinRecord {
  directoryId: string;
  pinned: boolean;
  /** Lower first; negative sorts last. */
  priority: number;
  shortName: string | null;
}

/** The form names are compared in: siblings may not differ by case or Unicode composition only. */
export function directoryNameKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

function parseJsonArray(text: string): unknown[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as unknown[]) : [];
}

export function parseMetadata(text: string): MetadataItem[] {
  return parseJsonArray(text).flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { key, value } = item as Record<string, unknown>;
    if (typeof key !== 'string') return [];
    return [{ key, value: typeof value === 'string' ? value : null }];
  });
}

export function toDirectoryRecord(row: Selectable<DirectoryTable>): DirectoryRecord {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parent_id,
    skeletonEntityId: row.skeleton_entity_id,
    metadata: parseMetadata(row.metadata),
    allowUploadDocuments: row.allow_upload_documents === 1,
    allowCreateDirectory: row.allow_create_directory === 1,
    depth: row.depth,
    ancestorIds: parseJsonArray(row.ancestor_ids).filter((id): id is string => typeof id === 'string'),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
    deletedBy: row.deleted_by,
    contentsStamp: row.contents_stamp,
  };
}

export function toDirectoryRow(record: DirectoryRecord): Insertable<DirectoryTable> {
  return {
    id: record.id,
    name: record.name,
    name_key: directoryNameKey(record.name),
    parent_id: record.parentId,
    skeleton_entity_id: record.skeletonEntityId,
    metadata: JSON.stringify(record.metadata),
    allow_upload_documents: record.allowUploadDocuments ? 1 : 0,
    allow_create_directory: record.allowCreateDirectory ? 1 : 0,
    depth: record.depth,
    ancestor_ids: JSON.stringify(record.ancestorIds),
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    deleted_at: record.deletedAt,
    deleted_by: record.deletedBy,
  };
}

export function toPinRecord(row: Selectable<PinTable>): PinRecord {
  return { directoryId: row.directory_id, pinned: row.pinned === 1, priority: row.priority, shortName: row.short_name };
}

/** Where a directory's zip is downloaded; the contract's link, relative to the server. */
export function directoryDownloadUri(id: string): string {
  return `/v1/directories/${id}/download`;
}

/**
 * The contract's Directory as one account sees it: the pin fields are that account's (a directory it never pinned
 * has no priority or short name), and so are the permissions and whether it sees the contents. parentId and parentDirectoryId are the same, both names
 * being in use by clients.
 */
export function toDirectory(record: DirectoryRecord, pin: PinRecord | undefined, access: DirectoryAccess): Directory {
  return {
    id: record.id,
    name: record.name,
    parentId: record.parentId,
    parentDirectoryId: record.parentId,
    skeletonEntityId: record.skeletonEntityId,
    metadata: record.metadata.map(({ key, value }) => ({ key, value })),
    isPinned: pin?.pinned ?? false,
    pinPriority: pin ? pin.priority : null,
    pinShortName: pin ? pin.shortName : null,
    allowUploadDocuments: record.allowUploadDocuments,
    allowCreateDirectory: record.allowCreateDirectory,
    downloadUri: directoryDownloadUri(record.id),
    depth: record.depth,
    ancestorIds: [...record.ancestorIds],
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    permissions: [...access.permissions],
    contentsVisible: access.contentsVisible,
  };
}
