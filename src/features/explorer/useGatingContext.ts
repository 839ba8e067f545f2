import { useMemo } from 'react';
import type { PermissionHolder } from '../../shared/access/permissions.utils';
import { useSession } from '../../shared/session/session-context';
import { useSkeletonEntities } from '../../shared/skeleton/useSkeletonEntities';
import type { GatingContext } from './explorer-menu.utils';

const NO_ENTITIES: ReadonlySet<string> = new Set();

/**
 * The account, the viewer configuration, the creatable skeleton entities and the place of the items listed (the
 * directory shown, null at the root): what the explorer's menus and buttons depend on. Without a skeleton no entity
 * is creatable, so skeleton directories stay protected.
 */
export function useGatingContext(place: PermissionHolder | null): GatingContext {
  const { account, configuration } = useSession();
  const entities = useSkeletonEntities();
  const creatableEntityIds = useMemo(
    () =>
      entities ? new Set(entities.filter((entity) => entity.isCreatable).map((entity) => entity.id)) : NO_ENTITIES,
    [entities],
  );
  return useMemo(
    () => ({ account, configuration, creatableEntityIds, place }),
    [account, configuration, creatableEntityIds, place],
  );
}
