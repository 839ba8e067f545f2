import { ActionIcon, Anchor, Group, Menu, Paper, Text } from '@mantine/core';
import { IconDots, IconDownload, IconExternalLink, IconEye, IconUnlink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Document } from '../../../codegen/model/document';
import { documentExtension, documentSize } from '../../shared/documents/document-state.utils';
import { DocumentBadge } from '../../shared/documents/DocumentBadge';
import { FileTypeIcon } from '../../shared/documents/FileTypeIcon';
import { formatSize } from '../../shared/format/format-size';
import type { RelatedItemActions } from './related.utils';
import { relatedDocumentPath } from './related.utils';

export interface RelatedItemProps {
  item: Document;
  actions: RelatedItemActions;
  onDownload: (item: Document) => void;
  onView: (item: Document) => void;
  onRemove: (item: Document) => void;
}

/** One related document: icon, name (opening its panel), badge, size, and its menu (explorer.md §2 Related screen). */
export function RelatedItem({ item, actions, onDownload, onView, onRemove }: RelatedItemProps) {
  const { t } = useTranslation();
  const path = relatedDocumentPath(item);
  return (
    <Paper component="li" withBorder p="sm" c={item.disabled ? 'dimmed' : undefined}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <FileTypeIcon extension={documentExtension(item)} />
          <Anchor component={Link} to={path} truncate c={item.disabled ? 'dimmed' : undefined}>
            {item.name}
          </Anchor>
          <DocumentBadge document={item} />
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatSize(documentSize(item), t)}
          </Text>
        </Group>
        <Menu position="bottom-end" shadow="md" width={220}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('related.itemActions', { name: item.name })}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={path} leftSection={<IconExternalLink size={16} aria-hidden />}>
              {t('related.actions.open')}
            </Menu.Item>
            {actions.view && (
              <Menu.Item
                leftSection={<IconEye size={16} aria-hidden />}
                onClick={() => {
                  onView(item);
                }}
              >
                {t('related.actions.view')}
              </Menu.Item>
            )}
            {actions.download && (
              <Menu.Item
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => {
                  onDownload(item);
                }}
              >
                {t('related.actions.download')}
              </Menu.Item>
            )}
            {actions.remove && (
              <Menu.Item
                color="red"
                leftSection={<IconUnlink size={16} aria-hidden />}
                onClick={() => {
                  onRemove(item);
                }}
              >
                {t('related.actions.remove')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
