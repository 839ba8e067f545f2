import type { Document } from '../../../codegen/model/document';
import { incorrectParam, notFound } from '../problem';
import { findLiveDocument } from '../repositories/documents.repository';
import { deleteRelations, insertRelations, listRelatedDocuments, relatedIds } from '../repositories/related.repository';
import type { DocumentContext } from './document-context';
import { lockChangeableDocument, lockLiveDocument } from './document-lock';
import { documentsFor, placeVisible } from './document-views';
import { accessOf } from './access.service';
import { canSee, chainOf, type AccessFacts } from '../policies/access.policy';
import { liveDocument } from './documents.service';

type Reader = DocumentContext['db'];

/**
 * Related documents (explorer.md §2 Related screen, §4, §5, §7; docs/server.md). A relation goes one way: it lists
 * the other document among this one's related documents and changes nothing of the other, so relating a document
 * to an agreed one is allowed, while an agreed or blocked document itself gets none added. Related documents in the
 * trash, or inside a deleted directory, are left out of the list and come back with their restore; deleted for good,
 * their relations go with them. No event: the catalogue has none for relations.
 */

/** The related documents shown: neither deleted nor in a deleted directory, and in the account's reach. */
async function shownRelated(db: Reader, facts: AccessFacts, documentId: string) {
  const placed = await placeVisible(db, await listRelatedDocuments(db, documentId));
  return placed.filter(({ parent }) => canSee(facts, chainOf(parent)));
}

async function visibleRelated(db: Reader, facts: AccessFacts, documentId: string): Promise<Document[]> {
  return documentsFor(db, await shownRelated(db, facts, documentId));
}

/** The related documents shown of a visible document, the newest relation first. */
export async function relatedDocuments(context: DocumentContext, documentId: string): Promise<Document[]> {
  await liveDocument(context.db, documentId);
  return visibleRelated(context.db, await accessOf(context.db, context.account), documentId);
}

/**
 * Relates the documents to this one, all or none: the document itself or one related already is refused with
 * IncorrectParam, an unknown or deleted one with 404. Ids repeated in the request count once. Answers the list after
 * adding.
 */
export async function addRelatedDocuments(
  context: DocumentContext,
  documentId: string,
  ids: readonly string[],
): Promise<Document[]> {
  const unique = [...new Set(ids)];
  await context.db.transaction().execute(async (trx) => {
    await lockChangeableDocument(trx, documentId);
    if (unique.includes(documentId)) throw incorrectParam('A document cannot be related to itself.');
    for (const id of unique)
      if (!(await findLiveDocument(trx, id))) throw notFound(`The document ${id} was not found or was deleted.`);
    const existing = await relatedIds(trx, documentId);
    const again = unique.filter((id) => existing.has(id));
    if (again.length > 0) throw incorrectParam(`The documents ${again.join(', ')} are related already.`);
    await insertRelations(trx, documentId, unique, context.account.id, new Date().toISOString());
  });
  return visibleRelated(context.db, await accessOf(context.db, context.account), documentId);
}

/**
 * Removes the relations to the documents, all or none; the documents stay. An id that is not among the related
 * documents the list shows answers 404. Allowed for a blocked or agreed document too: explorer.md §4 forbids adding
 * only, and the contract's removal knows no such refusal.
 */
export async function removeRelatedDocuments(
  context: DocumentContext,
  documentId: string,
  ids: readonly string[],
): Promise<void> {
  const unique = [...new Set(ids)];
  const facts = await accessOf(context.db, context.account);
  await context.db.transaction().execute(async (trx) => {
    await lockLiveDocument(trx, documentId);
    const shown = new Set((await shownRelated(trx, facts, documentId)).map(({ document }) => document.id));
    const missing = unique.filter((id) => !shown.has(id));
    if (missing.length > 0) throw notFound(`The documents ${missing.join(', ')} are not related to this document.`);
    await deleteRelations(trx, documentId, unique);
  });
}
