import type { TFunction } from 'i18next';
import { parseProblem } from '../../api/parse-problem';
import { i18n } from '../i18n/i18n';
import { AppError, HttpStatusError, toAppError } from './app-error';

/** The last resort of the lookup (explorer.md §8). */
export const UNKNOWN_ERROR_KEY = 'Unknown';

/** Keys of the `errors` namespace are flat and may be any string a server sends: no `.` or `:` splitting. */
const ERRORS_KEY_OPTIONS = { ns: 'errors', keySeparator: false, nsSeparator: false } as const;

/**
 * The key in the `errors` namespace of the text to show for an error, looked up as explorer.md §8 and platform.md §8
 * fix it. Candidates in order, the first with a text in the catalogue wins:
 * 1. the error itself when it is a string;
 * 2. the server problem's `detail`;
 * 3. the server problem's `title` (its catalogue code) or the error's message, trailing dots dropped — for a
 *    transport error its code (`Network`, `Timeout`, `Aborted`, `Http`);
 * 4. `fallback`, a key of the `errors` namespace;
 * 5. `Unknown`.
 * Axios errors are converted with `toAppError` first.
 */
export function errorMessageKey(error: unknown, fallback?: string): string {
  return lookup(toAppError(error), fallback);
}

/** The translated text of an error (see `errorMessageKey`); `Http` is given the status to interpolate. */
export function errorMessage(error: unknown, t: TFunction, fallback?: string): string {
  const appError = toAppError(error);
  const key = lookup(appError, fallback);
  const status = appError instanceof HttpStatusError ? appError.status : undefined;
  return t(key, { ...ERRORS_KEY_OPTIONS, status });
}

function lookup(error: unknown, fallback: string | undefined): string {
  const candidates = [
    typeof error === 'string' ? error : undefined,
    detailOf(error),
    dropTrailingDots(titleOrMessageOf(error)),
    fallback,
  ];
  return candidates.find(hasErrorText) ?? UNKNOWN_ERROR_KEY;
}

function hasErrorText(candidate: string | undefined): candidate is string {
  return candidate !== undefined && candidate !== '' && i18n.exists(candidate, ERRORS_KEY_OPTIONS);
}

function detailOf(error: unknown): string | undefined {
  if (error instanceof HttpStatusError) return error.problem?.detail;
  return stringField(error, 'detail');
}

function titleOrMessageOf(error: unknown): string | undefined {
  if (error instanceof HttpStatusError) return error.problem?.title ?? error.code;
  if (error instanceof AppError) return error.code;
  const problem = parseProblem(error);
  if (problem) return problem.title;
  return stringField(error, 'title') ?? stringField(error, 'message');
}

function stringField(value: unknown, field: 'detail' | 'title' | 'message'): string | undefined {
  if (typeof value !== 'object' || value === null || !(field in value)) return undefined;
  const fieldValue: unknown = (value as Record<typeof field, unknown>)[field];
  return typeof fieldValue === 'string' ? fieldValue : undefined;
}

function dropTrailingDots(text: string | undefined): string | undefined {
  return text?.replace(/\.+$/, '');
}
