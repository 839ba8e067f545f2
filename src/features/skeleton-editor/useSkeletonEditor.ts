import { useGetSkeleton, useGetSkeletonEntities } from '../../../codegen/api/skeleton/skeleton';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { HttpStatusError } from '../../shared/errors/app-error';

const NO_ENTITIES: readonly SkeletonEntity[] = [];

export interface SkeletonEditorData {
  /**
   * The structure's id; undefined while loading and when GET /skeleton failed: there is none yet, and the first
   * element added creates it (platform.md §4).
   */
  skeletonId: string | undefined;
  /** Whether GET /skeleton is still to answer; nothing can be added before. */
  skeletonPending: boolean;
  entities: readonly SkeletonEntity[];
  entitiesPending: boolean;
  /** A failure of the entities load other than 404, which only means «no entities» (platform.md §4). */
  entitiesError: unknown;
}

function isNotFound(error: unknown): boolean {
  return error instanceof HttpStatusError && error.status === 404;
}

/**
 * The structure and its entities, through the same queries (and cache) the explorer reads the structure with
 * (`useSkeletonEntities`). The editor asks afresh on every visit; a missing structure (404) is an answer, not a
 * hiccup to retry.
 */
export function useSkeletonEditor(): SkeletonEditorData {
  const skeleton = useGetSkeleton({ query: { retry: false } });
  const skeletonId = skeleton.data?.id;
  const entities = useGetSkeletonEntities(skeletonId ?? '', {
    query: { enabled: skeletonId !== undefined, retry: false },
  });
  const entitiesError = entities.error && !isNotFound(entities.error) ? entities.error : undefined;
  return {
    skeletonId,
    skeletonPending: skeleton.isPending,
    entities: entities.data ?? NO_ENTITIES,
    // Without a structure there is nothing to wait for.
    entitiesPending: skeletonId !== undefined && entities.isPending && !entities.isError,
    entitiesError,
  };
}
