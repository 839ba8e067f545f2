import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { PdfPreparation } from '../../../codegen/model/pdfPreparation';
import type { getVersionDrawing202Response, getVersionPdf202Response } from '../../../codegen/zod/office/office.zod';
import { apiClient } from '../../api/http-client';
import { withBlobProblem } from '../../shared/downloads/blob-error';
import { HttpStatusError, toAppError } from '../../shared/errors/app-error';
import { retryDelayMs } from './pdf-loading.utils';

/** The server has the viewer's file: its answer, the body as a Blob. */
export interface RenditionFile {
  kind: 'file';
  response: AxiosResponse<Blob>;
}

/** The server answered 202: the conversion waits in the queue or runs; ask again after `retryAfterMs`. */
export interface RenditionPreparing {
  kind: 'preparing';
  preparation: PdfPreparation;
  retryAfterMs: number;
}

/** The server answered 429 TooManyRequests: ask again after `retryAfterMs`, or give up with `error`. */
export interface RenditionBusy {
  kind: 'busy';
  retryAfterMs: number;
  error: unknown;
}

/** The 202 body of the operation asked (the same shape for every viewer's file). */
type PreparationSchema = typeof getVersionPdf202Response | typeof getVersionDrawing202Response;

/**
 * Asks for a viewer's file of a version (getVersionPdf, getVersionDrawing) through the app's client, so each request
 * carries a fresh access token and a 401 is renewed and retried: a viewer may stay open far longer than a token lives.
 * The headers the viewers need (Retry-After, Content-Range) are not given by the generated functions, which return
 * the body alone, so the request is made here with the operation's path from the generated code. A 202 (the server
 * converts the file) and a 429 are answers to wait on; a refusal rejects with its problem, read from the file answer.
 */
export async function requestRendition(
  config: AxiosRequestConfig,
  preparationSchema: PreparationSchema,
): Promise<RenditionFile | RenditionPreparing | RenditionBusy> {
  try {
    // As a Blob, a refusal's problem can be read like a download's (withBlobProblem).
    const response = await apiClient.request<Blob>({ ...config, method: 'GET', responseType: 'blob' });
    if (response.status !== 202) return { kind: 'file', response };
    const body: unknown = JSON.parse(await response.data.text());
    const parsed = preparationSchema.safeParse(body);
    if (!parsed.success) throw new HttpStatusError(202, undefined, { cause: parsed.error });
    return {
      kind: 'preparing',
      preparation: parsed.data.data,
      retryAfterMs: retryDelayMs(response.headers['retry-after']),
    };
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
