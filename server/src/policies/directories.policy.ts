import { ProblemCode } from '../../../codegen/model/problemCode';
import type { RequestAccount } from '../plugins/auth';
import { forbidden, HttpProblem } from '../problem';
import { isElevated } from './roles.policy';

/**
 * Who may change the directory tree (explorer.md §5, §6; docs/structure.md). Skeleton directories belong to the
 * administrators' structure: they are never moved, and renamed or deleted only when their entity is creatable (a
 * directory users made with «Add {name}»), with StructureControl where they lie besides the ordinary right.
 */

/** What the rules look at in a directory (a structural type: policies do not depend on the layers below). */
export interface DirectoryFacts {
  skeletonEntityId: string | null;
  allowCreateDirectory: boolean;
}

/** A directory created from an entity of the structure (shown upright; free ones are in italics). */
export function isSkeletonDirectory(directory: Pick<DirectoryFacts, 'skeletonEntityId'>): boolean {
  return directory.skeletonEntityId !== null;
}

/** Moves: free directories only (a skeleton directory keeps its place in the structure). */
export function canChangeDirectory(
  _account: RequestAccount,
  directory: Pick<DirectoryFacts, 'skeletonEntityId'>,
): boolean {
  return !isSkeletonDirectory(directory);
}

/** Throws 403 ForbiddenResourceFailed for a directory the account may not move. */
export function ensureCanChangeDirectory(
  account: RequestAccount,
  directory: Pick<DirectoryFacts, 'skeletonEntityId'>,
): void {
  if (!canChangeDirectory(account, directory)) throw forbidden('A directory of the structure cannot be moved.');
}

/**
 * Rename and delete: a free directory, or one made from a creatable entity (`creatable`: whether the directory's
 * entity is); a deleted directory takes what it holds with it, directories of the structure below included.
 */
export function ensureCanRenameOrDeleteDirectory(
  directory: Pick<DirectoryFacts, 'skeletonEntityId'>,
  creatable: boolean,
): void {
  if (isSkeletonDirectory(directory) && !creatable)
    throw forbidden('This directory belongs to the structure: it cannot be renamed or deleted.');
}

/**
 * Creating a directory: a top-level one (no parent) is a new project root, for the elevated roles only
 * (docs/architecture.md); under a parent, the parent must allow creating directories.
 */
export function ensureCanCreateDirectoryIn(
  account: RequestAccount,
  parent: Pick<DirectoryFacts, 'allowCreateDirectory'> | null,
): void {
  if (parent === null) {
    if (!isElevated(account)) throw forbidden('Only administrators and developers create top-level directories.');
    return;
  }
  if (!parent.allowCreateDirectory)
    throw new HttpProblem(403, ProblemCode.NotAllowedCreateDirectory, 'Here not allowed to create directories.');
}

/**
 * A folder upload may fill an existing directory of the folder's name instead of creating one, unless that directory
 * is a skeleton directory (explorer.md §4 Folder upload: the app does not even offer it).
 */
export function canUploadFolderInto(
  _account: RequestAccount,
  directory: Pick<DirectoryFacts, 'skeletonEntityId'>,
): boolean {
  return !isSkeletonDirectory(directory);
}
