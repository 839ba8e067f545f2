import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { buildServer } from './app';
import { configFromEnv, type ServerConfig } from './config';
import { createDemoProject } from './demo/demo-project';
import { SEEDED_ACCOUNTS } from './oidc/accounts';
import { CLIENT_ID, createOidcRequestHandler, type OidcRequestHandler } from './oidc/oidc-provider';
import { registerAccounts } from './repositories/accounts.repository';
import { sweepOrphanBlobs } from './services/blob-sweep.service';

const OIDC_PATH = '/oidc';
const APP_SCOPE = 'openid profile email api domain';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface ProductOptions {
  env?: NodeJS.ProcessEnv;
  /** The app's production build. */
  appDir: string;
}

export interface RunningProduct {
  /** The app's address. */
  url: string;
  origin: string;
  issuer: string;
  /** True when the sign-in provider is the local one with the seeded accounts. */
  localSignIn: boolean;
  /** True when this start created the demo project (an empty installation). */
  demoCreated: boolean;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Requests under `/oidc` go to the local sign-in provider; everything else to Fastify (API and app). */
function withSignIn(signIn: OidcRequestHandler): FastifyServerFactory {
  return (handler) =>
    createServer((req: IncomingMessage, res: ServerResponse) => {
      const path = req.url ?? '/';
      if (path === OIDC_PATH || path.startsWith(`${OIDC_PATH}/`) || path.startsWith(`${OIDC_PATH}?`)) signIn(req, res);
      else handler(req, res);
    });
}

/**
 * The whole product on one port (`npm start`): the API under /v1, the built app under its base path and, unless an
 * external issuer is configured (`OIDC_ISSUER`), the local sign-in provider under /oidc with the seeded accounts. An
 * empty installation gets the demo project (unless `DEMO_PROJECT=0`).
 */
export async function startProduct({ env = process.env, appDir }: ProductOptions): Promise<RunningProduct> {
  const config: ServerConfig = configFromEnv(env);
  const origin = config.publicUrl;
  const basePath = env['APP_BASE_PATH'] ?? '/0/';
  const localSignIn = config.issuer === null;
  const issuer = config.issuer ?? `${origin}${OIDC_PATH}`;
  // Extra app origins allowed to sign in through the local provider (a dev server, or the app behind a proxy in CI).
  const appOrigins = [origin, ...(env['APP_ORIGINS']?.split(',').filter(Boolean) ?? [])];

  const signIn = localSignIn
    ? await createOidcRequestHandler({
        issuer,
        redirectUris: appOrigins.map((appOrigin) => `${appOrigin}${basePath}signin-callback`),
        postLogoutRedirectUris: appOrigins.map((appOrigin) => `${appOrigin}${basePath}`),
      })
    : undefined;
  const productConfig = { ...config, issuer };
  const app = await buildServer({
    config: productConfig,
    ...(signIn ? { serverFactory: withSignIn(signIn) } : {}),
    webApp: {
      root: appDir,
      basePath,
      oidc: { authority: issuer, clientId: env['OIDC_CLIENT_ID'] ?? CLIENT_ID, scope: env['OIDC_SCOPE'] ?? APP_SCOPE },
    },
  });
  // The local provider's accounts are known from the start, so that the users list shows them and they can be made
  // group members before they first sign in. Registering is their first appearance: an account registered here joins
  // the default groups now, and its later sign-ins find it known (docs/server.md).
  if (localSignIn)
    await registerAccounts(
      app.db,
      SEEDED_ACCOUNTS.map((account) => ({
        id: account.id,
        displayName: account.displayName,
        email: account.email,
        roles: account.roles,
      })),
    );
  const demoCreated =
    env['DEMO_PROJECT'] === '0'
      ? false
      : await createDemoProject({ config: productConfig, db: app.db, blobDir: join(config.dataDir, 'blobs') });
  // At start, what a killed process left behind goes. An embedded database has this one process, so everything
  // unfinished is dead; a shared PostgreSQL may have other servers mid-upload, so only what is an hour old goes.
  const graceMinutes = Number(env['BLOB_SWEEP_GRACE_MINUTES'] ?? (config.databaseUrl ? 60 : 0));
  await sweepOrphanBlobs(app.db, app.blobs, new Date(Date.now() - graceMinutes * MINUTE));
  const sweeper = setInterval(() => {
    sweepOrphanBlobs(app.db, app.blobs, new Date(Date.now() - HOUR)).catch((error: unknown) => {
      app.log.error({ err: error }, 'the blob sweep failed');
    });
  }, HOUR);
  sweeper.unref();
  app.addHook('onClose', () => {
    clearInterval(sweeper);
    return Promise.resolve();
  });
  await app.listen({ host: config.host, port: config.port });
  return {
    url: `${origin}${basePath}`,
    origin,
    issuer,
    localSignIn,
    demoCreated,
    app,
    close: () => app.close(),
  };
}
