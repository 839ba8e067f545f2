import type { Account } from '../../../codegen/model/account';
import type { Configuration } from '../../../codegen/model/configuration';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import {
  can,
  canCreateDirectoryIn,
  canInPlace,
  canUploadDocumentsInto,
  type PermissionHolder,
} from '../../shared/access/permissions.utils';
import { documentExtension, isDocumentLocked } from '../../shared/documents/document-state.utils';
import { isUndownloadable, isViewOffered } from '../../shared/documents/file-type.utils';
import { canAssembleModels, canCreateMergedModel } from '../../shared/model-assembly/model-assembly.utils';
import { canShareAndDownload } from '../../shared/session/roles.utils';
import { canShareDocument, canShareSelection } from '../../shared/sharing/sharing.utils';
import { splitExplorerItems, type ExplorerItem } from './explorer-items.utils';

/** What decides which actions the explorer offers (explorer.md §2, §4, §6; docs/access-control.md). */
export interface GatingContext {
  account: Pick<Account, 'roles'>;
  configuration: Configuration;
  /** Skeleton entities users may create directories from (`isCreatable`). */
  creatableEntityIds: ReadonlySet<string>;
  /**
   * The place of the items listed: the directory shown, whose permissions decide renaming, deleting and moving its
   * documents and directories; null at the root, where only administrators and developers act.
   */
  place: PermissionHolder | null;
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
  | 'notifications'
  | 'access';

export type SelectionAction = 'download' | 'share' | 'move' | 'delete' | 'assembleModel' | 'createMergedModel';

export type ParentAction = 'open' | 'openInNewTab';

/**
 * A skeleton directory may be renamed or deleted only when its entity is creatable, and with StructureControl where it
 * lies; a free directory always (explorer.md §6; docs/structure.md). The ordinary right is the caller's to add.
 */
export function isDirectoryEditable(directory: Directory, context: GatingContext): boolean {
  if (directory.skeletonEntityId === null) return true;
  return (
    context.creatableEntityIds.has(directory.skeletonEntityId) &&
    canInListedPlace(context, PermissionOperation.StructureControl)
  );
}

/** Download needs one of the roles of §6 and an extension the configuration does not block. */
export function isDocumentDownloadable(document: Document, context: GatingContext): boolean {
  return canShareAndDownload(context.account) && !isUndownloadable(documentExtension(document), context.configuration);
}

/** Whether the account holds the operation where the listed items lie (the root: elevated roles only). */
function canInListedPlace(context: GatingContext, operation: PermissionOperation): boolean {
  return canInPlace(context.place, operation, context.account);
}

/**
 * The document's context menu. A disabled or agreed document cannot be renamed or deleted (§4, §6). Renaming needs
 * UpdateFiles in its directory, moving and deleting DeleteFiles there (the move's target is checked by the move master
 * and the drop targets). View is offered to every account for the files the app's viewers open (images, archives) and
 * that are not blocked: viewing is a right of its own, which the server grants without the download role; the office
 * and model viewers arrive with their own screens.
 */
export function documentActions(document: Document, context: GatingContext): DocumentAction[] {
  const locked = isDocumentLocked(document);
  const update = canInListedPlace(context, PermissionOperation.UpdateFiles);
  const remove = canInListedPlace(context, PermissionOperation.DeleteFiles);
  const actions: (DocumentAction | false)[] = [
    'open',
    'openInNewTab',
    isViewOffered(documentExtension(document), context.configuration) && 'view',
    isDocumentDownloadable(document, context) && 'download',
    canShareDocument(context.account, document, context.configuration) && 'share',
    !locked && update && 'rename',
    !locked && remove && 'move',
    !locked && remove && 'delete',
    'versions',
    'related',
  ];
  return actions.filter((action) => action !== false);
}

/**
 * The directory's context menu (§2, §6; docs/access-control.md): creation in it by its flags and CreateFiles in it;
 * renaming by its skeleton rules and UpdateFiles where it lies, deleting and moving by DeleteFiles there (a top-level
 * directory lies in the root: elevated roles only); its access settings by PermissionControl in it; downloads, sharing,
 * pins, properties and subscriptions only when the account sees its contents (not the mere path to a deeper one).
 */
export function directoryActions(directory: Directory, context: GatingContext): DirectoryAction[] {
  // A directory seen only as the path to one the account may enter is only opened: the server answers 404 to the rest.
  if (!directory.contentsVisible) return ['open', 'openInNewTab'];
  const editable = isDirectoryEditable(directory, context);
  const downloads = canShareAndDownload(context.account);
  const hasParent = directory.parentId !== null;
  const update = canInListedPlace(context, PermissionOperation.UpdateFiles);
  const remove = canInListedPlace(context, PermissionOperation.DeleteFiles);
  const actions: (DirectoryAction | false)[] = [
    'open',
    'openInNewTab',
    canCreateDirectoryIn(directory) && 'createDirectory',
    canUploadDocumentsInto(directory) && 'uploadDocument',
    downloads && 'downloadDirectory',
    downloads && 'downloadDocuments',
    downloads && 'share',
    editable && update && 'rename',
    // A skeleton directory keeps its place in the structure: never moved (§6); top-level directories have no parent
    // the move call could name as its source.
    directory.skeletonEntityId === null && hasParent && remove && 'move',
    editable && remove && 'delete',
    directory.isPinned ? 'unpin' : 'pin',
    hasParent && 'properties',
    hasParent && 'notifications',
    can(directory, PermissionOperation.PermissionControl) && 'access',
  ];
  return actions.filter((action) => action !== false);
}

/**
 * With several items selected (§2, §4, §6): download for documents only, each downloadable; share by role with every
 * document downloadable; move and delete hidden when any directory is a skeleton one or any document locked, and
 * without DeleteFiles where they lie; model assembly when only model documents are selected, and a merged model from
 * two or more of them into the directory shown when it takes documents (its flag and CreateFiles).
 */
export function selectionActions(
  items: readonly ExplorerItem[],
  context: GatingContext,
  shown: Directory | null = null,
): SelectionAction[] {
  const { documents, directories } = splitExplorerItems(items);
  const changeable =
    canInListedPlace(context, PermissionOperation.DeleteFiles) &&
    directories.every((directory) => directory.contentsVisible) &&
    directories.every((directory) => directory.skeletonEntityId === null) &&
    documents.every((document) => !isDocumentLocked(document));
  const actions: (SelectionAction | false)[] = [
    directories.length === 0 && documents.every((document) => isDocumentDownloadable(document, context)) && 'download',
    directories.every((directory) => directory.contentsVisible) &&
      canShareSelection(context.account, documents, directories, context.configuration) &&
      'share',
    changeable && directories.every((directory) => directory.parentId !== null) && 'move',
    changeable && 'delete',
    directories.length === 0 && canAssembleModels(documents, context.configuration) && 'assembleModel',
    directories.length === 0 &&
      canUploadDocumentsInto(shown) &&
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

/** The toolbar's buttons for the directory shown. */
export interface ToolbarActions {
  upload: boolean;
  createDirectory: boolean;
  /** The access viewer of the directory shown: PermissionControl in it. */
  access: boolean;
}

/**
 * The toolbar's buttons for the directory shown: upload and create by its flags and CreateFiles in it; the root takes
 * neither documents nor free directories, and has no access settings.
 */
export function toolbarActions(directory: Directory | null): ToolbarActions {
  return {
    upload: canUploadDocumentsInto(directory),
    createDirectory: canCreateDirectoryIn(directory),
    access: can(directory, PermissionOperation.PermissionControl),
  };
}
