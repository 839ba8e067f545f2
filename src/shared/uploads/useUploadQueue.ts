import { useSyncExternalStore } from 'react';
import { UploadQueue, type UploadQueueSnapshot } from './UploadQueue';
import { useUploadQueueSlot, type AppUploadQueue } from './upload-queue-context';
import { runUpload, type FolderClash } from './upload-runner';

/** The app's upload queue, made by the first call (see UploadQueueSlot). */
export function useUploadQueue(): AppUploadQueue {
  const slot = useUploadQueueSlot();
  return slot.current ?? slot.keep(() => new UploadQueue({ run: runUpload, onSettled: slot.onSettled }));
}

/** The queue's items and pending question, re-rendering at most as often as the queue publishes. */
export function useUploadQueueSnapshot(): UploadQueueSnapshot<FolderClash> {
  const queue = useUploadQueue();
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot);
}
