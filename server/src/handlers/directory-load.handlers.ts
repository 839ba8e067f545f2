import type { DirectoryProperties } from '../../../codegen/model/directoryProperties';
import type { FetchDirectoryParams } from '../../../codegen/model/fetchDirectoryParams';
import type { OperationHandler } from '../app';
import { directoryLoadJson, directoryProperties, loadDirectory } from '../services/directory-load.service';
import { pathId } from './directories.handlers';

/** The id of the path, where `root` stands for the top level. */
const ROOT = 'root';

/** The explorer's load of a directory and a directory's totals (explorer.md §2 Explorer, Directory properties). */
export const directoryLoadHandlers: Record<string, OperationHandler> = {
  // Answered as UTF-8 JSON (FetchDirectory200): the documents come serialized already (services/document-listings.ts).
  fetchDirectory: async (request, reply): Promise<Buffer> => {
    const id = pathId(request);
    // Validated against the contract already: both are its enums when present.
    const { sortType, filterType } = request.query as FetchDirectoryParams;
    const { db, documentListings, directoryLoadEvents } = request.server;
    const load = await loadDirectory(
      { db, listings: documentListings, loadEvents: directoryLoadEvents },
      request.account,
      id === ROOT ? null : id.toLowerCase(),
      sortType,
      filterType,
    );
    void reply.type('application/json; charset=utf-8');
    return directoryLoadJson(load);
  },

  getDirectoryProperties: (request): Promise<DirectoryProperties> =>
    directoryProperties(request.server.db, request.account, pathId(request)),
};
