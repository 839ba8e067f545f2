/** The confirm dialog lists its items a page at a time (explorer.md §9: confirm list page size 5). */
export const CONFIRM_ITEMS_PAGE_SIZE = 5;

export interface ConfirmItemsPage {
  /** The items shown after `pages` pages have been revealed. */
  visible: readonly string[];
  /** Whether a 'show more' link should reveal another page. */
  hasMore: boolean;
}

/** The items visible once `pages` pages (at least one) have been revealed. */
export function confirmItemsPage(
  items: readonly string[],
  pages: number,
  pageSize: number = CONFIRM_ITEMS_PAGE_SIZE,
): ConfirmItemsPage {
  const shown = Math.max(1, Math.floor(pages)) * pageSize;
  return { visible: items.slice(0, shown), hasMore: items.length > shown };
}
