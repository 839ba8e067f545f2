import type { Query, QueryClient } from '@tanstack/react-query';
import type { Directory } from '../../../codegen/model/directory';
import type { DirectoryLoad } from '../../../codegen/model/directoryLoad';
import type { Document } from '../../../codegen/model/document';
import { ExplorerFilter } from '../../../codegen/model/explorerFilter';
import type { DirectoryLoadEnvelope } from '../../../codegen/model/directoryLoadEnvelope';
import type { FetchDirectoryParams } from '../../../codegen/model/fetchDirectoryParams';
import { ROOT_DIRECTORY_ID } from '../../shared/directory-chooser/directory-tree.utils';

/*
 * The explorer's listings (`GET /directories/{id}/fetch`, in every sort and filter) changed in place for the live
 * channel: one element changed in a directory that may hold 10,000, so the listing is not loaded again for it. The
 * explorer orders and filters on the client (explorer-items.utils.ts), so a new element is simply added at the end.
 */

const FETCH_KEY = /^\/directories\/([^/]+)\/fetch$/;

interface CachedListing {
  query: Query;
  directoryId: string;
  params: FetchDirectoryParams | undefined;
  load: DirectoryLoad;
}

/** One element of a listing: a child directory or a document. */
export type ListedElement = { kind: 'directory'; directory: Directory } | { kind: 'document'; document: Document };

/** The id a directory's children are listed under: the parent's, or `root` for the top level. */
export function listingId(parentId: string | null): string {
  return parentId ?? ROOT_DIRECTORY_ID;
}

function isListing(value: unknown): value is DirectoryLoadEnvelope {
  return typeof value === 'object' && value !== null && 'data' in value && typeof value.data === 'object';
}

function cachedListings(queryClient: QueryClient): CachedListing[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .flatMap((query) => {
      const [path, params] = query.queryKey;
      const directoryId = typeof path === 'string' ? FETCH_KEY.exec(path)?.[1] : undefined;
      const listing = query.state.data;
      if (directoryId === undefined || !isListing(listing)) return [];
      return [{ query, directoryId, params: params as FetchDirectoryParams | undefined, load: listing.data }];
    });
}

function setLoad(queryClient: QueryClient, listing: CachedListing, load: DirectoryLoad): void {
  queryClient.setQueryData<DirectoryLoadEnvelope>(listing.query.queryKey, (old) =>
    old ? { ...old, data: load } : old,
  );
}

/** A listing narrowed by the server's filter cannot tell whether a new element belongs in it: it reloads instead. */
function showsEverything(params: FetchDirectoryParams | undefined): boolean {
  return params?.filterType === undefined || params.filterType === ExplorerFilter.ByDefault;
}

/** The list with `entry` in place of the element of its id, or added at the end. */
function withEntry<T extends { id: string }>(list: readonly T[], entry: T): T[] {
  const index = list.findIndex((item) => item.id === entry.id);
  if (index === -1) return [...list, entry];
  return list.map((item, position) => (position === index ? entry : item));
}

/** Whether any listing of the directory is cached (loaded or loading results are kept). */
export function isListingCached(queryClient: QueryClient, directoryId: string): boolean {
  return cachedListings(queryClient).some((listing) => listing.directoryId === directoryId);
}

/** Whether a cached listing shows the element: among its children, as the listed directory or on its path. */
export function isInAnyListing(queryClient: QueryClient, elementId: string): boolean {
  return cachedListings(queryClient).some(
    ({ load }) =>
      load.directory?.id === elementId ||
      load.ancestors.some((ancestor) => ancestor.id === elementId) ||
      load.childrenDirectories.some((directory) => directory.id === elementId) ||
      load.childrenDocuments.some((document) => document.id === elementId),
  );
}

/** Puts the element into every cached listing of the directory, in place of its old entry or at the end. */
export function putInListing(queryClient: QueryClient, directoryId: string, element: ListedElement): void {
  for (const listing of cachedListings(queryClient)) {
    if (listing.directoryId !== directoryId) continue;
    if (!showsEverything(listing.params)) {
      void queryClient.invalidateQueries({ queryKey: listing.query.queryKey, exact: true });
      continue;
    }
    const { load } = listing;
    setLoad(
      queryClient,
      listing,
      element.kind === 'directory'
        ? { ...load, childrenDirectories: withEntry(load.childrenDirectories, element.directory) }
        : { ...load, childrenDocuments: withEntry(load.childrenDocuments, element.document) },
    );
  }
}

/** Takes the element out of every cached listing (but `exceptDirectoryId`'s): it was deleted, or it moved away. */
export function removeFromListings(queryClient: QueryClient, elementId: string, exceptDirectoryId?: string): void {
  for (const listing of cachedListings(queryClient)) {
    if (listing.directoryId === exceptDirectoryId) continue;
    const { load } = listing;
    const listed =
      load.childrenDirectories.some((directory) => directory.id === elementId) ||
      load.childrenDocuments.some((document) => document.id === elementId);
    if (!listed) continue;
    setLoad(queryClient, listing, {
      ...load,
      childrenDirectories: load.childrenDirectories.filter((directory) => directory.id !== elementId),
      childrenDocuments: load.childrenDocuments.filter((document) => document.id !== elementId),
    });
  }
}

/**
 * A changed directory (renamed, its flags) where listings show it other than as a child: as the listed directory
 * itself (the title, the rights) and on the path of the directories below it (the path bar).
 */
export function replaceDirectoryInPaths(queryClient: QueryClient, directory: Directory): void {
  for (const listing of cachedListings(queryClient)) {
    const { load } = listing;
    const isListed = load.directory?.id === directory.id;
    const onPath = load.ancestors.some((ancestor) => ancestor.id === directory.id);
    if (!isListed && !onPath) continue;
    setLoad(queryClient, listing, {
      ...load,
      directory: isListed ? directory : load.directory,
      ancestors: onPath
        ? load.ancestors.map((ancestor) => (ancestor.id === directory.id ? directory : ancestor))
        : load.ancestors,
    });
  }
}

/**
 * After a directory moved, the listings of it and of the directories below it have another path, which only the
 * server knows: those (and only those) reload. Their contents did not change, but rarely is anyone inside a directory
 * someone else moves.
 */
export function invalidateListingsWithin(queryClient: QueryClient, directoryId: string): void {
  for (const listing of cachedListings(queryClient)) {
    const { load } = listing;
    if (load.directory?.id === directoryId || load.ancestors.some((ancestor) => ancestor.id === directoryId)) {
      void queryClient.invalidateQueries({ queryKey: listing.query.queryKey, exact: true });
    }
  }
}
