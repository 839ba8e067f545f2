import type { Account } from '../../../codegen/model/account';
import { AgreeStatus } from '../../../codegen/model/agreeStatus';
import type { Configuration } from '../../../codegen/model/configuration';
import type { Document } from '../../../codegen/model/document';
import { documentExtension, isDocumentLocked } from '../../shared/documents/document-state.utils';
import { isUndownloadable } from '../../shared/documents/file-type.utils';
import type { DocumentRights } from '../../shared/access/permissions.utils';
import { canShareAndDownload } from '../../shared/session/roles.utils';

/** What the document panel offers (explorer.md §2 Document panel, §4 Document, §6). */
export interface DocumentPanelActions {
  addRemark: boolean;
  /** The remarks' tick boxes may be toggled; otherwise they only show the state. */
  toggleRemark: boolean;
  comment: boolean;
  agree: boolean;
  revoke: boolean;
  download: boolean;
  delete: boolean;
  /** A file dropped on the panel becomes a new version. */
  newVersion: boolean;
}

/**
 * The panel's actions for an account, a document and the account's rights in the document's directory:
 * - a blocked or agreed document gets no new remarks, toggles or comments, no new version and cannot be deleted
 *   (§4, §6);
 * - remarks, their comments and ticks need DocumentFlow; agree and revoke DocumentFlowAgreement; delete DeleteFiles;
 *   a new version UpdateFiles (docs/access-control.md);
 * - agree is offered when not agreed, revoke when agreed (§4); neither on a blocked document, which the server
 *   refuses to change either way (DocumentDisabled on both calls in the contract);
 * - download only for staff, administrators and developers (§6) and a downloadable extension (§5), whatever the
 *   rights: the role rule stays.
 */
export function documentPanelActions(
  account: Pick<Account, 'roles'>,
  document: Document,
  configuration: Configuration,
  rights: DocumentRights,
): DocumentPanelActions {
  const locked = isDocumentLocked(document);
  return {
    addRemark: !locked && rights.flow,
    toggleRemark: !locked && rights.flow,
    comment: !locked && rights.flow,
    agree: !document.disabled && !document.agreed && rights.agree,
    revoke: !document.disabled && document.agreed && rights.agree,
    download: canShareAndDownload(account) && !isUndownloadable(documentExtension(document), configuration),
    delete: !locked && rights.delete,
    newVersion: !locked && rights.update,
  };
}

/** Agreeing with an open remark asks again, warning that not all remarks are fixed (§4 Agree flow). */
export function hasOpenRemarks(document: Document): boolean {
  return document.comments.some((note) => !note.isDone);
}

/** The status row is hidden for 'no status' (§3 Agree status). */
export function showsAgreeStatus(status: AgreeStatus): boolean {
  return status !== AgreeStatus.NoStatus;
}

/** The head plus the older versions; the draft is not a version yet. */
export function versionCount(document: Document): number {
  return 1 + document.versions.length;
}
