import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Directory } from '../../../codegen/model/directory';
import { sharedModalSettings } from '../modals/shared-modal-settings';
import { DirectoryForm } from './DirectoryForm';
import type { DirectoryModalRequest } from './directory-modal-request';

export interface DirectoryModalProps {
  request: DirectoryModalRequest;
  opened: boolean;
  onClose: () => void;
  onSaved: (directory: Directory) => void;
}

/** The create/rename directory dialog (explorer.md §2 Modals, DirectoryModel), titled after what it does and where. */
export function DirectoryModal({ request, opened, onClose, onSaved }: DirectoryModalProps) {
  const { t } = useTranslation();
  const { size, zIndex, classNames } = sharedModalSettings();

  let title: string;
  let place: string | undefined;
  if (request.mode === 'rename') {
    title = t('directoryModal.renameTitle');
  } else {
    title = request.entity
      ? t('directoryModal.createFromEntityTitle', { name: request.entity.name })
      : t('directoryModal.createTitle');
    place = request.parent ? t('directoryModal.inParent', { name: request.parent.name }) : t('directoryModal.topLevel');
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      zIndex={zIndex}
      classNames={classNames}
      // A stray click beside the dialog must not throw away what was typed; Escape and Cancel still close it.
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <Stack gap="sm">
        {place !== undefined && (
          <Text size="sm" c="dimmed">
            {place}
          </Text>
        )}
        <DirectoryForm request={request} onCancel={onClose} onSaved={onSaved} />
      </Stack>
    </Modal>
  );
}
