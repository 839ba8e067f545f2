import { describe, expect, it } from 'vitest';
import { TrashFilter } from '../../../codegen/model/trashFilter';
import { TrashSort } from '../../../codegen/model/trashSort';
import {
  DEFAULT_TRASH_FILTER,
  DEFAULT_TRASH_SORT,
  isTrashFilter,
  isTrashKnownEmpty,
  isTrashSort,
  TRASH_FILTERS,
  TRASH_PAGE_SIZE,
  TRASH_SEARCH_IDLE_MS,
  TRASH_SORTS,
  trashQuery,
} from './trash-query.utils';

const view = { pattern: '', sort: DEFAULT_TRASH_SORT, filter: DEFAULT_TRASH_FILTER, page: 1 };
const emptyPage = { deletedElements: [], totalPages: 0 };

describe('trash constants', () => {
  it('follow explorer.md §9', () => {
    expect(TRASH_PAGE_SIZE).toBe(16);
    expect(TRASH_SEARCH_IDLE_MS).toBe(1300);
    expect(DEFAULT_TRASH_SORT).toBe(TrashSort.DeletionDateDescending);
    expect(DEFAULT_TRASH_FILTER).toBe(TrashFilter.Default);
    expect(TRASH_SORTS).toEqual(['Name', 'NameDescending', 'DeletionDate', 'DeletionDateDescending']);
    expect(TRASH_FILTERS).toEqual(['Default', 'OnlyDirectories', 'OnlyDocuments']);
  });
});

describe('trashQuery', () => {
  it('builds the request body with the trimmed pattern and the page size', () => {
    expect(trashQuery({ ...view, pattern: '  Фасады ', sort: TrashSort.Name, page: 3 })).toEqual({
      pattern: 'Фасады',
      sortType: 'Name',
      filterType: 'Default',
      pageSize: 16,
      pageNumber: 3,
    });
  });

  it('never asks for a page below the first', () => {
    expect(trashQuery({ ...view, page: 0 }).pageNumber).toBe(1);
  });
});

describe('isTrashSort and isTrashFilter', () => {
  it('accept only the contract values', () => {
    expect(isTrashSort('NameDescending')).toBe(true);
    expect(isTrashSort('name')).toBe(false);
    expect(isTrashSort(null)).toBe(false);
    expect(isTrashFilter('OnlyDocuments')).toBe(true);
    expect(isTrashFilter('ByDefault')).toBe(false);
  });
});

describe('isTrashKnownEmpty', () => {
  it('is true for an empty unfiltered answer', () => {
    expect(isTrashKnownEmpty(trashQuery(view), emptyPage)).toBe(true);
  });

  it('says nothing before the answer came', () => {
    expect(isTrashKnownEmpty(trashQuery(view), undefined)).toBe(false);
  });

  it('is false when something is listed', () => {
    expect(isTrashKnownEmpty(trashQuery(view), { deletedElements: [], totalPages: 2 })).toBe(false);
  });

  it('is false for an empty search or filter result', () => {
    expect(isTrashKnownEmpty(trashQuery({ ...view, pattern: 'x' }), emptyPage)).toBe(false);
    expect(isTrashKnownEmpty(trashQuery({ ...view, filter: TrashFilter.OnlyDocuments }), emptyPage)).toBe(false);
  });

  it('is false for an empty page past the first', () => {
    expect(isTrashKnownEmpty(trashQuery({ ...view, page: 3 }), emptyPage)).toBe(false);
  });

  it('ignores a pattern of spaces', () => {
    expect(isTrashKnownEmpty(trashQuery({ ...view, pattern: '   ' }), emptyPage)).toBe(true);
  });
});
