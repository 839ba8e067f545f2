/** One entry of the page list: a page number, or a gap standing for the pages left out. */
export type PaginationItem = number | 'ellipsis';

/** Explorer.md §9: the window shows 3 pages either side of the current one. */
export const PAGINATION_SIBLINGS = 3;

/** Explorer.md §9 'extended mode above 10 pages': up to this many pages every page is listed. */
export const PAGINATION_EXTENDED_ABOVE = 10;

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * The page list of the trash pagination (explorer.md §9). With 10 pages or fewer every page is listed; above that the
 * first and the last page, a window of 3 pages either side of the current one, and an ellipsis for each gap. A gap of
 * a single page shows that page instead: an ellipsis would take the same room and hide it for nothing.
 * `current` is clamped into 1..total; no pages give an empty list.
 */
export function paginationItems(current: number, total: number): PaginationItem[] {
  const last = Math.max(0, Math.floor(total));
  if (last === 0) return [];
  if (last <= PAGINATION_EXTENDED_ABOVE) return range(1, last);

  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const windowStart = Math.max(2, page - PAGINATION_SIBLINGS);
  const windowEnd = Math.min(last - 1, page + PAGINATION_SIBLINGS);

  const items: PaginationItem[] = [1];
  if (windowStart === 3) items.push(2);
  else if (windowStart > 3) items.push('ellipsis');
  items.push(...range(windowStart, windowEnd));
  if (windowEnd === last - 2) items.push(last - 1);
  else if (windowEnd < last - 2) items.push('ellipsis');
  items.push(last);
  return items;
}

/**
 * The page to show after elements were removed from the current one (explorer.md §4): the previous page when the
 * current page is left empty and is not the first, else the same page.
 */
export function pageAfterRemoval(page: number, remainingOnPage: number): number {
  return remainingOnPage <= 0 && page > 1 ? page - 1 : page;
}
