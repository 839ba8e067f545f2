import type { ElementType } from '../../../codegen/model/elementType';
import type { RequestAccount } from '../plugins/auth';
import { forbidden } from '../problem';
import { isElevated } from './roles.policy';

/**
 * Whose trash it is (explorer.md §2, §4; the contract names no owner). The trash of an ordinary account holds what
 * that account deleted: it may list, restore and delete for good only those elements, and emptying its bin removes
 * only them, so that one user never destroys what a colleague may still want back. Administrators and developers
 * look after the whole project: their trash holds every deleted element, whoever deleted it (also those of accounts
 * that have left), and their empty bin empties it for everyone. The rule is the same for every trash operation, so
 * that «the trash bin» the list shows is exactly what restore, delete and empty act on.
 */

/** What the rules look at in a trash element (a structural type: policies do not depend on the layers below). */
export interface TrashElementFacts {
  deletedBy: string | null;
}

/** What a restore target offers, by kind of element it receives. */
export interface RestoreTargetFacts {
  allowCreateDirectory: boolean;
  allowUploadDocuments: boolean;
}

/** Whose deletions the account's trash holds: its own id, or undefined for everyone's (the elevated roles). */
export function trashOwner(account: RequestAccount): string | undefined {
  return isElevated(account) ? undefined : account.id;
}

/** List, restore or delete for good: an element of the account's own trash. */
export function canManageTrashElement(account: RequestAccount, element: TrashElementFacts): boolean {
  const owner = trashOwner(account);
  return owner === undefined || element.deletedBy === owner;
}

/** Throws 403 ForbiddenResourceFailed for an element of another account's trash. */
export function ensureCanManageTrashElement(account: RequestAccount, element: TrashElementFacts): void {
  if (!canManageTrashElement(account, element))
    throw forbidden('The element was deleted by another account: only they or an administrator may handle it.');
}

/**
 * Where an element may come back: into a directory that takes its kind (subdirectories or document uploads), as if
 * it were created there, or to the top level, where only a directory that was deleted from there returns (the
 * restore undoes that deletion; creating a new top-level directory stays the elevated roles' right).
 */
export function canRestoreInto(elementType: ElementType, target: RestoreTargetFacts | null): boolean {
  if (target === null) return elementType === 'Directory';
  return elementType === 'Directory' ? target.allowCreateDirectory : target.allowUploadDocuments;
}
