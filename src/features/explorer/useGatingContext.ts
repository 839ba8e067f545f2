import { useMemo } from 'react';
import { useGetSkeleton, useGetSkeletonEntities } from '../../../codegen/api/skeleton/skeleton';
import { useSession } from '../../shared/session/session-context';
import type { GatingContext } from './explorer-menu.utils';

const NO_ENTITIES: ReadonlySet<string> = new Set();

/**
 * The account, the viewer configuration and the creatable skeleton entities: what the explorer's menus and buttons
 * depend on. Without a skeleton (404) no entity is creatable, so skeleton directories stay protected.
 */
export function useGatingContext(): GatingContext {
  const { account, configuration } = useSession();
  const skeleton = useGetSkeleton({ query: { retry: false, staleTime: 5 * 60_000 } });
  const skeletonId = skeleton.data?.id ?? '';
  const entities = useGetSkeletonEntities(skeletonId, { query: { enabled: skeletonId !== '', staleTime: 5 * 60_000 } });
  const creatableEntityIds = useMemo(
    () =>
      entities.data
        ? new Set(entities.data.filter((entity) => entity.isCreatable).map((entity) => entity.id))
        : NO_ENTITIES,
    [entities.data],
  );
  return useMemo(() => ({ account, configuration, creatableEntityIds }), [account, configuration, creatableEntityIds]);
}
