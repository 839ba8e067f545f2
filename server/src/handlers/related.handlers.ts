import type { AddRelatedDocuments200 } from '../../../codegen/model/addRelatedDocuments200';
import type { AddRelatedRequest } from '../../../codegen/model/addRelatedRequest';
import type { GetRelatedDocuments200 } from '../../../codegen/model/getRelatedDocuments200';
import type { IdList } from '../../../codegen/model/idList';
import type { OperationHandler } from '../app';
import { addRelatedDocuments, relatedDocuments, removeRelatedDocuments } from '../services/related.service';
import { documentContextOf } from './request-context';

// Parameters and JSON bodies are validated against the contract by Fastify before a handler runs.
type IdParams = { id: string };

const contextOf = documentContextOf;

/** Operations of the `related` tag: a document's related documents (explorer.md §2, §5, §7). */
export const relatedHandlers: Record<string, OperationHandler> = {
  getRelatedDocuments: async (request): Promise<GetRelatedDocuments200> => ({
    data: await relatedDocuments(documentContextOf(request), (request.params as IdParams).id),
  }),
  addRelatedDocuments: async (request): Promise<AddRelatedDocuments200> => ({
    data: await addRelatedDocuments(
      contextOf(request),
      (request.params as IdParams).id,
      (request.body as AddRelatedRequest).documentIds,
    ),
  }),
  removeRelatedDocuments: async (request, reply) => {
    await removeRelatedDocuments(contextOf(request), (request.params as IdParams).id, request.body as IdList);
    return reply.status(204).send();
  },
};
