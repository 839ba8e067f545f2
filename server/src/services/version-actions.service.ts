import type { DocumentOverview } from '../../../codegen/model/documentOverview';
import type { EditingUser } from '../../../codegen/model/editingUser';
import { EventType } from '../../../codegen/model/eventType';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { SpecialVersionIndex } from '../../../codegen/model/specialVersionIndex';
import { DRAFT_INDEX } from '../mappers/document.mapper';
import { editingUserNames } from './office-document';
import { toDocumentOverview } from '../mappers/overview.mapper';
import { ensureDocumentChangeable } from '../policies/documents.policy';
import { ensureVersionAction, type VersionAction } from '../policies/versions.policy';
import { HttpProblem } from '../problem';
import { findLiveDocument, touchDocument, updateDocumentHead } from '../repositories/documents.repository';
import { recordEvent } from '../repositories/events.repository';
import { findVersion, nextVersionIndex, renumberVersion, setVersionActive } from '../repositories/versions.repository';
import { documentNotFound, failingAs, versionNotFound, type DocumentContext } from './document-context';
import { resolveVersion } from './document-versions.service';
import { documentsFor } from './document-views';
import { liveDocument } from './documents.service';
import type { DocumentTransaction } from './document-lock';

/**
 * The version actions (explorer.md §4 Version actions, platform.md §4): make head, deactivate, reactivate, publish
 * the draft, and a version's overview. Each change touches the document first thing in its transaction (its row lock
 * orders concurrent changes, and the document counts as changed) and is refused for a blocked or agreed document.
 * Only publishing adds a version, recorded as event 9; the catalogue has no event for the other three.
 */

/** Inside the transaction: touches the document, and answers it as it now is if it may change. */
async function changeableDocument(trx: DocumentTransaction, id: string, now: string) {
  await touchDocument(trx, id, now);
  const found = await findLiveDocument(trx, id);
  if (!found) throw documentNotFound();
  ensureDocumentChangeable(found.document);
  return found.document;
}

async function changeVersion(context: DocumentContext, id: string, index: number, action: VersionAction) {
  await failingAs(context, ProblemCode.UpdateResourceFailed, 'The version could not be changed.', () =>
    context.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const document = await changeableDocument(trx, id, now);
      const version = await resolveVersion(trx, document, index);
      ensureVersionAction(action, version, document.headIndex);
      if (action === 'makeHead') await updateDocumentHead(trx, id, version.index);
      else await setVersionActive(trx, id, version.index, action === 'reactivate', now);
    }),
  );
}

/** An active version other than the head and the draft becomes the head; the previous head joins the older ones. */
export const makeVersionHead = (context: DocumentContext, id: string, index: number) =>
  changeVersion(context, id, index, 'makeHead');

/** An active version other than the head and the draft becomes inactive; it stays listed and can be reactivated. */
export const destroyVersion = (context: DocumentContext, id: string, index: number) =>
  changeVersion(context, id, index, 'deactivate');

/** An inactive version that has a file (not a dummy) becomes active again. */
export const restoreVersion = (context: DocumentContext, id: string, index: number) =>
  changeVersion(context, id, index, 'reactivate');

/**
 * The draft becomes the next numbered version and the head; it keeps its file and its master (the version it was
 * based on), and the previous head joins the older versions. No draft: 404, as for any version not found.
 */
export async function publishDraftVersion(context: DocumentContext, id: string): Promise<void> {
  await failingAs(context, ProblemCode.SaveDocumentVersion, 'The draft could not be published.', () =>
    context.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const document = await changeableDocument(trx, id, now);
      const draft = await findVersion(trx, id, DRAFT_INDEX);
      if (!draft) throw versionNotFound();
      const index = await nextVersionIndex(trx, id);
      await renumberVersion(trx, id, DRAFT_INDEX, index, now);
      await updateDocumentHead(trx, id, index);
      await recordEvent(trx, {
        type: EventType.UploadDocumentVersion,
        accountId: context.account.id,
        directoryId: document.parentId,
        documentId: id,
        details: { name: draft.name, index, size: draft.size, publishedDraft: true },
      });
    }),
  );
}

/**
 * What the overview screen shows of a version, -1 meaning the head. The draft has no overview: it is no numbered
 * version yet, and the overview's versionIndex is one (400 IncorrectParam).
 */
export async function versionOverview(db: DocumentContext['db'], id: string, index: number): Promise<DocumentOverview> {
  const found = await liveDocument(db, id);
  if (index === SpecialVersionIndex.Draft)
    throw new HttpProblem(400, ProblemCode.IncorrectParam, 'The draft has no overview: it is not a version yet.');
  const version = await resolveVersion(db, found.document, index);
  const [document] = await documentsFor(db, [found]);
  if (!document) throw documentNotFound();
  return toDocumentOverview(document, version);
}

/**
 * Who has the draft open in the office editor: the accounts with an edit session on the office hub whose connection
 * lives (docs/office-editing.md), each once, by name.
 */
export async function editingUsers(db: DocumentContext['db'], id: string, now: Date): Promise<EditingUser[]> {
  await liveDocument(db, id);
  return (await editingUserNames(db, id, now)).map((displayName) => ({ displayName }));
}
