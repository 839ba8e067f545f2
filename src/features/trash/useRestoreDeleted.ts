import { useQueryClient } from '@tanstack/react-query';
import { useRestoreDeletedElements } from '../../../codegen/api/deleted/deleted';
import type { DeletedElement } from '../../../codegen/model/deletedElement';
import { invalidateDirectory } from '../../shared/directories/invalidate-directory';
import { ROOT_DIRECTORY_ID } from '../../shared/directory-chooser/directory-tree.utils';

/** Where restored elements land: the chosen directory, else each element's original one (`root` for top-level). */
export function restoreTargets(elements: readonly DeletedElement[], directoryId?: string): string[] {
  if (directoryId !== undefined) return [directoryId];
  return [...new Set(elements.map((element) => element.originalDirectoryId ?? ROOT_DIRECTORY_ID))];
}

/**
 * PATCH /deleted for the elements, into `directoryId` or where they were; afterwards the directories that received
 * them reload (explorer.md §4). The trash list is the caller's to update, as it knows the page.
 */
export function useRestoreDeleted() {
  const queryClient = useQueryClient();
  const mutation = useRestoreDeletedElements();

  const restore = async (elements: readonly DeletedElement[], directoryId?: string) => {
    const deletedElementIds = elements.map((element) => element.id);
    await mutation.mutateAsync({
      data: directoryId === undefined ? { deletedElementIds } : { deletedElementIds, directoryId },
    });
    for (const target of restoreTargets(elements, directoryId)) void invalidateDirectory(queryClient, target);
  };

  return { restore, pending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
