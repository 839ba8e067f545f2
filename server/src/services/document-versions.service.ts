import type { Readable } from 'node:stream';
import { AccessPurpose } from '../../../codegen/model/accessPurpose';
import type { Document } from '../../../codegen/model/document';
import type { DownloadRequirements } from '../../../codegen/model/downloadRequirements';
import { EventType } from '../../../codegen/model/eventType';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { SpecialVersionIndex } from '../../../codegen/model/specialVersionIndex';
import {
  canDownloadDocument,
  canViewDocument,
  downloadRefused,
  ensureCanReceive,
  ensureCanUploadInto,
  ensureDocumentChangeable,
  viewRefused,
} from '../policies/documents.policy';
import { DRAFT_INDEX, type DocumentRecord, type VersionRecord } from '../mappers/document.mapper';
import { HttpProblem } from '../problem';
import {
  findDocuments,
  findLiveDocument,
  touchDocument,
  updateDocumentHead,
} from '../repositories/documents.repository';
import { recordEvent } from '../repositories/events.repository';
import { findVersion, insertVersion, nextVersionIndex } from '../repositories/versions.repository';
import type { ByteRange } from '../storage/blob-storage';
import { documentNotFound, failingAs, versionNotFound, type DocumentContext } from './document-context';
import { uploadedFileName } from './document-names';
import { keepingBlob } from './document-upload-form';
import type { UploadedFile } from './multipart-form';
import { uploadedVersion } from './new-document';
import { liveDocument, loadDocument } from './documents.service';
import { downloadFileName, parseRange } from './document-download';
import { checkDownloadAccess, ensureRequirementsAccepted, toDownloadRequirements } from './download-access.service';

const finishEditing = () =>
  new HttpProblem(
    409,
    ProblemCode.FinishEditingDocumentToUploadVersion,
    'Finish editing the document to upload a new version',
  );

/** The version an index of the contract names: 0 and up as is, -1 the head version, -2 the draft; or 404. */
export async function resolveVersion(
  db: DocumentContext['db'],
  document: Pick<DocumentRecord, 'id' | 'headIndex'>,
  index: number,
): Promise<VersionRecord> {
  const stored = index === SpecialVersionIndex.Head ? document.headIndex : index;
  const version = await findVersion(db, document.id, stored);
  if (!version) throw versionNotFound();
  return version;
}

/**
 * A new head version from an uploaded file (explorer.md §7); the previous head joins the older versions and becomes
 * the new one's master. Refused for a locked document and while a draft is open in the office editor. As for new
 * documents, the blob is removed unless the version is recorded.
 */
export async function uploadVersion(
  context: DocumentContext,
  documentId: string,
  file: UploadedFile,
): Promise<Document> {
  const { db, blobs, account } = context;
  return keepingBlob(blobs, file.blob, async () => {
    const name = uploadedFileName(file.fileName);
    const { document, parent } = await liveDocument(context.db, documentId);
    ensureCanUploadInto(account, parent);
    ensureDocumentChangeable(document);
    // A draft exists while the office editor has the document open (the editing sessions come with the office).
    if (await findVersion(db, documentId, DRAFT_INDEX)) throw finishEditing();

    const now = new Date().toISOString();
    await failingAs(context, ProblemCode.AddDocumentVersionFailed, 'The version could not be added.', () =>
      db.transaction().execute(async (trx) => {
        await touchDocument(trx, documentId, now);
        const current = await findLiveDocument(trx, documentId);
        if (!current) throw documentNotFound();
        ensureDocumentChangeable(current.document);
        const index = await nextVersionIndex(trx, documentId);
        await insertVersion(
          trx,
          uploadedVersion(file, {
            documentId,
            index,
            masterIndex: current.document.headIndex,
            name,
            authorId: account.id,
            now,
          }),
        );
        await updateDocumentHead(trx, documentId, index);
        await recordEvent(trx, {
          type: EventType.UploadDocumentVersion,
          accountId: account.id,
          directoryId: parent.id,
          documentId,
          details: { name, index, size: file.blob.size },
        });
      }),
    );
    return loadDocument(db, documentId);
  });
}

/**
 * Whether the account may download the version or, for `view`, view it (a right of its own, `canViewDocument`), and
 * the requirements it must accept first, the same for both; a refusal is `canDownload: false`, not an error.
 */
export async function downloadRequirements(
  context: DocumentContext,
  documentId: string,
  index: number,
  purpose: AccessPurpose,
): Promise<DownloadRequirements> {
  const { document } = await liveDocument(context.db, documentId);
  const version = await resolveVersion(context.db, document, index);
  const allowed =
    purpose === AccessPurpose.View
      ? canViewDocument(version, context.viewers)
      : canDownloadDocument(context.account, version, context.viewers);
  return toDownloadRequirements(await checkDownloadAccess(context.db, context.account, context.requirements, allowed));
}

/** A version's file, ready to send: the whole of it or the one range asked for. */
export interface VersionDownload {
  version: VersionRecord;
  /** The name it is saved under: the document's (`downloadFileName`). */
  fileName: string;
  range: ByteRange | undefined;
  stream: Readable;
}

/** Who a download from the start of the file is recorded for (event 10), and what else the event says. */
export interface DownloadRecord {
  accountId: string;
  details?: Record<string, unknown>;
}

/**
 * Opens a version's file, the whole of it or the one range of `rangeHeader`. A download from the start of the file is
 * recorded as a download event for `record`; the further ranges a viewer or a resumed download reads are not, so that
 * one download is one event. Without `record` (a view, a HEAD request) nothing is recorded.
 */
export async function openVersionFile(
  context: Pick<DocumentContext, 'db' | 'blobs'>,
  file: { version: VersionRecord; directoryId: string; documentName?: string },
  rangeHeader: string | undefined,
  record: DownloadRecord | undefined,
): Promise<VersionDownload> {
  const { version } = file;
  const documentName = file.documentName ?? (await findDocuments(context.db, [version.documentId]))[0]?.name;
  const fileName = downloadFileName(documentName ?? version.name, version);
  const range = parseRange(rangeHeader, version.size);
  const stream = await context.blobs.read(version.blobKey, range);
  if (record && (range?.start ?? 0) === 0) {
    try {
      await recordEvent(context.db, {
        type: EventType.DownloadDocument,
        accountId: record.accountId,
        directoryId: file.directoryId,
        documentId: version.documentId,
        details: { name: version.name, index: version.index, ...record.details },
      });
    } catch (error) {
      stream.destroy();
      throw error;
    }
  }
  return { version, fileName, range, stream };
}

/**
 * Opens a version's file for download or, with `inline`, for a view (explorer.md §5, §6), once the account has
 * accepted the download requirements. Views and HEAD requests (which Fastify answers through this GET route) are not
 * recorded as downloads.
 */
export async function openVersionDownload(
  context: DocumentContext,
  documentId: string,
  index: number,
  options: { inline: boolean; rangeHeader: string | undefined; headOnly: boolean },
): Promise<VersionDownload> {
  const { document, parent } = await liveDocument(context.db, documentId);
  const version = await resolveVersion(context.db, document, index);
  ensureCanReceive(context.account, version, context.viewers, options.inline);
  await ensureRequirementsAccepted(context.db, context.account, context.requirements, () =>
    options.inline ? viewRefused() : downloadRefused(),
  );
  const record = !options.inline && !options.headOnly ? { accountId: context.account.id } : undefined;
  return openVersionFile(
    context,
    { version, directoryId: parent.id, documentName: document.name },
    options.rangeHeader,
    record,
  );
}
