import { Modal, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import { SecurityGroupForm } from './SecurityGroupForm';

export interface SecurityGroupModalProps {
  opened: boolean;
  /** The group to edit; none to create one. */
  group?: SecurityGroup;
  onClose: () => void;
}

/**
 * The security group modal (platform.md §3, §4): creates a group when given none, else updates it; closes once saved.
 * The form lives only while the modal is open, so every opening starts from the group.
 */
export function SecurityGroupModal({ opened, group, onClose }: SecurityGroupModalProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const mobile = useMediaQuery(`(width < ${theme.breakpoints.xs})`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={group ? t('admin.groupModal.editTitle') : t('admin.groupModal.createTitle')}
      size="lg"
      fullScreen={mobile}
      closeButtonProps={{ 'aria-label': t('admin.groupModal.close') }}
    >
      <SecurityGroupForm key={group?.id ?? 'new'} group={group} onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
