import type { FastifyBaseLogger } from 'fastify';
import { EventType } from '../../../codegen/model/eventType';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { TrashPage } from '../../../codegen/model/trashPage';
import type { TrashQuery } from '../../../codegen/model/trashQuery';
import type { TrashSort } from '../../../codegen/model/trashSort';
import type { Db } from '../db/database';
import { directoryNameKey } from '../mappers/directory.mapper';
import { nameCollator } from '../mappers/names';
import { toDeletedElement, type TrashElementRecord } from '../mappers/trash.mapper';
import type { RequestAccount } from '../plugins/auth';
import type { AccessFacts } from '../policies/access.policy';
import { isInTrashOf } from '../policies/trash.policy';
import { directoryChains } from '../repositories/access.repository';
import { accessOf } from './access.service';
import { HttpProblem, notFound } from '../problem';
import { deleteRenditions } from '../repositories/renditions.repository';
import { recordEvent } from '../repositories/events.repository';
import {
  blobKeysInUse,
  findTrashElements,
  listTrashElements,
  placesAround,
  removeForGood,
} from '../repositories/trash.repository';
import type { BlobStorage } from '../storage/blob-storage';

/** What the trash operations act with; the blobs and the log only matter to deletion for good. */
export interface TrashContext {
  account: RequestAccount;
  db: Db;
  blobs: BlobStorage;
  log: FastifyBaseLogger;
}

type Executor = Parameters<typeof findTrashElements>[0];

/** The same alphabetical order as the app's and the explorer's (Russian first, digits by value, case ignored). */

const byName = (a: TrashElementRecord, b: TrashElementRecord) => nameCollator.compare(a.name, b.name);
const byDeletion = (a: TrashElementRecord, b: TrashElementRecord) =>
  a.deletedAt < b.deletedAt ? -1 : a.deletedAt > b.deletedAt ? 1 : 0;
const byId = (a: TrashElementRecord, b: TrashElementRecord) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Directories before documents, then the requested order; ties by the other key and finally by id, so that pages
 * never overlap or skip between calls.
 */
function trashOrder(sort: TrashSort): (a: TrashElementRecord, b: TrashElementRecord) => number {
  const kind = (a: TrashElementRecord, b: TrashElementRecord) =>
    (a.elementType === 'Directory' ? 0 : 1) - (b.elementType === 'Directory' ? 0 : 1);
  const requested = {
    Name: (a: TrashElementRecord, b: TrashElementRecord) => byName(a, b) || -byDeletion(a, b),
    NameDescending: (a: TrashElementRecord, b: TrashElementRecord) => byName(b, a) || -byDeletion(a, b),
    DeletionDate: (a: TrashElementRecord, b: TrashElementRecord) => byDeletion(a, b) || byName(a, b),
    DeletionDateDescending: (a: TrashElementRecord, b: TrashElementRecord) => byDeletion(b, a) || byName(a, b),
  }[sort];
  return (a, b) => kind(a, b) || requested(a, b) || byId(a, b);
}

/** Of the deleted elements, those in the account's trash: deleted from a place where it holds DeleteFiles. */
async function trashOf(
  db: Executor,
  facts: AccessFacts,
  elements: TrashElementRecord[],
): Promise<TrashElementRecord[]> {
  if (facts.elevated) return elements;
  const places = await directoryChains(db, [...new Set(elements.flatMap((element) => element.parentId ?? []))]);
  return elements.filter((element) =>
    isInTrashOf(facts, element.parentId === null ? [] : (places.get(element.parentId) ?? [])),
  );
}

/**
 * One page of the account's trash (explorer.md §2, §3, §7): the pattern is trimmed and matched case-insensitively
 * (Cyrillic too) against the folded name_key. The database filters; the page is sorted here with the app's collator,
 * since the databases' own collations differ and a name sort must not change with the database. Only the page's
 * elements have their original location looked up.
 */
export async function listTrash(db: Db, account: RequestAccount, query: TrashQuery): Promise<TrashPage> {
  const filter = query.filterType ?? 'Default';
  const elements = await trashOf(
    db,
    await accessOf(db, account),
    await listTrashElements(db, {
      namePart: directoryNameKey((query.pattern ?? '').trim()),
      directories: filter !== 'OnlyDocuments',
      documents: filter !== 'OnlyDirectories',
    }),
  );
  elements.sort(trashOrder(query.sortType ?? 'DeletionDateDescending'));
  const start = (query.pageNumber - 1) * query.pageSize;
  const page = elements.slice(start, start + query.pageSize);
  const places = await placesAround(
    db,
    page.flatMap((element) => element.parentId ?? []),
  );
  return {
    deletedElements: page.map((element) => toDeletedElement(element, places)),
    totalPages: Math.ceil(elements.length / query.pageSize),
  };
}

/**
 * The elements of these ids from the trash, or the whole request refused: 404 NotFound when one is not in the trash
 * (unknown, never deleted, or already gone). Whether they are in the account's trash the access gate has decided
 * (operation-rights.ts).
 */
export async function trashElementsOrRefuse(db: Executor, ids: readonly string[]): Promise<TrashElementRecord[]> {
  const unique = [...new Set(ids)];
  const found = await findTrashElements(db, unique);
  const known = new Set(found.map((element) => element.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length > 0) throw notFound(`The elements ${missing.join(', ')} are not in the trash.`);
  return found;
}

/** Refusals of the contract stay as they are; any other failure is the contract's 500 DeleteResourceFailed. */
async function failingAsDeleteFailed<T>(context: TrashContext, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    context.log.error({ err: error }, 'The trash elements could not be deleted.');
    throw new HttpProblem(500, ProblemCode.DeleteResourceFailed, 'The elements could not be deleted.');
  }
}

/** Removes the rows of the elements with their subtrees and records event 15 for each element the user chose. */
async function removeElements(db: Executor, account: RequestAccount, elements: readonly TrashElementRecord[]) {
  const blobKeys = await removeForGood(db, {
    directoryIds: elements.filter((element) => element.elementType === 'Directory').map((element) => element.id),
    documentIds: elements.filter((element) => element.elementType === 'Document').map((element) => element.id),
  });
  for (const element of elements) {
    const isDirectory = element.elementType === 'Directory';
    await recordEvent(db, {
      type: EventType.DeleteElementPermanently,
      accountId: account.id,
      directoryId: isDirectory ? element.id : element.parentId,
      documentId: isDirectory ? null : element.id,
      details: { elementType: element.elementType, name: element.name, parentId: element.parentId },
    });
  }
  return blobKeys;
}

/**
 * Removes the blobs of versions deleted for good, after the commit: a rolled-back transaction must find its blobs
 * still there. A blob that cannot be removed is logged and left as an orphan; the rows are gone, so the answer stays
 * a success.
 */
async function removeBlobs(context: TrashContext, keys: readonly string[]): Promise<void> {
  const inUse = await blobKeysInUse(context.db, keys);
  const unused = [...new Set(keys)].filter((key) => !inUse.has(key));
  // What those files were converted to for the viewers goes with them (version-rendition.service.ts).
  const renditions = await deleteRenditions(context.db, unused);
  for (const key of [...unused, ...renditions]) {
    try {
      await context.blobs.remove(key);
    } catch (error) {
      context.log.warn({ err: error, key }, 'The blob of a version deleted for good could not be removed.');
    }
  }
}

/** Deletes the chosen trash elements for good (explorer.md §4, §7), all or none, in one transaction. */
export async function deleteElementsPermanently(context: TrashContext, ids: readonly string[]): Promise<void> {
  const blobKeys = await failingAsDeleteFailed(context, () =>
    context.db.transaction().execute(async (trx) => {
      const elements = await trashElementsOrRefuse(trx, ids);
      return removeElements(trx, context.account, elements);
    }),
  );
  await removeBlobs(context, blobKeys);
}

/** Empties the account's trash for good (trash.policy.ts): exactly what its trash lists, nothing else. */
export async function emptyTrash(context: TrashContext): Promise<void> {
  const facts = await accessOf(context.db, context.account);
  const blobKeys = await failingAsDeleteFailed(context, () =>
    context.db.transaction().execute(async (trx) => {
      const elements = await trashOf(
        trx,
        facts,
        await listTrashElements(trx, { namePart: '', directories: true, documents: true }),
      );
      return removeElements(trx, context.account, elements);
    }),
  );
  await removeBlobs(context, blobKeys);
}
