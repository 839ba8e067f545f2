type Handler = (...args: unknown[]) => void;

/**
 * The server's side of a fake SignalR connection, shared by the tests of each hub's screen: the handlers the app
 * registers (`on`, `onreconnected`, `onclose`), and the events the test plays (`receive`, `reconnect`, `closeWith`).
 */
export class FakeHubEnds {
  readonly handlers = new Map<string, Handler[]>();
  readonly reconnectedCallbacks: (() => void)[] = [];
  readonly closeCallbacks: ((error?: Error) => void)[] = [];

  on(methodName: string, newMethod: Handler): void {
    this.handlers.set(methodName, [...(this.handlers.get(methodName) ?? []), newMethod]);
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
  closeWith(error?: Error): void {
    for (const callback of this.closeCallbacks) callback(error);
  }
}
