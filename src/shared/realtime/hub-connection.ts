import { HttpTransportType, HubConnectionBuilder, type HubConnection, type ILogger } from '@microsoft/signalr';
import { API_BASE_URL, currentAccessToken } from '../../api/http-client';

/**
 * A hub's address (openapi/explorer-hub.md, office-hub.md): on the API's origin, at its root rather than under /v1,
 * derived from the API's address as the HTTP client resolves it (`/v1` on the app's own origin).
 */
export function hubUrl(path: string, origin: string, apiBaseUrl: string = API_BASE_URL): string {
  return new URL(path, new URL(apiBaseUrl, origin)).href;
}

/**
 * A connection to one of the server's hubs: WebSockets only, the access token of the moment on every (re)connection
 * (no renewal of its own, platform.md §2.2), automatic reconnection with the client's default back-off, logging
 * through `logger` (the channels log errors only, platform.md §7).
 */
export function buildHubConnection(path: string, logger: ILogger): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(hubUrl(path, window.location.origin), {
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: async () => (await currentAccessToken()) ?? '',
    })
    .withAutomaticReconnect()
    .configureLogging(logger)
    .build();
}
