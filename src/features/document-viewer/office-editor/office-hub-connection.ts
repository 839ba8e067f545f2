import { LogLevel, type HubConnection, type ILogger } from '@microsoft/signalr';
import { createContext } from 'react';
import { buildHubConnection } from '../../../shared/realtime/hub-connection';

/** Where the office hub lives (openapi/office-hub.md): on the API's origin, at its root rather than under /v1. */
export const OFFICE_HUB_PATH = '/hubs/office';

/** The part of a SignalR connection the office screen uses: the seam where the tests put a fake. */
export type OfficeHubConnection = Pick<HubConnection, 'start' | 'stop' | 'on' | 'invoke' | 'onreconnected' | 'onclose'>;

export type OfficeHubConnectionFactory = () => OfficeHubConnection;

/** The channel logs errors only (platform.md §7). */
const errorLogger: ILogger = {
  log(logLevel, message) {
    if (logLevel >= LogLevel.Error) console.error(`Office hub: ${message}`);
  },
};

/** The office screen's connection to the office hub (`buildHubConnection`). */
export function createOfficeHubConnection(): OfficeHubConnection {
  return buildHubConnection(OFFICE_HUB_PATH, errorLogger);
}

/** How the office screen makes its connection: the SignalR one, or the tests' fake. */
export const OfficeHubConnectionContext = createContext<OfficeHubConnectionFactory>(createOfficeHubConnection);
