import 'pdfjs-dist/web/pdf_viewer.css';
import { AnnotationMode, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import {
  EventBus,
  FindState,
  LinkTarget,
  PDFFindController,
  PDFLinkService,
  PDFViewer,
} from 'pdfjs-dist/web/pdf_viewer.mjs';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';
import classes from './document-viewer.module.css';
import type { PdfPart } from './fetchPdfPart';
import { PDF_DOCUMENT_OPTIONS } from './pdf-document-options';
import type { PdfViewerControls, PdfViewState } from './pdf-view-state';
import type { FindReport } from './viewer-toolbar.utils';
import { VersionPdfTransport } from './VersionPdfTransport';
import { DEFAULT_ZOOM, isZoomPreset, zoomInScale, zoomOutScale } from './zoom.utils';

export interface PdfViewportProps {
  documentId: string;
  versionIndex: number;
  /** The first bytes and the size of the PDF, fetched while it was prepared. */
  first: PdfPart;
  /** The accessible name of the scrolling area. */
  label: string;
  /** The accessible name of a page. */
  pageLabel: (pageNumber: number) => string;
  onViewChange: (change: Partial<PdfViewState>) => void;
  /** The PDF could not be opened or read (a damaged file, a part that failed to load). */
  onError: (error: unknown) => void;
  ref?: Ref<PdfViewerControls>;
}

interface FindControlState {
  state: number;
  matchesCount?: { current: number; total: number };
}

function findReport({ state, matchesCount }: FindControlState): FindReport {
  return {
    state: state === FindState.NOT_FOUND ? 'notFound' : state === FindState.PENDING ? 'pending' : 'found',
    current: matchesCount?.current ?? 0,
    total: matchesCount?.total ?? 0,
  };
}

/**
 * The pages of the PDF, drawn by pdf.js's viewer component: only the pages near the window are rendered, each with
 * its text layer for selection and search. pdf.js reads the file in ranges through the app's client
 * (VersionPdfTransport); a small PDF that came whole with the first answer is handed over as it is.
 */
export function PdfViewport({
  documentId,
  versionIndex,
  first,
  label,
  pageLabel,
  onViewChange,
  onError,
  ref,
}: PdfViewportProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const pdf = useRef<{ viewer: PDFViewer; eventBus: EventBus } | null>(null);
  /** The query last searched: the find controller's reports are about it. */
  const searched = useRef('');
  const report = useEffectEvent(onViewChange);
  const fail = useEffectEvent(onError);
  const labelPages = useEffectEvent((pages: HTMLElement) => {
    // pdf.js names its pages in English through its own translations; the app's language names them instead.
    pages.querySelectorAll<HTMLElement>('.page[data-page-number]').forEach((page) => {
      page.removeAttribute('data-l10n-id');
      page.removeAttribute('data-l10n-args');
      page.setAttribute('aria-label', pageLabel(Number(page.dataset['pageNumber'])));
    });
  });

  useImperativeHandle(
    ref,
    (): PdfViewerControls => ({
      goToPage: (pageNumber) => {
        if (pdf.current) pdf.current.viewer.currentPageNumber = pageNumber;
      },
      setZoom: (scaleValue) => {
        if (pdf.current) pdf.current.viewer.currentScaleValue = scaleValue;
      },
      zoomIn: () => {
        if (pdf.current) pdf.current.viewer.currentScale = zoomInScale(pdf.current.viewer.currentScale);
      },
      zoomOut: () => {
        if (pdf.current) pdf.current.viewer.currentScale = zoomOutScale(pdf.current.viewer.currentScale);
      },
      find: (query, { again, previous }) => {
        searched.current = query;
        pdf.current?.eventBus.dispatch('find', {
          source: null,
          type: again ? 'again' : '',
          query,
          caseSensitive: false,
          entireWord: false,
          highlightAll: true,
          findPrevious: previous,
          matchDiacritics: false,
        });
      },
    }),
    [],
  );

  useEffect(() => {
    const container = containerRef.current;
    const pages = pagesRef.current;
    if (!container || !pages) return undefined;
    const closed = new AbortController();
    const eventBus = new EventBus();
    const linkService = new PDFLinkService({
      eventBus,
      externalLinkTarget: LinkTarget.BLANK,
      externalLinkRel: 'noopener noreferrer nofollow',
    });
    const findController = new PDFFindController({ eventBus, linkService });
    // `abortSignal` is an option of the viewer its typings leave out: it stops the viewer's observers on close.
    const options: ConstructorParameters<typeof PDFViewer>[0] & { abortSignal: AbortSignal } = {
      container,
      viewer: pages,
      eventBus,
      linkService,
      findController,
      annotationMode: AnnotationMode.ENABLE,
      abortSignal: closed.signal,
    };
    const viewer = new PDFViewer(options);
    linkService.setViewer(viewer);
    pdf.current = { viewer, eventBus };

    eventBus.on('pagesinit', () => {
      viewer.currentScaleValue = DEFAULT_ZOOM;
      labelPages(pages);
      report({ pagesCount: viewer.pagesCount, pageNumber: viewer.currentPageNumber });
    });
    eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => {
      report({ pageNumber });
    });
    eventBus.on('scalechanging', ({ scale, presetValue }: { scale: number; presetValue?: string }) => {
      report({ scale, scaleValue: presetValue ?? String(scale) });
    });
    let found: PdfViewState['find'];
    eventBus.on('updatefindcontrolstate', (state: FindControlState) => {
      found = { ...findReport(state), query: searched.current };
      report({ find: found });
    });
    // The count while pdf.js goes on reading pages; whether anything was found at all comes with the state above.
    eventBus.on('updatefindmatchescount', ({ matchesCount }: { matchesCount: { current: number; total: number } }) => {
      const query = searched.current;
      found = { state: found?.query === query ? found.state : 'pending', ...matchesCount, query };
      report({ find: found });
    });

    const whole = first.begin === 0 && first.bytes.byteLength >= first.total;
    const task = getDocument({
      ...PDF_DOCUMENT_OPTIONS,
      ...(whole
        ? { data: first.bytes.slice() }
        : { range: new VersionPdfTransport(documentId, versionIndex, first, fail) }),
    });
    task.promise.then(
      (document) => {
        if (closed.signal.aborted) return;
        viewer.setDocument(document);
        linkService.setDocument(document);
      },
      (error: unknown) => {
        if (!closed.signal.aborted) fail(error);
      },
    );

    // The computed zooms follow the window: a new width is a new page width.
    let frame = 0;
    const resized = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const zoom = viewer.currentScaleValue;
        if (viewer.pdfDocument && isZoomPreset(zoom)) viewer.currentScaleValue = zoom;
      });
    });
    resized.observe(container);

    return () => {
      closed.abort();
      resized.disconnect();
      cancelAnimationFrame(frame);
      pdf.current = null;
      // The viewer lets go of the document (its typings do not say that null is taken).
      viewer.setDocument(null as unknown as PDFDocumentProxy);
      linkService.setDocument(null);
      void task.destroy();
    };
  }, [documentId, versionIndex, first]);

  return (
    <div
      ref={containerRef}
      className={classes['pages']}
      role="region"
      aria-label={label}
      // The pages scroll with the keyboard too.
      tabIndex={0}
    >
      <div ref={pagesRef} className="pdfViewer" />
    </div>
  );
}
