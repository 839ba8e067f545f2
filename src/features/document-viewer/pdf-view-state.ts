import type { FindReport } from './viewer-toolbar.utils';
import { DEFAULT_ZOOM } from './zoom.utils';

/** What the toolbar shows of the PDF on screen, as the viewer reports it. */
export interface PdfViewState {
  /** The page at the top of the window, from 1. */
  pageNumber: number;
  /** 0 until the document is open. */
  pagesCount: number;
  /** 1 is 100 %. */
  scale: number;
  /** The zoom asked for: a preset (`auto`, `page-width`, `page-fit`) or the scale as a number. */
  scaleValue: string;
  /** The find controller's last report, with the query it is for. */
  find?: FindReport & { query: string };
}

export const INITIAL_VIEW_STATE: PdfViewState = { pageNumber: 1, pagesCount: 0, scale: 1, scaleValue: DEFAULT_ZOOM };

/** What the toolbar does to the viewer. */
export interface PdfViewerControls {
  goToPage: (pageNumber: number) => void;
  /** A preset's name or a scale as a number (`scaleValueOfChoice`). */
  setZoom: (scaleValue: string) => void;
  zoomIn: () => void;
  zoomOut: () => void;
  /** Searches the text; `again` goes to the next (or, with `previous`, the previous) match of the same query. */
  find: (query: string, options: { again: boolean; previous: boolean }) => void;
}
