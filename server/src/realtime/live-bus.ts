import { EventEmitter } from 'node:events';
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { DraftVersionUpdate } from '../services/office-document';
import type { ExplorerChange } from './explorer-change';

/**
 * What one server process tells all of them (itself included): events it dispatched, whose live changes and
 * notifications each process sends its own connections; or a change that is no logged event (a restore, a pin).
 */
export type LiveMessage =
  | { kind: 'events'; eventIds: string[] }
  | { kind: 'change'; change: ExplorerChange; onlyAccountId?: string }
  /** The account's notifications were read elsewhere: its other tabs refresh the bell. */
  | { kind: 'account'; accountId: string }
  /** A document's draft changed: the office hub tells the document's sessions (openapi/office-hub.md). */
  | { kind: 'draft'; update: DraftVersionUpdate };

export interface LiveBus {
  publish(message: LiveMessage): Promise<void>;
  subscribe(handler: (message: LiveMessage) => void): void;
  close(): Promise<void>;
}

/** One process (SQLite, or a single PostgreSQL server): the message goes straight to this process's handlers. */
export function localLiveBus(): LiveBus {
  const emitter = new EventEmitter();
  return {
    publish: (message) => {
      emitter.emit('message', message);
      return Promise.resolve();
    },
    subscribe: (handler) => emitter.on('message', handler),
    close: () => {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

/** PostgreSQL's NOTIFY carries at most 8000 bytes: long id lists go in several messages. */
const IDS_PER_MESSAGE = 100;

/**
 * Several processes over one PostgreSQL: messages travel by LISTEN/NOTIFY on a channel of the schema's own, so that
 * servers of other schemas in the same database (the tests) never hear them. A dropped listening connection is opened
 * again; what was said meanwhile is lost to this process's connections, which the app makes good by refetching on
 * reconnect (docs/realtime.md).
 */
export async function postgresLiveBus(
  db: Db,
  connectionString: string,
  log: { warn(object: unknown, message: string): void },
): Promise<LiveBus> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const channel = `cde_live_${(rows[0]?.schema ?? 'public').replace(/[^a-z0-9_]/gi, '_')}`.toLowerCase();
  const emitter = new EventEmitter();
  let client: pg.Client | undefined;
  let closed = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (notification) => {
      if (notification.channel !== channel || !notification.payload) return;
      try {
        emitter.emit('message', JSON.parse(notification.payload) as LiveMessage);
      } catch (error) {
        log.warn({ err: error }, 'A live message could not be read.');
      }
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'The live channel lost its PostgreSQL connection; connecting again.');
      next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  await connect();
  const notify = (message: LiveMessage) => sql`select pg_notify(${channel}, ${JSON.stringify(message)})`.execute(db);
  return {
    publish: async (message) => {
      if (message.kind === 'events')
        for (let start = 0; start < message.eventIds.length; start += IDS_PER_MESSAGE)
          await notify({ kind: 'events', eventIds: message.eventIds.slice(start, start + IDS_PER_MESSAGE) });
      else await notify(message);
    },
    subscribe: (handler) => emitter.on('message', handler),
    close: async () => {
      closed = true;
      emitter.removeAllListeners();
      await client?.end();
    },
  };
}
