import axios from 'axios';
import { getGetVersionPdfQueryKey } from '../../../codegen/api/office/office';
import type { PdfPreparation } from '../../../codegen/model/pdfPreparation';
import { getVersionPdf202Response } from '../../../codegen/zod/office/office.zod';
import { apiClient } from '../../api/http-client';
import { withBlobProblem } from '../../shared/downloads/blob-error';
import { HttpStatusError, toAppError } from '../../shared/errors/app-error';
import { parseContentRange, rangeHeader, retryDelayMs } from './pdf-loading.utils';

/** Bytes of the version's PDF, from `begin`, and the size of the whole PDF. */
export interface PdfPart {
  kind: 'part';
  begin: number;
  total: number;
  bytes: Uint8Array;
}

/** getVersionPdf answered 202: the conversion waits in the queue or runs; ask again after `retryAfterMs`. */
export interface PdfPreparing {
  kind: 'preparing';
  preparation: PdfPreparation;
  retryAfterMs: number;
}

/** getVersionPdf answered 429 TooManyRequests: ask again after `retryAfterMs`, or give up with `error`. */
export interface PdfBusy {
  kind: 'busy';
  retryAfterMs: number;
  error: unknown;
}

export type PdfAnswer = PdfPart | PdfPreparing | PdfBusy;

/**
 * Asks for bytes `begin`…`end` (exclusive) of a version's PDF (getVersionPdf with one `Range`). Through the app's
 * client, so each request carries a fresh access token and a 401 is renewed and retried: a document may stay open
 * far longer than a token lives, and pdf.js's own loader would keep sending the token it was given. The headers it
 * needs (Content-Range, Retry-After) are not given by the generated function, which returns the body alone, so the
 * request is made here with the operation's path from the generated code.
 */
export async function fetchPdfPart(
  documentId: string,
  versionIndex: number,
  { begin, end }: { begin: number; end: number },
  signal?: AbortSignal,
): Promise<PdfAnswer> {
  const [url] = getGetVersionPdfQueryKey(documentId, versionIndex);
  try {
    const response = await apiClient.request<Blob>({
      url,
      method: 'GET',
      headers: { Range: rangeHeader(begin, end) },
      // As a Blob, a refusal's problem can be read like a download's (withBlobProblem).
      responseType: 'blob',
      signal,
    });
    if (response.status === 202) {
      const body: unknown = JSON.parse(await response.data.text());
      const parsed = getVersionPdf202Response.safeParse(body);
      if (!parsed.success) throw new HttpStatusError(202, undefined, { cause: parsed.error });
      return {
        kind: 'preparing',
        preparation: parsed.data.data,
        retryAfterMs: retryDelayMs(response.headers['retry-after']),
      };
    }
    const bytes = new Uint8Array(await response.data.arrayBuffer());
    const range = response.status === 206 ? parseContentRange(response.headers['content-range']) : undefined;
    // A 200 is the whole file (a server may ignore the range); a 206 without a readable range cannot be placed.
    if (response.status === 206 && !range) throw new HttpStatusError(206);
    return { kind: 'part', begin: range?.begin ?? 0, total: range?.total ?? bytes.byteLength, bytes };
  } catch (caught) {
    const error = await withBlobProblem(toAppError(caught));
    if (error instanceof HttpStatusError && error.status === 429) {
      return { kind: 'busy', retryAfterMs: retryDelayMs(retryAfterOf(caught)), error };
    }
    throw error;
  }
}

function retryAfterOf(error: unknown): unknown {
  return axios.isAxiosError(error) ? error.response?.headers['retry-after'] : undefined;
}
