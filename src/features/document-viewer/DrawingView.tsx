import { Text } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/errors/error-message';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import { drawingLayers, type DrawingLayer, type DrawingProgress } from './drawing-view.utils';
import { DrawingToolbar } from './DrawingToolbar';
import { DrawingViewport, type DrawingErrorKey, type DrawingViewerControls } from './DrawingViewport';
import { fetchDrawing } from './fetchDrawing';
import { useRenditionPreparation } from './useRenditionPreparation';
import { conversionFailureDetail, isConversionFailure } from './viewer-errors.utils';
import type { ViewerHeadingText } from './ViewerHeading';
import { ViewerLayout } from './ViewerLayout';
import { ViewerNotice } from './ViewerNotice';
import { ViewerWaiting } from './ViewerWaiting';

export interface DrawingViewProps {
  documentId: string;
  /** The version's own index (the head resolved). */
  versionIndex: number;
  heading: ViewerHeadingText;
}

/** The drawing, once drawn: its layers for the list, and whether it has anything to show. */
interface Drawn {
  layers: DrawingLayer[];
  empty: boolean;
}

/**
 * A version of a drawing (DWG or DXF) in the document viewer: the server sends it as DXF, converting a DWG first (the
 * queue's position shown meanwhile), and dxf-viewer draws it fitted to the window, on white. The toolbar fits, zooms
 * and shows or hides layers.
 */
export function DrawingView({ documentId, versionIndex, heading }: DrawingViewProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const ask = useCallback(
    (signal: AbortSignal) => fetchDrawing(documentId, versionIndex, signal),
    [documentId, versionIndex],
  );
  const preparation = useRenditionPreparation(ask);
  const [progress, setProgress] = useState<DrawingProgress>();
  const [drawn, setDrawn] = useState<Drawn>();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<{ error: unknown; key?: DrawingErrorKey }>();
  const controls = useRef<DrawingViewerControls>(null);

  const showLayers = (names: readonly string[], show: boolean) => {
    controls.current?.showLayers(names, show);
    setHidden((current) => {
      const next = new Set(current);
      for (const name of names) {
        if (show) next.delete(name);
        else next.add(name);
      }
      return next;
    });
  };

  const error = preparation.status === 'failed' ? { error: preparation.error } : failure;
  const loadingLabel = t('documentViewer.drawing.loading');
  const percent = new Intl.NumberFormat(language, { style: 'percent' });

  return (
    <ViewerLayout
      toolbar={
        <DrawingToolbar
          heading={heading}
          layers={drawn?.layers}
          hidden={hidden}
          controls={controls}
          onShowLayers={showLayers}
        />
      }
    >
      {error ? (
        <ViewerNotice kind="error" detail={conversionFailureDetail(error.error)}>
          {error.key
            ? t(`documentViewer.drawing.${error.key}`)
            : isConversionFailure(error.error)
              ? t('documentViewer.drawing.conversionFailed')
              : errorMessage(error.error, t)}
        </ViewerNotice>
      ) : preparation.status === 'ready' && preparation.value.dxf.size === 0 ? (
        // A dummy version (explorer.md §3) has no content to show.
        <ViewerNotice kind="warning">{t('documents.dummy.version')}</ViewerNotice>
      ) : preparation.status === 'ready' ? (
        <>
          <DrawingViewport
            file={preparation.value}
            label={t('documentViewer.drawing.label', { name: heading.name })}
            onProgress={setProgress}
            onLoaded={(layers, empty) => {
              setDrawn({ layers: drawingLayers(layers, language), empty });
            }}
            onError={(cause, key) => {
              setFailure({ error: cause, key });
            }}
            ref={controls}
          />
          {!drawn && (
            <ViewerWaiting label={loadingLabel}>
              {progress && (
                <Text size="sm" c="dimmed">
                  {t(`documentViewer.drawing.phase.${progress.phase}`)}
                  {progress.percent === undefined ? '' : ` ${percent.format(progress.percent / 100)}`}
                </Text>
              )}
            </ViewerWaiting>
          )}
          {drawn?.empty && <ViewerNotice kind="warning">{t('documentViewer.drawing.empty')}</ViewerNotice>}
        </>
      ) : (
        <ViewerWaiting
          preparation={preparation.status === 'waiting' ? preparation.preparation : undefined}
          label={loadingLabel}
        />
      )}
    </ViewerLayout>
  );
}
