import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FolderClash, FolderClashChoice } from '../../shared/uploads/upload-runner';

export interface ChoiceUploadDirectoryProps {
  question: FolderClash | null;
  /** The choice, or null for cancel: the button, Escape and closing the dialog all cancel. */
  onAnswer: (answer: FolderClashChoice | null) => void;
}

/**
 * ChoiceUploadDirectory (explorer.md §2 Modals, §4 Folder upload): the uploaded folder's name is taken in the target.
 * Upload into the existing directory (not offered for a skeleton directory), take the free name the server offered, or
 * cancel, which fails the item with «Загрузка каталога отменена.».
 */
export function ChoiceUploadDirectory({ question, onAnswer }: ChoiceUploadDirectoryProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={question !== null}
      onClose={() => {
        onAnswer(null);
      }}
      title={t('uploads.choice.title')}
      closeButtonProps={{ 'aria-label': t('uploads.choice.close') }}
      zIndex={9999}
      size="lg"
    >
      {question && (
        <Stack gap="md">
          <Text>{t('uploads.choice.message', { name: question.name, target: question.targetName })}</Text>
          {question.isSkeletonEntity && (
            <Text size="sm" c="dimmed">
              {t('uploads.choice.skeleton')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                onAnswer(null);
              }}
            >
              {t('uploads.choice.cancel')}
            </Button>
            {!question.isSkeletonEntity && (
              <Button
                variant="light"
                onClick={() => {
                  onAnswer('existing');
                }}
              >
                {t('uploads.choice.existing')}
              </Button>
            )}
            <Button
              data-autofocus
              onClick={() => {
                onAnswer('rename');
              }}
            >
              {t('uploads.choice.rename', { name: question.allowedName })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
