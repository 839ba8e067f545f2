import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getGetSkeletonEntitiesQueryKey,
  useDeleteSkeletonEntity as useDeleteSkeletonEntityMutation,
} from '../../../codegen/api/skeleton/skeleton';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { confirm } from '../../shared/modals/confirm';
import { showError } from '../../shared/modals/showError';
import { withoutSubtree } from './skeleton-tree.utils';
import { cachedEntities, invalidateStructure, updateCachedEntities } from './structure-cache';

/**
 * Deleting a structure element (platform.md §2.4), as the security groups screen deletes a group: confirm, naming the
 * element and saying its descendants go with it; then it leaves the tree at once, before the server answers. A
 * failure puts the list back and shows the error. Resolves when all is done, for the focus to return.
 */
export function useDeleteSkeletonEntity(skeletonId: string | undefined): (entity: SkeletonEntity) => Promise<void> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useDeleteSkeletonEntityMutation();

  return async (entity: SkeletonEntity) => {
    const { confirmed } = await confirm({
      message: t('admin.skeletonEditor.confirmDelete.message', { name: entity.name }),
      okLabel: t('admin.skeletonEditor.confirmDelete.ok'),
    });
    if (!confirmed) return;
    const id = skeletonId ?? entity.skeletonId;
    // A reload under way would bring the element back.
    await queryClient.cancelQueries({ queryKey: getGetSkeletonEntitiesQueryKey(id) });
    const before = cachedEntities(queryClient, id);
    updateCachedEntities(queryClient, id, (entities) => withoutSubtree(entities, entity.id));
    try {
      await mutation.mutateAsync({ id: entity.id });
    } catch (error) {
      if (before) updateCachedEntities(queryClient, id, () => before);
      await showError(error, 'DeleteResourceFailed');
      return;
    }
    void invalidateStructure(queryClient);
  };
}
