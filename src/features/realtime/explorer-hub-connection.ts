import { LogLevel, type HubConnection, type ILogger } from '@microsoft/signalr';
import { buildHubConnection, hubUrl } from '../../shared/realtime/hub-connection';

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
 * The channel logs errors only (platform.md §7). While the app starts the connection it mutes the logger and reports
 * a failed start itself, once, instead of SignalR's several lines on every attempt.
 */
export class HubErrorLogger implements ILogger {
  muted = false;

  log(logLevel: LogLevel, message: string): void {
    if (this.muted || logLevel < LogLevel.Error) return;
    console.error(`Explorer hub: ${message}`);
  }
}

/** The app's connection to the explorer hub (`buildHubConnection`). */
export function createExplorerHubConnection(logger: ILogger): ExplorerHubConnection {
  return buildHubConnection(EXPLORER_HUB_PATH, logger);
}
