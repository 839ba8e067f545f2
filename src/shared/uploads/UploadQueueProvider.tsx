import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { invalidateDirectory } from '../directories/invalidate-directory';
import { UploadQueue } from './UploadQueue';
import { UploadQueueContext, type AppUploadQueue } from './upload-queue-context';
import { runUpload } from './upload-runner';

/** Directories are reloaded once per burst of finished uploads, not once per file of a thousand. */
const RELOAD_DELAY_MS = 400;

/**
 * Holds the app's upload queue above the routes, so uploads go on while the user moves around, and reloads the
 * directories that received files.
 */
export function UploadQueueProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [reload] = useState(() => createBatchedReload((id) => invalidateDirectory(queryClient, id)));
  const [queue] = useState<AppUploadQueue>(
    () =>
      new UploadQueue({
        run: runUpload,
        onSettled: (job) => {
          reload.add(job.targetId);
        },
      }),
  );
  useEffect(
    () => () => {
      reload.cancel();
    },
    [reload],
  );
  return <UploadQueueContext.Provider value={queue}>{children}</UploadQueueContext.Provider>;
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
