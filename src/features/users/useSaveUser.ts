import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetUsersQueryKey, updateUser, updateUserSecurityGroups } from '../../../codegen/api/users/users';
import { errorMessage } from '../../shared/errors/error-message';
import { SECURITY_GROUPS_QUERY_KEY } from '../../shared/security-groups/useSecurityGroups';
import { toUserPatch, type UserEditValues } from './user-edit-form.utils';
import { userSecurityGroupsKey } from './useUserDetails';

/**
 * Saves the edit modal (platform.md §4): the user is patched, then its security groups. The modal closes whatever
 * happens, as the specification has it; a failure is not swallowed silently but told in a notification, and the
 * lists are read again so they show what was saved.
 */
export function useSaveUser() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async (userId: string, values: UserEditValues): Promise<void> => {
    try {
      await updateUser(userId, toUserPatch(values));
      await updateUserSecurityGroups(userId, [...new Set(values.securityGroupIds)]);
      notifications.show({ color: 'green', message: t('users.modal.saved') });
    } catch (error) {
      notifications.show({ color: 'red', message: t('users.modal.notSaved', { message: errorMessage(error, t) }) });
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetUsersQueryKey() }),
        queryClient.invalidateQueries({ queryKey: SECURITY_GROUPS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: userSecurityGroupsKey(userId) }),
      ]);
    }
  };
}
