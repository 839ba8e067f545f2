import type { TrashPage } from '../../../codegen/model/trashPage';
import { TrashFilter } from '../../../codegen/model/trashFilter';
import type { TrashQuery } from '../../../codegen/model/trashQuery';
import { TrashSort } from '../../../codegen/model/trashSort';

/** Explorer.md §9: the trash shows 16 elements a page. */
export const TRASH_PAGE_SIZE = 16;

/** Explorer.md §4, §9: typing in the trash search refreshes after 1300 ms without a keystroke. */
export const TRASH_SEARCH_IDLE_MS = 1300;

/** The newest deletions first, so that what was just deleted is at hand. */
export const DEFAULT_TRASH_SORT: TrashSort = TrashSort.DeletionDateDescending;
export const DEFAULT_TRASH_FILTER: TrashFilter = TrashFilter.Default;

export const TRASH_SORTS: readonly TrashSort[] = Object.values(TrashSort);
export const TRASH_FILTERS: readonly TrashFilter[] = Object.values(TrashFilter);

export interface TrashView {
  /** The search text as typed; the query carries it trimmed. */
  pattern: string;
  sort: TrashSort;
  filter: TrashFilter;
  page: number;
}

/** The request body of POST /deleted for what the screen shows. */
export function trashQuery({ pattern, sort, filter, page }: TrashView): TrashQuery {
  return {
    pattern: pattern.trim(),
    sortType: sort,
    filterType: filter,
    pageSize: TRASH_PAGE_SIZE,
    pageNumber: Math.max(1, page),
  };
}

export function isTrashSort(value: string | null): value is TrashSort {
  return TRASH_SORTS.some((sort) => sort === value);
}

export function isTrashFilter(value: string | null): value is TrashFilter {
  return TRASH_FILTERS.some((filter) => filter === value);
}

/**
 * Whether the whole bin is known to be empty: only an unfiltered, unsearched answer with nothing in it tells that.
 * A search or filter with no match, or a page past the end, says nothing about the rest of the bin.
 */
export function isTrashKnownEmpty(query: TrashQuery, page: TrashPage | undefined): boolean {
  if (!page) return false;
  const unfiltered = (query.pattern ?? '') === '' && (query.filterType ?? TrashFilter.Default) === TrashFilter.Default;
  return unfiltered && query.pageNumber === 1 && page.deletedElements.length === 0 && page.totalPages <= 1;
}
