import { HttpTransportType, HubConnectionBuilder, type HubConnection, type ILogger } from '@microsoft/signalr';
import { currentAccessToken } from '../../api/http-client';
import { hubUrl } from './hub-url';

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
