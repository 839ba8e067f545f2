import type { Query, QueryClient } from '@tanstack/react-query';
import {
  getFetchDirectoryQueryKey,
  getGetDirectoryChildrenQueryKey,
  getGetDirectoryPropertiesQueryKey,
  getGetDirectoryQueryKey,
} from '../../../codegen/api/directories/directories';
import { getGetPinnedDirectoriesQueryKey } from '../../../codegen/api/pins/pins';
import type { Directory } from '../../../codegen/model/directory';
import { ROOT_DIRECTORY_ID } from '../directory-chooser/directory-tree.utils';
import { compareDirectories } from './directory-sort.utils';

/*
 * The tree's events (explorer.md §4: directory created, deleted, updated, pin switched) applied in place to the query
 * cache, so every tree, chooser and list reading `GET /directories/{id}/children` follows without reloading its
 * levels. Levels that are not cached are left alone: they load whole when first shown.
 */

const CHILDREN_KEY = /^\/directories\/([^/]+)\/children$/;

/** The id of the level a directory is listed in: its parent, or `root` for the top level. */
function levelId(parentId: string | null): string {
  return parentId ?? ROOT_DIRECTORY_ID;
}

/** The parent id of a cached children level, or undefined when the query is something else. */
function cachedLevelId(query: Query): string | undefined {
  const [path] = query.queryKey;
  return typeof path === 'string' ? CHILDREN_KEY.exec(path)?.[1] : undefined;
}

/** Every cached children level, by parent id. */
function cachedLevels(queryClient: QueryClient): { id: string; directories: readonly Directory[] }[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .flatMap((query) => {
      const id = cachedLevelId(query);
      const directories = query.state.data as readonly Directory[] | undefined;
      return id !== undefined && Array.isArray(directories) ? [{ id, directories }] : [];
    });
}

/** The level with the directory in place of its old entry (or added), in the tree's order. */
function withDirectory(level: readonly Directory[], directory: Directory): Directory[] {
  const others = level.filter((entry) => entry.id !== directory.id);
  // Insert before the first sibling that sorts after it, so the rest keeps its order and identity.
  const index = others.findIndex((entry) => compareDirectories(directory, entry) < 0);
  if (index === -1) return [...others, directory];
  return [...others.slice(0, index), directory, ...others.slice(index)];
}

function withoutDirectory(level: readonly Directory[], id: string): Directory[] {
  return level.filter((entry) => entry.id !== id);
}

function setLevel(queryClient: QueryClient, id: string, update: (level: readonly Directory[]) => Directory[]): void {
  queryClient.setQueryData<Directory[]>(getGetDirectoryChildrenQueryKey(id), (level) =>
    level === undefined ? undefined : update(level),
  );
}

/** The explorer's listing of a directory, in every sort and filter (the params follow the path in the key). */
function invalidateListing(queryClient: QueryClient, id: string): void {
  const [fetchPath] = getFetchDirectoryQueryKey(id);
  void queryClient.invalidateQueries({ queryKey: [fetchPath] });
}

function invalidatePinned(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: getGetPinnedDirectoriesQueryKey() });
}

/**
 * The tree's part of a created or changed directory: it joins its parent's cached level in the tree's order (a pin or a
 * rename puts it back in order), leaves any other level it was cached in (it moved) and its own cache is set. Returns
 * the ids of the levels it left. The explorer listings are the caller's: the live channel updates them in place.
 */
export function placeDirectoryInTree(queryClient: QueryClient, directory: Directory): string[] {
  const parent = levelId(directory.parentId);
  const left: string[] = [];
  for (const { id, directories } of cachedLevels(queryClient)) {
    if (id === parent) {
      setLevel(queryClient, id, (level) => withDirectory(level, directory));
    } else if (directories.some((entry) => entry.id === directory.id)) {
      setLevel(queryClient, id, (level) => withoutDirectory(level, directory.id));
      left.push(id);
    }
  }
  queryClient.setQueryData(getGetDirectoryQueryKey(directory.id), directory);
  return left;
}

/**
 * The tree's part of a deleted directory: it leaves every cached level, and everything cached about it is dropped
 * (nothing may refetch a directory that is gone). The listing it was shown in is the caller's.
 */
export function removeDirectoryFromTree(queryClient: QueryClient, id: string): void {
  for (const { id: levelKey, directories } of cachedLevels(queryClient)) {
    if (directories.some((entry) => entry.id === id)) {
      setLevel(queryClient, levelKey, (level) => withoutDirectory(level, id));
    }
  }
  const [ownPath] = getGetDirectoryQueryKey(id);
  queryClient.removeQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' && (path === ownPath || path.startsWith(`${ownPath}/`)),
  });
}

/**
 * A directory was created: it joins its parent's cached level in the tree's order, its own cache is set, and the
 * parent's explorer listing and properties (counts) reload.
 */
export function applyDirectoryCreated(queryClient: QueryClient, directory: Directory): void {
  const parent = levelId(directory.parentId);
  placeDirectoryInTree(queryClient, directory);
  invalidateListing(queryClient, parent);
  void queryClient.invalidateQueries({ queryKey: getGetDirectoryPropertiesQueryKey(parent) });
  if (directory.isPinned) invalidatePinned(queryClient);
}

/**
 * A directory changed (renamed, pinned or unpinned, its metadata or flags): it replaces its entry in its parent's
 * level and is put back in order (a pin moves it up). Had it moved, it leaves the level it was cached in and joins
 * the new parent's. Its own cache is set; the explorer listings showing it and the pinned list reload.
 */
export function applyDirectoryUpdated(queryClient: QueryClient, directory: Directory): void {
  for (const left of placeDirectoryInTree(queryClient, directory)) invalidateListing(queryClient, left);
  invalidateListing(queryClient, levelId(directory.parentId));
  // Its own listing carries its name (the path bar and the directory itself).
  invalidateListing(queryClient, directory.id);
  invalidatePinned(queryClient);
}

/**
 * A directory was deleted: it leaves every cached level, everything cached about it is dropped, and its parent's
 * listing, its parent's properties and the pinned list reload.
 */
export function applyDirectoryDeleted(queryClient: QueryClient, directory: Pick<Directory, 'id' | 'parentId'>): void {
  removeDirectoryFromTree(queryClient, directory.id);
  const parent = levelId(directory.parentId);
  invalidateListing(queryClient, parent);
  void queryClient.invalidateQueries({ queryKey: getGetDirectoryPropertiesQueryKey(parent) });
  invalidatePinned(queryClient);
}
