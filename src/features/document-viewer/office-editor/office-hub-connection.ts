import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
  type ILogger,
} from '@microsoft/signalr';
import { createContext } from 'react';
import { API_BASE_URL, currentAccessToken } from '../../../api/http-client';

/** Where the office hub lives (openapi/office-hub.md): on the API's origin, at its root rather than under /v1. */
export const OFFICE_HUB_PATH = '/hubs/office';

/** The hub's address, derived from the API's as the HTTP client resolves it (`/v1` on the app's own origin). */
export function officeHubUrl(origin: string, apiBaseUrl: string = API_BASE_URL): string {
  return new URL(OFFICE_HUB_PATH, new URL(apiBaseUrl, origin)).href;
}

/** The part of a SignalR connection the office screen uses: the seam where the tests put a fake. */
export type OfficeHubConnection = Pick<HubConnection, 'start' | 'stop' | 'on' | 'invoke' | 'onreconnected' | 'onclose'>;

export type OfficeHubConnectionFactory = () => OfficeHubConnection;

/** The channel logs errors only (platform.md §7). */
const errorLogger: ILogger = {
  log(logLevel, message) {
    if (logLevel >= LogLevel.Error) console.error(`Office hub: ${message}`);
  },
};

/**
 * The office screen's connection to the office hub: WebSockets only, the access token of the moment on every
 * (re)connection (no renewal of its own, platform.md §2.2), automatic reconnection with the client's default back-off.
 */
export function createOfficeHubConnection(): OfficeHubConnection {
  return new HubConnectionBuilder()
    .withUrl(officeHubUrl(window.location.origin), {
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: async () => (await currentAccessToken()) ?? '',
    })
    .withAutomaticReconnect()
    .configureLogging(errorLogger)
    .build();
}

/** How the office screen makes its connection: the SignalR one, or the tests' fake. */
export const OfficeHubConnectionContext = createContext<OfficeHubConnectionFactory>(createOfficeHubConnection);
