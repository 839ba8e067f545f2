import { describe, expect, it } from 'vitest';
import {
  notificationsOf,
  unreadCountOf,
  withAllRead,
  withNotificationRead,
  withNotificationReceived,
  type NotificationPages,
} from './notification-pages.utils';
import { newDirectoryNotification, notificationPage, uploadNotification } from './notifications.test-data';

const upload = uploadNotification();
const newDirectory = newDirectoryNotification();
const older = uploadNotification({ id: 'ab100000-0000-4000-8000-000000000003', itemName: 'Старый.pdf' });
const READ_AT = '2026-11-22T10:00:00.000Z';

function pages(...list: ReturnType<typeof notificationPage>[]): NotificationPages {
  return { pages: list, pageParams: list.map((_page, index) => index + 1) };
}

const twoPages = pages(
  notificationPage([upload, newDirectory], { totalPages: 2, unreadCount: 2 }),
  notificationPage([older], { totalPages: 2, unreadCount: 2 }),
);

describe('notification pages', () => {
  it('lists the loaded notifications newest first, each once, and counts the unread as the server did', () => {
    const shifted = pages(notificationPage([upload, newDirectory]), notificationPage([newDirectory, older]));
    expect(notificationsOf(shifted).map((notification) => notification.id)).toEqual([
      upload.id,
      newDirectory.id,
      older.id,
    ]);
    expect(unreadCountOf(twoPages)).toBe(2);
    expect(unreadCountOf(undefined)).toBe(0);
    expect(notificationsOf(undefined)).toEqual([]);
  });

  it('puts a delivered notification first and counts it', () => {
    const delivered = uploadNotification({ id: 'ab100000-0000-4000-8000-000000000009', itemName: 'Новый.pdf' });
    const next = withNotificationReceived(twoPages, delivered);
    expect(notificationsOf(next)[0]).toEqual(delivered);
    expect(unreadCountOf(next)).toBe(3);
    expect(next?.pages[1]).toBe(twoPages.pages[1]);
  });

  it('ignores a notification already listed, and has nothing to add to before the first page', () => {
    expect(withNotificationReceived(twoPages, upload)).toBe(twoPages);
    expect(withNotificationReceived(undefined, upload)).toBeUndefined();
  });

  it('marks one read and counts it no more, once', () => {
    const next = withNotificationRead(twoPages, older.id, READ_AT);
    expect(notificationsOf(next).find((notification) => notification.id === older.id)?.readAt).toBe(READ_AT);
    expect(unreadCountOf(next)).toBe(1);
    expect(withNotificationRead(next, older.id, READ_AT)).toBe(next);
    expect(withNotificationRead(twoPages, newDirectory.id, READ_AT)).toBe(twoPages);
  });

  it('marks all read, keeping the time of those read before', () => {
    const next = withAllRead(twoPages, READ_AT);
    expect(notificationsOf(next).map((notification) => notification.readAt)).toEqual([
      READ_AT,
      newDirectory.readAt,
      READ_AT,
    ]);
    expect(unreadCountOf(next)).toBe(0);
  });
});
