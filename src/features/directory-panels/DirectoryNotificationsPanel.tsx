import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Directory } from '../../../codegen/model/directory';
import { ErrorText } from '../../shared/modals/ErrorText';
import { LoadState } from '../../shared/ui/LoadState';
import { DirectoryPanelFrame } from './DirectoryPanelFrame';
import { EventTypeRow } from './EventTypeRow';
import { eventTypeStates } from './listeners.utils';
import { useDirectoryListeners } from './useDirectoryListeners';
import { useListenerActions } from './useListenerActions';

/** The notification subscriptions of a directory (route `home.directory.directories.notifications`, explorer.md §2, §4). */
export function DirectoryNotificationsPanel() {
  return (
    <DirectoryPanelFrame active="notifications">
      {(directory) => <NotificationSettings directory={directory} />}
    </DirectoryPanelFrame>
  );
}

function NotificationSettings({ directory }: { directory: Directory }) {
  const { t } = useTranslation();
  const { data: listeners, error, isPending } = useDirectoryListeners(directory.id);
  const actions = useListenerActions(directory.id);

  if (isPending || error) {
    return <LoadState pending={isPending} error={error} loadingLabel={t('directoryPanels.loading')} />;
  }

  return (
    <Stack gap="sm" maw={640}>
      <Title order={3}>{t('directoryPanels.notificationsTitle')}</Title>
      <Group gap="xs">
        <Button size="xs" disabled={actions.pending} onClick={() => void actions.markAll(listeners)}>
          {t('directoryPanels.markAll')}
        </Button>
        <Button size="xs" variant="default" disabled={actions.pending} onClick={() => void actions.resetAll()}>
          {t('directoryPanels.reset')}
        </Button>
      </Group>
      {actions.error !== null && (
        <Alert color="red" variant="light" role="alert">
          <ErrorText error={actions.error} />
        </Alert>
      )}
      <Stack gap={6} role="group" aria-label={t('directoryPanels.eventTypesLabel')} aria-busy={actions.pending}>
        {eventTypeStates(listeners).map((state) => (
          <EventTypeRow
            key={state.type}
            state={state}
            disabled={actions.pending}
            onSubscribe={() => void actions.subscribe(state.type)}
            onUnsubscribe={(listener) => void actions.unsubscribe(listener)}
            onOptionChange={(listener, option, value) => void actions.changeOption(listener, option, value)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
