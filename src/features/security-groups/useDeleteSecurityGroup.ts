import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDeleteSecurityGroup as useDeleteSecurityGroupMutation } from '../../../codegen/api/security-groups/security-groups';
import { getGetSettingsQueryKey } from '../../../codegen/api/settings/settings';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import { confirm } from '../../shared/modals/confirm';
import { showError } from '../../shared/modals/showError';
import { SECURITY_GROUPS_QUERY_KEY } from '../../shared/security-groups/useSecurityGroups';
import { updateCachedGroups } from './security-groups-cache';
import { withGroupRestored, withoutGroup, type RemovedGroup } from './security-groups.utils';

/**
 * Deleting a security group (platform.md §4): confirm, naming the group and saying its access points go with it; then
 * the row leaves the list at once, before the server answers. A failure puts the row back and shows the error.
 */
export function useDeleteSecurityGroup(): (group: SecurityGroup) => Promise<void> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useDeleteSecurityGroupMutation();

  return async (group: SecurityGroup) => {
    const { confirmed } = await confirm({
      message: t('admin.securityGroups.confirmDelete.message', { name: group.name }),
      okLabel: t('admin.securityGroups.confirmDelete.ok'),
    });
    if (!confirmed) return;
    // A reload under way would bring the row back.
    await queryClient.cancelQueries({ queryKey: SECURITY_GROUPS_QUERY_KEY });
    let removed: RemovedGroup | undefined;
    updateCachedGroups(queryClient, (groups) => {
      const result = withoutGroup(groups, group.id);
      removed = result.removed;
      return result.groups;
    });
    try {
      await mutation.mutateAsync({ id: group.id });
      // The group also left the default groups of the settings (docs/access-control.md).
      void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
    } catch (error) {
      const back = removed;
      if (back) updateCachedGroups(queryClient, (groups) => withGroupRestored(groups, back));
      await showError(error, 'DeleteResourceFailed');
    }
  };
}
