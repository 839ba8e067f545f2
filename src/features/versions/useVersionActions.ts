import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetDocumentQueryKey } from '../../../codegen/api/documents/documents';
import {
  useDestroyVersion,
  useMakeVersionHead,
  usePublishDraftVersion,
  useRestoreVersion,
} from '../../../codegen/api/versions/versions';
import type { Version } from '../../../codegen/model/version';
import { confirm } from '../../shared/modals/confirm';
import { showError } from '../../shared/modals/showError';
import type { VersionActionsAllowed } from './version-actions.utils';

export type VersionAction = keyof VersionActionsAllowed;

/** The failure keys of the `errors` catalogue used when the server gives no known text (explorer.md §8). */
const FALLBACK_ERROR: Record<VersionAction, string | undefined> = {
  makeHead: undefined,
  deactivate: undefined,
  reactivate: undefined,
  publish: 'SaveDocumentVersion',
};

/**
 * The version actions of one document (explorer.md §4 Version actions): each asks first, then posts and reloads the
 * document; a failure shows the Error dialog.
 */
export function useVersionActions(documentId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const makeHead = useMakeVersionHead();
  const destroy = useDestroyVersion();
  const restore = useRestoreVersion();
  const publish = usePublishDraftVersion();

  const post = (action: VersionAction, index: number): Promise<unknown> => {
    switch (action) {
      case 'makeHead':
        return makeHead.mutateAsync({ id: documentId, index });
      case 'deactivate':
        return destroy.mutateAsync({ id: documentId, index });
      case 'reactivate':
        return restore.mutateAsync({ id: documentId, index });
      case 'publish':
        return publish.mutateAsync({ id: documentId });
    }
  };

  const run = async (action: VersionAction, version: Version, name: string): Promise<void> => {
    const { confirmed } = await confirm({
      message: t(`versions.confirm.${action}`, { name }),
      okLabel: t(`versions.actions.${action}`),
    });
    if (!confirmed) return;
    try {
      await post(action, version.index);
    } catch (error) {
      await showError(error, FALLBACK_ERROR[action]);
    } finally {
      // Even a refusal may mean the list is out of date (another user changed it), so it is reloaded either way.
      void queryClient.invalidateQueries({ queryKey: getGetDocumentQueryKey(documentId) });
    }
  };

  return { run };
}
