import type { GetMemberOf200 } from '../../../codegen/model/getMemberOf200';
import type { GetUsers200 } from '../../../codegen/model/getUsers200';
import type { OperationHandler } from '../app';
import { securityGroupsOf } from '../repositories/security-groups.repository';
import { listUsers } from '../services/users.service';

/** Operations of the `users` tag: the account's own groups (explorer.md §6, §7) and the admin panel's user list. */
export const usersHandlers: Record<string, OperationHandler> = {
  getMemberOf: async (request): Promise<GetMemberOf200> => ({
    data: await securityGroupsOf(request.server.db, request.account.id),
  }),

  getUsers: async (request): Promise<GetUsers200> => ({ data: await listUsers(request.server.db) }),
};
