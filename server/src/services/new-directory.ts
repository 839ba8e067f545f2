import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { MetadataItem } from '../../../codegen/model/metadataItem';
import { EventType } from '../../../codegen/model/eventType';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { DirectoryRecord } from '../mappers/directory.mapper';
import type { RequestAccount } from '../plugins/auth';
import { insertDirectory } from '../repositories/directories.repository';
import { recordEvent } from '../repositories/events.repository';

/** What a directory made from a structure entity takes from it (docs/structure.md). */
export interface StructureOrigin {
  skeletonEntityId: string;
  allowUploadDocuments: boolean;
  allowCreateDirectory: boolean;
}

/**
 * Stores a new directory under the parent (null: the top level) with its CreateDirectory event, in the caller's
 * transaction; the caller has checked the rules and the name. A free directory allows both uploads and
 * subdirectories; one made from an entity takes the entity's flags.
 */
export async function insertNewDirectory(
  db: Db | Transaction<Database>,
  account: RequestAccount,
  parent: DirectoryRecord | null,
  name: string,
  metadata: MetadataItem[] = [],
  origin?: StructureOrigin,
): Promise<DirectoryRecord> {
  const now = new Date().toISOString();
  const created: DirectoryRecord = {
    id: randomUUID(),
    name,
    parentId: parent?.id ?? null,
    skeletonEntityId: origin?.skeletonEntityId ?? null,
    metadata,
    allowUploadDocuments: origin?.allowUploadDocuments ?? true,
    allowCreateDirectory: origin?.allowCreateDirectory ?? true,
    depth: parent ? parent.depth + 1 : 0,
    ancestorIds: parent ? [...parent.ancestorIds, parent.id] : [],
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    deletedBy: null,
    contentsStamp: 0,
  };
  await insertDirectory(db, created);
  await recordEvent(db, {
    type: EventType.CreateDirectory,
    accountId: account.id,
    directoryId: created.id,
    details: {
      name,
      parentId: created.parentId,
      ...(created.skeletonEntityId ? { skeletonEntityId: created.skeletonEntityId } : {}),
    },
  });
  return created;
}
