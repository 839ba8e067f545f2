import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  addRelatedDocuments,
  getGetRelatedDocumentsQueryKey,
  removeRelatedDocuments,
} from '../../../codegen/api/related/related';
import type { Document } from '../../../codegen/model/document';
import type { GetRelatedDocuments200 } from '../../../codegen/model/getRelatedDocuments200';
import { confirm } from '../../shared/modals/confirm';
import { showError } from '../../shared/modals/showError';

/**
 * Adds and removes related documents of one document. The cached list takes the server's answer (or loses the removed
 * item) at once; then the lists of every document involved are marked stale, as the server may keep relations both
 * ways. Failures show the Error dialog.
 */
export function useRelatedActions(documentId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const listKey = getGetRelatedDocumentsQueryKey(documentId);

  const refresh = (ids: readonly string[]) => {
    for (const id of [documentId, ...ids]) {
      void queryClient.invalidateQueries({ queryKey: getGetRelatedDocumentsQueryKey(id) });
    }
  };

  const add = async (ids: readonly string[]): Promise<void> => {
    if (ids.length === 0) return;
    try {
      const answer = await addRelatedDocuments(documentId, { documentIds: [...ids] });
      queryClient.setQueryData<GetRelatedDocuments200>(listKey, answer);
    } catch (error) {
      await showError(error, 'UpdateResourceFailed');
    } finally {
      refresh(ids);
    }
  };

  const remove = async (item: Document): Promise<void> => {
    const { confirmed } = await confirm({
      message: t('related.confirmRemove'),
      items: [item.name],
      okLabel: t('related.actions.remove'),
    });
    if (!confirmed) return;
    try {
      await removeRelatedDocuments(documentId, [item.id]);
      queryClient.setQueryData<GetRelatedDocuments200>(listKey, (current) =>
        current ? { ...current, data: current.data.filter((related) => related.id !== item.id) } : current,
      );
    } catch (error) {
      await showError(error, 'DeleteResourceFailed');
    } finally {
      refresh([item.id]);
    }
  };

  return { add, remove };
}
