import type { SecurityGroupIds } from '../../../codegen/model/securityGroupIds';
import type { ServerSettings } from '../../../codegen/model/serverSettings';
import type { OperationHandler } from '../app';
import { adminContext } from '../services/admin-context';
import { readSettings, setDefaultGroups } from '../services/settings.service';

/** Operations of the `settings` tag that the admin panel's settings screen needs (platform.md §2.4). */
export const settingsHandlers: Record<string, OperationHandler> = {
  getSettings: async (request): Promise<ServerSettings> => readSettings(request.server.db),

  setDefaultSecurityGroups: async (request, reply) => {
    await setDefaultGroups(adminContext(request), request.body as SecurityGroupIds);
    return reply.status(204).send();
  },
};
