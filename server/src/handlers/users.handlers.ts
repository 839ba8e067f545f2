import type { GetMemberOf200 } from '../../../codegen/model/getMemberOf200';
import type { GetUserEditInfo200 } from '../../../codegen/model/getUserEditInfo200';
import type { GetUserSecurityGroups200 } from '../../../codegen/model/getUserSecurityGroups200';
import type { GetUsers200 } from '../../../codegen/model/getUsers200';
import type { Invite } from '../../../codegen/model/invite';
import type { InviteUser201 } from '../../../codegen/model/inviteUser201';
import type { UpdateUser200 } from '../../../codegen/model/updateUser200';
import type { UserPatch } from '../../../codegen/model/userPatch';
import type { OperationHandler } from '../app';
import { securityGroupsOf } from '../repositories/security-groups.repository';
import { inviteUser } from '../services/invitations.service';
import {
  listUsers,
  replaceUserSecurityGroups,
  updateUser,
  userEditInfo,
  userSecurityGroups,
} from '../services/users.service';

const userId = (params: unknown) => (params as { id: string }).id;

/**
 * Operations of the `users` tag: the account's own groups (explorer.md §6, §7), invitations, and the admin panel's
 * users (platform.md §2.4, §7).
 */
export const usersHandlers: Record<string, OperationHandler> = {
  getMemberOf: async (request): Promise<GetMemberOf200> => ({
    data: await securityGroupsOf(request.server.db, request.account.id),
  }),

  getUsers: async (request): Promise<GetUsers200> => ({ data: await listUsers(request.server.db) }),

  getUserEditInfo: async (request): Promise<GetUserEditInfo200> => ({
    data: await userEditInfo(request.server.db, request.account),
  }),

  inviteUser: async (request, reply) => {
    const { db, mailer, config, localSessions, appUrl } = request.server;
    const user = await inviteUser(
      { db, mailer, appUrl, localIssuer: localSessions ? config.issuer : null },
      request.account,
      request.body as Invite,
    );
    const body: InviteUser201 = { data: user };
    return reply.status(201).send(body);
  },

  updateUser: async (request): Promise<UpdateUser200> => ({
    data: await updateUser(request.server.db, request.account, userId(request.params), request.body as UserPatch),
  }),

  getUserSecurityGroups: async (request): Promise<GetUserSecurityGroups200> => ({
    data: await userSecurityGroups(request.server.db, userId(request.params)),
  }),

  updateUserSecurityGroups: async (request, reply) => {
    await replaceUserSecurityGroups(request.server.db, userId(request.params), request.body as string[]);
    await reply.status(204).send();
  },
};
