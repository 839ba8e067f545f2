import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { EventType } from '../../../codegen/model/eventType';
import { SpecialVersionIndex } from '../../../codegen/model/specialVersionIndex';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { splitFileName, type DocumentRecord, type VersionRecord } from '../mappers/document.mapper';
import type { RequestAccount } from '../plugins/auth';
import { insertDocument } from '../repositories/documents.repository';
import { recordEvent } from '../repositories/events.repository';
import { insertVersion } from '../repositories/versions.repository';
import { mediaTypeOf } from './document-names';
import type { UploadedFile } from './multipart-form';

/** A version of an uploaded file: its blob, and the media type and extension of its name. */
export function uploadedVersion(
  file: UploadedFile,
  place: { documentId: string; index: number; masterIndex: number; name: string; authorId: string; now: string },
): VersionRecord {
  const { extension } = splitFileName(place.name);
  return {
    documentId: place.documentId,
    index: place.index,
    masterIndex: place.masterIndex,
    isActive: true,
    blobKey: file.blob.key,
    size: file.blob.size,
    mediaType: mediaTypeOf(extension, file.declaredType),
    extension,
    name: place.name,
    authorId: place.authorId,
    sha256: file.blob.sha256,
    tanglVersionId: null,
    jobId: null,
    uploadState: null,
    createdAt: place.now,
    updatedAt: place.now,
  };
}

/**
 * Stores a new document of an uploaded file with its first version (index 0, the head) and its UploadDocument event,
 * in the caller's transaction: the single upload and the folder upload create documents alike. The caller has checked
 * the directory and the name.
 */
export async function storeNewDocument(
  db: Db | Transaction<Database>,
  account: RequestAccount,
  parentId: string,
  name: string,
  file: UploadedFile,
): Promise<{ document: DocumentRecord; version: VersionRecord }> {
  const now = new Date().toISOString();
  const document: DocumentRecord = {
    id: randomUUID(),
    name,
    parentId,
    authorId: account.id,
    headIndex: 0,
    disabled: false,
    agreed: false,
    status: -1,
    metadata: [],
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    deletedBy: null,
  };
  const version = uploadedVersion(file, {
    documentId: document.id,
    index: 0,
    masterIndex: SpecialVersionIndex.None,
    name,
    authorId: account.id,
    now,
  });
  await insertDocument(db, document);
  await insertVersion(db, version);
  await recordEvent(db, {
    type: EventType.UploadDocument,
    accountId: account.id,
    directoryId: parentId,
    documentId: document.id,
    details: { name, size: version.size },
  });
  return { document, version };
}
