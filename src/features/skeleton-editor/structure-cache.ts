import type { QueryClient } from '@tanstack/react-query';
import { getGetSkeletonEntitiesQueryKey } from '../../../codegen/api/skeleton/skeleton';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';

/** The cached entity list of the structure, when it is loaded (or set, e.g. for a structure just created). */
export function cachedEntities(queryClient: QueryClient, skeletonId: string): SkeletonEntity[] | undefined {
  return queryClient.getQueryData<SkeletonEntity[]>(getGetSkeletonEntitiesQueryKey(skeletonId));
}

/** Changes the cached entity list of the structure at once, so the tree follows before the reload answers. */
export function updateCachedEntities(
  queryClient: QueryClient,
  skeletonId: string,
  update: (entities: readonly SkeletonEntity[]) => SkeletonEntity[],
): void {
  queryClient.setQueryData<SkeletonEntity[]>(getGetSkeletonEntitiesQueryKey(skeletonId), (current) =>
    update(current ?? []),
  );
}

/** The query paths a change of the structure reaches. */
const STRUCTURE_PATHS = ['/skeleton', '/directories', '/pinned-directories'];

/**
 * After an entity is saved or deleted: the structure's queries reload (the editor, the explorer's «Add {name}»
 * offers), and so do the directories — a new non-creatable entity makes directories at once, changed flags, pins and
 * groups reach the directories made from it, a deleted one leaves them free (docs/structure.md) — and the pinned
 * list.
 */
export function invalidateStructure(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' &&
      STRUCTURE_PATHS.some(
        (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}-`),
      ),
  });
}
