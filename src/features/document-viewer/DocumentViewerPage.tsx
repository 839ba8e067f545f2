import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { versionExtension } from '../../shared/documents/document-state.utils';
import { isDrawingViewable } from '../../shared/documents/file-type.utils';
import { useVersionOverview } from '../../shared/documents/useVersionOverview';
import { requestedVersionIndex } from '../../shared/documents/version-index.utils';
import { errorMessage } from '../../shared/errors/error-message';
import { formatDateTime } from '../../shared/format/format-date';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import { useSession } from '../../shared/session/session-context';
import classes from './document-viewer.module.css';
import { DrawingView } from './DrawingView';
import { ViewerHeading } from './ViewerHeading';
import { ViewerLayout } from './ViewerLayout';
import { ViewerNotice } from './ViewerNotice';
import { ViewerWaiting } from './ViewerWaiting';

// pdf.js comes with the PDF view only: a drawing's page never loads it.
const PdfView = lazy(() => import('./PdfView').then(({ PdfView: view }) => ({ default: view })));

/**
 * The document viewer (route `document.office` and its aliases, platform.md §2.7): a version of a PDF, or of an office
 * document the server converts to PDF, or a drawing (DWG, DXF), in the app. A missing or non-numeric version index is
 * the head. Each document and version starts afresh (its own preparation, pages or drawing).
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
 * The overview names the version (and turns the head into its index, so that everything read later comes from the
 * same version even if a new one is uploaded meanwhile); the version's own extension then decides the view: an
 * extension of the drawing list (while the server serves drawings) is shown as a drawing, anything else as PDF. Both
 * share the heading and the route's go-back. Editing is not offered: the pencil of §2.7 comes with the office editor.
 */
function DocumentViewer({ documentId, requested }: DocumentViewerProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { configuration } = useSession();
  const overview = useVersionOverview(documentId, requested);

  if (!overview.data) {
    return (
      <ViewerLayout
        toolbar={
          <div className={classes['toolbar']}>
            <ViewerHeading heading={undefined} />
          </div>
        }
      >
        {overview.error ? (
          <ViewerNotice kind="error">{errorMessage(overview.error, t)}</ViewerNotice>
        ) : (
          <ViewerWaiting label={t('documentViewer.loading')} />
        )}
      </ViewerLayout>
    );
  }

  const { version, versionIndex, fullName, createdAt } = overview.data;
  const heading = {
    name: fullName,
    extension: version.document.extension,
    caption: t('documentViewer.version', { number: versionIndex + 1, date: formatDateTime(createdAt, language) }),
  };
  if (isDrawingViewable(versionExtension(version), configuration))
    return <DrawingView documentId={documentId} versionIndex={versionIndex} heading={heading} />;
  const loading = (
    <ViewerLayout
      toolbar={
        <div className={classes['toolbar']}>
          <ViewerHeading heading={heading} />
        </div>
      }
    >
      <ViewerWaiting label={t('documentViewer.loading')} />
    </ViewerLayout>
  );
  return (
    <Suspense fallback={loading}>
      <PdfView documentId={documentId} versionIndex={versionIndex} heading={heading} />
    </Suspense>
  );
}
