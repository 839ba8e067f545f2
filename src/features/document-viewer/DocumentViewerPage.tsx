import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useVersionOverview } from '../../shared/documents/useVersionOverview';
import { requestedVersionIndex } from '../../shared/documents/version-index.utils';
import { errorMessage } from '../../shared/errors/error-message';
import { formatDateTime } from '../../shared/format/format-date';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import classes from './document-viewer.module.css';
import { pdfErrorKey } from './pdf-errors.utils';
import { INITIAL_VIEW_STATE, type PdfViewerControls, type PdfViewState } from './pdf-view-state';
import { PdfViewport } from './PdfViewport';
import { usePdfPreparation } from './usePdfPreparation';
import { useTextSearch } from './useTextSearch';
import { ViewerToolbar } from './ViewerToolbar';

/**
 * The document viewer (route `document.office` and its aliases, platform.md §2.7): a version of a PDF, or of an office
 * document the server converts to PDF, in the app. A missing or non-numeric version index is the head. Each document
 * and version starts afresh (its own preparation, pages and search).
 */
export function DocumentViewerPage() {
  const { documentId = '', versionIndex } = useParams();
  const requested = requestedVersionIndex(versionIndex);
  return <DocumentViewer key={`${documentId}/${String(requested)}`} documentId={documentId} requested={requested} />;
}

interface DocumentViewerProps {
  documentId: string;
  /** The index of the route; -1 the head. */
  requested: number;
}

/**
 * The overview names the version (and turns the head into its index, so that every part of the PDF read later comes
 * from the same version even if a new one is uploaded meanwhile); then the PDF is prepared and shown. Editing is not
 * offered: the pencil of §2.7 comes with the office editor.
 */
function DocumentViewer({ documentId, requested }: DocumentViewerProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const overview = useVersionOverview(documentId, requested);
  const versionIndex = overview.data?.versionIndex;
  const preparation = usePdfPreparation(documentId, versionIndex);
  const [view, setView] = useState<PdfViewState>(INITIAL_VIEW_STATE);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const controls = useRef<PdfViewerControls>(null);
  const search = useTextSearch(controls, view.find);

  const heading = overview.data && {
    name: overview.data.fullName,
    extension: overview.data.version.document.extension,
    caption: t('documentViewer.version', {
      number: overview.data.versionIndex + 1,
      date: formatDateTime(overview.data.createdAt, language),
    }),
  };
  const error = overview.error ?? (preparation.status === 'failed' ? preparation.error : failure?.error);
  const errorKey = error === null || error === undefined ? undefined : pdfErrorKey(error);

  return (
    <div className={classes['page']}>
      <ViewerToolbar heading={heading} view={view} controls={controls} search={search} />
      <div className={classes['stage']}>
        {error !== null && error !== undefined ? (
          <div className={classes['overlay']}>
            <Alert color="red" variant="light" role="alert" maw={520}>
              {errorKey ? t(`documentViewer.${errorKey}`) : errorMessage(error, t)}
            </Alert>
          </div>
        ) : preparation.status === 'ready' && preparation.first.total === 0 ? (
          // A dummy version (explorer.md §3) has no content to show.
          <div className={classes['overlay']}>
            <Alert color="orange" variant="light" maw={520}>
              {t('documents.dummy.version')}
            </Alert>
          </div>
        ) : preparation.status === 'ready' && versionIndex !== undefined ? (
          <>
            <PdfViewport
              documentId={documentId}
              versionIndex={versionIndex}
              first={preparation.first}
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
          <div className={classes['overlay']}>
            <Stack align="center" gap="xs" role="status">
              <Loader aria-hidden />
              <Text fw={500}>
                {preparation.status === 'waiting' && preparation.preparation
                  ? t('documentViewer.preparing')
                  : t('documentViewer.loading')}
              </Text>
              {preparation.status === 'waiting' && (preparation.preparation?.queuePosition ?? 0) > 0 && (
                <Text size="sm" c="dimmed">
                  {t('documentViewer.queued', { count: preparation.preparation?.queuePosition })}
                </Text>
              )}
            </Stack>
          </div>
        )}
      </div>
    </div>
  );
}
