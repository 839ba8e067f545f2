import { useState, type RefObject } from 'react';
import type { PdfViewerControls, PdfViewState } from './pdf-view-state';
import { searchStatus, type SearchStatus } from './viewer-toolbar.utils';

export interface TextSearch {
  query: string;
  status: SearchStatus;
  change: (query: string) => void;
  next: () => void;
  previous: () => void;
}

/**
 * The search in the PDF's text: each change of the query searches anew (pdf.js highlights every match and goes to the
 * first), next and previous step through the matches. The status reads the find controller's report only when it is
 * about the query in the field.
 */
export function useTextSearch(controls: RefObject<PdfViewerControls | null>, report: PdfViewState['find']): TextSearch {
  const [query, setQuery] = useState('');
  const step = (previous: boolean) => {
    if (query.trim() !== '') controls.current?.find(query, { again: true, previous });
  };
  return {
    query,
    status: searchStatus(query, report?.query === query ? report : undefined),
    change: (next) => {
      setQuery(next);
      controls.current?.find(next, { again: false, previous: false });
    },
    next: () => {
      step(false);
    },
    previous: () => {
      step(true);
    },
  };
}
