import type { CreateSecurityGroup201 } from '../../../codegen/model/createSecurityGroup201';
import type { GetDirectorySecurityPoints200 } from '../../../codegen/model/getDirectorySecurityPoints200';
import type { GetSecurityGroups200 } from '../../../codegen/model/getSecurityGroups200';
import type { ReplaceDirectorySecurityPoints200 } from '../../../codegen/model/replaceDirectorySecurityPoints200';
import type { SecurityGroupIds } from '../../../codegen/model/securityGroupIds';
import type { SecurityGroupInput } from '../../../codegen/model/securityGroupInput';
import type { UpdateSecurityGroup200 } from '../../../codegen/model/updateSecurityGroup200';
import type { OperationHandler } from '../app';
import { adminContext } from '../services/admin-context';
import { createGroup, listGroups, removeGroup, updateGroup } from '../services/security-groups.service';
import { directorySecurityPoints, replaceDirectorySecurityPoints } from '../services/security-points.service';
import { pathId } from './directories.handlers';

/**
 * Operations of the `security-groups` tag: the groups (platform.md §2.4) and the directories' security points (the
 * access viewer, §2.5). Who may call them is the request gate's; the data rules are the services'.
 */
export const securityGroupsHandlers: Record<string, OperationHandler> = {
  getSecurityGroups: async (request): Promise<GetSecurityGroups200> => ({
    data: await listGroups(request.server.db),
  }),

  createSecurityGroup: async (request, reply) => {
    const body: CreateSecurityGroup201 = {
      data: await createGroup(adminContext(request), request.body as SecurityGroupInput),
    };
    return reply.status(201).send(body);
  },

  updateSecurityGroup: async (request): Promise<UpdateSecurityGroup200> => ({
    data: await updateGroup(adminContext(request), pathId(request), request.body as SecurityGroupInput),
  }),

  deleteSecurityGroup: async (request, reply) => {
    await removeGroup(adminContext(request), pathId(request));
    return reply.status(204).send();
  },

  getDirectorySecurityPoints: async (request): Promise<GetDirectorySecurityPoints200> => ({
    data: await directorySecurityPoints(request.server.db, pathId(request)),
  }),

  replaceDirectorySecurityPoints: async (request): Promise<ReplaceDirectorySecurityPoints200> => ({
    data: await replaceDirectorySecurityPoints(
      adminContext(request),
      pathId(request),
      request.body as SecurityGroupIds,
    ),
  }),
};
