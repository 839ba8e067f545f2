import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../shared/modals/ErrorText';
import { progressBarValue } from '../../shared/uploads/upload-progress.utils';
import type { VersionUploadItem } from './useVersionUpload';

/** The in-progress upload at the top of the list (explorer.md §2 Versions screen, §4 Upload item). */
export function VersionUploadRow({ item }: { item: VersionUploadItem }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="sm" aria-label={t('versions.uploading')}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <IconUpload size={18} aria-hidden />
          <Text fw={600}>{t('versions.uploading')}</Text>
          <Text c="dimmed" truncate>
            {item.name}
          </Text>
        </Group>
        {item.status === 'uploading' ? (
          <>
            <Progress value={progressBarValue(item.percent)} aria-label={t('versions.uploading')} animated striped />
            <Text size="sm" c="dimmed">
              {t('versions.uploadProgress', { percent: item.percent })}
            </Text>
          </>
        ) : (
          <Text size="sm" c="red.8" role="alert">
            {t('versions.uploadFailed')}: <ErrorText error={item.error} fallback="AddDocumentVersionFailed" />
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
