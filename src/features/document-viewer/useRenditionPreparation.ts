import { useEffect, useState } from 'react';
import type { PdfPreparation } from '../../../codegen/model/pdfPreparation';
import type { RenditionBusy, RenditionPreparing } from './requestRendition';

/** What asking for a viewer's file gave: the file (as the viewer needs it), or an answer to wait on. */
export type RenditionAnswer<T> = { kind: 'ready'; value: T } | RenditionPreparing | RenditionBusy;

export type RenditionState<T> =
  /** Not asked yet, or the server is converting the document (`preparation` once it said how far it is). */
  | { status: 'waiting'; preparation?: PdfPreparation }
  /** The file is there (the first part of a PDF, a drawing). */
  | { status: 'ready'; value: T }
  | { status: 'failed'; error: unknown };

/** TooManyRequests answers in a row that are waited out before the refusal is shown. */
export const MAX_BUSY_ANSWERS = 3;

/**
 * Asks for a viewer's file of a version until the server has it (getVersionPdf, getVersionDrawing): while it answers
 * 202 the conversion waits or runs, and it is asked again after its `Retry-After`; a busy server (429) is waited out a
 * few times. The first answer that carries the file is kept. A new `ask` (keep it stable, e.g. with useCallback)
 * starts again. Polling stops when the component unmounts.
 */
export function useRenditionPreparation<T>(
  ask: (signal: AbortSignal) => Promise<RenditionAnswer<T>>,
): RenditionState<T> {
  const [state, setState] = useState<RenditionState<T>>({ status: 'waiting' });

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let busyAnswers = 0;

    const askAgain = async (): Promise<void> => {
      try {
        const answer = await ask(controller.signal);
        if (controller.signal.aborted) return;
        if (answer.kind === 'ready') {
          setState({ status: 'ready', value: answer.value });
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
        timer = setTimeout(() => void askAgain(), answer.retryAfterMs);
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      }
    };

    void askAgain();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [ask]);

  return state;
}
