import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { TrashFilter } from '../../../codegen/model/trashFilter';
import type { TrashQuery } from '../../../codegen/model/trashQuery';
import type { TrashSort } from '../../../codegen/model/trashSort';
import { useScopedState } from '../../shared/state/useScopedState';
import { DEFAULT_TRASH_FILTER, DEFAULT_TRASH_SORT, TRASH_SEARCH_IDLE_MS, trashQuery } from './trash-query.utils';

export interface TrashViewState {
  /** The search box's text as typed. */
  input: string;
  setInput: (value: string) => void;
  /**
   * Submit or Enter: searches at once. Returns false when the search was already applied, so that the caller
   * refreshes the page instead (explorer.md §4: submit refreshes at once).
   */
  submitSearch: () => boolean;
  sort: TrashSort;
  setSort: (sort: TrashSort) => void;
  filter: TrashFilter;
  setFilter: (filter: TrashFilter) => void;
  page: number;
  setPage: (page: number) => void;
  /** The request body for what is shown. */
  query: TrashQuery;
}

/**
 * What the trash screen shows: the search (applied after 1300 ms without typing or at once on submit), sort, filter
 * and page. A new search, sort or filter starts again at the first page.
 */
export function useTrashView(): TrashViewState {
  const [input, setInput] = useState('');
  const [pattern, , { flush }] = useDebouncedValue(input, TRASH_SEARCH_IDLE_MS);
  const [sort, setSort] = useState<TrashSort>(DEFAULT_TRASH_SORT);
  const [filter, setFilter] = useState<TrashFilter>(DEFAULT_TRASH_FILTER);
  // The page belongs to one search, sort and filter: when they change the page falls back to the first without an
  // effect, as the stored page no longer matches the scope.
  const scope = JSON.stringify([pattern.trim(), sort, filter]);
  const [page, setPage] = useScopedState(scope, 1);

  return {
    input,
    setInput,
    submitSearch: () => {
      if (pattern.trim() === input.trim()) return false;
      flush();
      return true;
    },
    sort,
    setSort,
    filter,
    setFilter,
    page,
    setPage,
    query: trashQuery({ pattern, sort, filter, page }),
  };
}
