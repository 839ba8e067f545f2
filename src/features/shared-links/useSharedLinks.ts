import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetSharedLinksQueryKey, revokeSharedLink, useGetSharedLinks } from '../../../codegen/api/sharing/sharing';
import type { GetSharedLinks200 } from '../../../codegen/model/getSharedLinks200';
import type { SharedLinkSummary } from '../../../codegen/model/sharedLinkSummary';
import { errorMessage } from '../../shared/errors/error-message';
import { confirm } from '../../shared/modals/confirm';

// Module-level so the query's `select` keeps its identity and react-query memoises the list.
const selectLinks = (response: GetSharedLinks200) => response.data;

/** The shared links the account may revoke (GET /shared-links), unwrapped from their envelope. */
export function useSharedLinks() {
  return useGetSharedLinks({ query: { select: selectLinks } });
}

/**
 * Revokes a link after asking, tells the outcome in a notification and reads the list again, so that it shows what
 * the server holds whether the revocation went through or not.
 */
export function useRevokeLink() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async (link: SharedLinkSummary): Promise<void> => {
    const { confirmed } = await confirm({
      title: t('sharedLinks.revoke.title'),
      message: t('sharedLinks.revoke.message'),
      items: [link.name],
      okLabel: t('sharedLinks.revoke.ok'),
    });
    if (!confirmed) return;
    try {
      await revokeSharedLink(link.id);
      notifications.show({ color: 'green', message: t('sharedLinks.revoke.done', { name: link.name }) });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: t('sharedLinks.revoke.failed', { message: errorMessage(error, t) }),
      });
    } finally {
      await queryClient.invalidateQueries({ queryKey: getGetSharedLinksQueryKey() });
    }
  };
}
