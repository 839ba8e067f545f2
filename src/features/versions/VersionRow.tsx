import { ActionIcon, Anchor, Badge, Group, Menu, Paper, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBan,
  IconDots,
  IconEye,
  IconFileInfo,
  IconPencil,
  IconSend,
  IconStar,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Document } from '../../../codegen/model/document';
import { formatDateTime } from '../../shared/format/format-date';
import { formatSize } from '../../shared/format/format-size';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import { routePath } from '../../shared/routes/routes';
import type { VersionAction } from './useVersionActions';
import { syncState, versionActions, type VersionRow as VersionRowData } from './version-actions.utils';
import { DraftEditingMark, SyncStateIcon } from './VersionStatusIcons';

export interface VersionRowProps {
  document: Document;
  row: VersionRowData;
  directoryId: string;
  highlighted: boolean;
  /** UpdateFiles in the document's directory: without it no version action is offered. */
  mayUpdate: boolean;
  /** Opens the version in its viewer; absent when none of the app's viewers shows it. */
  onView?: (() => void) | undefined;
  onAction: (action: VersionAction) => void;
  /** The draft's «edit»: the office screen editing it; absent when it may not be edited there. */
  editPath?: string | undefined;
}

const ACTION_ICONS = {
  makeHead: IconStar,
  deactivate: IconBan,
  reactivate: IconArrowBackUp,
  publish: IconSend,
} as const;

const ACTION_ORDER: readonly VersionAction[] = ['publish', 'makeHead', 'deactivate', 'reactivate'];

/** One version of the list: its number, file, size, date, badges, marks and the actions it allows. */
export function VersionRow(props: VersionRowProps) {
  const { document, row, directoryId, highlighted, mayUpdate, onView, onAction, editPath } = props;
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { version, kind } = row;
  const label = kind === 'draft' ? t('versions.draft') : t('versions.version', { number: version.index + 1 });
  const allowed = versionActions(document, version, mayUpdate);
  const actions = ACTION_ORDER.filter((action) => allowed[action]);

  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      aria-current={highlighted ? 'true' : undefined}
      // A neutral tint plus a primary edge: the primary tint left the link and badges below the contrast minimum.
      bg={highlighted ? 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))' : undefined}
      style={highlighted ? { borderLeft: '4px solid var(--mantine-primary-color-filled)' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="wrap" miw={0}>
          <Anchor
            component={Link}
            fw={600}
            replace
            to={routePath('home.directories.documents.versions.version', {
              directoryId,
              documentId: document.id,
              versionIndex: String(version.index),
            })}
          >
            {label}
          </Anchor>
          {kind === 'draft' && <DraftEditingMark documentId={document.id} />}
          <Text truncate>{version.document.fullName}</Text>
          <Text size="sm" c="dimmed">
            {formatSize(version.document.size, t, language)}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(version.createdAt, language)}
          </Text>
          {kind === 'head' && (
            // Filled dark shades keep the badge texts readable on the highlighted row's tint too (WCAG AA).
            <Badge color="teal.9" variant="filled">
              {t('versions.head')}
            </Badge>
          )}
          {!version.isActive && (
            <Badge color="red.9" variant="filled">
              {t('versions.inactive')}
            </Badge>
          )}
          <SyncStateIcon state={syncState(version)} />
        </Group>
        <Group gap={4} wrap="nowrap">
          {onView && (
            <ActionIcon variant="subtle" color="gray" aria-label={t('versions.view', { name: label })} onClick={onView}>
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          )}
          {kind !== 'draft' && (
            // The overview tells whoever holds a printed copy whether it is still relevant (platform.md §2.6).
            <ActionIcon
              component={Link}
              to={routePath('document.overview', { documentId: document.id, versionIndex: String(version.index) })}
              target="_blank"
              variant="subtle"
              color="gray"
              aria-label={t('versions.overview', { name: label })}
            >
              <IconFileInfo size={18} aria-hidden />
            </ActionIcon>
          )}
          {(actions.length > 0 || editPath !== undefined) && (
            <Menu position="bottom-end" shadow="md" width={240}>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('versions.rowActions', { name: label })}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {editPath !== undefined && (
                  <Menu.Item component={Link} to={editPath} leftSection={<IconPencil size={16} aria-hidden />}>
                    {t('versions.actions.edit')}
                  </Menu.Item>
                )}
                {actions.map((action) => {
                  const Icon = ACTION_ICONS[action];
                  return (
                    <Menu.Item
                      key={action}
                      color={action === 'deactivate' ? 'red' : undefined}
                      leftSection={<Icon size={16} aria-hidden />}
                      onClick={() => {
                        onAction(action);
                      }}
                    >
                      {t(`versions.actions.${action}`)}
                    </Menu.Item>
                  );
                })}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
