import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedItemList } from '../modals/PagedItemList';
import { sharedModalSettings } from '../modals/shared-modal-settings';

export interface SyncDialogProps {
  opened: boolean;
  /** Names of the documents still being synchronised. */
  names: readonly string[];
  onClose: () => void;
}

/**
 * The Sync dialog of model assembly (explorer.md §2 Modals, §4 Model assembly): the documents are still being
 * synchronised with the model service, so the assembly does not open; their names, five at a time, and OK.
 */
export function SyncDialog({ opened, names, onClose }: SyncDialogProps) {
  const { t } = useTranslation();
  const { size, zIndex, classNames } = sharedModalSettings();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('modelAssembly.sync.title')}
      size={size}
      zIndex={zIndex}
      classNames={classNames}
      withCloseButton={false}
    >
      <Stack>
        <Text style={{ overflowWrap: 'anywhere' }}>{t('modelAssembly.sync.message')}</Text>
        <PagedItemList items={names} />
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('modelAssembly.sync.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
