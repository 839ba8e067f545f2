import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconDots, IconTrash } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface ExplorerSelectionBarProps {
  count: number;
  canDelete: boolean;
  onDelete: () => void;
  /** Opens the selection's context menu under the button: the way to every action by keyboard and touch. */
  onActions: (event: MouseEvent<HTMLButtonElement>) => void;
  onClear: () => void;
}

/** The bar shown while items are selected: the count, Delete (when §6 allows it), the actions menu, and clear. */
export function ExplorerSelectionBar({ count, canDelete, onDelete, onActions, onClear }: ExplorerSelectionBarProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Paper component="section" aria-label={t('explorer.selection.label')} withBorder px="sm" py={4}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <CloseButton aria-label={t('explorer.selection.clear')} onClick={onClear} />
          <Text size="sm" fw={600} role="status">
            {t('explorer.selection.count', { count })}
          </Text>
        </Group>
        <Group gap="xs">
          {canDelete && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDelete}
            >
              {t('explorer.actions.delete')}
            </Button>
          )}
          <Button size="xs" variant="default" leftSection={<IconDots size={16} aria-hidden />} onClick={onActions}>
            {t('explorer.selection.actions')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
