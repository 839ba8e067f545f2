import { ActionIcon, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconFolder, IconRefresh, IconX } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { fileNameExtension } from '../../shared/documents/file-type.utils';
import { FileTypeIcon } from '../../shared/documents/FileTypeIcon';
import { ErrorText } from '../../shared/modals/ErrorText';
import { formatSize } from '../../shared/format/format-size';
import { UploadLimitText } from '../../shared/uploads/UploadLimitText';
import { progressBarValue } from '../../shared/uploads/upload-progress.utils';
import { uploadHint, type UploadFailure, type UploadItem } from '../../shared/uploads/upload-queue.utils';

export interface UploadItemRowProps {
  item: UploadItem;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

/** One line of the queue: what, where to, the bar while running, and the hint or the error with retry and remove. */
export const UploadItemRow = memo(function UploadItemRow({ item, onRetry, onRemove }: UploadItemRowProps) {
  const { t } = useTranslation();
  const hint = uploadHint(item);
  const retryable = item.failure?.reason === 'request' || item.failure?.reason === 'cancelled';
  // Size 0 marks a dummy version (explorer.md §3): the upload worked, but there is nothing in it, and the user is told.
  const empty = hint === 'uploaded' && item.kind === 'document' && item.size === 0;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" py={6} px="sm" data-testid="upload-item" data-hint={hint}>
      {item.kind === 'folder' ? (
        <IconFolder size={22} aria-hidden />
      ) : (
        <FileTypeIcon extension={fileNameExtension(item.name)} size={22} />
      )}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate="end" title={item.name}>
          {item.name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {t('uploads.queue.into', { target: item.targetName })} ·{' '}
          {item.kind === 'folder' ? `${t('count.files', { count: item.fileCount })} · ` : ''}
          {formatSize(item.size, t)}
        </Text>
        {hint === 'uploading' && (
          <Progress
            value={progressBarValue(item.percent)}
            size="sm"
            aria-label={t('uploads.queue.progress', { name: item.name })}
          />
        )}
        <Text
          size="xs"
          c={hint === 'error' ? 'red.8' : empty ? 'orange.9' : hint === 'uploaded' ? 'teal.9' : 'dimmed'}
          role="status"
        >
          {hint === 'uploading'
            ? `${t('uploads.hint.uploading')} · ${item.percent} %`
            : t(empty ? 'uploads.hint.uploadedEmpty' : `uploads.hint.${hint}`)}
          {item.failure && (
            <>
              {': '}
              <FailureText failure={item.failure} />
            </>
          )}
        </Text>
      </Stack>
      {retryable && (
        <Tooltip label={t('uploads.queue.retry')} openDelay={800}>
          <ActionIcon
            variant="subtle"
            aria-label={t('uploads.queue.retryNamed', { name: item.name })}
            onClick={() => {
              onRetry(item.id);
            }}
          >
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t('uploads.queue.remove')} openDelay={800}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('uploads.queue.removeNamed', { name: item.name })}
          onClick={() => {
            onRemove(item.id);
          }}
        >
          <IconX size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
});

function FailureText({ failure }: { failure: UploadFailure }) {
  const { t } = useTranslation();
  switch (failure.reason) {
    case 'request':
      return <ErrorText error={failure.error} />;
    case 'cancelled':
      return <>{t('uploads.failure.cancelled')}</>;
    case 'countLimit':
    case 'sizeLimit':
      return <UploadLimitText limit={failure} />;
  }
}
