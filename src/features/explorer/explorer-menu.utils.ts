import type { Account } from '../../../codegen/model/account';
import type { Configuration } from '../../../codegen/model/configuration';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import { documentExtension, isDocumentLocked } from '../../shared/documents/document-state.utils';
import { isBrowserViewable, isUndownloadable } from '../../shared/documents/file-type.utils';
import { canAssembleModels, canCreateMergedModel } from '../../shared/model-assembly/model-assembly.utils';
import { canShareAndDownload } from '../../shared/session/roles.utils';
import { canShareDocument, canShareSelection } from '../../shared/sharing/sharing.utils';
import { splitExplorerItems, type ExplorerItem } from './explorer-items.utils';

/** What decides which actions the explorer offers (explorer.md §2, §4, §6). */
export interface GatingContext {
  account: Pick<Account, 'roles'>;
  configuration: Configuration;
  /** Skeleton entities users may create directories from (`isCreatable`). */
  creatableEntityIds: ReadonlySet<string>;
}

export type DocumentAction =
  'open' | 'openInNewTab' | 'view' | 'download' | 'share' | 'rename' | 'move' | 'delete' | 'versions' | 'related';

export type DirectoryAction =
  | 'open'
  | 'openInNewTab'
  | 'createDirectory'
  | 'uploadDocument'
  | 'downloadDirectory'
  | 'downloadDocuments'
  | 'share'
  | 'rename'
  | 'move'
  | 'delete'
  | 'pin'
  | 'unpin'
  | 'properties'
  | 'notifications';

export type SelectionAction = 'download' | 'share' | 'move' | 'delete' | 'assembleModel' | 'createMergedModel';

export type ParentAction = 'open' | 'openInNewTab';

/**
 * A skeleton directory may be renamed or deleted only when its entity is creatable; a free directory always
 * (explorer.md §6).
 */
export function isDirectoryEditable(directory: Directory, context: GatingContext): boolean {
  return directory.skeletonEntityId === null || context.creatableEntityIds.has(directory.skeletonEntityId);
}

/** Download needs one of the roles of §6 and an extension the configuration does not block. */
export function isDocumentDownloadable(document: Document, context: GatingContext): boolean {
  return canShareAndDownload(context.account) && !isUndownloadable(documentExtension(document), context.configuration);
}

/**
 * The document's context menu. A disabled or agreed document cannot be renamed or deleted (§4, §6). Only images the
 * browser shows are viewable for now: the office, archive and model viewers arrive with their own screens.
 */
export function documentActions(document: Document, context: GatingContext): DocumentAction[] {
  const locked = isDocumentLocked(document);
  const actions: (DocumentAction | false)[] = [
    'open',
    'openInNewTab',
    isBrowserViewable(documentExtension(document)) && isDocumentDownloadable(document, context) && 'view',
    isDocumentDownloadable(document, context) && 'download',
    canShareDocument(context.account, document, context.configuration) && 'share',
    !locked && 'rename',
    !locked && 'move',
    !locked && 'delete',
    'versions',
    'related',
  ];
  return actions.filter((action) => action !== false);
}

/** The directory's context menu (§2, §6): creation by the directory's flags, edits by its skeleton rules. */
export function directoryActions(directory: Directory, context: GatingContext): DirectoryAction[] {
  const editable = isDirectoryEditable(directory, context);
  const downloads = canShareAndDownload(context.account);
  const hasParent = directory.parentId !== null;
  const actions: (DirectoryAction | false)[] = [
    'open',
    'openInNewTab',
    directory.allowCreateDirectory && 'createDirectory',
    directory.allowUploadDocuments && 'uploadDocument',
    downloads && 'downloadDirectory',
    downloads && 'downloadDocuments',
    downloads && 'share',
    editable && 'rename',
    // A skeleton directory keeps its place in the structure: never moved (§6); top-level directories have no parent
    // the move call could name as its source.
    directory.skeletonEntityId === null && hasParent && 'move',
    editable && 'delete',
    directory.isPinned ? 'unpin' : 'pin',
    hasParent && 'properties',
    hasParent && 'notifications',
  ];
  return actions.filter((action) => action !== false);
}

/**
 * With several items selected (§2, §4, §6): download for documents only, each downloadable; share by role with every
 * document downloadable; move and delete hidden when any directory is a skeleton one or any document locked; model
 * assembly when only model documents are selected, and a merged model from two or more of them into the directory
 * shown when it takes documents.
 */
export function selectionActions(
  items: readonly ExplorerItem[],
  context: GatingContext,
  shown: Directory | null = null,
): SelectionAction[] {
  const { documents, directories } = splitExplorerItems(items);
  const changeable =
    directories.every((directory) => directory.skeletonEntityId === null) &&
    documents.every((document) => !isDocumentLocked(document));
  const actions: (SelectionAction | false)[] = [
    directories.length === 0 && documents.every((document) => isDocumentDownloadable(document, context)) && 'download',
    canShareSelection(context.account, documents, directories, context.configuration) && 'share',
    changeable && directories.every((directory) => directory.parentId !== null) && 'move',
    changeable && 'delete',
    directories.length === 0 && canAssembleModels(documents, context.configuration) && 'assembleModel',
    directories.length === 0 &&
      shown?.allowUploadDocuments === true &&
      canCreateMergedModel(documents, context.configuration) &&
      'createMergedModel',
  ];
  return actions.filter((action) => action !== false);
}

/** Whether the selected items may be deleted: one by its own menu's rule, several by the selection's rule. */
export function canDeleteItems(items: readonly ExplorerItem[], context: GatingContext): boolean {
  const [only] = items;
  if (!only) return false;
  if (items.length > 1) return selectionActions(items, context).includes('delete');
  return only.kind === 'document'
    ? documentActions(only.document, context).includes('delete')
    : directoryActions(only.directory, context).includes('delete');
}

export const PARENT_ACTIONS: readonly ParentAction[] = ['open', 'openInNewTab'];

/** The toolbar's buttons for the directory shown; the root takes neither documents nor free directories. */
export function toolbarActions(directory: Directory | null): { upload: boolean; createDirectory: boolean } {
  return {
    upload: directory?.allowUploadDocuments ?? false,
    createDirectory: directory?.allowCreateDirectory ?? false,
  };
}
