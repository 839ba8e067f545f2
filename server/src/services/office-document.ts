import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { SpecialVersionIndex } from '../../../codegen/model/specialVersionIndex';
import type { Db } from '../db/database';
import { DRAFT_INDEX, type DocumentRecord, type ParentDirectory, type VersionRecord } from '../mappers/document.mapper';
import type { RequestAccount } from '../plugins/auth';
import { chainOf, ensureSees, holds } from '../policies/access.policy';
import { canEditInOffice, ensureMayEditInOffice, type OfficeEditFacts } from '../policies/office.policy';
import { deleteOfficeDraftIfUnsaved, editingAccountNames } from '../repositories/office.repository';
import { findVersion, insertVersion } from '../repositories/versions.repository';
import { accessOf } from './access.service';
import { versionNotFound } from './document-context';
import { lockLiveDocument } from './document-lock';
import { resolveVersion } from './document-versions.service';
import { liveDocument } from './documents.service';

/** A document as the office editor's rules see it, for one account. */
export interface OfficeDocument {
  document: DocumentRecord;
  parent: ParentDirectory;
  edit: OfficeEditFacts;
}

/**
 * The document (404 when it is deleted or the account does not see it) and whether the account may edit it. Read
 * anew on every call: the office session, each hub command and each WOPI call of the editor, so that a right taken
 * away or a document agreed meanwhile stops the next save.
 */
export async function officeDocument(db: Db, account: RequestAccount, documentId: string): Promise<OfficeDocument> {
  const { document, parent } = await liveDocument(db, documentId);
  const facts = await accessOf(db, account);
  const chain = chainOf(parent);
  ensureSees(facts, chain, 'The document was not found or was deleted.');
  return {
    document,
    parent,
    edit: { mayUpdate: holds(facts, chain, PermissionOperation.UpdateFiles), document },
  };
}

export const mayEditNow = (office: OfficeDocument): boolean => canEditInOffice(office.edit);

/** A new draft based on `master`, with its file until another is saved into it; no model state of its own. */
export function draftOf(master: VersionRecord, authorId: string, now: string): VersionRecord {
  return {
    ...master,
    index: DRAFT_INDEX,
    masterIndex: master.index,
    isActive: true,
    authorId,
    tanglVersionId: null,
    jobId: null,
    uploadState: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The draft the editor writes into: the one there is (its master stays), or a new one from the master version (-1
 * the head), sharing the master's file until the first save. In the document's row lock, so that two editors
 * opening at once get one draft.
 */
export async function ensureDraft(
  db: Db,
  account: RequestAccount,
  documentId: string,
  masterIndex: number,
  now: string,
): Promise<VersionRecord> {
  return db.transaction().execute(async (trx) => {
    const { document } = await lockLiveDocument(trx, documentId);
    const existing = await findVersion(trx, documentId, DRAFT_INDEX);
    if (existing) return existing;
    ensureMayEditInOffice({ mayUpdate: true, document });
    const master = await resolveVersion(trx, document, masterIndex);
    if (master.index === DRAFT_INDEX) throw versionNotFound();
    const draft = draftOf(master, account.id, now);
    await insertVersion(trx, draft);
    return draft;
  });
}

/**
 * A draft nobody saved into (it still shares its master's file) goes when its last editor leaves: it would only block
 * uploads and the agreement («finish editing»). Whether it went.
 */
export function dropUnsavedDraft(db: Db, documentId: string, now: Date): Promise<boolean> {
  return deleteOfficeDraftIfUnsaved(db, documentId, seenSince(now));
}

/** A presence not refreshed for this long belongs to a process that is gone. */
export const PRESENCE_STALE_MS = 3 * 60_000;

const seenSince = (now: Date) => new Date(now.getTime() - PRESENCE_STALE_MS).toISOString();

/** Who has the draft open (GET …/sessions/editing/users). */
export async function editingUserNames(db: Db, documentId: string, now: Date): Promise<string[]> {
  return editingAccountNames(db, documentId, seenSince(now));
}

/** DraftVersionUpdated's payload (openapi/office-hub.md). */
export interface DraftVersionUpdate {
  documentId: string;
  /** -2 while a draft exists, -2147483648 once it was published or dropped. */
  draftIndex: number;
  updatedAt: string;
}

export const draftSaved = (documentId: string, at: Date): DraftVersionUpdate => ({
  documentId,
  draftIndex: SpecialVersionIndex.Draft,
  updatedAt: at.toISOString(),
});

export const draftPublished = (documentId: string, at: Date): DraftVersionUpdate => ({
  documentId,
  draftIndex: SpecialVersionIndex.None,
  updatedAt: at.toISOString(),
});
