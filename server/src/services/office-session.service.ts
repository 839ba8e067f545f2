import type { OfficeSession } from '../../../codegen/model/officeSession';
import { SpecialVersionIndex } from '../../../codegen/model/specialVersionIndex';
import { DRAFT_INDEX, type VersionRecord } from '../mappers/document.mapper';
import { toDocumentOverview } from '../mappers/overview.mapper';
import { editorFrameUrl } from '../office/collabora-discovery';
import { editorAction, type OfficeEditor } from '../office/office-editor';
import { wopiFileId } from '../office/wopi-file-id';
import { canViewDocument, viewRefused } from '../policies/documents.policy';
import { ensureEditorOpens, ensureMayEditInOffice } from '../policies/office.policy';
import { findVersion } from '../repositories/versions.repository';
import { versionNotFound, type DocumentContext } from './document-context';
import { resolveVersion } from './document-versions.service';
import { loadDocument } from './documents.service';
import { ensureRequirementsAccepted } from './download-access.service';
import { ensureDraft, mayEditNow, officeDocument } from './office-document';
import { issueOfficeToken } from './office-tokens';

export interface OfficeSessionRequest {
  documentId: string;
  /** The route's index: -2 the draft (an edit session), -1 the head, 0 and up a version. */
  index: number;
  /** With the draft index, the version a new draft is based on; the head when absent. */
  masterVersionIndex: number | undefined;
  /** The editor's interface language (the app's). */
  lang: string | undefined;
  now: Date;
}

/**
 * The session data of the office screen (platform.md §3, §4): the draft index opens an edit session (creating the
 * draft from its master when there is none), or a read-only look at the draft for an account that may not write;
 * any other index a view session of that version. Either way the editor gets its own token (openapi/wopi-host.md).
 */
export async function openOfficeSession(
  context: DocumentContext,
  office: OfficeEditor,
  request: OfficeSessionRequest,
): Promise<OfficeSession> {
  const { db, account } = context;
  const found = await officeDocument(db, account, request.documentId);
  const editing = request.index === SpecialVersionIndex.Draft && found.edit.mayUpdate;
  let version: VersionRecord;
  if (editing) {
    ensureMayEditInOffice(found.edit);
    version = await ensureDraft(
      db,
      account,
      request.documentId,
      request.masterVersionIndex ?? SpecialVersionIndex.Head,
      request.now.toISOString(),
    );
  } else {
    version =
      request.index === SpecialVersionIndex.Draft
        ? ((await findVersion(db, request.documentId, DRAFT_INDEX)) ?? throwing(versionNotFound()))
        : await resolveVersion(db, found.document, request.index);
    if (!canViewDocument(version, context.viewers)) throw viewRefused();
    await ensureRequirementsAccepted(db, account, context.requirements, viewRefused);
  }
  const mode = editing ? 'edit' : 'view';
  const urlsrc = await editorAction(office, version.extension, mode);
  ensureEditorOpens(version.extension, urlsrc !== undefined);

  const fileId = wopiFileId(request.documentId, version.index);
  const { token, expiresAt } = await issueOfficeToken(
    db,
    { documentId: request.documentId, accountId: account.id, versionIndex: version.index, canEdit: editing },
    request.now,
  );
  const action = editorFrameUrl(urlsrc ?? '', `${office.wopiUrl}/wopi/files/${fileId}`, request.lang);
  const document = await loadDocument(db, request.documentId);
  const overview = toDocumentOverview(document, version);
  return {
    document:
      version.index === DRAFT_INDEX ? { ...overview, versionIndex: version.masterIndex, relevant: false } : overview,
    renderData: {
      method: 'POST',
      action,
      params: { access_token: token, access_token_ttl: String(expiresAt.getTime()) },
      // The draft's sessions hear of its saves (DraftVersionUpdated); a published version never changes.
      keepActiveSession: version.index === DRAFT_INDEX,
      // A form posts the token in the body, out of the address bar, the history and the editor's access logs.
      forceIframe: false,
    },
    collaboraOfficeData: {
      collaboraOrigin: new URL(action).origin,
      userCanWrite: editing || mayEditNow(found),
    },
  };
}

function throwing(error: Error): never {
  throw error;
}
