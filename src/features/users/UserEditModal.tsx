import { Alert, Loader, Modal, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../codegen/model/user';
import { errorMessage } from '../../shared/errors/error-message';
import { UserEditForm } from './UserEditForm';
import { useSaveUser } from './useSaveUser';
import { useUserEditInfo, useUserSecurityGroupIds } from './useUserDetails';

export interface UserEditModalProps {
  opened: boolean;
  /** The user to edit; it stays while the modal fades out. */
  user: User | undefined;
  onClose: () => void;
}

/**
 * The user edit modal (platform.md §2.4, §4): the form once the options and the user's groups are loaded; saving
 * patches the user, then its groups, and closes the modal in all cases.
 */
export function UserEditModal({ opened, user, onClose }: UserEditModalProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const mobile = useMediaQuery(`(width < ${theme.breakpoints.xs})`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={user ? t('users.modal.title', { name: user.displayName }) : ''}
      size="lg"
      fullScreen={mobile}
      closeButtonProps={{ 'aria-label': t('users.modal.close') }}
    >
      {user && opened ? <UserEditContent key={user.id} user={user} onClose={onClose} /> : null}
    </Modal>
  );
}

function UserEditContent({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const editInfo = useUserEditInfo();
  const groups = useUserSecurityGroupIds(user.id);
  const save = useSaveUser();
  const error = editInfo.error ?? groups.error;
  if (error)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(error, t)}
      </Alert>
    );
  if (!editInfo.data || !groups.data) return <Loader size="sm" aria-label={t('users.modal.loading')} />;
  return (
    <UserEditForm
      user={user}
      editInfo={editInfo.data}
      securityGroupIds={groups.data}
      onCancel={onClose}
      onSave={async (values) => {
        await save(user.id, values);
        onClose();
      }}
    />
  );
}
