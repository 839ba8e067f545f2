import type { InfiniteData } from '@tanstack/react-query';
import type { Notification } from '../../../codegen/model/notification';
import type { NotificationPage } from '../../../codegen/model/notificationPage';

/** The bell's cache: the pages loaded so far, the first one newest, each numbered by `pageNumber`. */
export type NotificationPages = InfiniteData<NotificationPage, number>;

/**
 * Every loaded notification, newest first. A notification prepended live shifts the server's pages by one, so the next
 * page may repeat the last one of the previous page: each is listed once.
 */
export function notificationsOf(data: NotificationPages | undefined): Notification[] {
  const seen = new Set<string>();
  const list: Notification[] = [];
  for (const page of data?.pages ?? []) {
    for (const notification of page.notifications) {
      if (seen.has(notification.id)) continue;
      seen.add(notification.id);
      list.push(notification);
    }
  }
  return list;
}

/** All the user's unread notifications, as the server counted them with the first page (and the bell since). */
export function unreadCountOf(data: NotificationPages | undefined): number {
  return data?.pages[0]?.unreadCount ?? 0;
}

function withFirstPage(
  data: NotificationPages,
  update: (page: NotificationPage) => NotificationPage,
): NotificationPages {
  const [first, ...rest] = data.pages;
  return first ? { ...data, pages: [update(first), ...rest] } : data;
}

/** A notification the hub delivered: first in the list and counted unread; one already listed changes nothing. */
export function withNotificationReceived(
  data: NotificationPages | undefined,
  notification: Notification,
): NotificationPages | undefined {
  if (!data || notificationsOf(data).some((listed) => listed.id === notification.id)) return data;
  return withFirstPage(data, (page) => ({
    ...page,
    notifications: [notification, ...page.notifications],
    unreadCount: page.unreadCount + (notification.readAt === null ? 1 : 0),
  }));
}

/** One notification marked read at `readAt`: it is no longer counted. */
export function withNotificationRead(
  data: NotificationPages | undefined,
  id: string,
  readAt: string,
): NotificationPages | undefined {
  if (!data) return data;
  const wasUnread = notificationsOf(data).some((listed) => listed.id === id && listed.readAt === null);
  if (!wasUnread) return data;
  const marked: NotificationPages = {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map((listed) => (listed.id === id ? { ...listed, readAt } : listed)),
    })),
  };
  return withFirstPage(marked, (page) => ({ ...page, unreadCount: Math.max(page.unreadCount - 1, 0) }));
}

/** Every notification marked read at `readAt`, those not loaded yet included: none is counted. */
export function withAllRead(data: NotificationPages | undefined, readAt: string): NotificationPages | undefined {
  if (!data) return data;
  const marked: NotificationPages = {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map((listed) => (listed.readAt === null ? { ...listed, readAt } : listed)),
    })),
  };
  return withFirstPage(marked, (page) => ({ ...page, unreadCount: 0 }));
}
