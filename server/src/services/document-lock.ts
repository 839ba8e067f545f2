import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ensureDocumentChangeable } from '../policies/documents.policy';
import { findLiveDocument, lockDocumentRow } from '../repositories/documents.repository';
import { documentNotFound } from './document-context';

export type DocumentTransaction = Transaction<Database>;

/**
 * First thing in an action's transaction: takes the document's row lock, then reads the document as it now is
 * (404 NotFound when it, its directory or an ancestor is deleted). Whatever the action then checks — remarks, the
 * agreement, its relations — no concurrent action of the same document can change until the commit.
 */
export async function lockLiveDocument(trx: DocumentTransaction, id: string) {
  await lockDocumentRow(trx, id);
  const found = await findLiveDocument(trx, id);
  if (!found) throw documentNotFound();
  return found;
}

/** As lockLiveDocument, for a change that a blocked or agreed document refuses (409 DocumentDisabled, DocumentAgreed). */
export async function lockChangeableDocument(trx: DocumentTransaction, id: string) {
  const found = await lockLiveDocument(trx, id);
  ensureDocumentChangeable(found.document);
  return found;
}
