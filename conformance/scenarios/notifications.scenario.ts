import { randomUUID } from 'node:crypto';
import { field, type Scenario } from './scenario';

/**
 * The bell's operations (docs/notifications.md). The kit acts as one account, which is never notified of its own
 * actions, so what it reads is whatever the server holds for it: a page, marked read one by one where it has any, and
 * an unknown id refused as another account's would be.
 */
export const notificationsScenario: Scenario = {
  name: 'notifications',
  operations: ['getNotifications', 'markNotificationRead', 'markAllNotificationsRead'],
  async run({ run }) {
    const page = await run.step('getNotifications', 'lists the first page, newest first', {
      method: 'GET',
      path: '/notifications?pageNumber=1&pageSize=20',
    });
    const first = field(page, 'notifications', 0, 'id');
    if (typeof first === 'string')
      await run.check('markNotificationRead', 'marks the newest notification read', {
        method: 'POST',
        path: `/notifications/${first}/read`,
      });
    await run.check(
      'markNotificationRead',
      'refuses a notification that is not the account’s',
      { method: 'POST', path: `/notifications/${randomUUID()}/read` },
      { status: 404, code: 'NotFound' },
    );
    await run.check(
      'markNotificationRead',
      'refuses an id that is no id',
      { method: 'POST', path: '/notifications/not-an-id/read' },
      { status: 400, code: 'ValidationFailed' },
    );
    await run.check('markAllNotificationsRead', 'marks every notification read', {
      method: 'POST',
      path: '/notifications/read-all',
    });
    await run.check('getNotifications', 'lists the unread only', {
      method: 'GET',
      path: '/notifications?unreadOnly=true',
    });
  },
};
