import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { DRAFT_INDEX } from '../mappers/document.mapper';
import { lockDocumentRow } from './documents.repository';
import { findVersion } from './versions.repository';

type Executor = Db | Transaction<Database>;

export interface OfficeSessionRecord {
  id: string;
  documentId: string;
  accountId: string;
  versionIndex: number;
  canEdit: boolean;
  tokenHash: string;
  expiresAt: string;
  createdAt: string;
}

export async function insertOfficeSession(db: Executor, session: OfficeSessionRecord): Promise<void> {
  await db
    .insertInto('office_sessions')
    .values({
      id: session.id,
      document_id: session.documentId,
      account_id: session.accountId,
      version_index: session.versionIndex,
      can_edit: session.canEdit ? 1 : 0,
      token_hash: session.tokenHash,
      expires_at: session.expiresAt,
      created_at: session.createdAt,
    })
    .execute();
}

export async function findOfficeSession(db: Executor, id: string): Promise<OfficeSessionRecord | undefined> {
  const row = await db.selectFrom('office_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  return (
    row && {
      id: row.id,
      documentId: row.document_id,
      accountId: row.account_id,
      versionIndex: row.version_index,
      canEdit: row.can_edit === 1,
      tokenHash: row.token_hash,
      expiresAt: row.expires_at,
      createdAt: row.created_at,
    }
  );
}

/** Sessions whose tokens have expired are of no use to anyone: removed as new ones are opened. */
export async function deleteExpiredOfficeSessions(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('office_sessions').where('expires_at', '<=', now).execute();
}

export interface OfficePresence {
  connectionId: string;
  documentId: string;
  accountId: string;
  editing: boolean;
}

/** A connection holds one session: its row is replaced when it starts another. */
export async function putOfficePresence(db: Executor, presence: OfficePresence, now: string): Promise<void> {
  await db.deleteFrom('office_presence').where('connection_id', '=', presence.connectionId).execute();
  await db
    .insertInto('office_presence')
    .values({
      connection_id: presence.connectionId,
      document_id: presence.documentId,
      account_id: presence.accountId,
      editing: presence.editing ? 1 : 0,
      seen_at: now,
    })
    .execute();
}

export async function deleteOfficePresence(db: Executor, connectionIds: readonly string[]): Promise<void> {
  if (connectionIds.length === 0) return;
  await db.deleteFrom('office_presence').where('connection_id', 'in', connectionIds).execute();
}

/** The connections of this process are alive: their rows stay in the lists (a crashed process's rows age out). */
export async function touchOfficePresence(db: Executor, connectionIds: readonly string[], now: string): Promise<void> {
  if (connectionIds.length === 0) return;
  await db.updateTable('office_presence').set({ seen_at: now }).where('connection_id', 'in', connectionIds).execute();
}

/** Who edits the document: the accounts of its edit presences seen since `seenSince`, each once, by name. */
export async function editingAccountNames(db: Executor, documentId: string, seenSince: string): Promise<string[]> {
  const rows = await db
    .selectFrom('office_presence')
    .innerJoin('accounts', 'accounts.id', 'office_presence.account_id')
    .select('accounts.display_name')
    .distinct()
    .where('office_presence.document_id', '=', documentId)
    .where('office_presence.editing', '=', 1)
    .where('office_presence.seen_at', '>=', seenSince)
    .orderBy('accounts.display_name')
    .execute();
  return rows.map((row) => row.display_name);
}

export interface WopiLock {
  value: string;
  expiresAt: string;
}

/** The file's lock, if one stands at `now` (an expired lock is none). */
export async function findWopiLock(db: Executor, fileId: string, now: string): Promise<WopiLock | undefined> {
  const row = await db
    .selectFrom('wopi_locks')
    .select(['lock_value', 'expires_at'])
    .where('file_id', '=', fileId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { value: row.lock_value, expiresAt: row.expires_at };
}

export async function putWopiLock(db: Executor, fileId: string, lock: WopiLock): Promise<void> {
  await db
    .insertInto('wopi_locks')
    .values({ file_id: fileId, lock_value: lock.value, expires_at: lock.expiresAt })
    .onConflict((conflict) =>
      conflict.column('file_id').doUpdateSet({ lock_value: lock.value, expires_at: lock.expiresAt }),
    )
    .execute();
}

export async function deleteWopiLock(db: Executor, fileId: string): Promise<void> {
  await db.deleteFrom('wopi_locks').where('file_id', '=', fileId).execute();
}

/**
 * Removes the document's draft when nobody edits it (no edit presence seen since `seenSince`) and it still shares
 * its master's file (never saved into). In the document's row lock, against an editor joining meanwhile: one who
 * joins registers its presence before it looks for the draft.
 */
export async function deleteOfficeDraftIfUnsaved(db: Db, documentId: string, seenSince: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockDocumentRow(trx, documentId);
    const editor = await trx
      .selectFrom('office_presence')
      .select('connection_id')
      .where('document_id', '=', documentId)
      .where('editing', '=', 1)
      .where('seen_at', '>=', seenSince)
      .executeTakeFirst();
    if (editor) return false;
    const draft = await findVersion(trx, documentId, DRAFT_INDEX);
    if (!draft) return false;
    const master = await findVersion(trx, documentId, draft.masterIndex);
    if (master?.blobKey !== draft.blobKey) return false;
    const result = await trx
      .deleteFrom('versions')
      .where('document_id', '=', documentId)
      .where('index', '=', DRAFT_INDEX)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  });
}
