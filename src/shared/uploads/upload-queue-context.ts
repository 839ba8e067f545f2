import { createContext, useContext, useSyncExternalStore } from 'react';
import type { UploadQueue, UploadQueueSnapshot } from './UploadQueue';
import type { FolderClash, FolderClashChoice, UploadPayload } from './upload-runner';

export type AppUploadQueue = UploadQueue<UploadPayload, FolderClash, FolderClashChoice>;

export const UploadQueueContext = createContext<AppUploadQueue | null>(null);

/** The app's upload queue (see UploadQueueProvider). */
export function useUploadQueue(): AppUploadQueue {
  const queue = useContext(UploadQueueContext);
  if (!queue) throw new Error('useUploadQueue needs an UploadQueueProvider above it.');
  return queue;
}

/** The queue's items and pending question, re-rendering at most as often as the queue publishes. */
export function useUploadQueueSnapshot(): UploadQueueSnapshot<FolderClash> {
  const queue = useUploadQueue();
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot);
}
