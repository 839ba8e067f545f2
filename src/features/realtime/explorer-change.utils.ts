import type { QueryClient } from '@tanstack/react-query';
import {
  getGetDirectoryChildrenQueryKey,
  getGetDirectoryPropertiesQueryKey,
  getGetDirectoryQueryKey,
} from '../../../codegen/api/directories/directories';
import { getGetDocumentAuthorsQueryKey, getGetDocumentQueryKey } from '../../../codegen/api/documents/documents';
import { getGetPinnedDirectoriesQueryKey } from '../../../codegen/api/pins/pins';
import { getGetRelatedDocumentsQueryKey } from '../../../codegen/api/related/related';
import { getGetEditingUsersQueryKey } from '../../../codegen/api/versions/versions';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import type { GetPinnedDirectories200 } from '../../../codegen/model/getPinnedDirectories200';
import { placeDirectoryInTree, removeDirectoryFromTree } from '../../shared/directories/directory-cache';
import { HttpStatusError } from '../../shared/errors/app-error';
import type { ExplorerChange } from '../../shared/realtime/explorer-hub-events';
import { invalidateTrash } from '../../shared/trash/trash-query-key';
import {
  invalidateListingsWithin,
  isInAnyListing,
  isListingCached,
  listingId,
  putInListing,
  removeFromListings,
  replaceDirectoryInPaths,
} from './explorer-listings.utils';

/** How a changed element is read again: `GET /v1/directories/{id}` and `GET /v1/documents/{id}` in the app. */
export interface ElementLoaders {
  directory: (id: string) => Promise<Directory>;
  document: (id: string) => Promise<Document>;
}

/** A change that takes the element away from where it was shown. */
function isRemoval(change: ExplorerChange): boolean {
  return change.change === 'deleted' || change.change === 'purged';
}

/** A change after which the directories it left or joined count their contents differently. */
function changesCounts(change: ExplorerChange): boolean {
  return change.change !== 'updated' && change.change !== 'pinSwitched';
}

/** The places whose counts (properties panel) the change alters: where the element is now and where it came from. */
function touchedDirectories(change: ExplorerChange): string[] {
  const places = [listingId(change.directoryId)];
  if (change.previousDirectoryId !== null) places.push(change.previousDirectoryId);
  return places;
}

function isCached(queryClient: QueryClient, queryKey: readonly unknown[]): boolean {
  return queryClient.getQueryData(queryKey) !== undefined;
}

/** Whether the element is gone for this account: deleted meanwhile, or out of its sight (moved where it may not go). */
function isGone(error: unknown): boolean {
  return error instanceof HttpStatusError && (error.status === 404 || error.status === 403);
}

function isPinnedCached(queryClient: QueryClient, directoryId: string): boolean {
  const pinned = queryClient.getQueryData<GetPinnedDirectories200>(getGetPinnedDirectoriesQueryKey());
  return pinned?.data.some((directory) => directory.id === directoryId) ?? false;
}

/** Whether anything on screen or in the cache shows the directory, so that it is worth reading again. */
function isDirectoryShown(queryClient: QueryClient, change: ExplorerChange): boolean {
  const parent = listingId(change.directoryId);
  return (
    change.change === 'pinSwitched' ||
    isCached(queryClient, getGetDirectoryChildrenQueryKey(parent)) ||
    isListingCached(queryClient, parent) ||
    isCached(queryClient, getGetDirectoryQueryKey(change.elementId)) ||
    isInAnyListing(queryClient, change.elementId) ||
    isPinnedCached(queryClient, change.elementId)
  );
}

function forgetDirectory(queryClient: QueryClient, id: string): void {
  removeDirectoryFromTree(queryClient, id);
  removeFromListings(queryClient, id);
  if (isPinnedCached(queryClient, id))
    void queryClient.invalidateQueries({ queryKey: getGetPinnedDirectoriesQueryKey() });
}

async function applyDirectoryChange(queryClient: QueryClient, change: ExplorerChange, load: ElementLoaders) {
  const id = change.elementId;
  if (isRemoval(change)) {
    forgetDirectory(queryClient, id);
    return;
  }
  if (!isDirectoryShown(queryClient, change)) return;
  let directory: Directory;
  try {
    directory = await load.directory(id);
  } catch (error) {
    if (!isGone(error)) throw error;
    forgetDirectory(queryClient, id);
    return;
  }
  const parent = listingId(directory.parentId);
  placeDirectoryInTree(queryClient, directory);
  removeFromListings(queryClient, id, parent);
  putInListing(queryClient, parent, { kind: 'directory', directory });
  replaceDirectoryInPaths(queryClient, directory);
  if (change.change === 'moved') invalidateListingsWithin(queryClient, id);
  if (change.change === 'pinSwitched' || isPinnedCached(queryClient, id))
    void queryClient.invalidateQueries({ queryKey: getGetPinnedDirectoriesQueryKey() });
}

/** What the document panel, the versions and the related screens read about the document, besides the document. */
function invalidateDocumentDetails(queryClient: QueryClient, id: string): void {
  for (const queryKey of [
    getGetDocumentAuthorsQueryKey(id),
    getGetRelatedDocumentsQueryKey(id),
    getGetEditingUsersQueryKey(id),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

async function applyDocumentChange(queryClient: QueryClient, change: ExplorerChange, load: ElementLoaders) {
  const id = change.elementId;
  const documentKey = getGetDocumentQueryKey(id);
  if (isRemoval(change)) {
    removeFromListings(queryClient, id);
    // A panel still showing it learns from the server that it is gone.
    void queryClient.invalidateQueries({ queryKey: documentKey });
    return;
  }
  const shown =
    isListingCached(queryClient, listingId(change.directoryId)) ||
    isCached(queryClient, documentKey) ||
    isInAnyListing(queryClient, id);
  if (!shown) return;
  let document: Document;
  try {
    document = await load.document(id);
  } catch (error) {
    if (!isGone(error)) throw error;
    removeFromListings(queryClient, id);
    void queryClient.invalidateQueries({ queryKey: documentKey });
    return;
  }
  removeFromListings(queryClient, id, document.parentId);
  putInListing(queryClient, document.parentId, { kind: 'document', document });
  // The panel, the versions and the remarks all read the document itself: it is fresh now.
  if (isCached(queryClient, documentKey)) queryClient.setQueryData(documentKey, document);
  if (change.change === 'updated') invalidateDocumentDetails(queryClient, id);
}

/**
 * Applies one ExplorerChanged event to the query cache in place (openapi/explorer-hub.md): an element created,
 * updated, moved, restored or pin-switched is read again by its id and put into the tree levels and the listings of
 * its directory (and out of those it left); a deleted or purged one is taken out. Nothing is read when nothing cached
 * shows the element; the directories' properties and the trash bin reload when they are on screen. Rejects when the
 * element could not be read for another reason than being gone.
 */
export async function applyExplorerChange(
  queryClient: QueryClient,
  change: ExplorerChange,
  load: ElementLoaders,
): Promise<void> {
  if (change.change === 'deleted' || change.change === 'purged' || change.change === 'restored') {
    void invalidateTrash(queryClient);
  }
  if (changesCounts(change)) {
    for (const place of touchedDirectories(change)) {
      void queryClient.invalidateQueries({ queryKey: getGetDirectoryPropertiesQueryKey(place) });
    }
  }
  if (change.elementType === 'Directory') await applyDirectoryChange(queryClient, change, load);
  else await applyDocumentChange(queryClient, change, load);
}
