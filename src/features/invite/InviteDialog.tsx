import { Modal, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { InviteForm } from './InviteForm';

export interface InviteDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The account invite dialog (platform.md §2.4, §5). The form lives only while the dialog is open, so every opening
 * starts empty.
 */
export function InviteDialog({ opened, onClose }: InviteDialogProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const mobile = useMediaQuery(`(width < ${theme.breakpoints.xs})`);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('invite.title')}
      size="lg"
      fullScreen={mobile}
      closeButtonProps={{ 'aria-label': t('invite.close') }}
    >
      <InviteForm onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
