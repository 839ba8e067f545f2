import type { FastifyRequest } from 'fastify';
import type { Directory } from '../../../codegen/model/directory';
import type { GetPinnedDirectories200 } from '../../../codegen/model/getPinnedDirectories200';
import type { OperationHandler } from '../app';
import { listPinnedDirectories, setDirectoryPinned } from '../services/directory-pins.service';
import { pathId } from './directories.handlers';

/** Pins are the account's own: its other tabs and devices hear of the switch (tree node event «pin switched»). */
async function switchPin(request: FastifyRequest, pinned: boolean): Promise<Directory> {
  const directory = await setDirectoryPinned(request.server.db, request.account, pathId(request), pinned);
  request.server.live.publishChange(
    {
      change: 'pinSwitched',
      elementType: 'Directory',
      elementId: directory.id,
      directoryId: directory.parentId ?? null,
      previousDirectoryId: null,
      eventType: null,
      actorId: request.account.id,
      at: request.server.clock().toISOString(),
    },
    request.account.id,
  );
  return directory;
}

/** Operations of the `pins` tag: the account's own pinned directories (explorer.md §2, §4, §7). */
export const pinHandlers: Record<string, OperationHandler> = {
  getPinnedDirectories: async (request): Promise<GetPinnedDirectories200> => ({
    data: await listPinnedDirectories(request.server.db, request.account),
  }),

  pinDirectory: (request): Promise<Directory> => switchPin(request, true),

  unpinDirectory: (request): Promise<Directory> => switchPin(request, false),
};
