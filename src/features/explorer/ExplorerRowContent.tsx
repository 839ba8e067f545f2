import { Group, Text } from '@mantine/core';
import { IconArrowUp, IconFolder, IconPinFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DocumentBadge } from '../../shared/documents/DocumentBadge';
import { documentExtension, documentSize } from '../../shared/documents/document-state.utils';
import { FileTypeIcon } from '../../shared/documents/FileTypeIcon';
import { formatDateTime } from '../../shared/format/format-date';
import { formatSize } from '../../shared/format/format-size';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import type { ExplorerRow } from './explorer-items.utils';
import classes from './ExplorerList.module.css';

/** What one row of the explorer list shows: icon, name, marks, and on wider screens the date and size. */
export function ExplorerRowContent({ row }: { row: ExplorerRow }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  if (row.kind === 'parent') {
    return (
      <Group gap="sm" wrap="nowrap" className={classes['rowContent']}>
        <IconArrowUp size={20} aria-hidden />
        <Text size="sm">...</Text>
        <Text size="sm" c="dimmed" className={classes['hint']}>
          {t('explorer.list.parent')}
        </Text>
      </Group>
    );
  }
  if (row.kind === 'directory') {
    const { directory } = row;
    return (
      <Group gap="sm" wrap="nowrap" className={classes['rowContent']}>
        <IconFolder size={20} aria-hidden className={classes['folderIcon']} />
        <Text
          size="sm"
          truncate
          className={classes['name']}
          draggable
          data-drag-handle
          fs={directory.skeletonEntityId === null ? 'italic' : undefined}
        >
          {directory.name}
        </Text>
        {directory.isPinned && <IconPinFilled size={14} aria-label={t('explorer.list.pinned')} role="img" />}
        <Text size="xs" c="dimmed" className={classes['date']}>
          {formatDateTime(directory.updatedAt, language)}
        </Text>
        <Text size="xs" c="dimmed" className={classes['size']} />
      </Group>
    );
  }
  const { document } = row;
  const muted = document.disabled;
  return (
    <Group gap="sm" wrap="nowrap" className={classes['rowContent']} data-muted={muted || undefined}>
      <FileTypeIcon extension={documentExtension(document)} size={20} />
      <Text size="sm" truncate className={classes['name']} draggable data-drag-handle>
        {document.name}
      </Text>
      <DocumentBadge document={document} />
      <Text size="xs" c="dimmed" className={classes['date']}>
        {formatDateTime(document.updatedAt, language)}
      </Text>
      <Text size="xs" c="dimmed" className={classes['size']}>
        {formatSize(documentSize(document), t, language)}
      </Text>
    </Group>
  );
}
