import type { GetMemberOf200 } from '../../../codegen/model/getMemberOf200';
import type { OperationHandler } from '../app';
import { securityGroupsOf } from '../repositories/security-groups.repository';

/** Operations of the `users` tag that the explorer needs now (explorer.md §6, §7); the admin area's come later. */
export const usersHandlers: Record<string, OperationHandler> = {
  getMemberOf: async (request): Promise<GetMemberOf200> => ({
    data: await securityGroupsOf(request.server.db, request.account.id),
  }),
};
