import type { QueryClient } from '@tanstack/react-query';
import {
  getFetchDirectoryQueryKey,
  getGetDirectoryChildrenQueryKey,
  getGetDirectoryPropertiesQueryKey,
  getGetDirectoryQueryKey,
} from '../../../codegen/api/directories/directories';

/**
 * Marks everything cached about a directory's content as stale and reloads what is on screen: the directory, its
 * children in the tree, its explorer listing (any sort and filter) and its properties. `root` reloads the top level.
 * Call it after elements arrive in or leave a directory (restore, move, upload).
 */
export async function invalidateDirectory(queryClient: QueryClient, id: string): Promise<void> {
  // The fetch key carries the sort and filter after the path, so its first element alone matches every variant.
  const [fetchPath] = getFetchDirectoryQueryKey(id);
  await Promise.all(
    [
      getGetDirectoryQueryKey(id),
      getGetDirectoryChildrenQueryKey(id),
      [fetchPath],
      getGetDirectoryPropertiesQueryKey(id),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
