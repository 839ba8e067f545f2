import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { can } from '../access/permissions.utils';
import { ROOT_DIRECTORY_ID } from '../directory-chooser/directory-tree.utils';

/** What is being moved: documents and directories, all from one source directory. */
export interface MoveSelection {
  documents: readonly Document[];
  directories: readonly Directory[];
}

/** Why a move is refused, first failing rule wins (explorer.md §4 Move, §5, §6). */
export type MoveRefusal =
  /** Nothing was given as the target (the master before a choice). */
  | 'noTarget'
  /** The root is never a target. */
  | 'root'
  /** Nothing is being moved. */
  | 'empty'
  /** The account may not create in the target (no CreateFiles there; docs/access-control.md). */
  | 'noCreateRight'
  /** A blocked document never moves. */
  | 'disabledDocument'
  /** An agreed document never moves. */
  | 'agreedDocument'
  /** A skeleton directory never moves. */
  | 'skeletonDirectory'
  /** The target does not allow uploading documents. */
  | 'documentsNotAllowed'
  /** A document is already in the target. */
  | 'documentAlreadyThere'
  /** The target does not allow creating directories. */
  | 'directoriesNotAllowed'
  /** A directory would move into itself or into one of its descendants. */
  | 'intoItself'
  /** A directory is already in the target. */
  | 'directoryAlreadyThere';

export type MoveCheck =
  | { allowed: true }
  | {
      allowed: false;
      reason: MoveRefusal;
      /** The key in the `errors` namespace of the text to show for the refusal. */
      messageKey: string;
    };

const ALLOWED: MoveCheck = { allowed: true };

/**
 * The `errors` key of each refusal. The three client messages of §5 have their own keys (the root's is the catalogue
 * text 'Вы не можете переместить файлы в корневой каталог'); the others reuse the codes the server would answer with.
 */
export const MOVE_REFUSAL_MESSAGE_KEYS: Readonly<Record<MoveRefusal, string>> = {
  noTarget: 'TargetDirectoryNull',
  root: ProblemCode.CanNotMoveFilesToRootDirectory,
  empty: 'CollectionEmpty',
  noCreateRight: ProblemCode.ForbiddenResourceFailed,
  disabledDocument: ProblemCode.DocumentDisabled,
  agreedDocument: ProblemCode.DocumentAgreed,
  skeletonDirectory: ProblemCode.MoveDirectory,
  documentsNotAllowed: ProblemCode.NotAllowedUploadDocument,
  documentAlreadyThere: ProblemCode.MoveDocument,
  directoriesNotAllowed: ProblemCode.NotAllowedCreateDirectory,
  intoItself: ProblemCode.InterspatialMovable,
  directoryAlreadyThere: ProblemCode.MoveDirectory,
};

function refuse(reason: MoveRefusal): MoveCheck {
  return { allowed: false, reason, messageKey: MOVE_REFUSAL_MESSAGE_KEYS[reason] };
}

/** The target is the directory itself or lies somewhere below it. */
function isSelfOrDescendant(target: Directory, directory: Directory): boolean {
  return target.id === directory.id || target.ancestorIds.includes(directory.id);
}

/** Why a document may not move into the target, or undefined when it may. */
function documentRefusal(target: Directory, document: Document): MoveRefusal | undefined {
  if (document.disabled) return 'disabledDocument';
  if (document.agreed) return 'agreedDocument';
  if (!target.allowUploadDocuments) return 'documentsNotAllowed';
  if (document.parentId === target.id) return 'documentAlreadyThere';
  return undefined;
}

/** Why a directory may not move into the target, or undefined when it may. */
function directoryRefusal(target: Directory, directory: Directory): MoveRefusal | undefined {
  if (directory.skeletonEntityId !== null) return 'skeletonDirectory';
  if (!target.allowCreateDirectory) return 'directoriesNotAllowed';
  if (isSelfOrDescendant(target, directory)) return 'intoItself';
  if (directory.parentId === target.id) return 'directoryAlreadyThere';
  return undefined;
}

/**
 * Whether the items may move into the target (explorer.md §4 Move, §5, §6), all or nothing as the server moves them:
 * - `undefined` (no target chosen) and the root (`null`, or the tree's `root`) are refused first;
 * - an empty selection is refused;
 * - the account needs CreateFiles in the target (DeleteFiles in the source is checked where the move is offered: the
 *   explorer's menus and the drag of its items);
 * - a document needs a target that allows uploading documents and is not its present parent, and must be neither
 *   blocked nor agreed;
 * - a directory needs a target that allows creating directories and is not itself, not a descendant of it and not
 *   its present parent, and must not be a skeleton directory.
 */
export function canMoveTo(target: Directory | null | undefined, items: MoveSelection): MoveCheck {
  if (target === undefined) return refuse('noTarget');
  // The explorer shows the root as no directory (null); the tree and the API name it `root`.
  if (target === null || target.id === ROOT_DIRECTORY_ID) return refuse('root');
  if (items.documents.length === 0 && items.directories.length === 0) return refuse('empty');
  if (!can(target, PermissionOperation.CreateFiles)) return refuse('noCreateRight');
  for (const document of items.documents) {
    const reason = documentRefusal(target, document);
    if (reason) return refuse(reason);
  }
  for (const directory of items.directories) {
    const reason = directoryRefusal(target, directory);
    if (reason) return refuse(reason);
  }
  return ALLOWED;
}

/**
 * Dropping a directory on itself or on one of its own descendants is ignored without a word (explorer.md §5): the drag
 * simply went nowhere. Any other refused drop is worth a message.
 */
export function isDropIgnored(target: Directory | null | undefined, directories: readonly Directory[]): boolean {
  if (!target) return false;
  return directories.some((directory) => isSelfOrDescendant(target, directory));
}
