import type { FastifyInstance } from 'fastify';
import { DEFAULT_NOTIFICATION_DIGEST_MS } from '../config';
import type { TokenVerifier } from '../plugins/auth';
import type { ExplorerChange } from './explorer-change';
import type { DraftVersionUpdate } from '../services/office-document';
import { localLiveBus, postgresLiveBus, type LiveBus } from './live-bus';
import { deliverLiveMessage } from './live-delivery';
import { NotificationPump } from './notification-pump';
import { eventsAppended } from '../repositories/events.repository';
import { hubAuthenticator, hubConnectionSecret } from './hub-authentication';
import { registerHub } from './signalr-hub';

/** The live side of the server as handlers and tests reach it (`app.live`). */
export interface Live {
  /** Dispatch what was logged; an answered request during which events were logged does it (an `onResponse` hook). */
  nudge(): void;
  /** A change that is no logged event (a restore, a pin), for the accounts that may see it. */
  publishChange(change: ExplorerChange, onlyAccountId?: string): void;
  /** The account's notifications changed without a new one (read): its other tabs refresh the bell. */
  accountChanged(accountId: string): void;
  /** A document's draft changed: every process's office hub tells the document's sessions. */
  draftChanged(update: DraftVersionUpdate): void;
  /** Where this process's office hub hears of draft changes (its own and other processes'). */
  onDraftChanged(handler: (update: DraftVersionUpdate) => void): void;
  /** Resolves once what has been nudged is dispatched. */
  settled(): Promise<void>;
  /** Sends the digests that are due now (the tests move the clock instead of waiting). */
  sendDigests(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

export const EXPLORER_HUB_PATH = '/hubs/explorer';

export interface LiveOptions {
  verify: TokenVerifier;
  /** Tokens of the local provider stand while their grant does (BuildOptions.localSessions). */
  localSessions: boolean;
  /** PostgreSQL's schema of this server, when it has one of its own (the tests). */
  databaseUrl: string | null;
}

/**
 * The explorer hub, the notification pump and the bus between server processes (docs/notifications.md,
 * openapi/explorer-hub.md): one process alone with SQLite, any number over one PostgreSQL (LISTEN/NOTIFY).
 */
export async function registerLive(app: FastifyInstance, options: LiveOptions): Promise<void> {
  const bus: LiveBus = options.databaseUrl
    ? await postgresLiveBus(app.db, options.databaseUrl, app.log)
    : localLiveBus();
  const pump = new NotificationPump({
    db: app.db,
    bus,
    mailer: app.mailer,
    appUrl: app.appUrl,
    clock: () => app.clock(),
    log: app.log,
    digestDelayMs: app.config.notificationDigestMs ?? DEFAULT_NOTIFICATION_DIGEST_MS,
  });
  const hub = await registerHub(app, {
    path: EXPLORER_HUB_PATH,
    authenticate: hubAuthenticator(app, options),
    connectionSecret: await hubConnectionSecret(app.db),
    methods: {},
  });
  const draftHandlers: ((update: DraftVersionUpdate) => void)[] = [];
  bus.subscribe((message) => {
    if (message.kind === 'draft') for (const handler of draftHandlers) handler(message.update);
    deliverLiveMessage(app.db, [...hub.connections()], message).catch((error: unknown) => {
      app.log.warn({ err: error }, 'A live message could not be delivered.');
    });
  });
  const publish = (message: Parameters<LiveBus['publish']>[0]) => {
    bus.publish(message).catch((error: unknown) => {
      app.log.warn({ err: error }, 'A live message could not be published.');
    });
  };
  app.decorate('live', {
    nudge: () => {
      pump.nudge();
    },
    publishChange: (change, onlyAccountId) => {
      publish({ kind: 'change', change, ...(onlyAccountId === undefined ? {} : { onlyAccountId }) });
    },
    accountChanged: (accountId) => {
      publish({ kind: 'account', accountId });
    },
    draftChanged: (update) => {
      publish({ kind: 'draft', update });
    },
    onDraftChanged: (handler) => {
      draftHandlers.push(handler);
    },
    settled: () => pump.settled(),
    sendDigests: () => pump.sendDigests(),
  } satisfies Live);
  // A request nudges when events were appended while it ran, its own among them (after their commit): a read, which
  // logs nothing, does not make the pump ask the database. The sweep finds other processes' events.
  const appendedAtStart = new WeakMap<object, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    appendedAtStart.set(request, eventsAppended());
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (appendedAtStart.get(request) !== eventsAppended()) pump.nudge();
    done();
  });
  app.addHook('onReady', (done) => {
    pump.start();
    done();
  });
  app.addHook('onClose', async () => {
    await pump.close();
    await hub.close();
    await bus.close();
  });
}
