import type { QueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { getFetchDirectoryQueryOptions } from '../../../codegen/api/directories/directories';

/**
 * Starts the explorer's load of a directory (GET …/fetch, the query the explorer page reads) as the person opens it,
 * before the new route renders: the route's render, commit and effects took about 40 ms before its own query sent the
 * request (bench:click). A load still fresh in the cache is not asked for again.
 */
export function loadDirectoryEarly(queryClient: QueryClient, directoryId: string): void {
  // A failure is the explorer page's to show: its query holds the error and tries again as the page mounts.
  queryClient.query(getFetchDirectoryQueryOptions(directoryId)).catch(() => undefined);
}

/** A click a link follows in this tab: the main button, no modifier (those open a new tab or window). */
export function opensInPlace(event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
