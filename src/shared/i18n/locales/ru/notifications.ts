/** The header's bell: the notifications the subscriptions delivered (explorer.md §2, §3; docs/notifications.md). */
export const ruNotifications = {
  bell: 'Уведомления',
  bellUnread: 'Уведомления, непрочитанных: {{count}}',
  title: 'Уведомления',
  markAllRead: 'Отметить все прочитанными',
  empty: 'Уведомлений нет',
  showMore: 'Показать ещё',
  loading: 'Загрузка уведомлений…',
  root: 'Корень',
  unread: 'Не прочитано',
} as const;
