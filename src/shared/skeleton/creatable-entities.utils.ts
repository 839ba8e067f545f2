import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';

/**
 * The entities users may create a directory from under a given entity (explorer.md §6: 'Add {name}' items), in the
 * skeleton's order; `null` asks for the root entities (creating top-level directories).
 */
export function creatableChildren(
  entities: readonly SkeletonEntity[],
  parentEntityId: string | null,
): SkeletonEntity[] {
  return entities.filter((entity) => entity.isCreatable && entity.parentId === parentEntityId);
}
