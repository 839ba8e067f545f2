import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../codegen/model/notification';
import { useAppNavigation } from '../../shared/routes/app-navigation';
import { areOperationsAvailable, NOTIFICATION_OPERATIONS } from '../../shared/session/operations.utils';
import { useSession } from '../../shared/session/session-context';
import { lazyPart, MountOnceOpened } from '../../shared/ui/lazy-part';
import { useOverlayTrigger } from '../../shared/ui/useOverlayTrigger';
import { notificationTarget } from './notification-target.utils';
import { useNotifications } from './useNotifications';

/**
 * The popover with its list, Mantine's popover and floating-ui, comes when the bell is first pointed at, focused or
 * clicked, not with the explorer's first load.
 */
const NotificationPopover = lazyPart(async () => (await import('./NotificationPopover')).NotificationPopover);

/** Above this the badge shows «99+». */
const MAX_SHOWN_COUNT = 99;

/**
 * The header's bell (docs/notifications.md): the unread count on a badge, and a popover with the notifications,
 * newest first. Opening one marks it read and goes where it happened. Hidden where the server has no notifications.
 * Memoised, as the header around it renders again on every navigation; it navigates through AppNavigation, whose
 * router hooks would render it with each navigation too.
 */
export const NotificationBell = memo(function NotificationBell() {
  const { configuration } = useSession();
  if (!areOperationsAvailable(configuration, NOTIFICATION_OPERATIONS)) return null;
  return <Bell />;
});

function Bell() {
  const { t } = useTranslation();
  const { navigate } = useAppNavigation();
  const popover = useOverlayTrigger(NotificationPopover.preload, 'dialog');
  const titleId = useId();
  const notifications = useNotifications();
  const count = notifications.unreadCount;

  const open = (notification: Notification) => {
    if (notification.readAt === null) notifications.markRead(notification.id);
    popover.setOpened(false);
    navigate(notificationTarget(notification));
  };

  return (
    <>
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
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
          {...popover.triggerProps}
        >
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
      <MountOnceOpened opened={popover.opened}>
        <NotificationPopover
          opened={popover.opened}
          onChange={popover.setOpened}
          anchor={popover.anchor}
          notifications={notifications}
          titleId={titleId}
          onOpen={open}
        />
      </MountOnceOpened>
    </>
  );
}
