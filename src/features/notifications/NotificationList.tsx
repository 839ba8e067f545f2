import { Button, Center, Group, Loader, ScrollArea, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../codegen/model/notification';
import { LoadState } from '../../shared/ui/LoadState';
import classes from './NotificationBell.module.css';
import { NotificationRow } from './NotificationRow';

export interface NotificationListProps {
  notifications: Notification[];
  unreadCount: number;
  isPending: boolean;
  error: unknown;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  markAllRead: () => void;
  isMarkingAll: boolean;
  onOpen: (notification: Notification) => void;
  /** The id of the title, which names the popover. */
  titleId: string;
}

/** The bell's popover: a title with «mark all read», the notifications, «show more» while pages remain. */
export function NotificationList({
  notifications,
  unreadCount,
  isPending,
  error,
  hasMore,
  isLoadingMore,
  loadMore,
  markAllRead,
  isMarkingAll,
  onOpen,
  titleId,
}: NotificationListProps) {
  const { t } = useTranslation();
  const loaded = !isPending && !error;

  return (
    <>
      {/* The button keeps its whole text: on a narrow screen it goes under the title rather than being cut. */}
      <Group justify="space-between" gap="xs" px="sm" py="xs">
        <Title order={2} size="h5" id={titleId}>
          {t('notifications.title')}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ flex: 'none' }}
          disabled={unreadCount === 0}
          loading={isMarkingAll}
          onClick={markAllRead}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      {!loaded && <LoadState pending={isPending} error={error} loadingLabel={t('notifications.loading')} />}
      {loaded && notifications.length === 0 && (
        <Text c="dimmed" size="sm" ta="center" p="md">
          {t('notifications.empty')}
        </Text>
      )}
      {loaded && notifications.length > 0 && (
        <ScrollArea.Autosize mah="min(480px, 60vh)" type="auto">
          <ul className={classes['list']}>
            {notifications.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} onOpen={onOpen} />
            ))}
          </ul>
          {hasMore && (
            <Center p="xs">
              {isLoadingMore ? (
                <Loader size="sm" role="status" aria-label={t('notifications.loading')} />
              ) : (
                <Button variant="subtle" size="compact-sm" onClick={loadMore}>
                  {t('notifications.showMore')}
                </Button>
              )}
            </Center>
          )}
        </ScrollArea.Autosize>
      )}
    </>
  );
}
