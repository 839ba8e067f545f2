import type { DeepStringRecord } from '../../deep-string-record';
import type { ruNotifications } from '../ru/notifications';

export const enNotifications: DeepStringRecord<typeof ruNotifications> = {
  bell: 'Notifications',
  bellUnread: 'Notifications, {{count}} unread',
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'No notifications',
  showMore: 'Show more',
  loading: 'Loading notifications…',
  root: 'Root',
  unread: 'Unread',
};
