import { Box, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../codegen/model/notification';
import { formatDateTime } from '../../shared/format/format-date';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import classes from './NotificationBell.module.css';

export interface NotificationRowProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

/**
 * One notification: what happened (the event type), to which element, who did it, where and when. An unread one is
 * bold, marked with a dot and named unread for screen readers.
 */
export function NotificationRow({ notification, onOpen }: NotificationRowProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const unread = notification.readAt === null;
  const place = notification.directoryName ?? t('notifications.root');

  return (
    <li>
      <UnstyledButton
        className={classes['row']}
        mod={{ unread }}
        onClick={() => {
          onOpen(notification);
        }}
      >
        <Box className={classes['dot']} aria-hidden />
        <div className={classes['text']}>
          <Text size="sm" fw={unread ? 700 : 500}>
            {unread && <VisuallyHidden>{`${t('notifications.unread')}: `}</VisuallyHidden>}
            {t(`eventTypes.${String(notification.eventType)}`)}
          </Text>
          <Text size="sm" fw={unread ? 600 : undefined} truncate title={notification.itemName}>
            {notification.itemName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {`${notification.actorName} · ${place}`}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(notification.createdAt, language)}
          </Text>
        </div>
      </UnstyledButton>
    </li>
  );
}
