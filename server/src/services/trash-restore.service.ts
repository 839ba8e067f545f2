import type { Transaction } from 'kysely';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { RestoreRequest } from '../../../codegen/model/restoreRequest';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { DirectoryRecord } from '../mappers/directory.mapper';
import type { TrashElementRecord } from '../mappers/trash.mapper';
import type { RequestAccount } from '../plugins/auth';
import { canRestoreInto } from '../policies/trash.policy';
import { HttpProblem, notFound } from '../problem';
import {
  findDirectory,
  findLiveDirectory,
  findSiblingNamed,
  isUniqueViolation,
  moveDirectoryTree,
} from '../repositories/directories.repository';
import { findDocumentNamed, findDocuments, moveDocumentTo } from '../repositories/documents.repository';
import { clearDeleted } from '../repositories/trash.repository';
import { trashElementsOrRefuse } from './trash.service';

type Trx = Transaction<Database>;

const cannotRestore = (detail: string) => new HttpProblem(409, ProblemCode.CannotRestore, detail);

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The directory an element returns to, visible and taking its kind, or 409 CannotRestore: the original directory was
 * deleted itself, lies inside a deleted subtree or is gone, or the directory does not take this kind of element.
 * `target` is the directory chosen by the user, already known to be visible; null restores to the original place.
 */
async function destinationOf(
  trx: Trx,
  element: TrashElementRecord,
  originalParentId: string | null,
  target: DirectoryRecord | null,
): Promise<DirectoryRecord | null> {
  let parent = target;
  if (!parent && originalParentId !== null) {
    parent = (await findLiveDirectory(trx, originalParentId)) ?? null;
    if (!parent)
      throw cannotRestore(`«${element.name}» cannot be restored: the directory it was deleted from is deleted too.`);
  }
  if (!canRestoreInto(element.elementType, parent))
    throw cannotRestore(`«${element.name}» cannot be restored: the directory does not take this kind of element.`);
  return parent;
}

/**
 * Restores one directory with its subtree: only its own mark is cleared, so that what was deleted inside it before
 * stays in the trash. A live directory of the same name in the destination refuses it (a restore never renames,
 * the contract giving the client no say in a new name).
 */
async function restoreDirectory(trx: Trx, element: TrashElementRecord, target: DirectoryRecord | null) {
  const directory = await findDirectory(trx, element.id);
  if (!directory) throw notFound(`The element ${element.id} is not in the trash.`);
  const parent = await destinationOf(trx, element, directory.parentId, target);
  const parentId = parent?.id ?? null;
  if (await findSiblingNamed(trx, parentId, directory.name))
    throw cannotRestore(`«${directory.name}» cannot be restored: a directory of that name is already there.`);
  // Also when the place is the same but its ancestors have changed meanwhile (the subtree's stored path follows).
  const ancestors = parent ? [...parent.ancestorIds, parent.id] : [];
  if (parentId !== directory.parentId || !sameIds(ancestors, directory.ancestorIds))
    await moveDirectoryTree(trx, directory, parent, new Date().toISOString());
  await clearDeleted(trx, 'directories', directory.id);
}

async function restoreDocument(trx: Trx, element: TrashElementRecord, target: DirectoryRecord | null) {
  const [document] = await findDocuments(trx, [element.id]);
  if (!document) throw notFound(`The element ${element.id} is not in the trash.`);
  const parent = await destinationOf(trx, element, document.parentId, target);
  // A document always lies in a directory: canRestoreInto refuses a document without one.
  if (!parent) throw cannotRestore(`«${document.name}» cannot be restored: it has no directory.`);
  if (await findDocumentNamed(trx, parent.id, document.name))
    throw cannotRestore(`«${document.name}» cannot be restored: a document of that name is already there.`);
  if (parent.id !== document.parentId) await moveDocumentTo(trx, document.id, parent.id, new Date().toISOString());
  await clearDeleted(trx, 'documents', document.id);
}

/**
 * Restores trash elements (explorer.md §2, §4, §7) to where they were deleted from, or into the directory chosen,
 * all or none in one transaction: unknown elements answer 404 (elements outside the account's trash, and a chosen
 * directory without CreateFiles, the access gate refuses), a chosen
 * directory that is not visible 404, and any element that cannot come back 409 CannotRestore. Directories come back
 * before documents and shallower before deeper, so that a directory and what was deleted inside it, restored
 * together, both succeed. The event catalogue has no restore event, so none is recorded.
 */
/** An element put back, and where it is now: the live channel tells the accounts that see it. */
export interface RestoredElement {
  elementType: TrashElementRecord['elementType'];
  id: string;
  directoryId: string | null;
}

export async function restoreElements(
  db: Db,
  account: RequestAccount,
  request: RestoreRequest,
): Promise<RestoredElement[]> {
  const targetId = request.directoryId ?? null;
  try {
    return await db.transaction().execute(async (trx) => {
      let target: DirectoryRecord | null = null;
      if (targetId !== null) {
        target = (await findLiveDirectory(trx, targetId)) ?? null;
        if (!target) throw notFound('The directory to restore into was not found or was deleted.');
      }
      const elements = await trashElementsOrRefuse(trx, request.deletedElementIds);
      const depths = new Map<string, number>();
      for (const element of elements) {
        if (element.elementType !== 'Directory') continue;
        depths.set(element.id, (await findDirectory(trx, element.id))?.depth ?? 0);
      }
      const rank = (element: TrashElementRecord) => depths.get(element.id) ?? Number.POSITIVE_INFINITY;
      const ordered = [...elements].sort((a, b) => (rank(a) === rank(b) ? 0 : rank(a) < rank(b) ? -1 : 1));
      for (const element of ordered) {
        if (element.elementType === 'Directory') await restoreDirectory(trx, element, target);
        else await restoreDocument(trx, element, target);
      }
      return ordered.map((element) => ({
        elementType: element.elementType,
        id: element.id,
        directoryId: target?.id ?? element.parentId,
      }));
    });
  } catch (error) {
    // A concurrent request took the name between the check and the write: the partial unique index refused it.
    if (isUniqueViolation(error))
      throw cannotRestore('One or many files cannot be restored to the specified directory');
    throw error;
  }
}
