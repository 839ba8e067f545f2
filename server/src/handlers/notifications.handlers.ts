import type { GetNotifications200 } from '../../../codegen/model/getNotifications200';
import type { GetNotificationsParams } from '../../../codegen/model/getNotificationsParams';
import type { OperationHandler } from '../app';
import { notFound } from '../problem';
import { markAllRead, markRead, notificationPage } from '../repositories/notifications.repository';
import { pathId } from './directories.handlers';

/** Operations of the `notifications` tag: the bell's list of what the subscriptions delivered (docs/notifications.md). */
export const notificationsHandlers: Record<string, OperationHandler> = {
  getNotifications: async (request): Promise<GetNotifications200> => {
    // The contract's defaults are filled in by the validation of the query.
    const { pageNumber = 1, pageSize = 20, unreadOnly = false } = request.query as GetNotificationsParams;
    return {
      data: await notificationPage(request.server.db, request.account.id, { pageNumber, pageSize, unreadOnly }),
    };
  },

  markNotificationRead: async (request, reply) => {
    const at = request.server.clock().toISOString();
    if (!(await markRead(request.server.db, request.account.id, pathId(request), at)))
      throw notFound('The notification was not found.');
    request.server.live.accountChanged(request.account.id);
    return reply.status(204).send();
  },

  markAllNotificationsRead: async (request, reply) => {
    await markAllRead(request.server.db, request.account.id, request.server.clock().toISOString());
    request.server.live.accountChanged(request.account.id);
    return reply.status(204).send();
  },
};
