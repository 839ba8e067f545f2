import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './document-viewer.module.css';
import type { DrawingLayer } from './drawing-view.utils';
import { DrawingLayers } from './DrawingLayers';
import type { DrawingViewerControls } from './DrawingViewport';
import { ViewerHeading, type ViewerHeadingText } from './ViewerHeading';

export interface DrawingToolbarProps {
  heading: ViewerHeadingText;
  /** The drawing's layers; undefined until it is drawn (the tools wait for it). */
  layers: readonly DrawingLayer[] | undefined;
  hidden: ReadonlySet<string>;
  controls: RefObject<DrawingViewerControls | null>;
  onShowLayers: (names: readonly string[], show: boolean) => void;
}

/**
 * The drawing viewer's toolbar: the document's name and version, «Вписать» (the whole drawing in the window), zoom out
 * and in, and the layers. On a phone the tools go to a row of their own below the name, and fit in 375 px.
 */
export function DrawingToolbar({ heading, layers, hidden, controls, onShowLayers }: DrawingToolbarProps) {
  const { t } = useTranslation();
  const disabled = layers === undefined;

  const zoomButton = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        className={classes['tool']}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <div className={classes['toolbar']}>
      <ViewerHeading heading={heading} />
      <div className={classes['controls']} role="group" aria-label={t('documentViewer.toolbar')}>
        <Tooltip label={t('documentViewer.drawing.fitHint')}>
          <Button
            variant="subtle"
            color="gray"
            size="sm"
            px="xs"
            className={classes['tool']}
            leftSection={<IconArrowsMaximize size={20} aria-hidden />}
            disabled={disabled}
            onClick={() => controls.current?.fit()}
          >
            {t('documentViewer.drawing.fit')}
          </Button>
        </Tooltip>
        <Group gap={4} wrap="nowrap">
          {zoomButton(t('documentViewer.zoomOut'), <IconZoomOut size={20} aria-hidden />, () => {
            controls.current?.zoomOut();
          })}
          {zoomButton(t('documentViewer.zoomIn'), <IconZoomIn size={20} aria-hidden />, () => {
            controls.current?.zoomIn();
          })}
        </Group>
        <DrawingLayers layers={layers ?? []} hidden={hidden} disabled={disabled} onShow={onShowLayers} />
      </div>
    </div>
  );
}
