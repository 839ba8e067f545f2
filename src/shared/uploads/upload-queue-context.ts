import { createContext, useContext, useSyncExternalStore } from 'react';
import type { UploadJob, UploadQueue } from './UploadQueue';
import type { FolderClash, FolderClashChoice, UploadPayload } from './upload-runner';

export type AppUploadQueue = UploadQueue<UploadPayload, FolderClash, FolderClashChoice>;

/**
 * Where the app's upload queue lives above the routes (UploadQueueProvider). The queue itself, with its runner, is
 * made by the first upload (`useUploadQueue`, which only the upload dialog and the queue's window use), so that its
 * code comes with them rather than with the explorer's first load.
 */
export interface UploadQueueSlot {
  /** The queue, once the first upload made it. */
  readonly current: AppUploadQueue | null;
  /** Keeps the queue made, once; the one kept is returned. */
  keep: (make: () => AppUploadQueue) => AppUploadQueue;
  /** What the queue is made with: called when an item finished either way. */
  onSettled: (job: UploadJob<UploadPayload>) => void;
  /** Told once the queue is made. */
  subscribe: (listener: () => void) => () => void;
}

/** A slot, empty or holding a queue made already (component tests). */
export function createUploadQueueSlot(
  onSettled: (job: UploadJob<UploadPayload>) => void = () => undefined,
  queue: AppUploadQueue | null = null,
): UploadQueueSlot {
  let current = queue;
  const listeners = new Set<() => void>();
  return {
    get current() {
      return current;
    },
    keep(make) {
      if (current) return current;
      current = make();
      // The queue is made while its dialog renders: the others hear of it after that render, not during it.
      queueMicrotask(() => {
        for (const listener of listeners) listener();
      });
      return current;
    },
    onSettled,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const UploadQueueContext = createContext<UploadQueueSlot | null>(null);

export function useUploadQueueSlot(): UploadQueueSlot {
  const slot = useContext(UploadQueueContext);
  if (!slot) throw new Error('The upload queue needs an UploadQueueProvider above it.');
  return slot;
}

/** Whether the first upload has made the queue (its window is shown from then on). */
export function useUploadQueueMade(): boolean {
  const slot = useUploadQueueSlot();
  return useSyncExternalStore(slot.subscribe, () => slot.current !== null);
}
