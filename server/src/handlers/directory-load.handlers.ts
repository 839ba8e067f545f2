import type { FastifyRequest } from 'fastify';
import type { DirectoryProperties } from '../../../codegen/model/directoryProperties';
import type { FetchDirectoryParams } from '../../../codegen/model/fetchDirectoryParams';
import type { OperationHandler } from '../app';
import { directoryLoadJson, directoryProperties, loadDirectory } from '../services/directory-load.service';
import { pathId, pathIdIfGiven } from './directories.handlers';
import { GZIP_FILE_THRESHOLD_BYTES, GZIP_FILE_TYPE, gzipFile, namesGzipFile } from './gzip-file';

/** The id of the path, where `root` stands for the top level. */
const ROOT = 'root';

/** The directory the explorer's load answers with the documents of (its kept listing): its path's, unless the root. */
export function listedDirectoryOf(request: FastifyRequest): string | undefined {
  const id = pathIdIfGiven(request);
  return id !== undefined && id !== ROOT ? id.toLowerCase() : undefined;
}

/** The explorer's load of a directory and a directory's totals (explorer.md §2 Explorer, Directory properties). */
export const directoryLoadHandlers: Record<string, OperationHandler> = {
  // Answered as UTF-8 JSON (DirectoryLoadEnvelope), the documents serialized already (services/document-listings.ts);
  // a large one as a gzip file of that JSON to a client that names the type (gzip-file.ts).
  fetchDirectory: async (request, reply): Promise<Buffer> => {
    const id = pathId(request);
    // Validated against the contract already: both are its enums when present.
    const { sortType, filterType } = request.query as FetchDirectoryParams;
    const { db, documentListings, directoryLoadEvents } = request.server;
    const load = await loadDirectory(
      { db, listings: documentListings, loadEvents: directoryLoadEvents, contentsStampRead: request.contentsStampRead },
      request.account,
      id === ROOT ? null : id.toLowerCase(),
      sortType,
      filterType,
    );
    const json = directoryLoadJson(load);
    // Both, whichever the answer is: the JSON goes compressed by Accept-Encoding (plugins/compression.ts).
    void reply.header('vary', 'accept, accept-encoding');
    if (json.length >= GZIP_FILE_THRESHOLD_BYTES && namesGzipFile(request.headers.accept)) {
      void reply.type(GZIP_FILE_TYPE);
      return gzipFile(json);
    }
    void reply.type('application/json; charset=utf-8');
    return json;
  },

  getDirectoryProperties: (request): Promise<DirectoryProperties> =>
    directoryProperties(request.server.db, request.account, pathId(request)),
};
