import { PDFDataRangeTransport } from 'pdfjs-dist';
import { fetchPdfPart, type PdfPart } from './fetchPdfPart';
import { sliceRange } from './pdf-loading.utils';

/** A read that fails (or finds the server busy) is tried this many times more before the viewer says it failed. */
const READ_RETRIES = 2;
const READ_RETRY_DELAY_MS = 1_000;

/** Resolves true after `ms`, or false as soon as the transport is aborted. */
function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve(true);
    }, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

/**
 * pdf.js reads the version's PDF in ranges through this transport (its `range` option) instead of fetching the URL
 * itself: each range goes through the app's client, with a fresh token and the renewal on 401 (a document stays open
 * longer than a token lives), and a read that fails is retried and then reported (`onError`) instead of leaving
 * pdf.js waiting for ever. It starts from the first bytes the preparation fetched; with auto-fetch off, pdf.js asks
 * only for the parts of the file the pages shown need.
 */
export class VersionPdfTransport extends PDFDataRangeTransport {
  private readonly controller = new AbortController();

  constructor(
    private readonly documentId: string,
    private readonly versionIndex: number,
    first: PdfPart,
    private readonly onError: (error: unknown) => void,
  ) {
    // A copy: pdf.js hands its buffer over to the worker, and a remounted viewer starts from the same first part.
    super(first.total, first.bytes.slice(), first.bytes.byteLength >= first.total);
  }

  override requestDataRange(begin: number, end: number): void {
    void this.read(begin, end, READ_RETRIES);
  }

  override abort(): void {
    this.controller.abort();
  }

  private async read(begin: number, end: number, retries: number): Promise<void> {
    const { signal } = this.controller;
    let failure: unknown;
    let delay = READ_RETRY_DELAY_MS;
    try {
      const answer = await fetchPdfPart(this.documentId, this.versionIndex, { begin, end }, signal);
      if (signal.aborted) return;
      if (answer.kind === 'part') {
        this.onDataRange(begin, sliceRange(answer.bytes, answer.begin, begin, end));
        return;
      }
      // Busy, or converting again (the server dropped its PDF): wait as the server asks.
      failure = answer.kind === 'busy' ? answer.error : new Error('Unknown');
      delay = answer.retryAfterMs;
    } catch (error) {
      failure = error;
    }
    if (signal.aborted) return;
    if (retries <= 0) {
      this.onError(failure);
      return;
    }
    if (await wait(delay, signal)) await this.read(begin, end, retries - 1);
  }
}
