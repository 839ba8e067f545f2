import type { ElementType } from '../../../codegen/model/elementType';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { holds, type AccessFacts, type Chain } from './access.policy';

/**
 * Whose trash it is (explorer.md §2, §4; docs/access-control.md). An element is in the trash of every account that
 * holds DeleteFiles on the place it was deleted from, whoever deleted it: the people who look after a folder can undo
 * each other's deletions, and nobody else sees what was there. Administrators and developers see every element. The
 * rule is the same for every trash operation, so that «the trash bin» the list shows is exactly what restore, delete
 * for good and empty act on (the gate refuses elements outside it for the operations that name them).
 */
export function isInTrashOf(facts: AccessFacts, place: Chain): boolean {
  return holds(facts, place, PermissionOperation.DeleteFiles);
}

/** What a restore target offers, by kind of element it receives. */
export interface RestoreTargetFacts {
  allowCreateDirectory: boolean;
  allowUploadDocuments: boolean;
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
