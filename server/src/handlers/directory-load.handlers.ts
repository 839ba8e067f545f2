import type { DirectoryProperties } from '../../../codegen/model/directoryProperties';
import type { FetchDirectory200 } from '../../../codegen/model/fetchDirectory200';
import type { FetchDirectoryParams } from '../../../codegen/model/fetchDirectoryParams';
import type { OperationHandler } from '../app';
import { directoryProperties, loadDirectory } from '../services/directory-load.service';
import { pathId } from './directories.handlers';

/** The id of the path, where `root` stands for the top level. */
const ROOT = 'root';

/** The explorer's load of a directory and a directory's totals (explorer.md §2 Explorer, Directory properties). */
export const directoryLoadHandlers: Record<string, OperationHandler> = {
  fetchDirectory: async (request): Promise<FetchDirectory200> => {
    const id = pathId(request);
    // Validated against the contract already: both are its enums when present.
    const { sortType, filterType } = request.query as FetchDirectoryParams;
    const data = await loadDirectory(
      request.server.db,
      request.account,
      id === ROOT ? null : id.toLowerCase(),
      sortType,
      filterType,
    );
    return { data };
  },

  getDirectoryProperties: (request): Promise<DirectoryProperties> =>
    directoryProperties(request.server.db, request.account, pathId(request)),
};
