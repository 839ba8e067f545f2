import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetDirectoryListenersQueryKey,
  useCreateDirectoryListener,
  useDeleteDirectoryListener,
  useListenAllDirectoryEvents,
  useResetDirectoryListeners,
} from '../../../codegen/api/listeners/listeners';
import type { DirectoryListener } from '../../../codegen/model/directoryListener';
import type { EventType } from '../../../codegen/model/eventType';
import { allTypesOn, optionRequest, subscribeRequest, type ListenerOption } from './listeners.utils';

/**
 * The changes of the notifications panel (explorer.md §4). Each updates the cached list with what the server
 * answered and then refetches it, so the tick boxes never show a stale state, also after a failure half-way.
 * One change at a time: the panel disables its controls while `pending`.
 */
export function useListenerActions(directoryId: string) {
  const queryClient = useQueryClient();
  const queryKey = getGetDirectoryListenersQueryKey(directoryId);
  const create = useCreateDirectoryListener();
  const remove = useDeleteDirectoryListener();
  const reset = useResetDirectoryListeners();
  const listenAll = useListenAllDirectoryEvents();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const update = (change: (listeners: DirectoryListener[]) => DirectoryListener[]) => {
    queryClient.setQueryData<DirectoryListener[]>(queryKey, (listeners) => change(listeners ?? []));
  };

  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure);
    } finally {
      await queryClient.invalidateQueries({ queryKey });
      setPending(false);
    }
  };

  const deleteListener = async (listener: DirectoryListener) => {
    await remove.mutateAsync({ id: directoryId, listenerId: listener.id });
    update((listeners) => listeners.filter((candidate) => candidate.id !== listener.id));
  };

  const subscribe = (type: EventType) =>
    run(async () => {
      const created = await create.mutateAsync({ id: directoryId, data: subscribeRequest(type) });
      update((listeners) => [...listeners.filter((candidate) => candidate.type !== type), created]);
    });

  /** Unticking deletes the subscription, which also drops its options (explorer.md §4). */
  const unsubscribe = (listener: DirectoryListener) => run(() => deleteListener(listener));

  /** The contract has no call to update a subscription, so an option change deletes it and creates a new one. */
  const changeOption = (listener: DirectoryListener, option: ListenerOption, value: boolean) =>
    run(async () => {
      // The row keeps its place until the new subscription is there, so its open options do not flicker away.
      await remove.mutateAsync({ id: directoryId, listenerId: listener.id });
      const created = await create.mutateAsync({ id: directoryId, data: optionRequest(listener, option, value) });
      update((listeners) => [...listeners.filter((candidate) => candidate.id !== listener.id), created]);
    });

  /** MarkAll is skipped, without a request, when every type is already on (explorer.md §4). */
  const markAll = (listeners: readonly DirectoryListener[]) =>
    allTypesOn(listeners)
      ? Promise.resolve()
      : run(async () => {
          const answer = await listenAll.mutateAsync({ id: directoryId, data: {} });
          update(() => answer.data);
        });

  const resetAll = () =>
    run(async () => {
      await reset.mutateAsync({ id: directoryId });
      update(() => []);
    });

  return { subscribe, unsubscribe, changeOption, markAll, resetAll, pending, error };
}
