import type { HubConnection, ILogger } from '@microsoft/signalr';

/** The part of a SignalR connection the explorer's channel uses. */
export type DeferredHubConnection = Pick<HubConnection, 'start' | 'stop' | 'on' | 'onreconnected' | 'onclose'>;

/**
 * A hub connection whose SignalR client (some 14 kB gzip) is loaded when it first starts rather than with the app:
 * the explorer's channel starts after the first paint, so the client stays out of the first load. Handlers given
 * before then are handed to the real connection once it exists; a stop while the client loads makes that start fail,
 * as a stop during SignalR's own negotiation does.
 */
export function deferredHubConnection(path: string, logger: ILogger): DeferredHubConnection {
  let connection: Promise<HubConnection> | undefined;
  let built: HubConnection | undefined;
  const pending: ((hub: HubConnection) => void)[] = [];
  let stops = 0;

  function connect(): Promise<HubConnection> {
    connection ??= import('./hub-connection').then(({ buildHubConnection }) => {
      const hub = buildHubConnection(path, logger);
      for (const add of pending.splice(0)) add(hub);
      built = hub;
      return hub;
    });
    return connection;
  }

  function whenBuilt(add: (hub: HubConnection) => void): void {
    if (built) add(built);
    else pending.push(add);
  }

  return {
    async start() {
      const stopsBefore = stops;
      const hub = await connect();
      if (stops !== stopsBefore) throw new Error('The connection was stopped before it started.');
      await hub.start();
    },
    async stop() {
      stops += 1;
      await built?.stop();
    },
    on(name, handler) {
      whenBuilt((hub) => {
        hub.on(name, handler);
      });
    },
    onreconnected(callback) {
      whenBuilt((hub) => {
        hub.onreconnected(callback);
      });
    },
    onclose(callback) {
      whenBuilt((hub) => {
        hub.onclose(callback);
      });
    },
  };
}
