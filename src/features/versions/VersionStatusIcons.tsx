import { Box, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGetEditingUsers } from '../../../codegen/api/versions/versions';
import type { SyncState } from './version-actions.utils';

const SYNC_ICONS = {
  synced: { Icon: IconCircleCheck, color: 'var(--mantine-color-green-7)' },
  error: { Icon: IconAlertTriangle, color: 'var(--mantine-color-red-7)' },
  waiting: { Icon: IconClockHour4, color: 'var(--mantine-color-dimmed)' },
} as const;

/** The model synchronisation mark of a version (explorer.md §4 Sync state); nothing for a file that is no model. */
export function SyncStateIcon({ state }: { state: SyncState }) {
  const { t } = useTranslation();
  if (state === 'none') return null;
  const { Icon, color } = SYNC_ICONS[state];
  const label = t(`versions.sync.${state}`);
  return (
    <Tooltip label={label}>
      {/* Focusable so keyboard users reach the tooltip too; the label names it for screen readers. */}
      <Box component="span" role="img" aria-label={label} tabIndex={0} display="inline-flex">
        <Icon size={18} color={color} aria-hidden />
      </Box>
    </Tooltip>
  );
}

/** The draft's pencil mark; its tooltip lists who edits the draft (explorer.md §2 Versions screen). */
export function DraftEditingMark({ documentId }: { documentId: string }) {
  const { t } = useTranslation();
  // Loaded with the page: there is one draft at most, and the tooltip then opens with its list ready.
  const { data, isPending } = useGetEditingUsers(documentId);
  const names = (data?.data ?? []).map((user) => user.displayName);
  const label = isPending
    ? t('versions.editingLoading')
    : names.length > 0
      ? t('versions.editing', { names: names.join(', ') })
      : t('versions.editingNobody');
  return (
    <Tooltip label={label} openDelay={800} multiline maw={320}>
      <Box component="span" role="img" aria-label={t('versions.editingMark')} tabIndex={0} display="inline-flex">
        <IconPencil size={18} aria-hidden />
      </Box>
    </Tooltip>
  );
}
