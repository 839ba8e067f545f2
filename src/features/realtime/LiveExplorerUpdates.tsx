import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getDirectory } from '../../../codegen/api/directories/directories';
import { getDocument } from '../../../codegen/api/documents/documents';
import { useHubEvent } from '../../shared/realtime/useHubEvent';
import type { ElementLoaders } from './explorer-change.utils';

const SERVER_LOADERS: ElementLoaders = {
  directory: (id) => getDirectory(id),
  document: (id) => getDocument(id),
};

export interface LiveExplorerUpdatesProps {
  /** How changed elements are read; the API by default. */
  loaders?: ElementLoaders;
}

/**
 * Keeps the tree, the explorer listings, the document panel and the trash bin in step with the explorer hub's
 * ExplorerChanged events, in place. The changes of one element are applied one after the other, in the order they
 * came (a create read after the delete that followed it would bring the element back); different elements in parallel.
 */
export function LiveExplorerUpdates({ loaders = SERVER_LOADERS }: LiveExplorerUpdatesProps) {
  const queryClient = useQueryClient();
  const [pending] = useState(() => new Map<string, Promise<void>>());

  useHubEvent('ExplorerChanged', (change) => {
    const key = change.elementId;
    const applied = (pending.get(key) ?? Promise.resolve())
      // How a change is applied comes with the first change, not with the explorer's first load.
      .then(async () => (await import('./explorer-change.utils')).applyExplorerChange(queryClient, change, loaders))
      .catch((error: unknown) => {
        console.error('Explorer hub: a change could not be shown.', error);
      })
      .finally(() => {
        if (pending.get(key) === applied) pending.delete(key);
      });
    pending.set(key, applied);
  });

  return null;
}
