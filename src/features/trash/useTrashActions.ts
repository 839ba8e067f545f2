import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDeleteElementsPermanently, useEmptyTrash } from '../../../codegen/api/deleted/deleted';
import type { DeletedElement } from '../../../codegen/model/deletedElement';
import type { TrashPage } from '../../../codegen/model/trashPage';
import type { TrashQuery } from '../../../codegen/model/trashQuery';
import { alert } from '../../shared/modals/alert';
import { confirm } from '../../shared/modals/confirm';
import { showError } from '../../shared/modals/showError';
import { pageAfterRemoval } from './trash-pagination.utils';
import { TRASH_QUERY_KEY } from '../../shared/trash/trash-query-key';
import { isTrashKnownEmpty } from './trash-query.utils';
import { trashPageKey } from './useTrashPage';

export interface TrashActionsInput {
  query: TrashQuery;
  /** The page shown, once loaded. */
  page: TrashPage | undefined;
  setPage: (page: number) => void;
}

export interface TrashActions {
  /** Asks, then deletes the elements for good; resolves once done, refused or failed (the error is shown). */
  deletePermanently: (elements: readonly DeletedElement[]) => Promise<void>;
  /** Alerts when the bin is empty, else asks, then empties it. */
  emptyBin: () => Promise<void>;
  /** Updates the list after elements left the bin (deleted or restored). */
  removed: (ids: readonly string[]) => void;
  emptying: boolean;
  deleting: boolean;
}

/** The trash bin's changes and how the list follows them (explorer.md §4 Trash). */
export function useTrashActions({ query, page, setPage }: TrashActionsInput): TrashActions {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deleteMutation = useDeleteElementsPermanently();
  const emptyMutation = useEmptyTrash();

  const removed = (ids: readonly string[]) => {
    const gone = new Set(ids);
    // The rows leave at once; the reload below brings the page's new content.
    queryClient.setQueryData<TrashPage>(
      trashPageKey(query),
      (current) =>
        current && { ...current, deletedElements: current.deletedElements.filter((element) => !gone.has(element.id)) },
    );
    const remaining = (page?.deletedElements ?? []).filter((element) => !gone.has(element.id)).length;
    const next = pageAfterRemoval(query.pageNumber, remaining);
    if (next === query.pageNumber) {
      void queryClient.invalidateQueries({ queryKey: TRASH_QUERY_KEY });
      return;
    }
    // Reloading the emptied page would be wasted: mark every page stale and let the previous one load as it shows.
    void queryClient.invalidateQueries({ queryKey: TRASH_QUERY_KEY, refetchType: 'none' });
    setPage(next);
  };

  const deletePermanently = async (elements: readonly DeletedElement[]) => {
    if (elements.length === 0) return;
    const { confirmed } = await confirm({
      message: t('trash.confirmDelete.message'),
      items: elements.map((element) => element.element.name),
      okLabel: t('trash.confirmDelete.ok'),
    });
    if (!confirmed) return;
    const ids = elements.map((element) => element.id);
    try {
      await deleteMutation.mutateAsync({ data: ids });
      removed(ids);
    } catch (error) {
      await showError(error, 'DeleteResourceFailed');
    }
  };

  const emptyBin = async () => {
    if (isTrashKnownEmpty(query, page)) {
      await alert(t('TrashEmpty', { ns: 'errors' }));
      return;
    }
    const { confirmed } = await confirm({
      message: t('trash.confirmEmpty.message'),
      okLabel: t('trash.confirmEmpty.ok'),
    });
    if (!confirmed) return;
    try {
      await emptyMutation.mutateAsync();
      queryClient.setQueryData<TrashPage>(
        trashPageKey(query),
        (current) => current && { ...current, deletedElements: [] },
      );
      void queryClient.invalidateQueries({
        queryKey: TRASH_QUERY_KEY,
        refetchType: query.pageNumber === 1 ? 'active' : 'none',
      });
      setPage(1);
    } catch (error) {
      await showError(error, 'DeleteResourceFailed');
    }
  };

  return {
    deletePermanently,
    emptyBin,
    removed,
    emptying: emptyMutation.isPending,
    deleting: deleteMutation.isPending,
  };
}
