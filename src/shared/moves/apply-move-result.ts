import type { QueryClient } from '@tanstack/react-query';
import { getGetDocumentQueryKey } from '../../../codegen/api/documents/documents';
import type { MoveResult } from '../../../codegen/model/moveResult';
import { applyDirectoryUpdated } from '../directories/directory-cache';
import { invalidateDirectory } from '../directories/invalidate-directory';

/** Where a move went: the ids of the path and the directories the request moved. */
export interface MovePlaces {
  sourceId: string;
  targetId: string;
  directoryIds: readonly string[];
}

/** Cached answers are directories, documents and listings of them; nothing the app caches nests deeper than this. */
const MAX_SEARCH_DEPTH = 6;

/**
 * Whether a cached answer holds an item lying below one of the directories (its `ancestorIds` name one): such an
 * answer carries the old path and depth of that item.
 */
function holdsDescendant(value: unknown, ids: ReadonlySet<string>, depth = 0): boolean {
  if (depth > MAX_SEARCH_DEPTH || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((entry: unknown) => holdsDescendant(entry, ids, depth + 1));
  // Blobs, dates and other class instances hold no directory data.
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  const record = value as Record<string, unknown>;
  const ancestorIds = record['ancestorIds'];
  if (Array.isArray(ancestorIds) && ancestorIds.some((id: unknown) => typeof id === 'string' && ids.has(id))) {
    return true;
  }
  return Object.values(record).some((entry) => holdsDescendant(entry, ids, depth + 1));
}

/**
 * Marks stale every cached answer holding something below a moved directory: its subdirectories and documents moved
 * with it, so their ancestors, depth and path bar changed. Only what is on screen reloads; the rest loads fresh when
 * shown. The move rules read `ancestorIds`, so a stale one could offer a directory a move into its own descendant.
 */
function invalidateDescendants(queryClient: QueryClient, directoryIds: readonly string[]): Promise<void> {
  if (directoryIds.length === 0) return Promise.resolve();
  const ids = new Set(directoryIds);
  return queryClient.invalidateQueries({ predicate: (query) => holdsDescendant(query.state.data, ids) });
}

/**
 * Reloads the two directories a move touched: the source (items left it) and the target (items arrived), their tree
 * levels, explorer listings and properties. Also the way to show the truth after a failed move.
 */
export async function invalidateMovePlaces(queryClient: QueryClient, places: MovePlaces): Promise<void> {
  await Promise.all([
    invalidateDirectory(queryClient, places.sourceId),
    invalidateDirectory(queryClient, places.targetId),
  ]);
}

/**
 * After a successful move (explorer.md §4 Move): each moved directory the answer carries is applied as an updated
 * directory, so every cached tree level drops it from the old parent and shows it under the new one; each moved
 * document replaces its cached copy (the document panel reads it). The source and target then reload, which also
 * covers an answer that does not carry the moved directories, and everything cached below a moved directory is
 * marked stale.
 */
export async function applyMoveResult(
  queryClient: QueryClient,
  places: MovePlaces,
  result: Partial<MoveResult> | undefined,
): Promise<void> {
  for (const directory of result?.directories ?? []) applyDirectoryUpdated(queryClient, directory);
  for (const document of result?.documents ?? []) {
    queryClient.setQueryData(getGetDocumentQueryKey(document.id), document);
  }
  await Promise.all([
    invalidateMovePlaces(queryClient, places),
    invalidateDescendants(queryClient, places.directoryIds),
  ]);
}
