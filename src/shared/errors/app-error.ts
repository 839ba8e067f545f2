import axios from 'axios';
import { parseProblem } from '../../api/parse-problem';
import type { ProblemBody } from '../../api/problem.schema';

/** The transport failures, named after their keys in the `errors` namespace. */
export type AppErrorCode = 'Network' | 'Timeout' | 'Aborted' | 'Http';

/** A failure of the transport layer (platform.md §8): no answer, a timeout, a cancelled request or a status ≥ 300. */
export abstract class AppError extends Error {
  abstract readonly code: AppErrorCode;
}

/** The server could not be reached (offline, DNS, CORS, connection reset). */
export class NetworkError extends AppError {
  readonly code = 'Network';
  override readonly name = 'NetworkError';

  constructor(options?: ErrorOptions) {
    super('Network error: the server could not be reached', options);
  }
}

/** The server did not answer in time. */
export class TimeoutError extends AppError {
  readonly code = 'Timeout';
  override readonly name = 'TimeoutError';

  constructor(options?: ErrorOptions) {
    super('The request timed out', options);
  }
}

/** The request was cancelled by the app (an AbortSignal, a query cancelled by React Query). */
export class AbortedError extends AppError {
  readonly code = 'Aborted';
  override readonly name = 'AbortedError';

  constructor(options?: ErrorOptions) {
    super('The request was aborted', options);
  }
}

/** The server answered outside 200–299; `problem` is its RFC 9457 body when it is one of the contract. */
export class HttpStatusError extends AppError {
  readonly code = 'Http';
  override readonly name = 'HttpStatusError';

  constructor(
    readonly status: number,
    readonly problem?: ProblemBody,
    options?: ErrorOptions,
  ) {
    super(problem?.detail ?? `Request failed with status code ${status}`, options);
  }
}

/**
 * Turns an axios error into the typed transport error; any other value (a string, an app error, a plain Error) is
 * returned unchanged. The original error is kept as `cause`.
 */
export function toAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (axios.isCancel(error)) return new AbortedError({ cause: error });
  if (!axios.isAxiosError(error)) return error;
  if (error.response) {
    return new HttpStatusError(error.response.status, parseProblem(error.response.data), { cause: error });
  }
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return new TimeoutError({ cause: error });
  return new NetworkError({ cause: error });
}
