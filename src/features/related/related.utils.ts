import type { Account } from '../../../codegen/model/account';
import type { Configuration } from '../../../codegen/model/configuration';
import type { Document } from '../../../codegen/model/document';
import { documentExtension, isDocumentLocked } from '../../shared/documents/document-state.utils';
import { isUndownloadable, isViewOffered } from '../../shared/documents/file-type.utils';
import { routePath } from '../../shared/routes/routes';
import { canShareAndDownload } from '../../shared/session/roles.utils';

/** The menu of one related document (explorer.md §2 Related screen); open is always there. */
export interface RelatedItemActions {
  download: boolean;
  view: boolean;
  remove: boolean;
}

/**
 * - download: staff, administrators and developers (§6), a downloadable extension (§5);
 * - view: for every account, as viewing is a right of its own (the server decides when asked with purpose=view),
 *   when a viewer of the app opens the file (images, archives) and its extension is not blocked (§5); the office and
 *   model viewers are other screens not built yet;
 * - remove: with UpdateFiles in the current document's directory (`mayUpdate`, docs/access-control.md); §4 forbids
 *   adding related documents to a blocked or agreed document, not removing them, and the contract's removal has no
 *   such refusal.
 */
export function relatedItemActions(
  account: Pick<Account, 'roles'>,
  item: Document,
  configuration: Configuration,
  mayUpdate: boolean,
): RelatedItemActions {
  const extension = documentExtension(item);
  return {
    download: canShareAndDownload(account) && !isUndownloadable(extension, configuration),
    view: isViewOffered(extension, configuration),
    remove: mayUpdate,
  };
}

/**
 * A blocked or agreed document gets no related documents added (explorer.md §4), nor does one whose directory denies
 * the account UpdateFiles (`mayUpdate`).
 */
export function canAddRelated(document: Document, mayUpdate: boolean): boolean {
  return mayUpdate && !isDocumentLocked(document);
}

/** The document panel of a related document, in its own directory. */
export function relatedDocumentPath(item: Document): string {
  return routePath('home.directories.document', { directoryId: item.parentId, documentId: item.id });
}

export type PickerDocumentState = 'selectable' | 'current' | 'alreadyRelated';

/** The picker accepts only a document that is not the current one and not already related (explorer.md §5). */
export function pickerDocumentState(
  candidateId: string,
  currentId: string,
  relatedIds: ReadonlySet<string>,
): PickerDocumentState {
  if (candidateId === currentId) return 'current';
  if (relatedIds.has(candidateId)) return 'alreadyRelated';
  return 'selectable';
}

/** Ticks or unticks a document in the picker's selection. */
export function toggleSelection(selection: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
