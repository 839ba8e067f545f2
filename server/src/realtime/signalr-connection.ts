import type { FastifyInstance } from 'fastify';
import {
  answerHandshake,
  CloseCode,
  type CloseMessage,
  type CompletionMessage,
  type InvocationMessage,
  MessageType,
  parseFrame,
  parseHandshakeFrame,
  PING_RECORD,
  writeHandshakeResponse,
  writeMessage,
} from './signalr-protocol';

/** Who a connection belongs to, as `authenticate` found it from the access token. */
export interface HubAccount {
  id: string;
  /** When the token expires: the server then closes the connection with `SignIn`. */
  expiresAt?: Date;
}

export interface HubConnection {
  readonly id: string;
  readonly account: HubAccount;
  /** What the hub's methods keep about the connection (its subscriptions, for instance). */
  readonly data: Map<string, unknown>;
  /** A server → client event (a non-blocking invocation); dropped once the connection is closing. */
  send(target: string, ...args: unknown[]): void;
  /** `allowReconnect`: a client with automatic reconnect comes back (with a fresh token). */
  close(error?: string, options?: { allowReconnect?: boolean }): void;
}

/** Its value (awaited when a promise) is the completion's result. */
export type HubMethod = (connection: HubConnection, ...args: unknown[]) => unknown;

export interface HubOptions {
  /** Where the hub lives, e.g. `/hubs/explorer`; negotiation is at `{path}/negotiate`. */
  path: string;
  /** The account of an access token; rejecting refuses the request (401). */
  authenticate(token: string): Promise<HubAccount>;
  /** Client → server invocations by target name; a thrown Error's message becomes the completion's error. */
  methods: Record<string, HubMethod>;
  onConnected?(connection: HubConnection): Promise<void> | void;
  onDisconnected?(connection: HubConnection): Promise<void> | void;
  /**
   * The key that signs negotiated connection tokens, the same in every process of an installation so that a
   * WebSocket may reach another process than its negotiation (connection-tokens.ts); random per hub when absent.
   */
  connectionSecret?: Buffer;
  /** How often the server pings (default 15 s); clients time the server out after twice that by default. */
  keepAliveMs?: number;
  /** How long a client may stay silent before the server closes its connection (default 30 s). */
  clientTimeoutMs?: number;
}

export interface Hub {
  /** The connections past their handshake and not closing. */
  connections(): Iterable<HubConnection>;
  /** Sends the event to every connection the predicate picks; returns how many it picked. */
  sendTo(predicate: (connection: HubConnection) => boolean, target: string, ...args: unknown[]): number;
  /** Closes every connection (clients may reconnect to the next server); resolves when the sockets are closed. */
  close(): Promise<void>;
}

export const DEFAULT_KEEP_ALIVE_MS = 15_000;
export const DEFAULT_CLIENT_TIMEOUT_MS = 30_000;
export const CONNECTION_TOKEN_TTL_MS = 30_000;
// Hub invocations carry ids and small payloads; ASP.NET Core's own default limit is 32 KB.
export const MAX_MESSAGE_BYTES = 64 * 1024;
// Invocations run one at a time per connection (as in ASP.NET Core); a client may not pile up more than this.
export const MAX_QUEUED_INVOCATIONS = 64;
// After a close frame, how long the peer has to answer before its socket is destroyed (ws itself waits 30 s).
export const CLOSE_GRACE_MS = 1_000;
// setTimeout fires at once for longer delays.
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;
/** The catalogue code the client shows when its token has expired. */
export const SIGN_IN = 'SignIn';

export const SOCKET_OPEN = 1;

/** The part of a `ws` socket the hub uses (the project has no types for `ws`). */
export interface HubSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

export interface HubRuntime {
  app: FastifyInstance;
  options: HubOptions;
  keepAliveMs: number;
  clientTimeoutMs: number;
  /** Every socket past the upgrade, handshake or not. */
  connections: Set<Connection>;
}

export const isExpired = (account: HubAccount) =>
  account.expiresAt !== undefined && !(account.expiresAt.getTime() > Date.now());
export const bytesOf = (data: Buffer | ArrayBuffer | Buffer[]) =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

export type Outcome = Pick<CompletionMessage, 'result' | 'error'>;

export class Connection implements HubConnection {
  readonly data = new Map<string, unknown>();
  readonly closed: Promise<void>;
  private handshaken = false;
  private closing = false;
  private lastReceivedAt = Date.now();
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    readonly id: string,
    readonly account: HubAccount,
    private readonly socket: HubSocket,
    private readonly runtime: HubRuntime,
  ) {
    this.closed = new Promise((resolve) => {
      socket.on('close', () => {
        this.onSocketClosed();
        resolve();
      });
    });
    socket.on('message', (data, isBinary) => {
      this.receive(data, isBinary);
    });
    this.watchSilence();
  }

  get established(): boolean {
    return this.handshaken && !this.closing;
  }

  send(target: string, ...args: unknown[]): void {
    if (!this.established) return;
    const record = this.serialize({ type: MessageType.Invocation, target, arguments: args });
    if (record !== undefined) this.sendRecord(record);
  }

  /** Sends an already written record, e.g. an event written once for many connections. */
  sendRecord(record: string): void {
    if (this.socket.readyState === SOCKET_OPEN) this.socket.send(record);
  }

  close(error?: string, options: { allowReconnect?: boolean } = {}): void {
    if (this.closing) return;
    if (this.handshaken) {
      const message: CloseMessage = { type: MessageType.Close };
      if (error !== undefined) message.error = error;
      if (options.allowReconnect === true) message.allowReconnect = true;
      this.sendRecord(writeMessage(message));
    }
    this.closeSocket(CloseCode.Normal);
  }

  private closeSocket(code: number): void {
    if (this.closing) return;
    this.closing = true;
    this.socket.close(code);
    this.later(CLOSE_GRACE_MS, () => {
      this.socket.terminate();
    });
  }

  /** A protocol error: logged, told to the client (handshake error or Close message), and the connection closed. */
  private fail(detail: string, code: number = CloseCode.ProtocolError): void {
    if (this.closing) return;
    this.warn('SignalR protocol error; closing the connection', detail);
    const { handshaken } = this;
    this.sendRecord(
      handshaken ? writeMessage({ type: MessageType.Close, error: detail }) : writeHandshakeResponse({ error: detail }),
    );
    this.closeSocket(code);
  }

  private receive(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    if (this.closing) return;
    this.lastReceivedAt = Date.now();
    const bytes = bytesOf(data);
    if (isBinary) this.fail('Binary frames are not supported: this hub speaks JSON.', CloseCode.UnsupportedData);
    else if (bytes.length > MAX_MESSAGE_BYTES)
      this.fail(`A frame may hold at most ${MAX_MESSAGE_BYTES} bytes.`, CloseCode.TooBig);
    else if (this.handshaken) this.dispatch(bytes.toString('utf8'));
    else this.handshake(bytes.toString('utf8'));
  }

  private handshake(frame: string): void {
    const parsed = parseHandshakeFrame(frame);
    const refusal = parsed.ok ? answerHandshake(parsed.value.request).error : parsed.error;
    if (!parsed.ok || refusal !== undefined) {
      this.fail(refusal ?? 'Invalid handshake.');
      return;
    }
    this.sendRecord(writeHandshakeResponse({}));
    this.handshaken = true;
    const keepAlive = setInterval(() => {
      this.sendRecord(PING_RECORD);
    }, this.runtime.keepAliveMs);
    this.timers.add(keepAlive.unref());
    this.watchExpiry();
    const { options } = this.runtime;
    // Invocations wait in the queue until onConnected is done, as ASP.NET Core runs OnConnectedAsync first.
    if (options.onConnected)
      this.enqueue(async () => {
        try {
          await options.onConnected?.(this);
        } catch (error) {
          this.close(messageOf(error));
        }
      });
    if (parsed.value.rest !== '') this.dispatch(parsed.value.rest);
  }

  private dispatch(frame: string): void {
    const parsed = parseFrame(frame);
    if (!parsed.ok) {
      this.fail(parsed.error);
      return;
    }
    for (const message of parsed.value) {
      if (this.closing) return;
      if (message.type === MessageType.Invocation && message.streamIds === undefined) {
        if (this.queued >= MAX_QUEUED_INVOCATIONS) this.fail('Too many invocations are waiting.');
        else this.enqueue(() => this.invoke(message));
      } else if (message.type === MessageType.Invocation || message.type === MessageType.StreamInvocation)
        this.complete(message.invocationId, 'a stream', { error: 'Streaming is not supported.' });
      else if (message.type === MessageType.Close) this.closeSocket(CloseCode.Normal);
      // Pings only prove the client is there (lastReceivedAt); the server never invokes the client with an id, so a
      // completion answers nothing; stream items, cancellations, acks and sequences belong to unsupported features.
    }
  }

  /** Runs the work (which never rejects) after everything queued before it, unless the connection closed meanwhile. */
  private enqueue(work: () => Promise<void>): void {
    this.queued += 1;
    this.queue = this.queue
      .then(() => (this.closing ? undefined : work()))
      .finally(() => {
        this.queued -= 1;
      });
  }

  private async invoke({ invocationId, target, arguments: args }: InvocationMessage): Promise<void> {
    const { methods } = this.runtime.options;
    // Own properties only: a target such as `constructor` or `__proto__` must not reach Object.prototype.
    const method = Object.hasOwn(methods, target) ? methods[target] : undefined;
    let outcome: Outcome;
    try {
      if (method === undefined) throw new Error(`Method '${target}' does not exist.`);
      const result = await method(this, ...args);
      outcome = result === undefined ? {} : { result };
    } catch (error) {
      outcome = { error: messageOf(error) };
    }
    this.complete(invocationId, target, outcome);
  }

  private complete(invocationId: string | undefined, target: string, outcome: Outcome): void {
    if (invocationId === undefined) {
      // A non-blocking invocation gets no completion: its failure would go unseen but for the log.
      if (outcome.error !== undefined) this.warn(`A non-blocking invocation of '${target}' failed`, outcome.error);
      return;
    }
    const completion: CompletionMessage = { type: MessageType.Completion, invocationId };
    const record = this.serialize({ ...completion, ...outcome });
    this.sendRecord(record ?? writeMessage({ ...completion, error: `The result of '${target}' is not JSON.` }));
  }

  private serialize(message: Parameters<typeof writeMessage>[0]): string | undefined {
    try {
      return writeMessage(message);
    } catch (error) {
      this.warn('A message could not be written as JSON', messageOf(error));
      return undefined;
    }
  }

  private warn(message: string, detail: string): void {
    const context = { hub: this.runtime.options.path, connectionId: this.id, accountId: this.account.id, detail };
    this.runtime.app.log.warn(context, message);
  }

  /** A timer that forgets itself when it fires and does not keep the process alive. */
  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer.unref());
  }

  /** Checked lazily: a timer for the silence left, instead of one reset on every message. */
  private watchSilence(): void {
    const left = this.lastReceivedAt + this.runtime.clientTimeoutMs - Date.now();
    if (left > 0)
      this.later(left, () => {
        this.watchSilence();
      });
    else this.close('The client was silent for longer than the client timeout.', { allowReconnect: true });
  }

  private watchExpiry(): void {
    const { expiresAt } = this.account;
    if (expiresAt === undefined) return;
    const left = expiresAt.getTime() - Date.now();
    // NaN (an invalid date) counts as expired; setTimeout would fire at once for a delay past its maximum.
    if (left > 0)
      this.later(Math.min(left, MAX_TIMER_DELAY_MS), () => {
        this.watchExpiry();
      });
    else this.close(SIGN_IN, { allowReconnect: true });
  }

  private onSocketClosed(): void {
    this.closing = true;
    // clearTimeout clears intervals too (the keep-alive).
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.runtime.connections.delete(this);
    const { options } = this.runtime;
    if (!this.handshaken || !options.onDisconnected) return;
    this.queue = this.queue.then(async () => {
      try {
        await options.onDisconnected?.(this);
      } catch (error) {
        this.warn('onDisconnected failed', messageOf(error));
      }
    });
  }
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Unknown');
