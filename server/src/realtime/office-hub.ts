import type { FastifyInstance } from 'fastify';
import type { Document } from '../../../codegen/model/document';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { SpecialVersionIndex } from '../../../codegen/model/specialVersionIndex';
import type { RequestAccount } from '../plugins/auth';
import { canViewDocument, viewRefused } from '../policies/documents.policy';
import { ensureMayEditInOffice } from '../policies/office.policy';
import { HttpProblem, unauthorized } from '../problem';
import { deleteOfficePresence, putOfficePresence, touchOfficePresence } from '../repositories/office.repository';
import { findLiveDocument } from '../repositories/documents.repository';
import { findVersion } from '../repositories/versions.repository';
import { versionNotFound, type DocumentContext } from '../services/document-context';
import { resolveVersion } from '../services/document-versions.service';
import { loadDocument } from '../services/documents.service';
import { draftPublished, dropUnsavedDraft, ensureDraft, officeDocument } from '../services/office-document';
import { storedRequestAccount } from '../services/users.service';
import { publishDraftVersion } from '../services/version-actions.service';
import { viewerConfiguration } from '../services/viewer-configuration';
import { hubAuthenticator, hubConnectionSecret, type HubAuthenticationOptions } from './hub-authentication';
import type { HubConnection } from './signalr-connection';
import { documentUpdated } from './explorer-change';
import { registerHub } from './signalr-hub';

export const OFFICE_HUB_PATH = '/hubs/office';

/** How often this process marks its connections' presences alive (they count for PRESENCE_STALE_MS). */
const PRESENCE_REFRESH_MS = 60_000;

const SESSION = 'officeSession';

interface ConnectionSession {
  documentId: string;
  editing: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function documentIdOf(value: unknown): string {
  if (typeof value !== 'string' || !UUID.test(value))
    throw new HttpProblem(400, ProblemCode.IncorrectId, 'The document id is not valid.');
  return value.toLowerCase();
}

function versionIndexOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < SpecialVersionIndex.Draft)
    throw new HttpProblem(400, ProblemCode.IncorrectParam, 'The version index is not valid.');
  return value;
}

/** A refusal's catalogue code is the completion's error, which the office screen translates (Errors.<code>). */
async function answering<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw new Error(error instanceof HttpProblem ? error.code : ProblemCode.Unknown, { cause: error });
  }
}

/**
 * The office hub (openapi/office-hub.md): edit and view sessions of documents, publishing the draft, and
 * DraftVersionUpdated to every session of a document whichever process's editor saved it. Each command reads the
 * account and its rights anew, as an API request would.
 */
export async function registerOfficeHub(app: FastifyInstance, options: HubAuthenticationOptions): Promise<void> {
  const { db } = app;
  const storedAccount = async (id: string): Promise<RequestAccount> =>
    (await storedRequestAccount(db, id)) ?? Promise.reject(unauthorized());
  const contextOf = (account: RequestAccount): DocumentContext => ({
    account,
    db,
    blobs: app.blobs,
    log: app.log,
    viewers: viewerConfiguration(app.config),
    requirements: app.config.downloadRequirements,
  });

  /** The connection's one session becomes this one (the one it had ends), unless it is that one already. */
  const startSession = async (connection: HubConnection, session: ConnectionSession) => {
    const current = connection.data.get(SESSION) as ConnectionSession | undefined;
    if (current?.documentId === session.documentId && current.editing === session.editing) return;
    await endSession(connection);
    connection.data.set(SESSION, session);
    await putOfficePresence(
      db,
      { connectionId: connection.id, accountId: connection.account.id, ...session },
      app.clock().toISOString(),
    );
  };

  const endSession = async (connection: HubConnection) => {
    const session = connection.data.get(SESSION) as ConnectionSession | undefined;
    if (!session) return;
    connection.data.delete(SESSION);
    await deleteOfficePresence(db, [connection.id]);
    if (session.editing && (await dropUnsavedDraft(db, session.documentId, app.clock()))) {
      app.live.draftChanged(draftPublished(session.documentId, app.clock()));
      const found = await findLiveDocument(db, session.documentId);
      if (found) app.live.publishChange(documentUpdated(found.document, connection.account.id, app.clock()));
    }
  };

  const hub = await registerHub(app, {
    path: OFFICE_HUB_PATH,
    authenticate: hubAuthenticator(app, options),
    connectionSecret: await hubConnectionSecret(app.db),
    methods: {
      StartEditSession: (connection, rawDocumentId, rawMaster) =>
        answering(async (): Promise<Document> => {
          const documentId = documentIdOf(rawDocumentId);
          const master =
            rawMaster === undefined || rawMaster === null ? SpecialVersionIndex.Head : versionIndexOf(rawMaster);
          const account = await storedAccount(connection.account.id);
          const office = await officeDocument(db, account, documentId);
          ensureMayEditInOffice(office.edit);
          // Present before the draft is looked for: a draft being dropped by a leaving editor then stays.
          await startSession(connection, { documentId, editing: true });
          await ensureDraft(db, account, documentId, master, app.clock().toISOString());
          // The versions screens of the document show the draft and its editors.
          app.live.publishChange(documentUpdated(office.document, account.id, app.clock()));
          return loadDocument(db, documentId);
        }),
      StartViewSession: (connection, rawDocumentId, rawIndex) =>
        answering(async (): Promise<null> => {
          const documentId = documentIdOf(rawDocumentId);
          const index = versionIndexOf(rawIndex);
          const account = await storedAccount(connection.account.id);
          const { document } = await officeDocument(db, account, documentId);
          const version =
            index === SpecialVersionIndex.Draft
              ? await findVersion(db, documentId, SpecialVersionIndex.Draft)
              : await resolveVersion(db, document, index);
          if (!version) throw versionNotFound();
          if (!canViewDocument(version, viewerConfiguration(app.config))) throw viewRefused();
          await startSession(connection, { documentId, editing: false });
          return null;
        }),
      PublishDraftVersion: (connection, rawDocumentId) =>
        answering(async (): Promise<Document> => {
          const documentId = documentIdOf(rawDocumentId);
          const account = await storedAccount(connection.account.id);
          ensureMayEditInOffice((await officeDocument(db, account, documentId)).edit);
          await publishDraftVersion(contextOf(account), documentId);
          app.live.draftChanged(draftPublished(documentId, app.clock()));
          app.live.nudge();
          return loadDocument(db, documentId);
        }),
    },
    onDisconnected: async (connection) => {
      await endSession(connection).catch((error: unknown) => {
        app.log.warn({ err: error }, 'An office session could not be ended.');
      });
    },
  });

  app.live.onDraftChanged((update) => {
    hub.sendTo(
      (connection) => (connection.data.get(SESSION) as ConnectionSession | undefined)?.documentId === update.documentId,
      'DraftVersionUpdated',
      update,
    );
  });

  const refresh = setInterval(() => {
    const ids = [...hub.connections()].filter((connection) => connection.data.has(SESSION)).map(({ id }) => id);
    touchOfficePresence(db, ids, app.clock().toISOString()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'The office presences could not be refreshed.');
    });
  }, PRESENCE_REFRESH_MS);
  refresh.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(refresh);
    done();
  });
}
