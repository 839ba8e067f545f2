import type { FastifyRequest } from 'fastify';
import type { CreateListenerRequest } from '../../../codegen/model/createListenerRequest';
import type { DirectoryListener } from '../../../codegen/model/directoryListener';
import type { GetDirectoryListeners200 } from '../../../codegen/model/getDirectoryListeners200';
import type { ListenAllDirectoryEvents200 } from '../../../codegen/model/listenAllDirectoryEvents200';
import type { ListenAllRequest } from '../../../codegen/model/listenAllRequest';
import type { OperationHandler } from '../app';
import { validationFailed } from '../problem';
import {
  createDirectoryListener,
  listDirectoryListeners,
  listenToAllEvents,
  removeDirectoryListener,
  resetDirectoryListeners,
} from '../services/listeners.service';
import { pathId } from './directories.handlers';

function listenerId(request: FastifyRequest): string {
  const { params } = request;
  if (typeof params === 'object' && params !== null && 'listenerId' in params && typeof params.listenerId === 'string')
    return params.listenerId;
  throw validationFailed('The request is not valid.', [{ field: 'params.listenerId', message: 'is required' }]);
}

/** The options of a body the contract has validated; the listen-all body is optional, and both default to false. */
function optionsOf(body: unknown): { once: boolean; self: boolean } {
  const { once = false, self = false } = (body ?? {}) as ListenAllRequest;
  return { once, self };
}

/** Operations of the `listeners` tag: the account's notification subscriptions of a directory (explorer.md §2–§4). */
export const listenerHandlers: Record<string, OperationHandler> = {
  getDirectoryListeners: async (request): Promise<GetDirectoryListeners200> => ({
    data: await listDirectoryListeners(request.server.db, request.account, pathId(request)),
  }),

  createDirectoryListener: async (request, reply) => {
    const body = request.body as CreateListenerRequest;
    const listener: DirectoryListener = await createDirectoryListener(
      request.server.db,
      request.account,
      pathId(request),
      body.type,
      optionsOf(body),
    );
    return reply.status(201).send(listener);
  },

  deleteDirectoryListener: async (request, reply) => {
    await removeDirectoryListener(request.server.db, request.account, pathId(request), listenerId(request));
    return reply.status(204).send();
  },

  resetDirectoryListeners: async (request, reply) => {
    await resetDirectoryListeners(request.server.db, request.account, pathId(request));
    return reply.status(204).send();
  },

  listenAllDirectoryEvents: async (request): Promise<ListenAllDirectoryEvents200> => ({
    data: await listenToAllEvents(request.server.db, request.account, pathId(request), optionsOf(request.body)),
  }),
};
