import {
  EXPLORER_HUB_EVENT_NAMES,
  type ExplorerHubEventName,
  type ExplorerHubEvents,
} from '../../shared/realtime/explorer-hub-events';
import type { HubEventEmitter } from '../../shared/realtime/hub-event-emitter';
import { HubErrorLogger, type ExplorerHubConnectionFactory } from './explorer-hub-connection';

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/**
 * How long to wait before starting again after `failures` failed starts in a row: 30 s, doubling up to 5 minutes.
 * A server without the hub (or one that is down) is asked seldom, never in a loop.
 */
export function startRetryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(failures - 1, 0), LONGEST_RETRY_MS);
}

export interface ExplorerHubSessionOptions {
  createConnection: ExplorerHubConnectionFactory;
  /** Gets every event the server sends. */
  events: HubEventEmitter;
  /** The channel is back after an outage: what changed meanwhile was not kept for the app (explorer-hub.md). */
  onResumed: () => void;
}

export interface ExplorerHubSession {
  /** Stops the connection and any pending start; nothing is reported afterwards. */
  close(): void;
}

/**
 * One connection to the explorer hub for the signed-in session. The first start waits for the next task, so a
 * component mounted twice in a row (React's strict mode) never opens a socket only to abort it. SignalR's automatic
 * reconnection covers a dropped connection; a start that failed, and a connection closed for good (the retries
 * exhausted), are started again after `startRetryDelayMs`. A failed start is logged once until one succeeds.
 */
export function openExplorerHub({
  createConnection,
  events,
  onResumed,
}: ExplorerHubSessionOptions): ExplorerHubSession {
  const logger = new HubErrorLogger();
  const connection = createConnection(logger);
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let connectedBefore = false;

  for (const name of EXPLORER_HUB_EVENT_NAMES) {
    connection.on(name, (...args: unknown[]) => {
      events.emit(name, ...(args as ExplorerHubEvents[ExplorerHubEventName]));
    });
  }
  connection.onreconnected(() => {
    onResumed();
  });
  connection.onclose(() => {
    if (closed || timer !== undefined) return;
    failures += 1;
    schedule(startRetryDelayMs(failures));
  });

  async function start(): Promise<void> {
    timer = undefined;
    logger.muted = true;
    try {
      await connection.start();
    } catch (error) {
      if (closed) return;
      if (failures === 0) console.error('Explorer hub: the connection could not start; trying again later.', error);
      failures += 1;
      schedule(startRetryDelayMs(failures));
      return;
    } finally {
      logger.muted = false;
    }
    if (closed) return;
    // After a failed start or a lost connection, the changes in between are lost: what is shown reloads.
    if (connectedBefore || failures > 0) onResumed();
    connectedBefore = true;
    failures = 0;
  }

  function schedule(delay: number): void {
    timer = setTimeout(() => void start(), delay);
  }

  schedule(0);
  return {
    close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      void connection.stop();
    },
  };
}
