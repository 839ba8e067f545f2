import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import {
  getDirectoriesByAncestors,
  getGetDirectoryChildrenQueryKey,
  getGetDirectoryQueryOptions,
} from '../../../codegen/api/directories/directories';
import type { Directory } from '../../../codegen/model/directory';
import { ROOT_DIRECTORY_ID } from '../../shared/directory-chooser/directory-tree.utils';
import { levelsByParent, missingLevels } from './ancestor-levels.utils';
import { findLoadedDirectory, type TreeLevels } from './tree-rows.utils';

/**
 * Loads the children of every ancestor not loaded yet with one POST /directories/children and stores each level under
 * its own children key, where the tree reads it. Run through the query cache, so that the same ancestors asked twice
 * at once (a remount, React's strict mode) make one request.
 */
function loadAncestorLevels(queryClient: QueryClient, ancestorIds: readonly string[]): Promise<unknown> {
  return queryClient.query({
    queryKey: ['directory-tree', 'ancestor-levels', ...ancestorIds],
    queryFn: async ({ signal }) => {
      const missing = missingLevels(ancestorIds, (id) => {
        return queryClient.getQueryData(getGetDirectoryChildrenQueryKey(id)) !== undefined;
      });
      if (missing.length === 0) return null;
      const directories = await getDirectoriesByAncestors(missing, undefined, signal);
      for (const [id, level] of levelsByParent(missing, directories)) {
        queryClient.setQueryData(getGetDirectoryChildrenQueryKey(id), level);
      }
      return null;
    },
    // Each reveal checks the cache again; the levels themselves are what is kept.
    staleTime: 0,
    gcTime: 0,
  });
}

export interface RevealDirectoryOptions {
  /** The route's directory, if any. */
  directoryId: string | undefined;
  /** The levels the tree shows now. */
  levels: TreeLevels;
  /** The ancestors' levels are loaded: open the path and show the directory. */
  onReveal: (directory: Directory) => void;
  onError: (error: unknown) => void;
}

/**
 * Selecting a deep node loads the missing ancestors (explorer.md §4): when the route's directory is not among the
 * loaded levels, GET /directories/{id} gives its ancestors, whose missing levels come in one call; then the tree
 * opens the path down to it. Runs once per directory, so collapsing an ancestor later is left alone.
 */
export function useRevealDirectory({ directoryId, levels, onReveal, onError }: RevealDirectoryOptions): void {
  const queryClient = useQueryClient();
  const loaded = directoryId === undefined ? undefined : findLoadedDirectory(levels, directoryId);
  // The top level first: the directory may well be on it.
  const lookUp = directoryId !== undefined && loaded === undefined && levels.has(ROOT_DIRECTORY_ID);
  const fetched = useQuery({ ...getGetDirectoryQueryOptions(directoryId ?? ''), enabled: lookUp, retry: false });
  const target = loaded ?? (fetched.data?.id === directoryId ? fetched.data : undefined);
  const targetId = target?.id;
  const ancestorsKey = target?.ancestorIds.join('/');

  const reveal = useEffectEvent((isCurrent: () => boolean) => {
    if (!target) return;
    loadAncestorLevels(queryClient, target.ancestorIds).then(
      () => {
        if (isCurrent()) onReveal(target);
      },
      (error: unknown) => {
        if (isCurrent()) onError(error);
      },
    );
  });

  useEffect(() => {
    if (targetId === undefined) return;
    let current = true;
    reveal(() => current);
    return () => {
      current = false;
    };
  }, [targetId, ancestorsKey]);
}
