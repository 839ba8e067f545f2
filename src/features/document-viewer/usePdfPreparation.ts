import { useEffect, useState } from 'react';
import type { PdfPreparation } from '../../../codegen/model/pdfPreparation';
import { fetchPdfPart, type PdfPart } from './fetchPdfPart';
import { PDF_CHUNK_SIZE } from './pdf-loading.utils';

export type PdfPreparationState =
  /** Not asked yet, or the server is converting the document (`preparation` once it said how far it is). */
  | { status: 'waiting'; preparation?: PdfPreparation }
  /** The PDF is there: its first bytes and its size, which pdf.js starts from. */
  | { status: 'ready'; first: PdfPart }
  | { status: 'failed'; error: unknown };

/** TooManyRequests answers in a row that are waited out before the refusal is shown. */
export const MAX_BUSY_ANSWERS = 3;

/**
 * Asks for the first bytes of a version's PDF until the server has it (getVersionPdf): while it answers 202 the
 * conversion waits or runs, and it is asked again after its `Retry-After`. The first answer that carries bytes is kept:
 * pdf.js needs them first anyway. Polling stops when the component unmounts. The caller keys the component by
 * document and version, so a new version starts from the beginning.
 */
export function usePdfPreparation(documentId: string, versionIndex: number | undefined): PdfPreparationState {
  const [state, setState] = useState<PdfPreparationState>({ status: 'waiting' });

  useEffect(() => {
    if (versionIndex === undefined) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let busyAnswers = 0;

    const ask = async (): Promise<void> => {
      try {
        const answer = await fetchPdfPart(
          documentId,
          versionIndex,
          { begin: 0, end: PDF_CHUNK_SIZE },
          controller.signal,
        );
        if (controller.signal.aborted) return;
        if (answer.kind === 'part') {
          setState({ status: 'ready', first: answer });
          return;
        }
        if (answer.kind === 'busy') {
          busyAnswers += 1;
          if (busyAnswers > MAX_BUSY_ANSWERS) {
            setState({ status: 'failed', error: answer.error });
            return;
          }
        } else {
          busyAnswers = 0;
          setState({ status: 'waiting', preparation: answer.preparation });
        }
        timer = setTimeout(() => void ask(), answer.retryAfterMs);
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      }
    };

    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [documentId, versionIndex]);

  return state;
}
