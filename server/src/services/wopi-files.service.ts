import type { Readable } from 'node:stream';
import type { Configuration } from '../../../codegen/model/configuration';
import type { Db } from '../db/database';
import { DRAFT_INDEX, type VersionRecord } from '../mappers/document.mapper';
import type { RequestAccount } from '../plugins/auth';
import { canDownloadDocument } from '../policies/documents.policy';
import { canEditInOffice } from '../policies/office.policy';
import { HttpProblem } from '../problem';
import type { OfficeSessionRecord } from '../repositories/office.repository';
import { deleteWopiLock, findWopiLock, putWopiLock } from '../repositories/office.repository';
import { findVersion, insertVersion, isBlobReferenced, replaceVersionFile } from '../repositories/versions.repository';
import type { BlobStorage, StoredBlob } from '../storage/blob-storage';
import { lockChangeableDocument, type DocumentTransaction } from './document-lock';
import { keepingBlob } from './document-upload-form';
import { draftOf, officeDocument, type OfficeDocument } from './office-document';
import { storedRequestAccount } from './users.service';

/** A lock lasts this long after it was set or refreshed (the WOPI specification's 30 minutes). */
export const WOPI_LOCK_TTL_MS = 30 * 60_000;

/** A WOPI call refused: its status, the reason (X-WOPI-ServerError) and, on a lock conflict, the current lock. */
export class WopiRefusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
    readonly currentLock?: string,
  ) {
    super(reason);
  }
}

/** One call of the editor, on the session its token opened. */
export interface WopiCall {
  db: Db;
  blobs: BlobStorage;
  viewers: Configuration;
  session: OfficeSessionRecord;
  fileId: string;
  now: Date;
  /** The app's origin, where the editor posts its frame messages. */
  appOrigin: string;
}

interface WopiFile {
  account: RequestAccount;
  office: OfficeDocument;
  version: VersionRecord;
  /** Whether this call may write: an edit session, and the rights and the document's state of now. */
  writable: boolean;
}

/** The session's account as stored now: a Disabled account's tokens open nothing any more. */
async function sessionAccount(call: WopiCall): Promise<RequestAccount> {
  let account: RequestAccount | undefined;
  try {
    account = await storedRequestAccount(call.db, call.session.accountId);
  } catch (error) {
    if (error instanceof HttpProblem) throw new WopiRefusal(401, 'The account of the token is disabled.');
    throw error;
  }
  if (!account) throw new WopiRefusal(401, 'The account of the token is unknown.');
  return account;
}

/**
 * The file of the session as it is now. The draft's file id reads the head while there is no draft (published or
 * dropped meanwhile): that is what the editor's next save would start a new draft from.
 */
async function wopiFile(call: WopiCall): Promise<WopiFile> {
  const account = await sessionAccount(call);
  const { documentId, versionIndex } = call.session;
  let office: OfficeDocument;
  try {
    office = await officeDocument(call.db, account, documentId);
  } catch (error) {
    if (error instanceof HttpProblem && error.status === 404) throw new WopiRefusal(404, 'The document is gone.');
    throw error;
  }
  const draft = versionIndex === DRAFT_INDEX;
  const version =
    (await findVersion(call.db, documentId, versionIndex)) ??
    (draft ? await findVersion(call.db, documentId, office.document.headIndex) : undefined);
  if (!version) throw new WopiRefusal(404, 'The version is gone.');
  return { account, office, version, writable: draft && call.session.canEdit && canEditInOffice(office.edit) };
}

const itemVersion = (version: VersionRecord) =>
  version.index === DRAFT_INDEX ? `d-${String(Date.parse(version.updatedAt))}` : `v${String(version.index)}`;

/** CheckFileInfo (openapi/wopi-host.md): what the editor shows and allows. */
export async function checkFileInfo(call: WopiCall): Promise<Record<string, unknown>> {
  const { account, office, version, writable } = await wopiFile(call);
  // An account without the download right views, as in the app's own viewers, but takes no copy away.
  const noCopy = !canDownloadDocument(account, version, call.viewers);
  return {
    BaseFileName: office.document.name,
    Size: version.size,
    Version: itemVersion(version),
    OwnerId: version.authorId,
    UserId: account.id,
    UserFriendlyName: account.displayName,
    UserCanWrite: writable,
    ReadOnly: !writable,
    SupportsLocks: true,
    SupportsGetLock: true,
    SupportsUpdate: true,
    UserCanNotWriteRelative: true,
    UserCanRename: false,
    PostMessageOrigin: call.appOrigin,
    LastModifiedTime: version.updatedAt,
    DisableExport: noCopy,
    DisableCopy: noCopy,
    DisablePrint: noCopy,
    HideExportOption: noCopy,
    HidePrintOption: noCopy,
  };
}

/** GetFile: the file's bytes and its version. */
export async function getFile(call: WopiCall): Promise<{ stream: Readable; size: number; itemVersion: string }> {
  const { version } = await wopiFile(call);
  return { stream: await call.blobs.read(version.blobKey), size: version.size, itemVersion: itemVersion(version) };
}

function ensureWritable(file: WopiFile): void {
  if (!file.writable) throw new WopiRefusal(403, 'The session may not write the file.');
}

/** The lock of now, or a conflict when `given` is not it (the empty string when there is none). */
async function ensureLockIs(
  call: WopiCall,
  given: string | undefined,
  executor: Db | DocumentTransaction = call.db,
): Promise<void> {
  const current = await findWopiLock(executor, call.fileId, call.now.toISOString());
  if (current?.value !== given || given === undefined || given === '')
    throw new WopiRefusal(409, 'The file is locked otherwise.', current?.value ?? '');
}

const lockUntil = (call: WopiCall) => new Date(call.now.getTime() + WOPI_LOCK_TTL_MS).toISOString();

/** Lock, UnlockAndRelock, RefreshLock, Unlock and GetLock, with the X-WOPI-Lock semantics; the current lock, if any. */
export async function changeLock(
  call: WopiCall,
  override: 'LOCK' | 'REFRESH_LOCK' | 'UNLOCK' | 'GET_LOCK',
  lock: string | undefined,
  oldLock: string | undefined,
): Promise<string | undefined> {
  const file = await wopiFile(call);
  const now = call.now.toISOString();
  if (override === 'GET_LOCK') return (await findWopiLock(call.db, call.fileId, now))?.value ?? '';
  if (!lock) throw new WopiRefusal(400, 'X-WOPI-Lock is missing.');
  if (override === 'UNLOCK') {
    await ensureLockIs(call, lock);
    await deleteWopiLock(call.db, call.fileId);
    return undefined;
  }
  ensureWritable(file);
  return call.db.transaction().execute(async (trx) => {
    // The document's row lock orders concurrent lock calls of its draft, on every process.
    await lockDraftDocument(trx, call.session.documentId);
    const holder = (await findWopiLock(trx, call.fileId, now))?.value;
    const mayTake =
      override === 'REFRESH_LOCK'
        ? holder === lock
        : oldLock !== undefined
          ? holder === oldLock
          : holder === undefined || holder === lock;
    if (!mayTake) throw new WopiRefusal(409, 'The file is locked otherwise.', holder ?? '');
    await putWopiLock(trx, call.fileId, { value: lock, expiresAt: lockUntil(call) });
    return undefined;
  });
}

/** The document's row lock, for a change of its draft: a blocked or agreed document refuses it (403 in WOPI). */
async function lockDraftDocument(trx: DocumentTransaction, documentId: string) {
  try {
    return await lockChangeableDocument(trx, documentId);
  } catch (error) {
    if (error instanceof HttpProblem && error.status === 409)
      throw new WopiRefusal(403, "The document is blocked or agreed and can't be changed.");
    if (error instanceof HttpProblem && error.status === 404) throw new WopiRefusal(404, 'The document is gone.');
    throw error;
  }
}

/**
 * PutFile: the new bytes become the draft's file, only under the lock the editor holds, never over a published
 * version. Without a draft (published meanwhile) a new one starts from the head with them. Returns the new version
 * and the document saved into (for the live channel).
 */
export async function putFile(
  call: WopiCall,
  lock: string | undefined,
  body: Readable,
): Promise<{ itemVersion: string; document: { id: string; parentId: string } }> {
  const file = await wopiFile(call);
  ensureWritable(file);
  // Refused before the body is stored, and checked again under the document's row lock before it is kept.
  await ensureLockIs(call, lock);
  const blob: StoredBlob = await call.blobs.write(body);
  const now = call.now.toISOString();
  const replaced = await keepingBlob(call.blobs, blob, () =>
    call.db.transaction().execute(async (trx) => {
      const { document } = await lockDraftDocument(trx, call.session.documentId);
      await ensureLockIs(call, lock, trx);
      const draft = await findVersion(trx, document.id, DRAFT_INDEX);
      const fileOf = { blobKey: blob.key, size: blob.size, sha256: blob.sha256 };
      if (draft) {
        await replaceVersionFile(trx, document.id, DRAFT_INDEX, fileOf, now);
        return draft.blobKey;
      }
      const head = await findVersion(trx, document.id, document.headIndex);
      if (!head) throw new WopiRefusal(404, 'The version is gone.');
      await insertVersion(trx, { ...draftOf(head, call.session.accountId, now), ...fileOf });
      return undefined;
    }),
  );
  if (replaced !== undefined && !(await isBlobReferenced(call.db, replaced))) await call.blobs.remove(replaced);
  return { itemVersion: `d-${String(Date.parse(now))}`, document: file.office.document };
}
