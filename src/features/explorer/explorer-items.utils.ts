import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import { ExplorerFilter } from '../../../codegen/model/explorerFilter';
import { ExplorerSort } from '../../../codegen/model/explorerSort';
import { documentBadge } from '../../shared/documents/document-state.utils';

/** One row of the explorer list. */
export type ExplorerItem = { kind: 'directory'; directory: Directory } | { kind: 'document'; document: Document };

export interface ExplorerView {
  sort: ExplorerSort;
  filter: ExplorerFilter;
  /** The search box as typed; trimmed and compared case-insensitively (explorer.md §2). */
  search: string;
}

export const DEFAULT_VIEW: ExplorerView = {
  sort: ExplorerSort.NameAscending,
  filter: ExplorerFilter.ByDefault,
  search: '',
};

// One collator for every comparison: creating it per call would dominate the sort of a 10,000-item directory.
const collator = new Intl.Collator(['ru', 'en'], { numeric: true, sensitivity: 'base' });

interface Dated {
  name: string;
  createdAt: string;
  updatedAt: string;
}

function comparator(sort: ExplorerSort): (a: Dated, b: Dated) => number {
  const byName = (a: Dated, b: Dated) => collator.compare(a.name, b.name);
  // ISO 8601 UTC timestamps order as strings; ties fall back to the name so the order is stable across reloads.
  const byDate = (field: 'createdAt' | 'updatedAt', direction: 1 | -1) => (a: Dated, b: Dated) =>
    (a[field] < b[field] ? -direction : a[field] > b[field] ? direction : 0) || byName(a, b);
  switch (sort) {
    case ExplorerSort.NameAscending:
      return byName;
    case ExplorerSort.NameDescending:
      return (a, b) => byName(b, a);
    case ExplorerSort.UpdatedAscending:
      return byDate('updatedAt', 1);
    case ExplorerSort.UpdatedDescending:
      return byDate('updatedAt', -1);
    case ExplorerSort.CreatedDescending:
      return byDate('createdAt', -1);
    case ExplorerSort.CreatedAscending:
      return byDate('createdAt', 1);
  }
}

function showsDirectories(filter: ExplorerFilter): boolean {
  return filter === ExplorerFilter.ByDefault || filter === ExplorerFilter.OnlyDirectories;
}

/**
 * Which documents a filter keeps. 'In work' is the badge's meaning (explorer.md §4: has remarks, neither disabled
 * nor agreed) and 'approved' is an agreed document: the specification names the filters only, this reading keeps
 * the list and the badges telling the same story (docs/architecture.md, Explorer).
 */
function documentFilter(filter: ExplorerFilter): ((document: Document) => boolean) | null {
  switch (filter) {
    case ExplorerFilter.ByDefault:
    case ExplorerFilter.OnlyDocuments:
      return () => true;
    case ExplorerFilter.OnlyDirectories:
      return null;
    case ExplorerFilter.OnlyDocumentsInWork:
      return (document) => documentBadge(document) === 'inWork';
    case ExplorerFilter.OnlyApprovedDocuments:
      return (document) => document.agreed;
  }
}

function matches(search: string): (item: { name: string }) => boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return () => true;
  return (item) => item.name.toLocaleLowerCase().includes(needle);
}

/**
 * The rows of the explorer list: directories first (pinned ones before the others, explorer.md §2), then documents,
 * each group in the chosen order, narrowed by the filter and the search. The server may order and filter too; doing
 * it here as well keeps switching instant and the result the same against any server.
 */
export function arrangeExplorerItems(
  directories: readonly Directory[],
  documents: readonly Document[],
  view: ExplorerView,
): ExplorerItem[] {
  const compare = comparator(view.sort);
  const found = matches(view.search);
  const keepDocument = documentFilter(view.filter);
  const shownDirectories = showsDirectories(view.filter)
    ? directories
        .filter(found)
        .sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || compare(a, b))
        .map((directory): ExplorerItem => ({ kind: 'directory', directory }))
    : [];
  const shownDocuments = keepDocument
    ? documents
        .filter((document) => found(document) && keepDocument(document))
        .sort(compare)
        .map((document): ExplorerItem => ({ kind: 'document', document }))
    : [];
  return [...shownDirectories, ...shownDocuments];
}

export function explorerItemId(item: ExplorerItem): string {
  return item.kind === 'directory' ? item.directory.id : item.document.id;
}

/** The items split by kind, each in the given order: what the move, share, download and delete calls take. */
export function splitExplorerItems(items: readonly ExplorerItem[]): {
  documents: Document[];
  directories: Directory[];
} {
  const documents: Document[] = [];
  const directories: Directory[] = [];
  for (const item of items) {
    if (item.kind === 'document') documents.push(item.document);
    else directories.push(item.directory);
  }
  return { documents, directories };
}

export function explorerItemName(item: ExplorerItem): string {
  return item.kind === 'directory' ? item.directory.name : item.document.name;
}

/** The '...' entry leading to the parent directory (the root when `parentId` is null). */
export interface ParentRow {
  kind: 'parent';
  parentId: string | null;
}

export type ExplorerRow = ParentRow | ExplorerItem;

export const PARENT_ROW_ID = 'parent';

export function explorerRowId(row: ExplorerRow): string {
  return row.kind === 'parent' ? PARENT_ROW_ID : explorerItemId(row);
}
