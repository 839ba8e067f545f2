import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
  type ILogger,
} from '@microsoft/signalr';
import { API_BASE_URL, currentAccessToken } from '../../api/http-client';

/** Where the explorer hub lives (openapi/explorer-hub.md): on the API's origin, at its root rather than under /v1. */
export const EXPLORER_HUB_PATH = '/hubs/explorer';

/** The hub's address, derived from the API's as the HTTP client resolves it (`/v1` on the app's own origin). */
export function explorerHubUrl(origin: string, apiBaseUrl: string = API_BASE_URL): string {
  return new URL(EXPLORER_HUB_PATH, new URL(apiBaseUrl, origin)).href;
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

/**
 * The app's connection to the explorer hub: WebSockets only, the access token of the moment on every (re)connection
 * (no renewal of its own, platform.md §2.2), automatic reconnection with the client's default back-off.
 */
export function createExplorerHubConnection(logger: ILogger): ExplorerHubConnection {
  return new HubConnectionBuilder()
    .withUrl(explorerHubUrl(window.location.origin), {
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: async () => (await currentAccessToken()) ?? '',
    })
    .withAutomaticReconnect()
    .configureLogging(logger)
    .build();
}
