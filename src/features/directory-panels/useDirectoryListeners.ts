import { useQuery } from '@tanstack/react-query';
import { getDirectoryListeners, getGetDirectoryListenersQueryKey } from '../../../codegen/api/listeners/listeners';

/** The current user's subscriptions in a directory, unwrapped from the `{ data }` envelope. */
export function useDirectoryListeners(directoryId: string) {
  return useQuery({
    queryKey: getGetDirectoryListenersQueryKey(directoryId),
    queryFn: async ({ signal }) => (await getDirectoryListeners(directoryId, undefined, signal)).data,
  });
}
