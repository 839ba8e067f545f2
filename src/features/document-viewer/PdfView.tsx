import { Loader } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/errors/error-message';
import classes from './document-viewer.module.css';
import type { EditButtonState } from './edit-button.utils';
import { pdfErrorKey } from './pdf-errors.utils';
import { INITIAL_VIEW_STATE, type PdfViewerControls, type PdfViewState } from './pdf-view-state';
import { PdfViewport } from './PdfViewport';
import { usePdfPreparation } from './usePdfPreparation';
import { useTextSearch } from './useTextSearch';
import { conversionFailureDetail } from './viewer-errors.utils';
import type { ViewerHeadingText } from './ViewerHeading';
import { ViewerLayout } from './ViewerLayout';
import { ViewerNotice } from './ViewerNotice';
import { ViewerToolbar } from './ViewerToolbar';
import { ViewerWaiting } from './ViewerWaiting';

export interface PdfViewProps {
  documentId: string;
  /** The version's own index (the head resolved), so that every part of the PDF comes from the same version. */
  versionIndex: number;
  heading: ViewerHeadingText;
  /** The toolbar's pencil, for an office document no online editor opens (disabled, with the reason). */
  edit?: EditButtonState | undefined;
}

/**
 * A version of a PDF, or of an office document the server converts to PDF: prepared by the server (the queue's
 * position shown meanwhile), then shown page by page by pdf.js, with page navigation, zoom and search in the text.
 */
export function PdfView({ documentId, versionIndex, heading, edit }: PdfViewProps) {
  const { t } = useTranslation();
  const preparation = usePdfPreparation(documentId, versionIndex);
  const [view, setView] = useState<PdfViewState>(INITIAL_VIEW_STATE);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const controls = useRef<PdfViewerControls>(null);
  const search = useTextSearch(controls, view.find);

  const error = preparation.status === 'failed' ? preparation.error : failure?.error;
  const errorKey = error === null || error === undefined ? undefined : pdfErrorKey(error);

  return (
    <ViewerLayout
      toolbar={<ViewerToolbar heading={heading} view={view} controls={controls} search={search} edit={edit} />}
    >
      {error !== null && error !== undefined ? (
        <ViewerNotice kind="error" detail={conversionFailureDetail(error)}>
          {errorKey ? t(`documentViewer.${errorKey}`) : errorMessage(error, t)}
        </ViewerNotice>
      ) : preparation.status === 'ready' && preparation.value.total === 0 ? (
        // A dummy version (explorer.md §3) has no content to show.
        <ViewerNotice kind="warning">{t('documents.dummy.version')}</ViewerNotice>
      ) : preparation.status === 'ready' ? (
        <>
          <PdfViewport
            documentId={documentId}
            versionIndex={versionIndex}
            first={preparation.value}
            label={t('documentViewer.pages')}
            pageLabel={(number) => t('documentViewer.page', { number })}
            onViewChange={(change) => {
              setView((current) => ({ ...current, ...change }));
            }}
            onError={(cause) => {
              setFailure({ error: cause });
            }}
            ref={controls}
          />
          {view.pagesCount === 0 && (
            <div className={classes['overlay']}>
              <Loader role="status" aria-label={t('documentViewer.loading')} />
            </div>
          )}
        </>
      ) : (
        <ViewerWaiting
          preparation={preparation.status === 'waiting' ? preparation.preparation : undefined}
          label={t('documentViewer.loading')}
        />
      )}
    </ViewerLayout>
  );
}
