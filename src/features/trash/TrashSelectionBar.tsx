import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp, IconTrashX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface TrashSelectionBarProps {
  count: number;
  disabled: boolean;
  onDelete: () => void;
  onRestore: () => void;
  onClear: () => void;
}

/**
 * The bar at the bottom of the screen while rows are selected (explorer.md §2): the count, Delete and Restore. It
 * sticks above the app's footer bar while the table scrolls.
 */
export function TrashSelectionBar({ count, disabled, onDelete, onRestore, onClear }: TrashSelectionBarProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Paper
      component="section"
      aria-label={t('trash.selection.label')}
      withBorder
      shadow="md"
      p="sm"
      style={{
        position: 'sticky',
        bottom: 'calc(var(--app-shell-footer-offset, 0rem) + var(--mantine-spacing-xs))',
        zIndex: 2,
      }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs">
          <CloseButton aria-label={t('trash.actions.clearSelection')} onClick={onClear} disabled={disabled} />
          <Text fw={600} role="status">
            {t('trash.selection.count', { count })}
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrashX size={18} aria-hidden />}
            disabled={disabled}
            onClick={onDelete}
          >
            {t('trash.actions.deletePermanently')}
          </Button>
          <Button leftSection={<IconArrowBackUp size={18} aria-hidden />} disabled={disabled} onClick={onRestore}>
            {t('trash.actions.restore')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
