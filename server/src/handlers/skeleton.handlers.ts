import type { CreateSkeletonRequest } from '../../../codegen/model/createSkeletonRequest';
import type { GetSkeletonEntityAncestorNames200 } from '../../../codegen/model/getSkeletonEntityAncestorNames200';
import type { GetSkeletonEntitySecurityPoints200 } from '../../../codegen/model/getSkeletonEntitySecurityPoints200';
import type { Skeleton } from '../../../codegen/model/skeleton';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import type { SkeletonEntitySaveRequest } from '../../../codegen/model/skeletonEntitySaveRequest';
import type { OperationHandler } from '../app';
import { adminContext } from '../services/admin-context';
import {
  createEntity,
  createSkeleton,
  deleteEntity,
  entityAncestorNames,
  entitySecurityPoints,
  getEntity,
  getSkeleton,
  listEntities,
  updateEntity,
} from '../services/skeleton.service';
import { pathId } from './directories.handlers';

/**
 * Operations of the `skeleton` tag: the structure and its entities (platform.md §2.4, §3, §7; docs/structure.md).
 * Who may call them is the request gate's (changes: administrators and developers); the rules are the service's.
 */
export const skeletonHandlers: Record<string, OperationHandler> = {
  getSkeleton: (request): Promise<Skeleton> => getSkeleton(request.server.db),

  createSkeleton: async (request, reply) => {
    const skeleton: Skeleton = await createSkeleton(adminContext(request), request.body as CreateSkeletonRequest);
    return reply.status(201).send(skeleton);
  },

  getSkeletonEntities: (request): Promise<SkeletonEntity[]> => listEntities(request.server.db, pathId(request)),

  getSkeletonEntity: (request): Promise<SkeletonEntity> => getEntity(request.server.db, pathId(request)),

  createSkeletonEntity: async (request, reply) => {
    const entity: SkeletonEntity = await createEntity(adminContext(request), request.body as SkeletonEntitySaveRequest);
    return reply.status(201).send(entity);
  },

  updateSkeletonEntity: (request): Promise<SkeletonEntity> =>
    updateEntity(adminContext(request), pathId(request), request.body as SkeletonEntitySaveRequest),

  deleteSkeletonEntity: async (request, reply) => {
    await deleteEntity(adminContext(request), pathId(request));
    return reply.status(204).send();
  },

  getSkeletonEntitySecurityPoints: async (request): Promise<GetSkeletonEntitySecurityPoints200> => ({
    data: await entitySecurityPoints(request.server.db, pathId(request)),
  }),

  getSkeletonEntityAncestorNames: async (request): Promise<GetSkeletonEntityAncestorNames200> => ({
    data: await entityAncestorNames(request.server.db, pathId(request)),
  }),
};
