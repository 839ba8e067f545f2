import type { FastifyRequest } from 'fastify';
import type { CreateMergedModelRequest } from '../../../codegen/model/createMergedModelRequest';
import type { ModelMergeRequest } from '../../../codegen/model/modelMergeRequest';
import type { OperationHandler } from '../app';
import { createMergedModel } from '../services/merged-model.service';
import {
  describeModel,
  mergeModels,
  type ModelContext,
  openModelPart,
  startVersionSync,
  versionSyncStatus,
} from '../services/models.service';
import { sendModelPart } from './file-replies';
import { documentContextOf } from './request-context';

// Parameters are validated against the contract by Fastify before a handler runs.
type VersionParams = { id: string; index: number };
type ModelParams = { modelId: string };
type PartParams = { modelId: string; partId: string };

const contextOf = (request: FastifyRequest): ModelContext => ({
  ...documentContextOf(request),
  models: request.server.models,
  clock: request.server.clock,
});

/** Operations of the `models` tag: the model service of the reference server (docs/models.md). */
export const modelsHandlers: Record<string, OperationHandler> = {
  uploadModelVersion: async (request, reply) => {
    const { id, index } = request.params as VersionParams;
    return reply.status(202).send(await startVersionSync(contextOf(request), id, index));
  },
  getModelUploadStatus: (request) => {
    const { id, index } = request.params as VersionParams;
    return versionSyncStatus(contextOf(request), id, index);
  },
  mergeModels: async (request, reply) => {
    const { tanglVersionIds } = request.body as ModelMergeRequest;
    return reply.status(202).send(await mergeModels(contextOf(request), tanglVersionIds));
  },
  createMergedModel: async (request, reply) => {
    const document = await createMergedModel(contextOf(request), request.body as CreateMergedModelRequest);
    return reply.status(201).send({ data: document });
  },
  getModel: (request) => describeModel(contextOf(request), (request.params as ModelParams).modelId),
  getModelPartFile: async (request, reply) => {
    const { modelId, partId } = request.params as PartParams;
    return sendModelPart(reply, await openModelPart(contextOf(request), modelId, partId));
  },
};
