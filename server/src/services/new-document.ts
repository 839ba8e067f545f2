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
  const { extension } = splitFileName(name);
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
  const version: VersionRecord = {
    documentId: document.id,
    index: 0,
    masterIndex: SpecialVersionIndex.None,
    isActive: true,
    blobKey: file.blob.key,
    size: file.blob.size,
    mediaType: mediaTypeOf(extension, file.declaredType),
    extension,
    name,
    authorId: account.id,
    sha256: file.blob.sha256,
    tanglVersionId: null,
    jobId: null,
    uploadState: null,
    createdAt: now,
    updatedAt: now,
  };
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
