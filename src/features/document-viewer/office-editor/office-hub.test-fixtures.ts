import { FakeHubEnds } from '../../../shared/realtime/fake-hub-connection.test-fixtures';
import type { OfficeHubConnection } from './office-hub-connection';

/** What an invocation answers: its completion value, or the error it fails with. */
export type InvocationOutcome = { value: unknown } | { error: Error };

/**
 * A stand-in for the office hub's SignalR connection: it records starts, stops and invocations, answers each
 * invocation from `answers` (by method; a null completion by default), and plays the server's side with `receive`,
 * `reconnect` and `close`.
 */
export class FakeOfficeHubConnection extends FakeHubEnds implements OfficeHubConnection {
  readonly invocations: { method: string; args: unknown[] }[] = [];
  readonly answers = new Map<string, InvocationOutcome>();
  /** What the next start does: nothing (it succeeds) or fail with the error. */
  startError: Error | undefined;
  startCalls = 0;
  stopCalls = 0;

  start(): Promise<void> {
    this.startCalls += 1;
    return this.startError ? Promise.reject(this.startError) : Promise.resolve();
  }

  stop(): Promise<void> {
    this.stopCalls += 1;
    this.closeWith();
    return Promise.resolve();
  }

  /** The connection closed for good, with an error or without. */
  close(error?: Error): void {
    this.closeWith(error);
  }

  invoke<T = unknown>(methodName: string, ...args: unknown[]): Promise<T> {
    this.invocations.push({ method: methodName, args });
    const answer = this.answers.get(methodName) ?? { value: null };
    return 'error' in answer ? Promise.reject(answer.error) : Promise.resolve(answer.value as T);
  }

  /** The methods invoked so far, in order. */
  methods(): string[] {
    return this.invocations.map((invocation) => invocation.method);
  }
}

/** A factory of fake connections that keeps them, the latest last. */
export function fakeOfficeHub(): { create: () => FakeOfficeHubConnection; connections: FakeOfficeHubConnection[] } {
  const connections: FakeOfficeHubConnection[] = [];
  return {
    create: () => {
      const connection = new FakeOfficeHubConnection();
      connections.push(connection);
      return connection;
    },
    connections,
  };
}
