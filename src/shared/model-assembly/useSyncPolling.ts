import { useEffect, useState } from 'react';
import { getModelUploadStatus } from '../../../codegen/api/models/models';
import type { ModelSyncStatus } from '../../../codegen/model/modelSyncStatus';
import { isStillSyncing, type PreparedModel } from './model-assembly.utils';

/** How often the Sync dialog asks the model service again. */
export const SYNC_POLL_INTERVAL_MS = 2000;

/**
 * The documents with their latest state: while `active`, the state of each one still being synchronised is asked
 * (getModelUploadStatus) every two seconds, the next round once the last has answered. A failed question keeps the
 * state already known; the next round asks again.
 */
export function useSyncPolling(models: readonly PreparedModel[], active: boolean): PreparedModel[] {
  const [statuses, setStatuses] = useState<ReadonlyMap<string, ModelSyncStatus>>(new Map());
  const current = models.map((model) => ({ ...model, status: statuses.get(model.document.id) ?? model.status }));
  const pending = current.filter(({ status }) => isStillSyncing(status));
  // The documents to ask about, as a stable key: a new answer restarts the round only when the set changes.
  const key = pending.map(({ document }) => `${document.id}/${String(document.version.index)}`).join(',');

  useEffect(() => {
    if (!active || key === '') return undefined;
    const asked = key.split(',').map((entry) => {
      const [id = '', index = '0'] = entry.split('/');
      return { id, index: Number(index) };
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const round = async () => {
      const answers = await Promise.allSettled(asked.map(({ id, index }) => getModelUploadStatus(id, index)));
      if (stopped) return;
      setStatuses((previous) => {
        const next = new Map(previous);
        answers.forEach((answer, position) => {
          const document = asked[position];
          if (answer.status === 'fulfilled' && document) next.set(document.id, answer.value);
        });
        return next;
      });
      timer = setTimeout(() => void round(), SYNC_POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void round(), SYNC_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, key]);

  return current;
}
