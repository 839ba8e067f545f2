import type { Insertable, Selectable } from 'kysely';
import type { MetadataItem } from '../../../codegen/model/metadataItem';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import type { SkeletonEntityTable } from '../db/skeleton.schema';
import { parseMetadata } from './directory.mapper';

/** A structure entity as the server works with it: the contract's entity, ancestors from the root down. */
export type SkeletonEntityRecord = SkeletonEntity & { metadata: MetadataItem[]; createdAt: string; updatedAt: string };

/** The form entity names are compared in among siblings, as group names are: trimmed, composed, lower case. */
export function entityNameKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

function parseIds(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

export function toSkeletonEntityRecord(row: Selectable<SkeletonEntityTable>): SkeletonEntityRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    depth: row.depth,
    authorId: row.author_id,
    ancestorIds: parseIds(row.ancestor_ids),
    parentId: row.parent_id,
    skeletonId: row.skeleton_id,
    isCreatable: row.is_creatable === 1,
    isPinned: row.is_pinned === 1,
    pinPriority: row.pin_priority,
    pinShortName: row.pin_short_name,
    allowCreateDirectory: row.allow_create_directory === 1,
    allowUploadDocuments: row.allow_upload_documents === 1,
    metadata: parseMetadata(row.metadata),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toSkeletonEntityRow(record: SkeletonEntityRecord): Insertable<SkeletonEntityTable> {
  return {
    id: record.id,
    skeleton_id: record.skeletonId,
    parent_id: record.parentId,
    name: record.name,
    name_key: entityNameKey(record.name),
    description: record.description,
    depth: record.depth,
    author_id: record.authorId,
    ancestor_ids: JSON.stringify(record.ancestorIds),
    is_creatable: record.isCreatable ? 1 : 0,
    is_pinned: record.isPinned ? 1 : 0,
    pin_priority: record.pinPriority,
    pin_short_name: record.pinShortName,
    allow_create_directory: record.allowCreateDirectory ? 1 : 0,
    allow_upload_documents: record.allowUploadDocuments ? 1 : 0,
    metadata: JSON.stringify(record.metadata),
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

/** The contract's entity: the record without the server's timestamps. */
export function toSkeletonEntity(record: SkeletonEntityRecord): SkeletonEntity {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    depth: record.depth,
    authorId: record.authorId,
    ancestorIds: [...record.ancestorIds],
    parentId: record.parentId,
    skeletonId: record.skeletonId,
    isCreatable: record.isCreatable,
    isPinned: record.isPinned,
    pinPriority: record.pinPriority,
    pinShortName: record.pinShortName,
    allowCreateDirectory: record.allowCreateDirectory,
    allowUploadDocuments: record.allowUploadDocuments,
    metadata: record.metadata.map(({ key, value }) => ({ key, value })),
  };
}
