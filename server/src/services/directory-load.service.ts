import type { DirectoryProperties } from '../../../codegen/model/directoryProperties';
import { EventType } from '../../../codegen/model/eventType';
import { ExplorerFilter } from '../../../codegen/model/explorerFilter';
import { ExplorerSort } from '../../../codegen/model/explorerSort';
import type { Db } from '../db/database';
import type { DirectoryRecord } from '../mappers/directory.mapper';
import { pushDirectoryJson } from '../mappers/directory-json';
import { nameCollator } from '../mappers/names';
import type { RequestAccount } from '../plugins/auth';
import { notFound } from '../problem';
import type { ContentsStampRead } from '../repositories/change-stamps.repository';
import { contentsStampOf } from '../repositories/directories.repository';
import { documentTotals } from '../repositories/directory-contents.repository';
import { recordEventUnlessSince } from '../repositories/events.repository';
import {
  comparePinned,
  directoryViewsFor,
  liveDirectoriesAmong,
  liveDirectoryOrNotFound,
  passableChildren,
  seen,
  visibleSubtree,
  type DirectoryView,
} from './directory-views.service';
import { accessOf } from './access.service';
import { directoryDocuments } from './directory-documents';
import type { DirectoryLoadEvents } from './directory-load-events';
import type { DocumentListing, DocumentListings } from './document-listings';

/**
 * Loads of one directory by one account within this time write one event 16, the first: a burst of reloads (1,741 in
 * four seconds) or a client polling the explorer would otherwise write a row per request, and the statistics only ask
 * who was active and when, which one row a minute tells as well. The window never reaches back into the day before
 * (UTC, as the statistics count days), so that each day's active accounts stay exact.
 */
export const DIRECTORY_LOAD_EVENT_WINDOW_MS = 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the window of a load at `now` (milliseconds) starts: a minute back, or midnight UTC when that is later. */
function windowStartMs(now: number): number {
  // UTC days have no leap seconds in JavaScript's time: midnight is a multiple of a day.
  return Math.max(now - DIRECTORY_LOAD_EVENT_WINDOW_MS, now - (now % DAY_MS));
}

/** Where the window of a load at `now` starts: a minute back, or midnight UTC when that is later. */
export function loadWindowStart(now: Date): string {
  return new Date(windowStartMs(now.getTime())).toISOString();
}

interface Ordered {
  name: string;
  createdAt: string;
  updatedAt: string;
}
type Compare = (a: Ordered, b: Ordered) => number;

const byName: Compare = (a, b) => nameCollator.compare(a.name, b.name);
const byText =
  (pick: (item: Ordered) => string, direction: 1 | -1): Compare =>
  (a, b) =>
    direction * pick(a).localeCompare(pick(b)) || byName(a, b);

/** The explorer's six orders (contract ExplorerSort); equal keys fall back to the name. Made once, not per load. */
const ORDERS: Readonly<Record<ExplorerSort, Compare>> = {
  [ExplorerSort.NameAscending]: byName,
  [ExplorerSort.NameDescending]: (a, b) => byName(b, a),
  [ExplorerSort.UpdatedAscending]: byText((item) => item.updatedAt, 1),
  [ExplorerSort.UpdatedDescending]: byText((item) => item.updatedAt, -1),
  [ExplorerSort.CreatedDescending]: byText((item) => item.createdAt, -1),
  [ExplorerSort.CreatedAscending]: byText((item) => item.createdAt, 1),
};
const compareBy = (sort: ExplorerSort): Compare => ORDERS[sort];
const compareIds = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const COMMA = Buffer.from(',');

/**
 * The JSON of the documents shown, in order, as parts of the answer's array with their commas: all of them in the order
 * they were kept in are the listing's text, whole.
 */
function documentsShown(listing: DocumentListing, sort: ExplorerSort, filter: ExplorerFilter): readonly Buffer[] {
  if (filter === ExplorerFilter.OnlyDirectories) return [];
  const ordered = listing.inOrder(sort, compareBy(sort));
  const whole = filter === ExplorerFilter.ByDefault ? listing.wholeTextIn(sort) : undefined;
  if (whole) return [whole];
  const shown =
    filter === ExplorerFilter.OnlyDocumentsInWork
      ? ordered.filter((document) => document.inWork)
      : filter === ExplorerFilter.OnlyApprovedDocuments
        ? ordered.filter((document) => document.agreed)
        : ordered;
  const parts: Buffer[] = [];
  for (const document of shown) {
    if (parts.length > 0) parts.push(COMMA);
    parts.push(document.json);
  }
  return parts;
}

const showsDirectories = (filter: ExplorerFilter) =>
  filter === ExplorerFilter.ByDefault || filter === ExplorerFilter.OnlyDirectories;

/**
 * The explorer's load of a directory (DirectoryLoad) as the server shapes it: each directory with what it was made of,
 * the documents as UTF-8 JSON already, comma-separated parts of their array.
 */
export interface DirectoryLoadAnswer {
  directory: DirectoryView | null;
  ancestors: DirectoryView[];
  childrenDirectories: DirectoryView[];
  childrenDocuments: readonly Buffer[];
}

const part = (text: string) => Buffer.from(text);
const OPENING = part('{"data":{"directory":');
const NULL = part('null');
const ANCESTORS = part(',"ancestors":[');
const CHILDREN_DIRECTORIES = part('],"childrenDirectories":[');
const CHILDREN_DOCUMENTS = part('],"childrenDocuments":[');
const CLOSING = part(']}}');

function pushDirectories(parts: Buffer[], views: readonly DirectoryView[]): void {
  views.forEach((view, index) => {
    if (index > 0) parts.push(COMMA);
    pushDirectoryJson(parts, view.record, view.pin, view.access);
  });
}

/**
 * The UTF-8 JSON of `{"data": DirectoryLoad}`, as fetchDirectory answers, put together from parts: the documents are
 * serialized once while their directory does not change, the directories' records once while the access stamp stays
 * (mappers/directory-json.ts), and copied as bytes.
 */
export function directoryLoadJson(load: DirectoryLoadAnswer): Buffer {
  const parts: Buffer[] = [OPENING];
  if (load.directory) pushDirectoryJson(parts, load.directory.record, load.directory.pin, load.directory.access);
  else parts.push(NULL);
  parts.push(ANCESTORS);
  pushDirectories(parts, load.ancestors);
  parts.push(CHILDREN_DIRECTORIES);
  pushDirectories(parts, load.childrenDirectories);
  parts.push(CHILDREN_DOCUMENTS);
  // One by one: a directory of a hundred thousand documents has more parts than a call takes arguments.
  for (const document of load.childrenDocuments) parts.push(document);
  parts.push(CLOSING);
  return Buffer.concat(parts);
}

/**
 * What the explorer's load reads and keeps: the database, the kept listings and the loads this process recorded; and
 * the directory's contents stamp when the request read it already, with the access stamp.
 */
export interface DirectoryLoadStores {
  db: Db;
  listings: DocumentListings;
  loadEvents: DirectoryLoadEvents;
  contentsStampRead?: ContentsStampRead | undefined;
}

/**
 * Event 16 (fetch directory): who opened which directory and when, for the statistics; the root is no directory.
 * Repeated loads within the window are one event (DIRECTORY_LOAD_EVENT_WINDOW_MS), keeping the first's order; a load
 * this process knows to be recorded already within the window writes nothing.
 */
async function recordLoad(
  { db, loadEvents }: DirectoryLoadStores,
  account: RequestAccount,
  directoryId: string,
  details: { sortType: ExplorerSort; filterType: ExplorerFilter },
): Promise<void> {
  const now = Date.now();
  const since = windowStartMs(now);
  if (loadEvents.writtenSince(account.id, directoryId, since)) return;
  const event = { type: EventType.FetchDirectory, accountId: account.id, directoryId, details };
  const [sinceText, at] = [new Date(since).toISOString(), new Date(now).toISOString()];
  if (await recordEventUnlessSince(db, event, sinceText, at)) loadEvents.remember(account.id, directoryId, now);
}

/**
 * The explorer's load of a directory (GET …/fetch): the directory, its ancestors from the top down and its children,
 * ordered and filtered as asked; pinned directories always first. `null` is the root: the top-level directories and
 * no documents (documents always live in a directory). The tree comes through the request's shared reads
 * (db/stamped-reads.ts), the documents from the kept listings while their directory's contents are unchanged.
 */
export async function loadDirectory(
  stores: DirectoryLoadStores,
  account: RequestAccount,
  id: string | null,
  sort: ExplorerSort = ExplorerSort.NameAscending,
  filter: ExplorerFilter = ExplorerFilter.ByDefault,
): Promise<DirectoryLoadAnswer> {
  const { db } = stores;
  const compare = compareBy(sort);
  // Pinned ones first, by priority; the others in the order asked; equal ones by id (so the same in every call).
  const orderDirectories = (views: DirectoryView[]) =>
    views.sort(({ directory: a }, { directory: b }) => {
      if (a.isPinned !== b.isPinned) return a.isPinned ? -1 : 1;
      return a.isPinned ? comparePinned(a, b) : compare(a, b) || compareIds(a, b);
    });
  if (id === null) {
    const top = showsDirectories(filter)
      ? await directoryViewsFor(db, account, await passableChildren(db, account, null))
      : [];
    return { directory: null, ancestors: [], childrenDirectories: orderDirectories(top), childrenDocuments: [] };
  }
  const record = await liveDirectoryOrNotFound(db, id, account);
  const ancestorRecords = await liveDirectoriesAmong(db, account, record.ancestorIds);
  const byId = new Map(ancestorRecords.map((ancestor) => [ancestor.id, ancestor]));
  const ancestorsInOrder = record.ancestorIds.flatMap((ancestorId) => byId.get(ancestorId) ?? []);
  const childRecords = showsDirectories(filter) ? await passableChildren(db, account, id) : [];
  // All of them shaped at once: one read of the account's pins and rights for the whole answer.
  const [directory, ...shaped] = await directoryViewsFor(db, account, [record, ...ancestorsInOrder, ...childRecords]);
  if (!directory) throw new Error('A directory was lost while being shaped.');
  const ancestors = shaped.slice(0, ancestorsInOrder.length);
  const children = shaped.slice(ancestorsInOrder.length);
  // A directory the account only walks through on its way to one it sees shows no documents (names only).
  const documents =
    filter === ExplorerFilter.OnlyDirectories || !directory.directory.contentsVisible
      ? []
      : documentsShown(await documentListing(stores, record), sort, filter);
  await recordLoad(stores, account, id, { sortType: sort, filterType: filter });
  return {
    directory,
    ancestors,
    childrenDirectories: orderDirectories(children),
    childrenDocuments: documents,
  };
}

/**
 * The directory's documents as kept, checked against its contents stamp as committed now, or at the request's start
 * when it read the stamp then (still before any build or patch of the listing): the record may come from the shared
 * reads, which the access stamp keeps, and that stamp does not move with documents.
 */
async function documentListing(
  { db, listings, contentsStampRead }: DirectoryLoadStores,
  record: DirectoryRecord,
): Promise<DocumentListing> {
  const contentsStamp =
    contentsStampRead?.directoryId === record.id ? contentsStampRead.stamp : await contentsStampOf(db, record.id);
  if (contentsStamp === undefined) throw notFound('The directory was not found or was deleted.');
  const current = { ...record, contentsStamp };
  return listings.of(current, directoryDocuments(db, current));
}

/**
 * Totals of the whole visible subtree (GET …/properties): its directories (the directory itself not counted), its
 * documents and the bytes of their head versions. A directory below a deleted one is not visible, nor is its content,
 * nor a directory out of the account's reach (docs/access-control.md).
 */
export async function directoryProperties(db: Db, account: RequestAccount, id: string): Promise<DirectoryProperties> {
  await liveDirectoryOrNotFound(db, id);
  const visible = seen(await accessOf(db, account), await visibleSubtree(db, id));
  const totals = await documentTotals(db, [id, ...visible.map((directory) => directory.id)]);
  return { totalSize: totals.bytes, documentsCount: totals.count, directoriesCount: visible.length };
}
