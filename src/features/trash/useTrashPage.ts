import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getDeletedElements } from '../../../codegen/api/deleted/deleted';
import type { TrashQuery } from '../../../codegen/model/trashQuery';
import { TRASH_QUERY_KEY } from '../../shared/trash/trash-query-key';

/** The query key of one trash page; every page shares the `['trash']` root. */
export function trashPageKey(query: TrashQuery) {
  return [...TRASH_QUERY_KEY, query] as const;
}

/**
 * One page of the trash bin, unwrapped from the `{ data }` envelope. POST /deleted only reads, so it is a query
 * rather than the generated mutation. The previous page stays on screen while the next one loads, so the table
 * and the pagination do not jump.
 */
export function useTrashPage(query: TrashQuery) {
  return useQuery({
    queryKey: trashPageKey(query),
    queryFn: async ({ signal }) => (await getDeletedElements(query, undefined, signal)).data,
    placeholderData: keepPreviousData,
  });
}
