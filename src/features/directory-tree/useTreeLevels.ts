import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  getDirectoryChildren,
  getGetDirectoryChildrenQueryKey,
  getGetDirectoryChildrenQueryOptions,
} from '../../../codegen/api/directories/directories';
import type { Directory } from '../../../codegen/model/directory';
import { sortDirectories } from '../../shared/directories/directory-sort.utils';
import { ROOT_DIRECTORY_ID } from '../../shared/directory-chooser/directory-tree.utils';
import { flattenTree, reachableExpandedIds, type TreeLevels, type TreeRow } from './tree-rows.utils';

/**
 * Levels stay fresh for a while: those stored from the ancestors call must not be fetched again one by one when they
 * are shown, and the cache events keep them current after the user's own changes.
 */
const TREE_STALE_TIME = 5 * 60_000;

/** A level that could not be loaded: the error, and the name of the directory that was being expanded. */
export interface TreeLoadError {
  error: unknown;
  name?: string;
}

interface ObservedLevels {
  levels: TreeLevels;
  /** Watched levels loading without data yet (e.g. after the cache let them go). */
  pending: ReadonlySet<string>;
  /** The top level failed and has nothing to show. */
  rootError: unknown;
}

const NO_IDS: ReadonlySet<string> = new Set();

const childrenKey = (id: string) => getGetDirectoryChildrenQueryKey(id);

function childrenQuery(id: string) {
  // Pinned first, then by name (explorer.md §4); react-query keeps the sorted list while the data stays the same.
  return getGetDirectoryChildrenQueryOptions(id, { query: { select: sortDirectories, staleTime: TREE_STALE_TIME } });
}

/** Folds the children queries (one per id of `idsKey`, in order); made once per set of ids, so it stays memoised. */
function levelsCombiner(idsKey: string) {
  const ids = idsKey.split('|');
  return (results: UseQueryResult<Directory[]>[]): ObservedLevels => {
    const levels = new Map<string, readonly Directory[]>();
    const pending = new Set<string>();
    let rootError: unknown;
    results.forEach((result, index) => {
      const id = ids[index] ?? '';
      if (result.data) levels.set(id, result.data);
      else if (result.isPending && result.fetchStatus === 'fetching') pending.add(id);
      if (id === ROOT_DIRECTORY_ID && result.error && !result.data) rootError = result.error;
    });
    return { levels, pending, rootError };
  };
}

function withIds(set: ReadonlySet<string>, ids: readonly string[]): ReadonlySet<string> {
  return ids.every((id) => set.has(id)) ? set : new Set([...set, ...ids]);
}

function withoutId(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  if (!set.has(id)) return set;
  const next = new Set(set);
  next.delete(id);
  return next;
}

/**
 * The tree's data (explorer.md §4 Tree node): which nodes are expanded, their children levels read from the
 * `GET /directories/{id}/children` cache (so the cache events update the tree in place), and the visible rows.
 * Expanding a node whose children are not cached loads them first (the node shows a spinner); a failure leaves it
 * collapsed and keeps the error to show.
 */
export function useTreeLevels() {
  const queryClient = useQueryClient();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(NO_IDS);
  const [loading, setLoading] = useState<ReadonlySet<string>>(NO_IDS);
  const [loadError, setLoadError] = useState<TreeLoadError | null>(null);

  // Only the levels one can see are watched: not those under a collapsed node, nor of a directory since deleted.
  const observedIds = [
    ROOT_DIRECTORY_ID,
    ...reachableExpandedIds(expanded, (id) => queryClient.getQueryData<Directory[]>(childrenKey(id))),
  ];
  const idsKey = observedIds.join('|');
  const combine = useMemo(() => levelsCombiner(idsKey), [idsKey]);
  const { levels, pending, rootError } = useQueries({
    queries: idsKey.split('|').map(childrenQuery),
    combine,
  });

  const rows: TreeRow[] = useMemo(
    () => flattenTree(levels, expanded, pending.size === 0 ? loading : new Set([...loading, ...pending])),
    [levels, expanded, loading, pending],
  );

  const expand = useCallback(
    (directory: Directory) => {
      const { id } = directory;
      setLoadError(null);
      if (queryClient.getQueryData(childrenKey(id)) !== undefined) {
        setExpanded((current) => withIds(current, [id]));
        return;
      }
      setLoading((current) => withIds(current, [id]));
      queryClient
        .query({
          queryKey: childrenKey(id),
          queryFn: ({ signal }) => getDirectoryChildren(id, undefined, signal),
          staleTime: TREE_STALE_TIME,
        })
        .then(
          () => {
            setExpanded((current) => withIds(current, [id]));
          },
          (error: unknown) => {
            setLoadError({ error, name: directory.name });
          },
        )
        .finally(() => {
          setLoading((current) => withoutId(current, id));
        });
    },
    [queryClient],
  );

  const collapse = useCallback((id: string) => {
    setExpanded((current) => withoutId(current, id));
  }, []);

  /** Opens every node on a path at once (their levels already cached), e.g. down to the route's directory. */
  const expandPath = useCallback((ids: readonly string[]) => {
    setExpanded((current) => withIds(current, ids));
  }, []);

  const dismissError = useCallback(() => {
    setLoadError(null);
  }, []);

  return {
    rows,
    levels,
    rootPending: !levels.has(ROOT_DIRECTORY_ID) && rootError === undefined,
    rootError,
    loadError,
    setLoadError,
    dismissError,
    expand,
    collapse,
    expandPath,
  };
}
