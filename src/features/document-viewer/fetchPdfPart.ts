import { getGetVersionPdfQueryKey } from '../../../codegen/api/office/office';
import { getVersionPdf202Response } from '../../../codegen/zod/office/office.zod';
import { HttpStatusError } from '../../shared/errors/app-error';
import { parseContentRange, rangeHeader } from './pdf-loading.utils';
import { requestRendition, type RenditionBusy, type RenditionPreparing } from './requestRendition';

/** Bytes of the version's PDF, from `begin`, and the size of the whole PDF. */
export interface PdfPart {
  kind: 'part';
  begin: number;
  total: number;
  bytes: Uint8Array;
}

/** getVersionPdf answered 202: the conversion waits in the queue or runs; ask again after `retryAfterMs`. */
export type PdfPreparing = RenditionPreparing;

/** getVersionPdf answered 429 TooManyRequests: ask again after `retryAfterMs`, or give up with `error`. */
export type PdfBusy = RenditionBusy;

export type PdfAnswer = PdfPart | PdfPreparing | PdfBusy;

/**
 * Asks for bytes `begin`…`end` (exclusive) of a version's PDF (getVersionPdf with one `Range`), through the app's
 * client (requestRendition): pdf.js's own loader would keep sending the token it was given.
 */
export async function fetchPdfPart(
  documentId: string,
  versionIndex: number,
  { begin, end }: { begin: number; end: number },
  signal?: AbortSignal,
): Promise<PdfAnswer> {
  const [url] = getGetVersionPdfQueryKey(documentId, versionIndex);
  const answer = await requestRendition(
    { url, headers: { Range: rangeHeader(begin, end) }, signal },
    getVersionPdf202Response,
  );
  if (answer.kind !== 'file') return answer;
  const { response } = answer;
  const bytes = new Uint8Array(await response.data.arrayBuffer());
  const range = response.status === 206 ? parseContentRange(response.headers['content-range']) : undefined;
  // A 200 is the whole file (a server may ignore the range); a 206 without a readable range cannot be placed.
  if (response.status === 206 && !range) throw new HttpStatusError(206);
  return { kind: 'part', begin: range?.begin ?? 0, total: range?.total ?? bytes.byteLength, bytes };
}
