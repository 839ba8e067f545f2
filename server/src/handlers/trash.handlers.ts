import type { FastifyRequest } from 'fastify';
import type { GetDeletedElements200 } from '../../../codegen/model/getDeletedElements200';
import type { IdList } from '../../../codegen/model/idList';
import type { RestoreRequest } from '../../../codegen/model/restoreRequest';
import type { TrashQuery } from '../../../codegen/model/trashQuery';
import type { OperationHandler } from '../app';
import { restoreElements } from '../services/trash-restore.service';
import { deleteElementsPermanently, emptyTrash, listTrash, type TrashContext } from '../services/trash.service';

const contextOf = (request: FastifyRequest): TrashContext => ({
  account: request.account,
  db: request.server.db,
  blobs: request.server.blobs,
  log: request.log,
});

/**
 * Operations of the `deleted` tag: the trash bin (explorer.md §2, §4, §7). Fastify has validated each JSON body
 * against the contract (defaults of sort, filter and page size applied) before the handler runs, so the generated
 * types describe them.
 */
export const trashHandlers: Record<string, OperationHandler> = {
  getDeletedElements: async (request): Promise<GetDeletedElements200> => ({
    data: await listTrash(request.server.db, request.account, request.body as TrashQuery),
  }),

  restoreDeletedElements: async (request, reply) => {
    const restored = await restoreElements(request.server.db, request.account, request.body as RestoreRequest);
    const at = request.server.clock().toISOString();
    for (const element of restored)
      request.server.live.publishChange({
        change: 'restored',
        elementType: element.elementType,
        elementId: element.id,
        directoryId: element.directoryId,
        previousDirectoryId: null,
        eventType: null,
        actorId: request.account.id,
        at,
      });
    return reply.status(204).send();
  },

  deleteElementsPermanently: async (request, reply) => {
    await deleteElementsPermanently(contextOf(request), request.body as IdList);
    return reply.status(204).send();
  },

  emptyTrash: async (request, reply) => {
    await emptyTrash(contextOf(request));
    return reply.status(204).send();
  },
};
