import type { ILogger } from '@microsoft/signalr';
import { FakeHubEnds } from '../../shared/realtime/fake-hub-connection.test-fixtures';
import type { ExplorerHubConnection } from './explorer-hub-connection';

/**
 * A stand-in for the SignalR connection: `start` answers from a queue of outcomes (success by default), and the test
 * plays the server's side with `receive`, `reconnect` and `drop`.
 */
export class FakeHubConnection extends FakeHubEnds implements ExplorerHubConnection {
  /** What the next starts do: resolve, or reject with the error. */
  readonly startOutcomes: (Error | 'ok')[] = [];
  startCalls = 0;
  stopCalls = 0;
  /** Set by `pendingStart`: the start that has not answered yet. */
  private release: ((outcome: Error | 'ok') => void) | undefined;

  constructor(readonly logger: ILogger) {
    super();
  }

  start(): Promise<void> {
    this.startCalls += 1;
    const outcome = this.startOutcomes.shift() ?? 'ok';
    if (outcome === 'ok') return Promise.resolve();
    return Promise.reject(outcome);
  }

  /** The next start waits until `finishStart` is called. */
  pendingStart(): void {
    this.start = () => {
      this.startCalls += 1;
      return new Promise((resolve, reject) => {
        this.release = (outcome) => {
          if (outcome === 'ok') resolve();
          else reject(outcome);
        };
      });
    };
  }

  finishStart(outcome: Error | 'ok'): void {
    this.release?.(outcome);
  }

  stop(): Promise<void> {
    this.stopCalls += 1;
    return Promise.resolve();
  }

  /** The connection closed for good (its reconnection retries exhausted). */
  drop(error = new Error('Server timeout elapsed')): void {
    this.closeWith(error);
  }
}

/** A factory that makes fake connections and keeps them, the latest last. */
export function fakeConnectionFactory(): {
  create: (logger: ILogger) => FakeHubConnection;
  connections: FakeHubConnection[];
  latest: () => FakeHubConnection;
} {
  const connections: FakeHubConnection[] = [];
  return {
    create: (logger) => {
      const connection = new FakeHubConnection(logger);
      connections.push(connection);
      return connection;
    },
    connections,
    latest: () => {
      const connection = connections.at(-1);
      if (!connection) throw new Error('No connection was made');
      return connection;
    },
  };
}
