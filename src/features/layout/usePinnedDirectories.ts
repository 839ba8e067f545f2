import { useGetPinnedDirectories } from '../../../codegen/api/pins/pins';
import type { GetPinnedDirectories200 } from '../../../codegen/model/getPinnedDirectories200';
import { sortPinned } from './pinned-directories.utils';

// Module-level so the query's `select` keeps its identity and react-query memoises the sorted list.
const selectSorted = (response: GetPinnedDirectories200) => sortPinned(response.data);

/** The account's pinned directories, unwrapped from `{ data }` and in the header's order. */
export function usePinnedDirectories() {
  return useGetPinnedDirectories({ query: { select: selectSorted } });
}
