import axios from 'axios';
import { parseProblem } from '../../api/parse-problem';
import { HttpStatusError } from '../errors/app-error';

/**
 * A file is fetched with `responseType: 'blob'`, so an error answer arrives as a Blob too and its problem (e.g.
 * YouAreNotAllowedToDownloadDocument) is not parsed. This reads it; any other error is returned unchanged.
 */
export async function withBlobProblem(error: unknown): Promise<unknown> {
  if (!(error instanceof HttpStatusError) || error.problem) return error;
  const cause: unknown = error.cause;
  if (!axios.isAxiosError(cause)) return error;
  const body: unknown = cause.response?.data;
  if (!(body instanceof Blob)) return error;
  try {
    const problem = parseProblem(JSON.parse(await body.text()));
    return problem ? new HttpStatusError(error.status, problem, { cause }) : error;
  } catch {
    // Not JSON (an HTML error page of a proxy): the status alone is all there is to say.
    return error;
  }
}
