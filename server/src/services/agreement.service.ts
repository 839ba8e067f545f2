import type { Document } from '../../../codegen/model/document';
import { EventType } from '../../../codegen/model/eventType';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { DRAFT_INDEX } from '../mappers/document.mapper';
import { ensureCanAgree, ensureCanDisagree, statusAfterAgreement } from '../policies/agreement.policy';
import { updateDocumentAgreement } from '../repositories/documents.repository';
import { recordEvent } from '../repositories/events.repository';
import { hasOpenNotes } from '../repositories/notes.repository';
import { findVersion } from '../repositories/versions.repository';
import { failingAs, type DocumentContext } from './document-context';
import { lockLiveDocument, type DocumentTransaction } from './document-lock';
import { loadDocument } from './documents.service';

/**
 * Agreement of a document (explorer.md §4 Agree flow, §7): agree sets it agreed and adopted (status 3), revoke sets
 * it back in production (status 4). Each records its event (11, 12) and, as the status changes with it, event 17.
 * There is no document-flow system behind this server, so nothing is forwarded and 502 SendDocumentToDirectumFailed
 * never arises.
 */

async function setAgreement(
  context: DocumentContext,
  trx: DocumentTransaction,
  found: Awaited<ReturnType<typeof lockLiveDocument>>,
  agreed: boolean,
): Promise<void> {
  const { document, parent } = found;
  const status = statusAfterAgreement(agreed);
  await updateDocumentAgreement(trx, document.id, { agreed, status, updatedAt: new Date().toISOString() });
  const event = { accountId: context.account.id, directoryId: parent.id, documentId: document.id };
  await recordEvent(trx, {
    ...event,
    type: agreed ? EventType.AgreeDocument : EventType.DisagreeDocument,
    details: { name: document.name },
  });
  if (status !== document.status)
    await recordEvent(trx, { ...event, type: EventType.ChangeStatus, details: { from: document.status, to: status } });
}

/** Agrees the document: refused while blocked, agreed, with an unpublished draft, or with a remark not done. */
export async function agreeDocument(context: DocumentContext, id: string): Promise<Document> {
  await failingAs(context, ProblemCode.AgreeDocumentFailed, 'The document could not be agreed.', () =>
    context.db.transaction().execute(async (trx) => {
      const found = await lockLiveDocument(trx, id);
      ensureCanAgree(found.document, {
        hasDraft: (await findVersion(trx, id, DRAFT_INDEX)) !== undefined,
        hasOpenRemarks: await hasOpenNotes(trx, id),
      });
      await setAgreement(context, trx, found, true);
    }),
  );
  return loadDocument(context.db, id);
}

/** Revokes the agreement: refused for a blocked document and for one that is not agreed. */
export async function disagreeDocument(context: DocumentContext, id: string): Promise<Document> {
  await failingAs(context, ProblemCode.DisagreeDocumentFailed, 'The agreement could not be revoked.', () =>
    context.db.transaction().execute(async (trx) => {
      const found = await lockLiveDocument(trx, id);
      ensureCanDisagree(found.document);
      await setAgreement(context, trx, found, false);
    }),
  );
  return loadDocument(context.db, id);
}
