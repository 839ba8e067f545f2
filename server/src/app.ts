import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import { Ajv, type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerFactory,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { ProblemCode } from '../../codegen/model/problemCode';
import { createDatabase, migrateToLatest, type Db } from './db/database';
import { guarded } from './handlers/access-gate';
import { listedDirectoryOf } from './handlers/directory-load.handlers';
import { holderOfPathDocument } from './handlers/listed-document';
import { operationHandlers } from './handlers/operation-handlers';
import { unavailableOperations } from './handlers/unavailable-operations';
import { RenditionQueue } from './services/rendition-queue';
import { DOCUMENT_LISTINGS_BYTES, DocumentListings } from './services/document-listings';
import { DirectoryLoadEvents } from './services/directory-load-events';
import { ModelQueue } from './services/model-queue';
import { DEFAULT_MODEL_CONVERSION, type ServerConfig } from './config';
import { documentUpdated } from './realtime/explorer-change';
import { createTokenVerifier, type RequestAccount, type TokenVerifier } from './plugins/auth';
import { bearerAuthentication } from './bearer-authentication';
import { authenticateFirst } from './plugins/authenticate-first';
import { installErrorHandler } from './plugins/error-handler';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { createMailer, type Mailer } from './plugins/mailer';
import { installMediaTypes } from './plugins/media-types';
import { registerRateLimits } from './plugins/rate-limits';
import { registerCompression } from './plugins/compression';
import { registerSecurityHeaders } from './plugins/security-headers';
import { appPageFallback, registerWebApp, type WebAppOptions } from './plugins/web-app';
import { registerLive } from './realtime/live';
import { registerOfficeHub } from './realtime/office-hub';
import { officeEditorOf } from './office/office-editor';
import { registerWopiRoutes } from './office/wopi-routes';
import { HttpProblem } from './problem';
import { StampedReads } from './db/stamped-reads';
import type { ContentsStampRead } from './repositories/change-stamps.repository';
import type { BlobStorage } from './storage/blob-storage';
import { LocalDiskStorage } from './storage/local-disk-storage';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
    blobs: BlobStorage;
    /** The server's time: expiries are decided by it, so that tests can move it on. */
    clock: () => Date;
    /** True when the local sign-in provider's grants live in this database (BuildOptions.localSessions). */
    localSessions: boolean;
    mailer: Mailer;
    /** The app's address (invitations link to it). */
    appUrl: string;
    /** The operations answered with 501, which the app is told to hide (Configuration.unavailableOperations). */
    unavailableOperations: readonly string[];
    /** LibreOffice's conversions of office documents to PDF for the viewer, one queue per process. */
    conversions: RenditionQueue;
    documentListings: DocumentListings;
    /** The directory loads this process has recorded (services/directory-load-events.ts). */
    directoryLoadEvents: DirectoryLoadEvents;
    /** The model service's conversions and merges (docs/models.md), shared by the processes through the database. */
    models: ModelQueue;
  }
  interface FastifyRequest {
    /** The signed-in account; unset on the operations the contract makes public (`security: []`). */
    account: RequestAccount;
    /** The contents stamp of the directory a safe request answers from, read with the access stamp. */
    contentsStampRead: ContentsStampRead | undefined;
  }
  interface FastifyContextConfig {
    /** The directory of whose kept documents the operation answers (LISTED_DIRECTORY_OF). */
    listedDirectoryOf?: (request: FastifyRequest) => string | undefined;
  }
}

/**
 * The safe operations that answer from the kept listings (services/document-listings.ts), each with the directory of
 * whose documents it answers: its contents stamp is read with the access stamp (bearer-authentication.ts), a statement
 * fewer per request. The explorer's load names it in its path; a document's GET is answered from its directory's
 * listing when this process keeps one that holds it (handlers/listed-document.ts).
 */
const LISTED_DIRECTORY_OF: Readonly<Record<string, (request: FastifyRequest) => string | undefined>> = {
  fetchDirectory: listedDirectoryOf,
  getDocument: holderOfPathDocument,
};

/** The contract itself: routes, parameters and request bodies are validated from it, never from a second copy. */
export const CONTRACT_PATH = fileURLToPath(new URL('../../openapi/v1.yaml', import.meta.url));

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface BuildOptions {
  config: ServerConfig;
  /** Verifies access tokens; by default against the configured issuer's JWKS. */
  verifier?: TokenVerifier;
  /** The database; by default the one of the configuration, migrated to the latest schema. */
  db?: Db;
  /**
   * Where file contents are stored on local disk; by default `<dataDir>/blobs`. With the in-memory database and no
   * directory given, a temporary directory is used and removed on close. Unused when the configuration names S3.
   */
  blobDir?: string;
  /** The current time; by default the system's. */
  clock?: () => Date;
  /** The HTTP server to answer on, when requests outside Fastify (the local sign-in provider) share its port. */
  serverFactory?: FastifyServerFactory;
  /** The built web app to serve beside the API (`npm start`); none for tests and API-only installations. */
  webApp?: WebAppOptions;
  /**
   * The local sign-in provider issues the tokens and keeps its grants in this database (docs/sign-in.md): an access
   * token whose grant a logout revoked is refused, though its signature and expiry are still good.
   */
  localSessions?: boolean;
  /** Where outgoing mail goes; by default the configuration's (SMTP, or .eml files under the data directory). */
  mailer?: Mailer;
}

const MULTIPART = 'multipart/form-data';

/** The blob storage of the configuration, and what closing the server must clean up of it. */
async function openBlobStorage(
  config: ServerConfig,
  blobDir: string | undefined,
  warn: (message: string) => void,
): Promise<{ storage: BlobStorage; cleanup: (() => Promise<void>) | undefined }> {
  // S3 wins over `blobDir`, so that the demo's seeding instance writes where the product reads. The SDK is loaded
  // only here, keeping it out of the start of installations on local disk.
  if (config.blobStorage?.kind === 's3') {
    const { S3BlobStorage } = await import('./storage/s3-storage');
    const storage = await S3BlobStorage.open(config.blobStorage, { warn });
    const cleanup = () => {
      storage.close();
      return Promise.resolve();
    };
    return { storage, cleanup };
  }
  if (blobDir !== undefined || config.dataDir !== ':memory:')
    return { storage: await LocalDiskStorage.open(blobDir ?? join(config.dataDir, 'blobs')), cleanup: undefined };
  const temporary = await mkdtemp(join(tmpdir(), 'cde-blobs-'));
  return {
    storage: await LocalDiskStorage.open(temporary),
    cleanup: () => rm(temporary, { recursive: true, force: true }),
  };
}

function createAjv(coerceTypes: boolean | 'array'): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes, useDefaults: true, removeAdditional: false });
  addFormats(ajv);
  return ajv;
}

/**
 * Path, query and header values arrive as text and are coerced to the contract's types; JSON bodies are not: a
 * number where the contract wants a name is refused, never stored as "123".
 */
function installValidators(app: FastifyInstance): void {
  const bodies = createAjv(false);
  const parameters = createAjv('array');
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body') return bodies.compile(schema);
    return parameters.compile(httpPart === 'headers' ? lowerCaseHeaderNames(schema) : schema);
  });
}

/**
 * Node.js gives header names in lower case; the contract names them as HTTP writes them ('Range'). Fastify lower-cases
 * a header schema only for its own compiler, so a custom one must do it too, or header rules would never apply.
 */
function lowerCaseHeaderNames(schema: AnySchema): AnySchema {
  if (typeof schema !== 'object') return schema;
  const { properties, required, ...rest } = schema as { properties?: Record<string, unknown>; required?: unknown };
  return {
    ...rest,
    ...(properties
      ? {
          properties: Object.fromEntries(
            Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value]),
          ),
        }
      : {}),
    ...(Array.isArray(required) ? { required: required.map((name) => String(name).toLowerCase()) } : {}),
  };
}

function notImplemented(operationId: string): OperationHandler {
  return () =>
    Promise.reject(
      new HttpProblem(501, ProblemCode.Unknown, `The operation ${operationId} is not implemented by this server yet.`),
    );
}

/**
 * The reference server of openapi/v1.yaml: config, database and auth, then every operation of the contract routed by
 * fastify-openapi-glue to its handler by operationId (docs/server.md).
 */
export async function buildServer({
  config,
  verifier,
  db,
  blobDir,
  clock,
  serverFactory,
  webApp,
  localSessions = false,
  mailer,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: process.env['LOG_LEVEL'] ? { level: process.env['LOG_LEVEL'] } : false,
    ...(serverFactory ? { serverFactory } : {}),
    // The router's own limit (100 by default) would answer a longer path parameter with 414, a status no operation
    // declares, before the contract's checks. The limit is set above what Node's parser takes of a whole request head
    // (16 KiB, else 431), so that every path parameter reaches the validation and its 400 ValidationFailed naming it;
    // the router has no pattern parameters that a long value could make slow.
    routerOptions: { maxParamLength: 16_384 },
    // Behind nginx (docs/scaling.md): the person's address from X-Forwarded-For, believed only from these proxies.
    trustProxy: config.trustedProxies ? [...config.trustedProxies] : false,
    // What the router and Node's HTTP parser refuse answers as problem+json too (plugins/framework-errors.ts).
    frameworkErrors,
    clientErrorHandler,
  });
  installValidators(app);
  const database = db ?? createDatabase(config);
  if (!db) await migrateToLatest(database);
  app.decorate('db', database);
  app.decorate('config', config);
  app.decorate('clock', clock ?? (() => new Date()));
  app.decorate('localSessions', localSessions);
  app.decorate('mailer', mailer ?? createMailer(config.mail, config.dataDir));
  app.decorate('appUrl', `${config.publicUrl}${webApp?.basePath ?? '/0/'}`);
  const unavailable = unavailableOperations({ officeEditor: config.officeEditor !== undefined });
  app.decorate('unavailableOperations', unavailable);
  const blobs = await openBlobStorage(config, blobDir, (message) => {
    app.log.warn(message);
  });
  app.decorate('blobs', blobs.storage);
  const conversions = new RenditionQueue(config.officeConversion, {
    db: database,
    blobs: blobs.storage,
    log: app.log,
    clock: () => app.clock(),
  });
  app.decorate('conversions', conversions);
  app.decorate('documentListings', new DocumentListings(DOCUMENT_LISTINGS_BYTES));
  const stampedReads = new StampedReads();
  app.decorate('directoryLoadEvents', new DirectoryLoadEvents());
  const models = new ModelQueue(config.modelConversion ?? DEFAULT_MODEL_CONVERSION, {
    db: database,
    blobs: blobs.storage,
    log: app.log,
    clock: () => app.clock(),
    // The explorer and versions screens showing the version hear that its model state changed.
    onVersionChanged: ({ documentId }) => {
      void database
        .selectFrom('documents')
        .select(['id', 'parent_id', 'author_id'])
        .where('id', '=', documentId)
        .executeTakeFirst()
        .then((document) => {
          if (document && app.hasDecorator('live'))
            app.live.publishChange(
              documentUpdated({ id: document.id, parentId: document.parent_id }, document.author_id, app.clock()),
            );
        })
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'A model state change could not be published.');
        });
    },
  });
  app.decorate('models', models);
  app.decorateRequest('account');
  app.decorateRequest('contentsStampRead', undefined);
  app.addHook('onReady', (done) => {
    models.start();
    done();
  });
  app.addHook('onClose', async () => {
    await models.close();
    await conversions.close();
    if (!db) await database.destroy();
    await blobs.cleanup?.();
  });
  installErrorHandler(app, webApp ? appPageFallback(webApp.basePath) : undefined);
  registerSecurityHeaders(
    app,
    webApp && new URL(webApp.oidc.authority).origin,
    config.officeEditor && new URL(config.officeEditor.collaboraUrl).origin,
  );
  await registerRateLimits(app);
  await registerCompression(app);

  // Responses are checked against the contract by the tests (generated zod schemas); serialising through the
  // contract's response schemas would silently drop what a handler got wrong instead.
  app.addHook('onRoute', (route) => {
    if (route.schema) delete route.schema.response;
  });
  // A multipart body's files are streams read by the handler (never buffered), not a body Fastify could validate: the
  // contract's multipart schema is taken off the route and the handler checks the form itself (document-upload-form).
  // Other media types of the same operation keep their schemas.
  app.addHook('onRoute', (route) => {
    const content = (route.schema?.body as { content?: Record<string, unknown> } | undefined)?.content;
    if (!route.schema || !content || !(MULTIPART in content)) return;
    const others = Object.entries(content).filter(([mediaType]) => mediaType !== MULTIPART);
    if (others.length === 0) delete route.schema.body;
    else route.schema.body = { content: Object.fromEntries(others) };
  });
  // No size limit of its own on files (they reach 4294967295 bytes and more, explorer.md §9); each handler sets the
  // limits of its form when it reads it.
  await app.register(multipart, { limits: { fileSize: Number.MAX_SAFE_INTEGER } });
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: unknown } | undefined)?.operationId;
    const listedDirectory = typeof operationId === 'string' ? LISTED_DIRECTORY_OF[operationId] : undefined;
    if (listedDirectory) route.config = { ...route.config, listedDirectoryOf: listedDirectory };
  });
  // Sign-in first, then the body's media type against the contract's, before any body is parsed or validated.
  authenticateFirst(app);
  installMediaTypes(app, CONTRACT_PATH);

  const verify =
    verifier ??
    createTokenVerifier({
      issuer: config.issuer ?? `${config.publicUrl}/oidc`,
      audience: config.audience,
    });
  // The contract decides who must sign in: fastify-openapi-glue runs `bearerAuth` for the operations under the global
  // `security` and none for those whose own `security` is empty (openSharedLink), which then never see an account.
  await app.register(openapiGlue, {
    specification: CONTRACT_PATH,
    prefix: 'v1',
    operationResolver: (operationId: string) =>
      guarded(
        operationId,
        (!unavailable.includes(operationId) && operationHandlers[operationId]) || notImplemented(operationId),
      ),
    securityHandlers: {
      bearerAuth: bearerAuthentication({
        db: database,
        verify,
        localSessions,
        reads: stampedReads,
        contentsStampOf: (request) => request.routeOptions.config.listedDirectoryOf?.(request),
      }),
    },
  });
  await registerLive(app, { verify, localSessions, databaseUrl: config.databaseUrl });
  const office = officeEditorOf(config.officeEditor, config.publicUrl);
  app.decorate('office', office);
  if (office) {
    await registerOfficeHub(app, { verify, localSessions });
    await registerWopiRoutes(app, office);
  }
  if (webApp) await registerWebApp(app, webApp);
  return app;
}
