import { ActionIcon, Center, Indicator, Loader, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { memo, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notification } from '../../../codegen/model/notification';
import { areOperationsAvailable, NOTIFICATION_OPERATIONS } from '../../shared/session/operations.utils';
import { useSession } from '../../shared/session/session-context';
import { lazyPart } from '../../shared/ui/lazy-part';
import { notificationTarget } from './notification-target.utils';
import { useNotifications } from './useNotifications';

/** The popover's list comes when the bell is first opened, not with the explorer's first load. */
const NotificationList = lazyPart(async () => (await import('./NotificationList')).NotificationList);

/** 360 px, or a phone's screen less a margin. */
const DROPDOWN_WIDTH = 'min(360px, calc(100vw - 16px))';

/** Above this the badge shows «99+». */
const MAX_SHOWN_COUNT = 99;

/**
 * The header's bell (docs/notifications.md): the unread count on a badge, and a popover with the notifications,
 * newest first. Opening one marks it read and goes where it happened. Hidden where the server has no notifications.
 * Memoised, as the header around it renders again on every navigation.
 */
export const NotificationBell = memo(function NotificationBell() {
  const { configuration } = useSession();
  if (!areOperationsAvailable(configuration, NOTIFICATION_OPERATIONS)) return null;
  return <Bell />;
});

function Bell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const notifications = useNotifications();
  const count = notifications.unreadCount;

  const open = (notification: Notification) => {
    if (notification.readAt === null) notifications.markRead(notification.id);
    setOpened(false);
    void navigate(notificationTarget(notification));
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
      width={DROPDOWN_WIDTH}
    >
      <Indicator
        inline
        label={count}
        maxValue={MAX_SHOWN_COUNT}
        disabled={count === 0}
        size={16}
        offset={4}
        color="red"
        // The button's name says the count already.
        attributes={{ indicator: { 'aria-hidden': true } }}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
            onClick={() => {
              setOpened((current) => !current);
            }}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      {/* Named by its title rather than by the bell, whose name carries the count. */}
      <Popover.Dropdown p={0} aria-labelledby={titleId}>
        <Suspense
          fallback={
            <Center p="md">
              <Loader size="sm" aria-label={t('appStart.loading')} />
            </Center>
          }
        >
          <NotificationList {...notifications} titleId={titleId} onOpen={open} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
