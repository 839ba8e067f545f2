import { ProblemCode } from '../../../codegen/model/problemCode';
import { apiClient } from '../../api/http-client';
import { withBlobProblem } from '../../shared/downloads/blob-error';
import { catalogueError } from '../../shared/downloads/download.utils';
import { toAppError } from '../../shared/errors/app-error';
import { downloadFraction, partFileRequest, type ViewerPart } from './model-loading.utils';

/**
 * A part's fragments file (getModelPartFile at the part's fileUri) through the app's client, so it carries a fresh
 * bearer token and a 401 is renewed and retried; `onProgress` follows the download. A refusal rejects with the
 * server's problem (read from the file answer), an address on another origin with IncorrectServerData.
 */
export async function fetchModelPart(
  part: ViewerPart,
  onProgress: (fraction: number | undefined) => void,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const request = partFileRequest(part.fileUri, window.location.origin);
  if (!request) throw catalogueError(ProblemCode.IncorrectServerData);
  try {
    const response = await apiClient.request<Blob>({
      ...request,
      method: 'GET',
      // As a Blob, a refusal's problem can be read like a download's (withBlobProblem).
      responseType: 'blob',
      signal,
      onDownloadProgress: ({ loaded, total }) => {
        onProgress(downloadFraction(loaded, total, part.size));
      },
    });
    return await response.data.arrayBuffer();
  } catch (caught) {
    throw await withBlobProblem(toAppError(caught));
  }
}
