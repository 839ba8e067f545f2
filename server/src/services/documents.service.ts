import type { Author } from '../../../codegen/model/author';
import type { Document } from '../../../codegen/model/document';
import { EventType } from '../../../codegen/model/eventType';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { ensureCanUploadInto, ensureDocumentChangeable } from '../policies/documents.policy';
import { ensureMayCreateIn } from './access.service';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { toDocument, type DocumentRecord, type ParentDirectory, type VersionRecord } from '../mappers/document.mapper';
import { accountNames } from '../repositories/accounts.repository';
import {
  findDocumentNamed,
  findDocuments,
  findLiveDocument,
  findLiveParentDirectory,
  type LiveParentRead,
  markDocumentsDeleted,
  updateDocumentName,
} from '../repositories/documents.repository';
import { recordEvent } from '../repositories/events.repository';
import { listNotes } from '../repositories/notes.repository';
import { listVersions } from '../repositories/versions.repository';
import { documentNotFound, failingAs, isUniqueViolation, nameTaken, type DocumentContext } from './document-context';
import { documentNameFromRequest, uploadedFileName } from './document-names';
import { keepingBlob } from './document-upload-form';
import { documentsFor } from './document-views';
import type { UploadedFile } from './multipart-form';
import { storeNewDocument } from './new-document';

type Reader = DocumentContext['db'];

/**
 * The visible document as the contract has it, with its versions and remarks, or 404. `parentOf` reads its directory
 * (the document's GET: through the request's shared reads, services/directory-views.service.ts).
 */
export async function loadDocument(db: Reader, id: string, parentOf?: LiveParentRead): Promise<Document> {
  const found = await findLiveDocument(db, id, parentOf);
  if (!found) throw documentNotFound();
  const [document] = await documentsFor(db, [found]);
  if (!document) throw documentNotFound();
  return document;
}

/** The document and its directory, or 404 NotFound when it, its directory or an ancestor is deleted. */
export async function liveDocument(db: Reader, id: string) {
  const found = await findLiveDocument(db, id);
  if (!found) throw documentNotFound();
  return found;
}

/**
 * A new document from an uploaded file (explorer.md §7): its first version, index 0, is the head. The file is already
 * stored; every check runs after it, and the document, its version and the event are written in one transaction, so
 * that a refusal or a failure removes the blob and leaves nothing else behind.
 */
export async function uploadDocument(
  context: DocumentContext,
  parentDirectoryId: string,
  file: UploadedFile,
  /** What is written with the document, in its transaction (a merged model's job). */
  alongside?: (
    trx: Transaction<Database>,
    stored: { document: DocumentRecord; version: VersionRecord },
  ) => Promise<void>,
): Promise<Document> {
  const { db, blobs, account } = context;
  return keepingBlob(blobs, file.blob, async () => {
    const name = uploadedFileName(file.fileName);
    const parent = await findLiveParentDirectory(db, parentDirectoryId);
    if (!parent) throw documentNotFound();
    await ensureMayCreateIn(db, account, parent.id);
    ensureCanUploadInto(account, parent);
    if (await findDocumentNamed(db, parent.id, name)) throw nameTaken();

    const stored = await failingAs(
      context,
      ProblemCode.CreateResourceFailed,
      'The document could not be created.',
      async () => {
        try {
          return await db.transaction().execute(async (trx) => {
            const stored = await storeNewDocument(trx, account, parent.id, name, file);
            await alongside?.(trx, stored);
            return stored;
          });
        } catch (error) {
          // Another upload took the name between the check and the insert.
          if (isUniqueViolation(error)) throw nameTaken();
          throw error;
        }
      },
    );
    return toDocument(stored.document, parent, [stored.version], []);
  });
}

/** Renames a document (explorer.md §5, §7): trimmed, 3 to 128 characters, free in its directory, not locked. */
export async function renameDocument(context: DocumentContext, id: string, requested: string): Promise<Document> {
  const { db, account } = context;
  const name = documentNameFromRequest(requested);
  const { document, parent } = await liveDocument(db, id);
  ensureDocumentChangeable(document);
  if (name === document.name) return loadDocument(db, id);
  if (await findDocumentNamed(db, parent.id, name, id)) throw nameTaken();

  const now = new Date().toISOString();
  await failingAs(context, ProblemCode.UpdateResourceFailed, 'The document could not be renamed.', async () => {
    try {
      await db.transaction().execute(async (trx) => {
        await updateDocumentName(trx, id, name, now);
        await recordEvent(trx, {
          type: EventType.RenameDocument,
          accountId: account.id,
          directoryId: parent.id,
          documentId: id,
          details: { from: document.name, to: name },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  });
  return loadDocument(db, id);
}

/**
 * Moves documents to the trash (explorer.md §7), all or nothing: an unknown or already deleted one answers 404, a
 * locked one 409, and then none is deleted. The blobs stay: the trash can restore them.
 */
export async function deleteDocuments(context: DocumentContext, ids: readonly string[]): Promise<void> {
  const { db, account } = context;
  const unique = [...new Set(ids)];
  const found: { document: DocumentRecord; parent: ParentDirectory }[] = [];
  for (const id of unique) found.push(await liveDocument(db, id));
  for (const { document } of found) ensureDocumentChangeable(document);

  const now = new Date().toISOString();
  await failingAs(context, ProblemCode.DeleteResourceFailed, 'The document could not be deleted.', () =>
    db.transaction().execute(async (trx) => {
      // Re-read inside the transaction: a document locked or deleted meanwhile must stop the whole deletion.
      const current = await findDocuments(trx, unique);
      if (current.length !== unique.length || current.some((document) => document.deletedAt !== null))
        throw documentNotFound();
      for (const document of current) ensureDocumentChangeable(document);
      await markDocumentsDeleted(trx, unique, account.id, now);
      for (const { document, parent } of found)
        await recordEvent(trx, {
          type: EventType.DeleteDocument,
          accountId: account.id,
          directoryId: parent.id,
          documentId: document.id,
          details: { name: document.name },
        });
    }),
  );
}

/**
 * The distinct authors of the document's versions, remarks and remark comments (the panel names remarks' authors by
 * them): the document's author first, then in the order they first contributed.
 */
export async function documentAuthors(db: Reader, id: string): Promise<Author[]> {
  const { document } = await liveDocument(db, id);
  const contributions = [
    ...(await listVersions(db, [id])),
    ...(await listNotes(db, [id])).flatMap((note) => [note, ...note.comments]),
  ].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const ids = [...new Set([document.authorId, ...contributions.map((contribution) => contribution.authorId)])];
  const names = await accountNames(db, ids);
  // Authors are accounts that have signed in, so they are known; an id stands in should one be missing.
  return ids.map((authorId) => ({ id: authorId, displayName: names.get(authorId) ?? authorId }));
}
