import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Directory } from '../../../codegen/model/directory';
import { DirectoryChooser } from '../directory-chooser/DirectoryChooser';
import { sharedModalSettings } from '../modals/shared-modal-settings';
import { canMoveTo, type MoveSelection } from './move-rules.utils';

export interface MoveMasterProps {
  /** What is being moved. */
  items: MoveSelection;
  opened: boolean;
  onClose: () => void;
  /** The chosen target, always one the move rules allow. */
  onMove: (target: Directory) => void;
}

/**
 * The move master (explorer.md §2 Modals): asks where to move, in a lazily loaded folder tree whose directories the
 * items may not move into are muted and cannot be chosen; Move stays disabled until a valid target is chosen.
 */
export function MoveMaster({ items, opened, onClose, onMove }: MoveMasterProps) {
  const { t } = useTranslation();
  const { size, zIndex, classNames } = sharedModalSettings();
  const [target, setTarget] = useState<Directory | undefined>(undefined);
  const count = items.documents.length + items.directories.length;
  const valid = canMoveTo(target, items).allowed;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('moves.master.title')}
      size={size}
      zIndex={zIndex}
      classNames={classNames}
      withCloseButton={false}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t('moves.master.hint', { count })}
        </Text>
        <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
          <DirectoryChooser
            label={t('moves.master.tree')}
            value={target?.id ?? null}
            isSelectable={(directory) => canMoveTo(directory, items).allowed}
            onChange={setTarget}
          />
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('moves.master.cancel')}
          </Button>
          <Button
            disabled={!valid}
            onClick={() => {
              if (target && valid) onMove(target);
            }}
          >
            {t('moves.master.move')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
