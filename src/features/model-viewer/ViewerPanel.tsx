import { ActionIcon, Drawer, Group, ScrollArea, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './model-viewer.module.css';

export interface ViewerPanelProps {
  /** The structure panel stands at the start of the scene, the properties at its end (a phone: from below). */
  side: 'start' | 'end';
  title: string;
  opened: boolean;
  /** A phone: the panel is a drawer over the scene, so nothing is wider than the screen. */
  compact: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Shown above the scrolling content, outside it (the structure's tabs). */
  header?: ReactNode;
}

/** A panel beside the scene on a wide screen; a drawer over it on a phone. */
export function ViewerPanel({ side, title, opened, compact, onClose, children, header }: ViewerPanelProps) {
  const { t } = useTranslation();
  if (compact) {
    return (
      <Drawer
        opened={opened}
        onClose={onClose}
        title={title}
        position={side === 'start' ? 'left' : 'bottom'}
        size={side === 'start' ? '85%' : '70%'}
        closeButtonProps={{ 'aria-label': t('modelViewer.panel.close') }}
        styles={{ body: { padding: 0 } }}
      >
        {header}
        {children}
      </Drawer>
    );
  }
  if (!opened) return null;
  return (
    <aside className={classes[side === 'start' ? 'side' : 'properties']} aria-label={title}>
      <Group justify="space-between" wrap="nowrap" px="sm" py={6}>
        <Text fw={600} size="sm">
          {title}
        </Text>
        <ActionIcon variant="subtle" color="gray" aria-label={t('modelViewer.panel.close')} onClick={onClose}>
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
      {header}
      <ScrollArea className={classes['panelScroll']} type="auto">
        {children}
      </ScrollArea>
    </aside>
  );
}
