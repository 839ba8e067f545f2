import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { invalidateDirectory } from '../directories/invalidate-directory';
import { createUploadQueueSlot, UploadQueueContext } from './upload-queue-context';

/** Directories are reloaded once per burst of finished uploads, not once per file of a thousand. */
const RELOAD_DELAY_MS = 400;

/**
 * Holds the app's upload queue above the routes, so uploads go on while the user moves around, and reloads the
 * directories that received files. The queue is made by the first upload (`useUploadQueue`).
 */
export function UploadQueueProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [reload] = useState(() => createBatchedReload((id) => invalidateDirectory(queryClient, id)));
  const [slot] = useState(() =>
    createUploadQueueSlot((job) => {
      reload.add(job.targetId);
    }),
  );
  useEffect(
    () => () => {
      reload.cancel();
    },
    [reload],
  );
  return <UploadQueueContext.Provider value={slot}>{children}</UploadQueueContext.Provider>;
}

function createBatchedReload(reloadDirectory: (id: string) => Promise<void>) {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    add(id: string) {
      pending.add(id);
      timer ??= setTimeout(() => {
        timer = null;
        const ids = [...pending];
        pending.clear();
        for (const directoryId of ids) void reloadDirectory(directoryId);
      }, RELOAD_DELAY_MS);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
