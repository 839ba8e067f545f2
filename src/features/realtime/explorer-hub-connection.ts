import type { HubConnection, ILogger, LogLevel } from '@microsoft/signalr';
import { deferredHubConnection } from '../../shared/realtime/deferred-hub-connection';
import { hubUrl } from '../../shared/realtime/hub-url';

/** Where the explorer hub lives (openapi/explorer-hub.md): on the API's origin, at its root rather than under /v1. */
export const EXPLORER_HUB_PATH = '/hubs/explorer';

/** The explorer hub's address (`hubUrl`). */
export function explorerHubUrl(origin: string, apiBaseUrl?: string): string {
  return hubUrl(EXPLORER_HUB_PATH, origin, apiBaseUrl);
}

/** The part of a SignalR connection the app uses: the seam where the tests put a fake. */
export type ExplorerHubConnection = Pick<HubConnection, 'start' | 'stop' | 'on' | 'onreconnected' | 'onclose'>;

/** Makes the connection, logging through `logger`. */
export type ExplorerHubConnectionFactory = (logger: ILogger) => ExplorerHubConnection;

/**
 * SignalR's `LogLevel.Error` (4), written out: the enum is a value of the client, which the first load does without
 * (`explorer-hub-connection.test.ts` holds the two together).
 */
const ERROR_LEVEL = 4;

/**
 * The channel logs errors only (platform.md §7). While the app starts the connection it mutes the logger and reports
 * a failed start itself, once, instead of SignalR's several lines on every attempt.
 */
export class HubErrorLogger implements ILogger {
  muted = false;

  log(logLevel: LogLevel, message: string): void {
    const level: number = logLevel;
    if (this.muted || level < ERROR_LEVEL) return;
    console.error(`Explorer hub: ${message}`);
  }
}

/** The app's connection to the explorer hub (`buildHubConnection`, its client loaded when it first starts). */
export function createExplorerHubConnection(logger: ILogger): ExplorerHubConnection {
  return deferredHubConnection(EXPLORER_HUB_PATH, logger);
}
