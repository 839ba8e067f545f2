import { useGetSkeleton, useGetSkeletonEntities } from '../../../codegen/api/skeleton/skeleton';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';

/** The structure changes rarely, in the admin's structure editor; the explorer reads it with the same freshness. */
const SKELETON_STALE_TIME = 5 * 60_000;

/**
 * Every entity of the skeleton, through GET /skeleton and GET /skeleton/{id}/entities, cached and shared by the tree,
 * the explorer and the structure editor; undefined without a skeleton (404), while loading, or after a failure.
 */
export function useSkeletonEntities(): readonly SkeletonEntity[] | undefined {
  // A 404 is an answer (no skeleton yet), not a hiccup to retry.
  const skeleton = useGetSkeleton({ query: { retry: false, staleTime: SKELETON_STALE_TIME } });
  const skeletonId = skeleton.data?.id ?? '';
  const entities = useGetSkeletonEntities(skeletonId, {
    query: { enabled: skeletonId !== '', retry: false, staleTime: SKELETON_STALE_TIME },
  });
  return entities.data;
}
