import type { Directory } from '../../../codegen/model/directory';
import type { GetPinnedDirectories200 } from '../../../codegen/model/getPinnedDirectories200';
import type { OperationHandler } from '../app';
import { listPinnedDirectories, setDirectoryPinned } from '../services/directory-pins.service';
import { pathId } from './directories.handlers';

/** Operations of the `pins` tag: the account's own pinned directories (explorer.md §2, §4, §7). */
export const pinHandlers: Record<string, OperationHandler> = {
  getPinnedDirectories: async (request): Promise<GetPinnedDirectories200> => ({
    data: await listPinnedDirectories(request.server.db, request.account),
  }),

  pinDirectory: (request): Promise<Directory> =>
    setDirectoryPinned(request.server.db, request.account, pathId(request), true),

  unpinDirectory: (request): Promise<Directory> =>
    setDirectoryPinned(request.server.db, request.account, pathId(request), false),
};
