import type { Notification } from '../../../codegen/model/notification';
import type { NotificationPage } from '../../../codegen/model/notificationPage';

/** The contract's first example: an unread upload of «АР-01 План 1 этажа.pdf» into «АР — Архитектурные решения». */
export function uploadNotification(fields: Partial<Notification> = {}): Notification {
  return {
    id: 'ab100000-0000-4000-8000-000000000001',
    eventType: 6,
    actorId: 'c3000000-0000-4000-8000-000000000002',
    actorName: 'Петров Пётр Петрович',
    directoryId: 'a1000000-0000-4000-8000-000000000004',
    directoryName: 'АР — Архитектурные решения',
    documentId: 'b2000000-0000-4000-8000-000000000001',
    itemName: 'АР-01 План 1 этажа.pdf',
    createdAt: '2026-11-22T09:41:00Z',
    readAt: null,
    ...fields,
  };
}

/** The contract's second example: a read new directory «КЖ — Конструкции железобетонные». */
export function newDirectoryNotification(fields: Partial<Notification> = {}): Notification {
  return {
    id: 'ab100000-0000-4000-8000-000000000002',
    eventType: 1,
    actorId: 'c3000000-0000-4000-8000-000000000002',
    actorName: 'Петров Пётр Петрович',
    directoryId: 'a1000000-0000-4000-8000-000000000003',
    directoryName: 'Рабочая документация',
    documentId: null,
    itemName: 'КЖ — Конструкции железобетонные',
    createdAt: '2026-11-21T16:05:00Z',
    readAt: '2026-11-21T17:00:00Z',
    ...fields,
  };
}

export function notificationPage(
  notifications: Notification[],
  fields: Partial<Omit<NotificationPage, 'notifications'>> = {},
): NotificationPage {
  return {
    notifications,
    totalPages: 1,
    unreadCount: notifications.filter((notification) => notification.readAt === null).length,
    ...fields,
  };
}
