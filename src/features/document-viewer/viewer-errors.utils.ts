import { ProblemCode } from '../../../codegen/model/problemCode';
import { errorMessageKey } from '../../shared/errors/error-message';
import { HttpStatusError } from '../../shared/errors/app-error';

/**
 * The server's own words on a conversion that failed (the detail of 422 DocumentConversionFailed, e.g. «The drawing
 * (DWG 2018 (AC1032)) could not be read.»), which the viewer shows below the catalogue's message: it tells what the
 * server could not read. Undefined for any other error, for none, and where the catalogue has a text for the detail
 * itself (the message then is that text).
 */
export function conversionFailureDetail(error: unknown): string | undefined {
  if (!isConversionFailure(error)) return undefined;
  const detail = error.problem?.detail?.trim();
  if (!detail || errorMessageKey(error) === error.problem?.detail) return undefined;
  return detail;
}

/** The server could not convert the version for the viewer (422 DocumentConversionFailed). */
export function isConversionFailure(error: unknown): error is HttpStatusError {
  return error instanceof HttpStatusError && error.problem?.title === ProblemCode.DocumentConversionFailed;
}
