import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { createHubEventEmitter, HubEventsContext } from '../../shared/realtime/hub-event-emitter';
import { createExplorerHubConnection, type ExplorerHubConnectionFactory } from './explorer-hub-connection';
import { openExplorerHub } from './explorer-hub-session';
import { invalidateAfterOutage } from './hub-resume.utils';

export interface ExplorerHubProviderProps {
  children: ReactNode;
  /** Off where the API has no hub (config.json) and once the user signs out. */
  enabled: boolean;
  /** The SignalR connection by default; the tests pass a fake. */
  createConnection?: ExplorerHubConnectionFactory;
}

/**
 * The signed-in app's one connection to the explorer hub (openapi/explorer-hub.md), open while it is mounted and
 * enabled. Its events reach the features through `useHubEvent`; after an outage the queries on screen reload.
 */
export function ExplorerHubProvider({
  children,
  enabled,
  createConnection = createExplorerHubConnection,
}: ExplorerHubProviderProps) {
  const queryClient = useQueryClient();
  const [events] = useState(createHubEventEmitter);
  const onResumed = useEffectEvent(() => {
    void invalidateAfterOutage(queryClient);
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const session = openExplorerHub({
      createConnection,
      events,
      onResumed: () => {
        onResumed();
      },
    });
    return () => {
      session.close();
    };
  }, [enabled, createConnection, events]);

  return <HubEventsContext.Provider value={events}>{children}</HubEventsContext.Provider>;
}
