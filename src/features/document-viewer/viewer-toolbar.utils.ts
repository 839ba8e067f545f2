/**
 * The page a typed page number goes to: a whole number, kept within the document (0 or less is the first page, past
 * the end the last); undefined for anything else, which leaves the current page.
 */
export function typedPageNumber(raw: string, pagesCount: number): number | undefined {
  const value = raw.trim();
  if (pagesCount < 1 || !/^-?\d+$/.test(value)) return undefined;
  return Math.min(pagesCount, Math.max(1, Number(value)));
}

/** How a search in the text stands, as the toolbar shows it. */
export type SearchStatus =
  { kind: 'idle' } | { kind: 'searching' } | { kind: 'found'; current: number; total: number } | { kind: 'notFound' };

/** What the find controller last reported (pdf.js's `updatefindcontrolstate` and `updatefindmatchescount`). */
export interface FindReport {
  /** The controller's state: still reading pages, or done. */
  state: 'found' | 'notFound' | 'pending';
  current: number;
  total: number;
}

/**
 * The search's status for a query and the find controller's last report: nothing to say without a query; the count of
 * matches as soon as there is one (pdf.js keeps counting while it reads the remaining pages); «no matches» only once
 * every page was read.
 */
export function searchStatus(query: string, report: FindReport | undefined): SearchStatus {
  if (query.trim() === '') return { kind: 'idle' };
  if (!report) return { kind: 'searching' };
  if (report.total > 0)
    return { kind: 'found', current: Math.max(0, Math.min(report.current, report.total)), total: report.total };
  return report.state === 'notFound' ? { kind: 'notFound' } : { kind: 'searching' };
}
