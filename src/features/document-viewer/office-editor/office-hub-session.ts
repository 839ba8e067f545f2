import type { OfficeHubConnectionFactory } from './office-hub-connection';
import { isDraftVersionUpdated, type DraftVersionUpdated, type HubCall } from './office-hub.utils';

export interface OfficeHubOptions {
  createConnection: OfficeHubConnectionFactory;
  documentId: string;
  /** The session to start, again after every reconnection (the server forgets a closed connection's session). */
  session: HubCall;
  /** renderData.keepActiveSession: false stops the connection once the session is started (platform.md §4). */
  keepActive: boolean;
  onDraftUpdated: (event: DraftVersionUpdated) => void;
  /** The connection closed with an error, failed to start, or the session was refused: the editor cannot go on. */
  onFailure: (error: unknown) => void;
}

export interface OfficeHub {
  /** PublishDraftVersion(documentId): the draft becomes the new head version. Rejects with the hub's error. */
  publishDraft(): Promise<unknown>;
  /** Stops the connection; nothing is reported afterwards. */
  close(): void;
}

/**
 * The office screen's one connection to the office hub (openapi/office-hub.md). The start waits for the next task, so
 * that a component mounted twice in a row (React's strict mode) never opens a socket only to abort it. SignalR's
 * automatic reconnection covers a dropped connection, and the session is started again on the new one; a connection
 * closed for good with an error is reported, as the office screen shows it instead of the editor. When the session
 * need not be kept, the connection stops once it is started, and opens again only to publish.
 */
export function openOfficeHub(options: OfficeHubOptions): OfficeHub {
  const { createConnection, documentId, session, keepActive, onDraftUpdated, onFailure } = options;
  const connection = createConnection();
  let closed = false;
  // Stopped on purpose (keepActiveSession false): its closing is no failure.
  let resting = false;

  const fail = (error: unknown) => {
    if (!closed) onFailure(error);
  };

  connection.on('DraftVersionUpdated', (payload: unknown) => {
    if (!closed && isDraftVersionUpdated(payload) && payload.documentId === documentId) onDraftUpdated(payload);
  });
  connection.onreconnected(() => {
    void startSession();
  });
  connection.onclose((error) => {
    if (!resting && error) fail(error);
  });

  async function startSession(): Promise<void> {
    try {
      await connection.invoke(session.method, ...session.args);
    } catch (error) {
      fail(error);
      return;
    }
    if (keepActive || closed) return;
    resting = true;
    await connection.stop();
  }

  async function begin(): Promise<void> {
    try {
      await connection.start();
    } catch (error) {
      fail(error);
      return;
    }
    if (!closed) await startSession();
  }

  const timer = setTimeout(() => void begin(), 0);

  return {
    async publishDraft() {
      if (!resting) return connection.invoke<unknown>('PublishDraftVersion', documentId);
      await connection.start();
      try {
        return await connection.invoke<unknown>('PublishDraftVersion', documentId);
      } finally {
        await connection.stop();
      }
    },
    close() {
      closed = true;
      clearTimeout(timer);
      void connection.stop();
    },
  };
}
