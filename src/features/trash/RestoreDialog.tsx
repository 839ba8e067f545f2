import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconFolderSymlink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeletedElement } from '../../../codegen/model/deletedElement';
import type { Directory } from '../../../codegen/model/directory';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { can } from '../../shared/access/permissions.utils';
import { DirectoryChooser } from '../../shared/directory-chooser/DirectoryChooser';
import { errorMessage } from '../../shared/errors/error-message';
import { PagedItemList } from '../../shared/modals/PagedItemList';
import { useRestoreDeleted } from './useRestoreDeleted';

/** A chosen directory of a restore needs CreateFiles there (docs/access-control.md); others are muted. */
const isRestoreTarget = (directory: Directory) => can(directory, PermissionOperation.CreateFiles);

export interface RestoreDialogProps {
  /** The elements to restore; the dialog is open while there are any. */
  elements: readonly DeletedElement[];
  onClose: () => void;
  /** After a successful restore, with the restored ids; the dialog closes itself through `onClose` too. */
  onRestored: (ids: readonly string[]) => void;
}

/**
 * The restore dialog (explorer.md §2 Modals, §4 Trash): the elements' names, five at a time, and three choices —
 * restore where they were, into another directory chosen in a tree (one where the account may create), or cancel. A failure (e.g. CannotRestore) is
 * shown inside the dialog and nothing leaves the bin.
 */
export function RestoreDialog({ elements, onClose, onRestored }: RestoreDialogProps) {
  const { t } = useTranslation();
  const opened = elements.length > 0;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('trash.restore.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('trash.restore.close') }}
      // The screen puts the focus back itself: the element that opened the dialog may be gone after the restore.
      returnFocus={false}
    >
      {opened && <RestoreDialogBody elements={elements} onClose={onClose} onRestored={onRestored} />}
    </Modal>
  );
}

function RestoreDialogBody({ elements, onClose, onRestored }: RestoreDialogProps) {
  const { t } = useTranslation();
  const { restore, pending, error, reset } = useRestoreDeleted();
  const [choosing, setChoosing] = useState(false);
  const [target, setTarget] = useState<Directory | null>(null);

  const run = async (directoryId?: string) => {
    try {
      await restore(elements, directoryId);
    } catch {
      // The mutation keeps the error, shown below; the elements stay in the bin.
      return;
    }
    onRestored(elements.map((element) => element.id));
    onClose();
  };

  return (
    <Stack>
      {choosing ? (
        <>
          <Text>{t('trash.restore.chooseDirectory')}</Text>
          <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
            <DirectoryChooser
              label={t('trash.restore.directoryTree')}
              value={target?.id ?? null}
              isSelectable={isRestoreTarget}
              onChange={(directory) => {
                reset();
                setTarget(directory);
              }}
            />
          </ScrollArea.Autosize>
        </>
      ) : (
        <>
          <Text>{t('trash.restore.message')}</Text>
          <PagedItemList items={elements.map((element) => element.element.name)} />
        </>
      )}

      {error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(error, t)}
        </Alert>
      )}

      {choosing ? (
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={pending}
            onClick={() => {
              reset();
              setChoosing(false);
            }}
          >
            {t('trash.restore.back')}
          </Button>
          <Button
            disabled={target === null}
            loading={pending}
            onClick={() => {
              if (target) void run(target.id);
            }}
          >
            {t('trash.restore.restoreHere')}
          </Button>
        </Group>
      ) : (
        <Stack gap="xs">
          <Button
            leftSection={<IconArrowBackUp size={18} aria-hidden />}
            loading={pending}
            onClick={() => void run()}
            data-autofocus
          >
            {t('trash.restore.toOriginal')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconFolderSymlink size={18} aria-hidden />}
            disabled={pending}
            onClick={() => {
              reset();
              setChoosing(true);
            }}
          >
            {t('trash.restore.toOther')}
          </Button>
          <Button variant="default" disabled={pending} onClick={onClose}>
            {t('trash.restore.cancel')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
