import { describe, expect, it } from 'vitest';
import { CONFIRM_ITEMS_PAGE_SIZE, confirmItemsPage } from './confirm-items.utils';

const items = Array.from({ length: 12 }, (_, index) => `item ${index + 1}`);

describe('confirmItemsPage', () => {
  it('pages by five', () => {
    expect(CONFIRM_ITEMS_PAGE_SIZE).toBe(5);
  });

  it('shows the first page with more to come', () => {
    expect(confirmItemsPage(items, 1)).toEqual({ visible: items.slice(0, 5), hasMore: true });
  });

  it('reveals the next page', () => {
    expect(confirmItemsPage(items, 2)).toEqual({ visible: items.slice(0, 10), hasMore: true });
  });

  it('ends on the last, partial page', () => {
    expect(confirmItemsPage(items, 3)).toEqual({ visible: items, hasMore: false });
    expect(confirmItemsPage(items, 4)).toEqual({ visible: items, hasMore: false });
  });

  it('has no link when everything fits on one page', () => {
    expect(confirmItemsPage(items.slice(0, 5), 1)).toEqual({ visible: items.slice(0, 5), hasMore: false });
    expect(confirmItemsPage([], 1)).toEqual({ visible: [], hasMore: false });
  });

  it('treats fewer than one page as the first page', () => {
    expect(confirmItemsPage(items, 0).visible).toHaveLength(5);
  });
});
