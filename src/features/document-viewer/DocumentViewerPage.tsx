import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { versionExtension } from '../../shared/documents/document-state.utils';
import { isDrawingViewable, isOfficeEditable } from '../../shared/documents/file-type.utils';
import { useVersionOverview } from '../../shared/documents/useVersionOverview';
import { DRAFT_VERSION, masterVersionIndexParam, officeVersionIndex } from '../../shared/documents/version-index.utils';
import { formatDateTime } from '../../shared/format/format-date';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import { useSession } from '../../shared/session/session-context';
import classes from './document-viewer.module.css';
import { DrawingView } from './DrawingView';
import { pdfEditButton } from './edit-button.utils';
import { OfficeEditorView } from './office-editor/OfficeEditorView';
import { ViewerHeading } from './ViewerHeading';
import { ViewerPending } from './ViewerPending';
import { ViewerLayout } from './ViewerLayout';
import { ViewerWaiting } from './ViewerWaiting';

// pdf.js comes with the PDF view only: a drawing's page never loads it.
const PdfView = lazy(() => import('./PdfView').then(({ PdfView: view }) => ({ default: view })));

/**
 * The document viewer (route `document.office` and its aliases, platform.md §2.7): a version of a PDF, or of an office
 * document the server converts to PDF, or a drawing (DWG, DXF), in the app; or the online office editor in a frame,
 * for what it opens and for the draft (-2), which it edits based on the `masterVersionIndex` query parameter. A
 * missing or non-numeric version index is the head. Each document and version starts afresh (its own preparation,
 * pages, drawing or editor session).
 */
export function DocumentViewerPage() {
  const { documentId = '', versionIndex } = useParams();
  const [search] = useSearchParams();
  const requested = officeVersionIndex(versionIndex);
  const key = `${documentId}/${String(requested)}`;
  // The draft has no overview (it answers 400): the editor names it from its own session.
  if (requested === DRAFT_VERSION) {
    const master = masterVersionIndexParam(search.get('masterVersionIndex'));
    return <OfficeEditorView key={key} documentId={documentId} versionIndex={requested} masterVersionIndex={master} />;
  }
  return <DocumentViewer key={key} documentId={documentId} requested={requested} />;
}

interface DocumentViewerProps {
  documentId: string;
  /** The index of the route; -1 the head. */
  requested: number;
}

/**
 * The overview names the version (and turns the head into its index, so that everything read later comes from the
 * same version even if a new one is uploaded meanwhile); the version's own extension then decides the view: an
 * extension the configured online editor opens goes to the editor (with the pencil «start editing»), one of the
 * drawing list (while the server serves drawings) is shown as a drawing, anything else as PDF — an office document
 * there with the pencil disabled, as no editor opens it. All share the heading and the route's go-back.
 */
function DocumentViewer({ documentId, requested }: DocumentViewerProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { configuration } = useSession();
  const overview = useVersionOverview(documentId, requested);

  if (!overview.data) return <ViewerPending error={overview.error} />;

  const { version, versionIndex, fullName, createdAt } = overview.data;
  const extension = versionExtension(version);
  if (isOfficeEditable(extension, configuration))
    return <OfficeEditorView documentId={documentId} versionIndex={versionIndex} />;
  const heading = {
    name: fullName,
    extension: version.document.extension,
    caption: t('documentViewer.version', { number: versionIndex + 1, date: formatDateTime(createdAt, language) }),
  };
  if (isDrawingViewable(extension, configuration))
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
      <PdfView
        documentId={documentId}
        versionIndex={versionIndex}
        heading={heading}
        edit={pdfEditButton(extension, configuration)}
      />
    </Suspense>
  );
}
