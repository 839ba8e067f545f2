import { describe, expect, it } from 'vitest';
import { pageAfterRemoval, paginationItems } from './trash-pagination.utils';

describe('paginationItems', () => {
  it('lists nothing without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('lists the single page', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
  });

  it('lists every page up to 10 pages, wherever the current one is', () => {
    const all = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(paginationItems(1, 10)).toEqual(all);
    expect(paginationItems(5, 10)).toEqual(all);
    expect(paginationItems(10, 10)).toEqual(all);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
  });

  it('uses the window above 10 pages: 11 pages, current first', () => {
    expect(paginationItems(1, 11)).toEqual([1, 2, 3, 4, 'ellipsis', 11]);
  });

  it('11 pages near the start: the gap after the window shrinks to an ellipsis', () => {
    expect(paginationItems(2, 11)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 11]);
    expect(paginationItems(4, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 11]);
  });

  it('11 pages in the middle: single-page gaps show their page', () => {
    // Window 3..9 leaves pages 2 and 10 out alone; each shows instead of an ellipsis.
    expect(paginationItems(6, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('11 pages near and at the end', () => {
    expect(paginationItems(8, 11)).toEqual([1, 'ellipsis', 5, 6, 7, 8, 9, 10, 11]);
    expect(paginationItems(10, 11)).toEqual([1, 'ellipsis', 7, 8, 9, 10, 11]);
    expect(paginationItems(11, 11)).toEqual([1, 'ellipsis', 8, 9, 10, 11]);
  });

  it('puts ellipses on both sides in the middle of many pages', () => {
    expect(paginationItems(10, 20)).toEqual([1, 'ellipsis', 7, 8, 9, 10, 11, 12, 13, 'ellipsis', 20]);
  });

  it('keeps the first and the last page always', () => {
    for (let current = 1; current <= 30; current += 1) {
      const items = paginationItems(current, 30);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(30);
      expect(items).toContain(current);
    }
  });

  it('shows exactly 3 pages either side of the current one when there is room', () => {
    const items = paginationItems(15, 30);
    expect(items).toEqual([1, 'ellipsis', 12, 13, 14, 15, 16, 17, 18, 'ellipsis', 30]);
  });

  it('never puts two ellipses side by side nor an ellipsis for a single page', () => {
    for (let total = 11; total <= 25; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = paginationItems(current, total);
        items.forEach((item, index) => {
          if (item !== 'ellipsis') return;
          const before = items[index - 1];
          const after = items[index + 1];
          expect(typeof before).toBe('number');
          expect(typeof after).toBe('number');
          expect(Number(after) - Number(before)).toBeGreaterThan(2);
        });
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(paginationItems(0, 20)).toEqual(paginationItems(1, 20));
    expect(paginationItems(99, 20)).toEqual(paginationItems(20, 20));
  });
});

describe('pageAfterRemoval', () => {
  it('goes back a page when the current page above the first is emptied', () => {
    expect(pageAfterRemoval(2, 0)).toBe(1);
    expect(pageAfterRemoval(5, 0)).toBe(4);
  });

  it('stays on the first page even when it is emptied', () => {
    expect(pageAfterRemoval(1, 0)).toBe(1);
  });

  it('stays when something remains on the page', () => {
    expect(pageAfterRemoval(3, 1)).toBe(3);
    expect(pageAfterRemoval(1, 15)).toBe(1);
  });
});
