import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { buildServer } from './app';
import { configFromEnv, type ServerConfig } from './config';
import { createDemoProject } from './demo/demo-project';
import {
  databaseAccountDirectory,
  hasDemoAccounts,
  databaseAdapter,
  ensureCredentials,
  ensureFirstAdministrator,
  storedProviderKeys,
  type FirstAdministrator,
} from './local-sign-in';
import { SEEDED_ACCOUNTS } from './oidc/accounts';
import { renderErrorPage } from './oidc/pages';
import { addressRateCheck, SIGN_IN_RATE, type RateCheck } from './plugins/rate-limits';
import { CLIENT_ID, createOidcRequestHandler, type OidcRequestHandler } from './oidc/oidc-provider';
import { registerAccounts } from './repositories/accounts.repository';
import { sweepExpiredPayloads } from './repositories/oidc-payloads.repository';
import { sweepOrphanBlobs } from './services/blob-sweep.service';
import { setPasswordUrl } from './services/password-links.service';
import { sweepExpiredSharedLinks } from './services/shared-links.service';
import { withStartLock } from './db/start-lock';

const OIDC_PATH = '/oidc';
/** The provider's forms that take a password: sign-in and setting a password. */
const FORM_PATHS = /^\/oidc\/(interaction\/[\w-]+\/login|set-password)(\?|$)/;
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
  /** True when the sign-in provider is the local one (accounts in the database). */
  localSignIn: boolean;
  /** True when the demo's published accounts (password `demo`) sign in here. */
  demoAccounts: boolean;
  /** The link to set the first administrator's password, while no administrator has one (no demo, local sign-in). */
  firstAdministrator: (FirstAdministrator & { url: string }) | undefined;
  /** True when this start created the demo project (an empty installation). */
  demoCreated: boolean;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Requests under `/oidc` go to the local sign-in provider; everything else to Fastify (API and app). The provider is
 * made once the database is open, before the server listens.
 */
function withSignIn(signIn: () => OidcRequestHandler | undefined): FastifyServerFactory {
  return (handler) =>
    // As Fastify's own server: no limit on a whole request's time, since a 4 GB upload on a slow link takes long; a
    // stalled upload is dropped by its idle timeout instead (upload-guard).
    createServer({ requestTimeout: 0 }, (req: IncomingMessage, res: ServerResponse) => {
      const path = req.url ?? '/';
      const provider = signIn();
      if (provider && (path === OIDC_PATH || path.startsWith(`${OIDC_PATH}/`) || path.startsWith(`${OIDC_PATH}?`)))
        provider(req, res);
      else handler(req, res);
    });
}

/** Sign-in and password forms are sent at most SIGN_IN_RATE times a minute from one address; the rest get a page. */
function limitingForms(check: RateCheck, provider: OidcRequestHandler): OidcRequestHandler {
  return (req, res) => {
    if (req.method !== 'POST' || !FORM_PATHS.test(req.url ?? '')) {
      provider(req, res);
      return;
    }
    check(req).then(
      (verdict) => {
        if (verdict.allowed) {
          provider(req, res);
          return;
        }
        res.writeHead(429, { 'content-type': 'text/html; charset=utf-8', 'retry-after': String(verdict.retryAfter) });
        res.end(
          renderErrorPage('Слишком много попыток', 'Слишком много попыток входа с этого адреса. Подождите минуту.'),
        );
      },
      (error: unknown) => {
        res.writeHead(500).end();
        console.error('[oidc] the rate check failed:', error);
      },
    );
  };
}

/**
 * The whole product on one port (`npm start`): the API under /v1, the built app under its base path and, unless an
 * external issuer is configured (`OIDC_ISSUER`), the local sign-in provider under /oidc with the accounts of the
 * database (docs/sign-in.md). An empty installation gets the demo project and its accounts (unless `DEMO_PROJECT=0`);
 * without the demo, the first administrator sets a password through a one-time link the start prints.
 */
export async function startProduct({ env = process.env, appDir }: ProductOptions): Promise<RunningProduct> {
  const config: ServerConfig = configFromEnv(env);
  const origin = config.publicUrl;
  const basePath = env['APP_BASE_PATH'] ?? '/0/';
  const localSignIn = config.issuer === null;
  const issuer = config.issuer ?? `${origin}${OIDC_PATH}`;
  // Extra app origins allowed to sign in through the local provider (a dev server, or the app behind a proxy in CI).
  const appOrigins = [origin, ...(env['APP_ORIGINS']?.split(',').filter(Boolean) ?? [])];

  let signIn: OidcRequestHandler | undefined;
  const productConfig = { ...config, issuer };
  const { app, demoCreated, demoAccounts, firstAdministrator } = await withStartLock(config.databaseUrl, async () => {
    const app = await buildServer({
      config: productConfig,
      ...(localSignIn ? { serverFactory: withSignIn(() => signIn), localSessions: true } : {}),
      webApp: {
        root: appDir,
        basePath,
        oidc: {
          authority: issuer,
          clientId: env['OIDC_CLIENT_ID'] ?? CLIENT_ID,
          scope: env['OIDC_SCOPE'] ?? APP_SCOPE,
        },
      },
    });
    const demoCreated =
      env['DEMO_PROJECT'] === '0'
        ? false
        : await createDemoProject({ config: productConfig, db: app.db, blobDir: join(config.dataDir, 'blobs') });
    let demoAccounts = false;
    let firstAdministrator: RunningProduct['firstAdministrator'];
    if (localSignIn) {
      // The demo's published accounts exist only with the demo project: made with it, or found from before.
      demoAccounts = demoCreated || (await hasDemoAccounts(app.db));
      if (demoAccounts) await ensureCredentials(app.db, SEEDED_ACCOUNTS);
      const first = demoAccounts
        ? undefined
        : await ensureFirstAdministrator(app.db, {
            email: env['ADMIN_EMAIL'] ?? null,
            register: ({ id, email }) =>
              registerAccounts(app.db, [{ id, displayName: 'Администратор', email, roles: ['administrator'] }]),
          });
      firstAdministrator = first && { ...first, url: setPasswordUrl(issuer, first.token) };
      signIn = limitingForms(
        addressRateCheck(app, SIGN_IN_RATE),
        await createOidcRequestHandler({
          issuer,
          redirectUris: appOrigins.map((appOrigin) => `${appOrigin}${basePath}signin-callback`),
          postLogoutRedirectUris: appOrigins.map((appOrigin) => `${appOrigin}${basePath}`),
          accounts: databaseAccountDirectory(app.db),
          adapter: databaseAdapter(app.db),
          keys: await storedProviderKeys(app.db),
          appUrl: `${origin}${basePath}`,
          behindProxy: config.trustedProxies !== undefined,
        }),
      );
    }
    return { app, demoCreated, demoAccounts, firstAdministrator };
  });
  // At start, what a killed process left behind goes. An embedded database has this one process, so everything
  // unfinished is dead; a shared PostgreSQL may have other servers mid-upload, so only what is an hour old goes.
  const graceMinutes = Number(env['BLOB_SWEEP_GRACE_MINUTES'] ?? (config.databaseUrl ? 60 : 0));
  await sweepOrphanBlobs(app.db, app.blobs, new Date(Date.now() - graceMinutes * MINUTE));
  await sweepExpiredSharedLinks(app.db, new Date());
  const sweeper = setInterval(() => {
    sweepOrphanBlobs(app.db, app.blobs, new Date(Date.now() - HOUR)).catch((error: unknown) => {
      app.log.error({ err: error }, 'the blob sweep failed');
    });
    sweepExpiredPayloads(app.db).catch((error: unknown) => {
      app.log.error({ err: error }, 'the sweep of expired sign-in sessions failed');
    });
    sweepExpiredSharedLinks(app.db, new Date()).catch((error: unknown) => {
      app.log.error({ err: error }, 'the sweep of expired shared links failed');
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
    demoAccounts,
    firstAdministrator,
    demoCreated,
    app,
    close: () => app.close(),
  };
}
