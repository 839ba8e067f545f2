import { useMemo } from 'react';
import { useGetSkeleton, useGetSkeletonEntities } from '../../../codegen/api/skeleton/skeleton';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { creatableChildren } from './creatable-entities.utils';

/** The structure changes rarely, in the admin's structure editor; the explorer reads it with the same freshness. */
const SKELETON_STALE_TIME = 5 * 60_000;

const NONE: SkeletonEntity[] = [];

/**
 * The creatable skeleton entities under the given entity (`null`: the root entities), through GET /skeleton and
 * GET /skeleton/{id}/entities, cached and shared with the explorer and the structure editor. Without a skeleton (404),
 * and while loading or failing, there are none: creating from an entity is an offer, not a screen to show errors in.
 */
export function useCreatableEntities(parentEntityId: string | null): SkeletonEntity[] {
  // A 404 is an answer (no skeleton yet), not a hiccup to retry.
  const skeleton = useGetSkeleton({ query: { retry: false, staleTime: SKELETON_STALE_TIME } });
  const skeletonId = skeleton.data?.id ?? '';
  const entities = useGetSkeletonEntities(skeletonId, {
    query: { enabled: skeletonId !== '', retry: false, staleTime: SKELETON_STALE_TIME },
  });
  return useMemo(
    () => (entities.data ? creatableChildren(entities.data, parentEntityId) : NONE),
    [entities.data, parentEntityId],
  );
}
