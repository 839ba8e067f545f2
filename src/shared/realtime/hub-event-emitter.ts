import { createContext } from 'react';
import type { ExplorerHubEventName, ExplorerHubEvents, ExplorerHubHandler } from './explorer-hub-events';

/** Where a feature subscribes to the hub's events; the returned function unsubscribes. */
export interface HubEventSource {
  subscribe<Name extends ExplorerHubEventName>(name: Name, handler: ExplorerHubHandler<Name>): () => void;
}

export interface HubEventEmitter extends HubEventSource {
  /** Hands an event to every subscriber of its name; one failing subscriber does not keep it from the others. */
  emit<Name extends ExplorerHubEventName>(name: Name, ...args: ExplorerHubEvents[Name]): void;
}

/**
 * The subscribers of the hub's events by name. The connection emits what the server sends; the tests emit by hand,
 * so a feature's reaction to an event is tested without a connection.
 */
export function createHubEventEmitter(): HubEventEmitter {
  const handlers = new Map<ExplorerHubEventName, Set<(...args: never[]) => void>>();
  return {
    subscribe(name, handler) {
      const named = handlers.get(name) ?? new Set();
      handlers.set(name, named);
      const entry = handler as (...args: never[]) => void;
      named.add(entry);
      return () => {
        named.delete(entry);
      };
    },
    emit(name, ...args) {
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          (handler as (...values: typeof args) => void)(...args);
        } catch (error) {
          console.error(error);
        }
      }
    },
  };
}

/** The hub's events for the signed-in app; null outside it (and in tests that need no hub): nothing arrives then. */
export const HubEventsContext = createContext<HubEventSource | null>(null);
