import { useMemo } from 'react';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { creatableChildren } from './creatable-entities.utils';
import { useSkeletonEntities } from './useSkeletonEntities';

const NONE: SkeletonEntity[] = [];

/**
 * The creatable skeleton entities under the given entity (`null`: the root entities). Without a skeleton (404), and
 * while loading or failing, there are none: creating from an entity is an offer, not a screen to show errors in.
 */
export function useCreatableEntities(parentEntityId: string | null): SkeletonEntity[] {
  const entities = useSkeletonEntities();
  return useMemo(() => (entities ? creatableChildren(entities, parentEntityId) : NONE), [entities, parentEntityId]);
}
