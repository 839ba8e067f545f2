import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetNotificationsQueryKey,
  getNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../../../codegen/api/notifications/notifications';
import type { NotificationPage } from '../../../codegen/model/notificationPage';
import { getNotificationsQueryPageSizeDefault } from '../../../codegen/zod/notifications/notifications.zod';
import { showError } from '../../shared/modals/showError';
import { useHubEvent } from '../../shared/realtime/useHubEvent';
import {
  notificationsOf,
  unreadCountOf,
  withAllRead,
  withNotificationRead,
  withNotificationReceived,
  type NotificationPages,
} from './notification-pages.utils';

const PAGE_SIZE = getNotificationsQueryPageSizeDefault;

/** The bell's pages of `GET /notifications`; under the operation's own key, so invalidating it reaches them. */
export const NOTIFICATION_PAGES_KEY = [...getGetNotificationsQueryKey({ pageSize: PAGE_SIZE }), 'pages'] as const;

/**
 * The bell's notifications, newest first, a page at a time, with the unread count. The hub keeps them current: a
 * delivered notification is added to the first page and counted, without a request; a change made in another tab
 * (marked read) reloads them. Marking one read shows at once; marking all read once the server has done it.
 */
export function useNotifications() {
  const queryClient = useQueryClient();
  const pages = useInfiniteQuery<NotificationPage, Error, NotificationPages, typeof NOTIFICATION_PAGES_KEY, number>({
    queryKey: NOTIFICATION_PAGES_KEY,
    queryFn: async ({ pageParam, signal }) =>
      (await getNotifications({ pageNumber: pageParam, pageSize: PAGE_SIZE }, undefined, signal)).data,
    initialPageParam: 1,
    getNextPageParam: (last, loaded) => (loaded.length < last.totalPages ? loaded.length + 1 : undefined),
  });

  const update = (change: (data: NotificationPages | undefined) => NotificationPages | undefined) => {
    queryClient.setQueryData<NotificationPages>(NOTIFICATION_PAGES_KEY, change);
  };
  const reload = () => queryClient.invalidateQueries({ queryKey: getGetNotificationsQueryKey() });

  useHubEvent('NotificationReceived', (notification) => {
    update((data) => withNotificationReceived(data, notification));
  });
  useHubEvent('NotificationsChanged', () => {
    void reload();
  });

  const markRead = useMarkNotificationRead({
    mutation: {
      onMutate: ({ id }) => {
        update((data) => withNotificationRead(data, id, new Date().toISOString()));
      },
      // Only the mark is lost: the user has already gone where the notification led. The list tells the truth again.
      onError: () => void reload(),
    },
  });
  const markAllRead = useMarkAllNotificationsRead({
    mutation: {
      onSuccess: () => {
        update((data) => withAllRead(data, new Date().toISOString()));
      },
      onError: (error) => void showError(error),
    },
  });

  return {
    notifications: notificationsOf(pages.data),
    unreadCount: unreadCountOf(pages.data),
    isPending: pages.isPending,
    error: pages.error,
    hasMore: pages.hasNextPage,
    isLoadingMore: pages.isFetchingNextPage,
    loadMore: () => void pages.fetchNextPage(),
    markRead: (id: string) => {
      markRead.mutate({ id });
    },
    markAllRead: () => {
      markAllRead.mutate();
    },
    isMarkingAll: markAllRead.isPending,
  };
}
