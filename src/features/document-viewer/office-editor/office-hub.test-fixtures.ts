import type { OfficeHubConnection } from './office-hub-connection';

type Handler = (...args: unknown[]) => void;

/** What an invocation answers: its completion value, or the error it fails with. */
export type InvocationOutcome = { value: unknown } | { error: Error };

/**
 * A stand-in for the office hub's SignalR connection: it records starts, stops and invocations, answers each
 * invocation from `answers` (by method; a null completion by default), and plays the server's side with `receive`,
 * `reconnect` and `close`.
 */
export class FakeOfficeHubConnection implements OfficeHubConnection {
  readonly handlers = new Map<string, Handler[]>();
  readonly reconnectedCallbacks: (() => void)[] = [];
  readonly closeCallbacks: ((error?: Error) => void)[] = [];
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
    for (const callback of this.closeCallbacks) callback();
    return Promise.resolve();
  }

  on(methodName: string, newMethod: Handler): void {
    this.handlers.set(methodName, [...(this.handlers.get(methodName) ?? []), newMethod]);
  }

  invoke<T = unknown>(methodName: string, ...args: unknown[]): Promise<T> {
    this.invocations.push({ method: methodName, args });
    const answer = this.answers.get(methodName) ?? { value: null };
    return 'error' in answer ? Promise.reject(answer.error) : Promise.resolve(answer.value as T);
  }

  onreconnected(callback: () => void): void {
    this.reconnectedCallbacks.push(callback);
  }

  onclose(callback: (error?: Error) => void): void {
    this.closeCallbacks.push(callback);
  }

  /** The server sends an event. */
  receive(name: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(name) ?? []) handler(...args);
  }

  /** The automatic reconnection succeeded. */
  reconnect(): void {
    for (const callback of this.reconnectedCallbacks) callback();
  }

  /** The connection closed for good, with an error or without. */
  close(error?: Error): void {
    for (const callback of this.closeCallbacks) callback(error);
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
