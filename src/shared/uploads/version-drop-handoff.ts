/** How long a file dropped on the document panel waits for the versions screen to take it (explorer.md §4). */
export const VERSION_HANDOFF_MS = 1000;

interface Handoff {
  documentId: string;
  files: readonly File[];
  timer: ReturnType<typeof setTimeout>;
}

let pending: Handoff | null = null;

/**
 * Hands files dropped on a document panel to the versions screen the panel routes to. The offer is withdrawn after
 * 1000 ms, so a later visit to the versions screen never uploads a file dropped long ago.
 */
export function offerVersionFiles(documentId: string, files: readonly File[]): void {
  if (pending) clearTimeout(pending.timer);
  const timer = setTimeout(() => {
    pending = null;
  }, VERSION_HANDOFF_MS);
  pending = { documentId, files, timer };
}

/** The files offered for this document, once: taking them withdraws the offer. */
export function takeVersionFiles(documentId: string): readonly File[] | null {
  if (pending?.documentId !== documentId) return null;
  const { files, timer } = pending;
  clearTimeout(timer);
  pending = null;
  return files;
}
