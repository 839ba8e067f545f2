import type { MoveConflict } from '../../../codegen/model/moveConflict';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { RequestAccount } from '../plugins/auth';
import { forbidden, HttpProblem } from '../problem';
import { canChangeDirectory, ensureCanChangeDirectory, ensureCanCreateDirectoryIn } from './directories.policy';
import { ensureCanUploadInto, ensureDocumentChangeable } from './documents.policy';

/**
 * The move rules (explorer.md §4 Move, §5, §6), decided here for the whole request before anything moves: the first
 * rule broken refuses it all, in the order the app checks them (move-rules.utils.ts), so that the server and the app
 * name the same reason. DeleteFiles on the source and CreateFiles on the target are the operation table's
 * (operation-rights.ts), checked by the access gate before these.
 */

/** Where the path says the items go: a directory, the virtual root, or nowhere (a client's missing target). */
export type MovePlace = { kind: 'directory'; id: string } | { kind: 'root' } | { kind: 'none' };

/** What the rules look at in the target (structural types: policies do not depend on the layers below). */
export interface MoveTargetFacts {
  id: string;
  ancestorIds: readonly string[];
  allowUploadDocuments: boolean;
  allowCreateDirectory: boolean;
}

export interface MovedDocumentFacts {
  parentId: string;
  disabled: boolean;
  agreed: boolean;
}

export interface MovedDirectoryFacts {
  id: string;
  parentId: string | null;
  skeletonEntityId: string | null;
}

const refusal = (code: ProblemCode, detail: string) => new HttpProblem(400, code, detail);

/** The target must be a directory: never the root, and never missing. Answers the directory's id. */
export function ensureMoveTarget(target: MovePlace): string {
  if (target.kind === 'none') throw refusal(ProblemCode.IncorrectMoveCollection, 'The target directory is null.');
  if (target.kind === 'root')
    throw refusal(ProblemCode.CanNotMoveFilesToRootDirectory, 'Files cannot be moved to the root directory.');
  return target.id;
}

/** Something must be moved. */
export function ensureMoveCollection(documentIds: readonly string[], directoryIds: readonly string[]): void {
  if (documentIds.length === 0 && directoryIds.length === 0)
    throw refusal(ProblemCode.MovesCollectionEmpty, 'The collection is empty.');
}

/** Every item lies in the source the path names (null: the top level), as the contract's source is their parent. */
export function ensureInSource(item: { id: string; parentId: string | null }, sourceId: string | null): void {
  if (item.parentId !== sourceId)
    throw refusal(ProblemCode.IncorrectMoveCollection, `The item ${item.id} is not in the source directory.`);
}

/**
 * A document moves when it is neither blocked nor agreed, into a target that allows uploading documents and is not
 * its present parent.
 */
export function ensureCanMoveDocument(
  account: RequestAccount,
  document: MovedDocumentFacts,
  target: MoveTargetFacts,
): void {
  ensureDocumentChangeable(document);
  ensureCanUploadInto(account, target);
  if (document.parentId === target.id)
    throw refusal(ProblemCode.MoveDocument, 'The document is already in the target directory.');
}

/**
 * A directory moves when it is no skeleton directory and holds none below it (they would move with it), into a target
 * that allows creating directories and is neither the directory itself, nor below it, nor its present parent.
 */
export function ensureCanMoveDirectory(
  account: RequestAccount,
  directory: MovedDirectoryFacts,
  descendants: readonly Pick<MovedDirectoryFacts, 'skeletonEntityId'>[],
  target: MoveTargetFacts,
): void {
  ensureCanChangeDirectory(account, directory);
  if (descendants.some((descendant) => !canChangeDirectory(account, descendant)))
    throw forbidden('The directory holds directories of the structure, which cannot be moved.');
  ensureCanCreateDirectoryIn(account, target);
  if (target.id === directory.id || target.ancestorIds.includes(directory.id))
    throw refusal(ProblemCode.InterspatialMovable, 'A parent directory cannot be moved into its child.');
  if (directory.parentId === target.id)
    throw refusal(ProblemCode.MoveDirectory, 'The directory is already in the target directory.');
}

/**
 * Names taken in the target stop the move with 417 MoveFilesFailed and what the movement-error dialog shows, unless
 * the client asked to rename (explorer.md §4 Move).
 */
export function ensureNoNameClash(conflict: MoveConflict | null, rename: boolean): void {
  if (conflict === null || rename) return;
  throw new HttpProblem(417, ProblemCode.MoveFilesFailed, 'Some names already exist in the target directory.', {
    moveConflict: conflict,
  });
}
