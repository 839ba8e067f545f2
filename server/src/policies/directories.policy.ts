import { ProblemCode } from '../../../codegen/model/problemCode';
import type { RequestAccount } from '../plugins/auth';
import { forbidden, HttpProblem } from '../problem';
import { isElevated } from './roles.policy';

/**
 * Who may change the directory tree (explorer.md §5, §6). Skeleton directories belong to the administrators'
 * structure: until the structure tells which of its entities are creatable, a skeleton directory is neither renamed,
 * deleted nor moved by anyone.
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

/** Rename, delete and move: free directories only. */
export function canChangeDirectory(
  _account: RequestAccount,
  directory: Pick<DirectoryFacts, 'skeletonEntityId'>,
): boolean {
  return !isSkeletonDirectory(directory);
}

/** Throws 403 ForbiddenResourceFailed for a directory the account may not rename, delete or move. */
export function ensureCanChangeDirectory(
  account: RequestAccount,
  directory: Pick<DirectoryFacts, 'skeletonEntityId'>,
): void {
  if (!canChangeDirectory(account, directory))
    throw forbidden('A directory of the structure cannot be renamed, deleted or moved.');
}

/**
 * Delete: the directory goes to the trash with everything below it, so a skeleton directory anywhere in the subtree
 * refuses the deletion as if it were deleted on its own.
 */
export function ensureCanDeleteDirectory(
  account: RequestAccount,
  directory: Pick<DirectoryFacts, 'skeletonEntityId'>,
  descendants: readonly Pick<DirectoryFacts, 'skeletonEntityId'>[],
): void {
  ensureCanChangeDirectory(account, directory);
  if (descendants.some((descendant) => !canChangeDirectory(account, descendant)))
    throw forbidden('The directory holds directories of the structure, which cannot be deleted.');
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
