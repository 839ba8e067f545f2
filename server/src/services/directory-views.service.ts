import type { Directory } from '../../../codegen/model/directory';
import type { NamedItem } from '../../../codegen/model/namedItem';
import type { Db } from '../db/database';
import { toDirectory, type DirectoryAccess, type DirectoryRecord, type PinRecord } from '../mappers/directory.mapper';
import type { ParentDirectory } from '../mappers/document.mapper';
import { nameCollator } from '../mappers/names';
import type { RequestAccount } from '../plugins/auth';
import { notFound } from '../problem';
import {
  directoryNames,
  findLiveDirectories,
  findLiveDirectory,
  listChildren,
} from '../repositories/directories.repository';
import { listSubtree } from '../repositories/directory-contents.repository';
import { pinsOfAccount } from '../repositories/pins.repository';
import { pinnedEntities } from '../repositories/skeleton.repository';
import { canPass, canSee, chainOf, NO_RIGHTS, rightsOn, type AccessFacts } from '../policies/access.policy';
import { accessOf } from './access.service';
import { sharedRead } from '../db/stamped-reads';

/** The same alphabetical order as the app's (Russian first, digits by value, case ignored). */

/** Pin priorities: lower first, negative or null last (explorer.md §3). */
function comparePriorities(a: number | null, b: number | null): number {
  const rank = (priority: number | null) => (priority === null || priority < 0 ? Number.POSITIVE_INFINITY : priority);
  const [left, right] = [rank(a), rank(b)];
  return left === right ? 0 : left < right ? -1 : 1;
}

/** By name, then by id so that equal names (in different parents) keep one order between calls. */
function compareNames(a: { name: string; id: string }, b: { name: string; id: string }): number {
  return nameCollator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The pinned list's order: by priority, then by name. */
export function comparePinned(a: Directory, b: Directory): number {
  return comparePriorities(a.pinPriority, b.pinPriority) || compareNames(a, b);
}

/** The tree's order of siblings (explorer.md §2, §4): pinned ones first, by priority, then all by name. */
export function compareSiblings(a: Directory, b: Directory): number {
  if (a.isPinned !== b.isPinned) return a.isPinned ? -1 : 1;
  return a.isPinned ? comparePinned(a, b) : compareNames(a, b);
}

/**
 * A directory's pin as the account sees it. A pinned structure entity pins its directory for everybody, with the
 * entity's priority and short name (docs/structure.md); an account may still unpin it for itself, and pin it again.
 */
export function effectivePin(
  directoryId: string,
  own: PinRecord | undefined,
  structure: { priority: number; shortName: string | null } | undefined,
): PinRecord | undefined {
  if (!structure) return own;
  return { directoryId, pinned: own?.pinned ?? true, priority: structure.priority, shortName: structure.shortName };
}

/** A directory as one account sees it: the contract's Directory, and what it was made of (for mappers/directory-json). */
export interface DirectoryView {
  directory: Directory;
  record: DirectoryRecord;
  pin: PinRecord | undefined;
  access: DirectoryAccess;
}

/** All the account's pins (those it unpinned too), by directory id; shared between safe requests. */
export function accountPins(db: Db, account: RequestAccount): Promise<Map<string, PinRecord>> {
  return sharedRead(account, `pins:${account.id}`, () => pinsOfAccount(db, account.id));
}

/** The directories as the account sees them (its pins, its rights there), in the given order. */
export async function directoryViewsFor(
  db: Db,
  account: RequestAccount,
  records: readonly DirectoryRecord[],
): Promise<DirectoryView[]> {
  // The account's pins and the pinned entities are few: all of them are read, and shared between safe requests.
  const [pins, structurePins, facts] = await Promise.all([
    accountPins(db, account),
    sharedRead(account, 'structure-pins', () => pinnedEntities(db, 'all')),
    accessOf(db, account),
  ]);
  return records.map((record) => {
    const chain = chainOf(record);
    const contentsVisible = canSee(facts, chain);
    const structurePin = record.skeletonEntityId ? structurePins.get(record.skeletonEntityId) : undefined;
    const pin = effectivePin(record.id, pins.get(record.id), structurePin);
    const access = { permissions: contentsVisible ? rightsOn(facts, chain) : NO_RIGHTS, contentsVisible };
    return { directory: toDirectory(record, pin, access), record, pin, access };
  });
}

/** The directories as the account sees them (its pins, its rights there), in the given order. */
export async function directoriesFor(
  db: Db,
  account: RequestAccount,
  records: readonly DirectoryRecord[],
): Promise<Directory[]> {
  return (await directoryViewsFor(db, account, records)).map((view) => view.directory);
}

export async function directoryFor(db: Db, account: RequestAccount, record: DirectoryRecord): Promise<Directory> {
  const [directory] = await directoriesFor(db, account, [record]);
  if (!directory) throw new Error('A directory was lost while being shaped.');
  return directory;
}

/** The visible directory, or undefined; through the shared reads of `account`'s request when given. */
export function liveDirectory(db: Db, id: string, account?: RequestAccount): Promise<DirectoryRecord | undefined> {
  const read = () => findLiveDirectory(db, id);
  return account ? sharedRead(account, `live:${id}`, read) : read();
}

/**
 * The visible directory, or 404 NotFound (unknown, deleted, or inside a deleted subtree); read through the shared
 * reads of `account`'s request when given (db/stamped-reads.ts).
 */
export async function liveDirectoryOrNotFound(db: Db, id: string, account?: RequestAccount): Promise<DirectoryRecord> {
  const record = await liveDirectory(db, id, account);
  if (!record) throw notFound('The directory was not found or was deleted.');
  return record;
}

/**
 * Where the documents of a visible directory sit (ParentDirectory), or undefined when it is not visible; read as
 * liveDirectoryOrNotFound reads it, so that a document's GET after its directory's load reads no directory again.
 */
export async function liveParentDirectory(
  db: Db,
  account: RequestAccount,
  id: string,
): Promise<ParentDirectory | undefined> {
  const record = await liveDirectory(db, id, account);
  return (
    record && {
      id: record.id,
      depth: record.depth,
      ancestorIds: record.ancestorIds,
      allowUploadDocuments: record.allowUploadDocuments,
    }
  );
}

/** The visible directories among the ids, in no particular order, read through the shared reads of the request. */
export function liveDirectoriesAmong(
  db: Db,
  account: RequestAccount,
  ids: readonly string[],
): Promise<DirectoryRecord[]> {
  return sharedRead(account, `live-among:${ids.join()}`, () => findLiveDirectories(db, ids));
}

/**
 * The directories below a visible one that are visible too, at any depth: a directory below a deleted one is not,
 * nor is what it holds.
 */
export async function visibleSubtree(db: Db, id: string): Promise<DirectoryRecord[]> {
  const subtree = await listSubtree(db, id);
  const deleted = new Set(subtree.filter((directory) => directory.deletedAt !== null).map((directory) => directory.id));
  return subtree.filter(
    (directory) => !deleted.has(directory.id) && !directory.ancestorIds.some((ancestorId) => deleted.has(ancestorId)),
  );
}

export async function getDirectoryView(db: Db, account: RequestAccount, id: string): Promise<Directory> {
  return directoryFor(db, account, await liveDirectoryOrNotFound(db, id, account));
}

/** The directories the account sees, or walks through to one it sees (docs/access-control.md). */
export function passable<T extends DirectoryRecord>(facts: AccessFacts, records: readonly T[]): T[] {
  return records.filter((record) => canPass(facts, chainOf(record)));
}

/** The directories the account sees (their contents included). */
export function seen<T extends DirectoryRecord>(facts: AccessFacts, records: readonly T[]): T[] {
  return records.filter((record) => canSee(facts, chainOf(record)));
}

/**
 * The child directories of a directory, or of the virtual root (null: the top level), in the tree's order: those the
 * account sees or walks through.
 */
export async function listChildrenView(db: Db, account: RequestAccount, id: string | null): Promise<Directory[]> {
  if (id !== null) await liveDirectoryOrNotFound(db, id, account);
  const children = await directoriesFor(db, account, await passableChildren(db, account, id));
  return children.sort(compareSiblings);
}

/** The records of the child directories the account sees or walks through, of a directory known to be live. */
export async function passableChildren(db: Db, account: RequestAccount, id: string | null): Promise<DirectoryRecord[]> {
  const facts = await accessOf(db, account);
  // Kept in name order: sorting what is in order already takes a comparison per directory, not per pair.
  const children = await sharedRead(account, `children:${id ?? 'root'}`, async () =>
    (await listChildren(db, [id])).sort(compareNames),
  );
  return passable(facts, children);
}

/**
 * The children of each given ancestor, ancestor after ancestor in the order given, each group in the tree's order.
 * Ancestors unknown, deleted or hidden (deleted, or out of the account's reach) contribute nothing: the tree asks for
 * levels it may no longer have.
 */
export async function listChildrenOfAncestorsView(
  db: Db,
  account: RequestAccount,
  ancestorIds: readonly string[],
): Promise<Directory[]> {
  const requested = [...new Set(ancestorIds)];
  const facts = await accessOf(db, account);
  const live = new Set(passable(facts, await liveDirectoriesAmong(db, account, requested)).map((record) => record.id));
  const parents = requested.filter((id) => live.has(id));
  // The same key as passableChildren's for one parent: kept in name order by both.
  const childrenOf = await sharedRead(account, `children:${parents.join()}`, async () =>
    (await listChildren(db, parents)).sort(compareNames),
  );
  const children = await directoriesFor(db, account, passable(facts, childrenOf));
  return parents.flatMap((parentId) => children.filter((child) => child.parentId === parentId).sort(compareSiblings));
}

/** Id and name of each ancestor from the top level down, without the directory itself. */
export async function listAncestorNames(db: Db, account: RequestAccount, id: string): Promise<NamedItem[]> {
  const record = await liveDirectoryOrNotFound(db, id, account);
  const names = await sharedRead(account, `names:${record.ancestorIds.join()}`, () =>
    directoryNames(db, record.ancestorIds),
  );
  return record.ancestorIds.map((ancestorId) => ({ id: ancestorId, name: names.get(ancestorId) ?? '' }));
}
