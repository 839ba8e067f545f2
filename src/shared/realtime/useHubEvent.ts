import { useContext, useEffect, useEffectEvent } from 'react';
import type { ExplorerHubEventName, ExplorerHubEvents, ExplorerHubHandler } from './explorer-hub-events';
import { HubEventsContext } from './hub-event-emitter';

/**
 * Calls `handler` with every `name` event the explorer hub sends while the component is mounted. The handler may
 * change on every render: the subscription stays, and the latest handler gets the event.
 */
export function useHubEvent<Name extends ExplorerHubEventName>(name: Name, handler: ExplorerHubHandler<Name>): void {
  const source = useContext(HubEventsContext);
  const onEvent = useEffectEvent((...args: ExplorerHubEvents[Name]) => {
    handler(...args);
  });
  useEffect(
    () =>
      source?.subscribe(name, (...args) => {
        onEvent(...args);
      }),
    [source, name],
  );
}
