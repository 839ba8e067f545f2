import { ActionIcon, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconFolder, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fileNameExtension } from '../../shared/documents/file-type.utils';
import { FileTypeIcon } from '../../shared/documents/FileTypeIcon';
import { formatSize } from '../../shared/format/format-size';
import type { UploadSelection } from './master-uploader.utils';

export interface UploadSelectionListProps {
  selection: UploadSelection;
  onRemoveFile: (index: number) => void;
  onRemoveFolder: (index: number) => void;
}

/** The master's chosen folders and documents, each with its size and a remove button, and the totals below. */
export function UploadSelectionList({ selection, onRemoveFile, onRemoveFolder }: UploadSelectionListProps) {
  const { t } = useTranslation();
  const { files, folders } = selection;
  if (files.length === 0 && folders.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('uploads.master.hint')}
      </Text>
    );
  }
  const folderFiles = folders.reduce((sum, folder) => sum + folder.files.length, 0);
  const bytes =
    files.reduce((sum, file) => sum + file.size, 0) +
    folders.reduce((sum, folder) => sum + folder.files.reduce((inner, entry) => inner + entry.file.size, 0), 0);
  return (
    <Stack gap={4}>
      <ScrollArea.Autosize mah={220} type="auto">
        <ul aria-label={t('uploads.master.selection')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {folders.map((folder, index) => (
            <Row
              key={`folder-${folder.name}-${String(index)}`}
              icon={<IconFolder size={20} aria-hidden />}
              name={folder.name}
              details={t('count.files', { count: folder.files.length })}
              onRemove={() => {
                onRemoveFolder(index);
              }}
            />
          ))}
          {files.map((file, index) => (
            <Row
              key={`file-${file.name}-${String(index)}`}
              icon={<FileTypeIcon extension={fileNameExtension(file.name)} size={20} />}
              name={file.name}
              details={formatSize(file.size, t)}
              onRemove={() => {
                onRemoveFile(index);
              }}
            />
          ))}
        </ul>
      </ScrollArea.Autosize>
      <Text size="xs" c="dimmed">
        {t('uploads.master.total', {
          files: t('count.files', { count: files.length + folderFiles }),
          size: formatSize(bytes, t),
        })}
      </Text>
    </Stack>
  );
}

function Row({
  icon,
  name,
  details,
  onRemove,
}: {
  icon: ReactNode;
  name: string;
  details: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group component="li" gap="xs" wrap="nowrap" py={2}>
      {icon}
      <Text size="sm" truncate="end" style={{ flex: 1, minWidth: 0 }} title={name}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {details}
      </Text>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t('uploads.master.remove', { name })}
        onClick={onRemove}
      >
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}
