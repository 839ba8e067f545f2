import { Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './FileDropOverlay.module.css';
import { useWindowFileDrag } from './useWindowFileDrag';

export interface FileDropOverlayProps {
  /** Keeps the overlay hidden (e.g. where nothing can be uploaded); the window still swallows stray file drops. */
  disabled?: boolean;
}

/**
 * The drag-and-drop overlay (explorer.md §2 Modals): while files are dragged over the window it covers it with a
 * large upload hint. It only shows the hint; the drop itself is handled by the target under the pointer.
 */
export function FileDropOverlay({ disabled = false }: FileDropOverlayProps) {
  const { t } = useTranslation();
  const dragging = useWindowFileDrag();

  if (disabled || !dragging) return null;
  return (
    <div className={classes['root']} data-testid="file-drop-overlay">
      <IconUpload size={96} stroke={1.5} aria-hidden="true" />
      <Text size="xl" fw={600} c="inherit">
        {t('uploads.overlay')}
      </Text>
    </div>
  );
}
