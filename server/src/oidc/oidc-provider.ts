import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import {
  Provider,
  errors,
  type AdapterFactory,
  type Configuration,
  type Interaction,
  type InteractionResults,
} from 'oidc-provider';
import { seededAccountDirectory, type AccountDirectory, type ProviderAccount } from './account-directory';
import { renderErrorPage, renderLoggedOutPage, renderLoginPage, renderLogoutPage, signInPageCsp } from './pages';
import { readForm, sendHtml } from './http-forms';
import { handleSetPassword } from './set-password';
import { releasingProviderContext } from './provider-context';

export const CLIENT_ID = 'cde-web';
export const API_RESOURCE = 'urn:cde:api';

const API_SCOPE = 'api domain';
const MINUTES_10 = 10 * 60;
const DAY = 24 * 60 * 60;
const DEV_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
];

export interface OidcProviderOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  issuer?: string;
  redirectUris?: string[];
  postLogoutRedirectUris?: string[];
}

export interface RunningOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

function userClaims(account: ProviderAccount): Record<string, unknown> {
  return {
    sub: account.id,
    name: account.displayName,
    given_name: account.givenName,
    family_name: account.familyName,
    middle_name: account.middleName,
    picture: null,
    roles: [...account.roles],
    email: account.email,
    email_verified: true,
  };
}

/** The provider's secrets: the keys that sign tokens and those that sign its cookies. */
export interface ProviderKeys {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

/** New secrets: kept by the product's database so that a restart keeps sessions, or per process beside the mock. */
export async function generateProviderKeys(): Promise<ProviderKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const cookieKey = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  return {
    jwks: { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: await calculateJwkThumbprint(jwk) }] },
    cookieKeys: [cookieKey(), cookieKey()],
  };
}

interface ConfigurationOptions {
  keys: ProviderKeys;
  accounts: AccountDirectory;
  adapter: AdapterFactory | undefined;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  mountPath: string;
}

function configuration({
  keys,
  accounts,
  adapter,
  redirectUris,
  postLogoutRedirectUris,
  mountPath,
}: ConfigurationOptions): Configuration {
  // Only the app's own origins may call the token endpoint from a browser.
  const appOrigins = new Set(redirectUris.map((uri) => new URL(uri).origin));
  return {
    ...(adapter ? { adapter } : {}),
    // The login pages live under the provider's own path, wherever it is mounted.
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'CDE Explorer',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
    ],
    jwks: keys.jwks,
    // The secure flag follows the request scheme, so plain http on 127.0.0.1 and localhost works as well.
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    // Only the code flow is offered; implicit and hybrid responses have no use for the web app.
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'email', 'api', 'domain'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'middle_name', 'picture', 'roles'],
      email: ['email', 'email_verified'],
      domain: ['roles'],
    },
    // The access token is bound to the API audience, so the userinfo endpoint refuses it; the web
    // app therefore reads the profile from the ID token, which must carry the scope claims.
    conformIdTokenClaims: false,
    // The browser app may run on another origin and call the token endpoint directly; no other site may.
    clientBasedCORS: (_ctx, origin) => appOrigins.has(origin),
    findAccount: async (_ctx, sub) => {
      const account = await accounts.find(sub);
      return account && { accountId: account.id, claims: () => userClaims(account) };
    },
    // The grant rides along (gid), so that the API can refuse the access tokens of a grant a logout revoked.
    extraTokenClaims: async (_ctx, token) => {
      const account = token.accountId === undefined ? undefined : await accounts.find(token.accountId);
      return (
        account && {
          roles: [...account.roles],
          name: account.displayName,
          email: account.email,
          ...(token.grantId ? { gid: token.grantId } : {}),
        }
      );
    },
    // The default demands offline_access; the SPA renews silently with rotating refresh tokens instead.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    pkce: { required: () => true },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage('Ошибка входа', [out['error'], out['error_description']].filter(Boolean).join(': '));
    },
    ttl: {
      AccessToken: MINUTES_10,
      AuthorizationCode: 60,
      IdToken: MINUTES_10,
      RefreshToken: DAY,
      Session: DAY,
      Grant: DAY,
      Interaction: MINUTES_10,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderLoggedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        // Token requests carry no `resource`; reuse the one granted at authorization.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: API_RESOURCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: MINUTES_10,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
  };
}

/** The client is first-party, so consent is recorded without asking, exactly as the prompt lists it. */
async function grantConsent(provider: Provider, interaction: Interaction): Promise<InteractionResults> {
  const { prompt, params, session, grantId } = interaction;
  const clientId = params['client_id'];
  if (session === undefined || typeof clientId !== 'string') {
    throw new errors.SessionNotFound('consent without a signed-in session');
  }
  const grant =
    (grantId === undefined ? undefined : await provider.Grant.find(grantId)) ??
    new provider.Grant({ accountId: session.accountId, clientId });
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = prompt.details;
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const savedId = await grant.save();
  // An existing grant is found again through the session; only a new one has to be named.
  return { consent: grantId === undefined ? { grantId: savedId } : {} };
}

/** What the login page says when a sign-in is refused. */
function refusal(outcome: Exclude<Awaited<ReturnType<AccountDirectory['signIn']>>, { kind: 'signed-in' }>): string {
  switch (outcome.kind) {
    case 'locked':
      return `Слишком много неудачных попыток входа. Повторите через ${String(outcome.minutes)} мин.`;
    case 'disabled':
      return 'Учётная запись заблокирована. Обратитесь к администратору.';
    case 'refused':
      return 'Неверный логин или пароль';
  }
}

async function handleInteraction(
  provider: Provider,
  accounts: AccountDirectory,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  isLoginPost: boolean,
  mountPath: string,
): Promise<void> {
  const interaction = await provider.interactionDetails(req, res);
  if (interaction.uid !== uid) throw new errors.SessionNotFound('interaction uid mismatch');
  const action = `${mountPath}/interaction/${encodeURIComponent(uid)}/login`;

  if (interaction.prompt.name === 'consent') {
    const result = await grantConsent(provider, interaction);
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
    return;
  }
  if (interaction.prompt.name !== 'login') {
    sendHtml(res, 400, renderErrorPage('Ошибка входа', 'Неподдерживаемый шаг входа.'));
    return;
  }
  if (!isLoginPost) {
    sendHtml(res, 200, renderLoginPage({ action }));
    return;
  }

  const form = await readForm(req);
  const login = form.get('login') ?? '';
  const outcome = await accounts.signIn(login, form.get('password') ?? '');
  if (outcome.kind !== 'signed-in') {
    sendHtml(res, 200, renderLoginPage({ action, login, error: refusal(outcome) }));
    return;
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: outcome.account.id } },
    { mergeWithLastSubmission: false },
  );
}

export interface OidcProviderSettings {
  /** The issuer's absolute URL; when it has a path (`http://host:8080/oidc`), requests arrive under that path. */
  issuer: string;
  redirectUris?: string[];
  postLogoutRedirectUris?: string[];
  /** Where accounts come from; the published demo accounts in memory unless given. */
  accounts?: AccountDirectory;
  /** Where sessions, grants and tokens are kept; in memory (gone with the process) unless given. */
  adapter?: AdapterFactory;
  /** The signing and cookie keys; new ones per process unless given. */
  keys?: ProviderKeys;
  /** Where the «set password» page sends people once done: the app. */
  appUrl?: string;
  /**
   * Whether it answers behind a proxy the server trusts (TRUST_PROXY, docs/scaling.md), which terminates TLS and
   * says so in X-Forwarded-Proto; then the only way in is through that proxy.
   */
  behindProxy?: boolean;
}

/** Answers one request addressed to the provider (its path under the issuer's). */
export type OidcRequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The local sign-in provider as a plain Node request handler, so it can answer on a port of its own (the mock setup)
 * or under `/oidc` beside the API and the app on the reference server's one port.
 */
export async function createOidcRequestHandler(settings: OidcProviderSettings): Promise<OidcRequestHandler> {
  const { issuer } = settings;
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  const accounts = settings.accounts ?? seededAccountDirectory();
  const redirectUris = settings.redirectUris ?? DEV_ORIGINS.map((origin) => `${origin}/0/signin-callback`);
  const provider = new Provider(
    issuer,
    configuration({
      keys: settings.keys ?? (await generateProviderKeys()),
      accounts,
      adapter: settings.adapter,
      redirectUris,
      postLogoutRedirectUris: settings.postLogoutRedirectUris ?? DEV_ORIGINS.map((origin) => `${origin}/0/`),
      mountPath,
    }),
  );
  const appUrl = settings.appUrl ?? new URL(redirectUris[0] ?? issuer).origin;
  // Served directly over plain http, X-Forwarded-* headers must not be able to flip cookies to secure; behind a trusted
  // proxy they say how the person reached it.
  provider.proxy = settings.behindProxy === true;
  provider.on('server_error', (_ctx, error) => {
    console.error('[oidc] server error:', error);
  });
  const oidcCallback = releasingProviderContext(provider.callback());

  const pageHeaders = {
    'content-security-policy': signInPageCsp([...new Set(redirectUris.map((uri) => new URL(uri).origin))]),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };

  return (req, res) => {
    const url = req.url ?? '/';
    for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
    // Mounted under a path: the provider sees its own paths, and finds the mount point in originalUrl.
    if (mountPath !== '') {
      Object.assign(req, { originalUrl: url });
      req.url = url.slice(mountPath.length) || '/';
    }
    const { pathname } = new URL(req.url ?? '/', 'http://provider.local');
    if (pathname === '/set-password') {
      handleSetPassword(accounts, req, res, { action: `${mountPath}/set-password`, appUrl }).catch((error: unknown) => {
        console.error('[oidc] set password failed:', error);
        if (!res.headersSent) sendHtml(res, 500, renderErrorPage('Ошибка', 'Внутренняя ошибка сервера.'));
      });
      return;
    }
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(pathname);
    const uid = match?.[1];
    const isLoginPost = match?.[2] !== undefined;
    if (uid === undefined || req.method !== (isLoginPost ? 'POST' : 'GET')) {
      void oidcCallback(req, res);
      return;
    }
    handleInteraction(provider, accounts, req, res, uid, isLoginPost, mountPath).catch((error: unknown) => {
      if (error instanceof errors.SessionNotFound) {
        sendHtml(res, 400, renderErrorPage('Сеанс входа истёк', 'Вернитесь в приложение и начните вход заново.'));
        return;
      }
      console.error('[oidc] interaction failed:', error);
      if (!res.headersSent) sendHtml(res, 500, renderErrorPage('Ошибка входа', 'Внутренняя ошибка сервера.'));
    });
  };
}

/** The provider on a port of its own (the front end against the Prism mock). */
export async function startOidcProvider(options: OidcProviderOptions = {}): Promise<RunningOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = options.issuer ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const handle = await createOidcRequestHandler({
    issuer,
    ...(options.redirectUris ? { redirectUris: options.redirectUris } : {}),
    ...(options.postLogoutRedirectUris ? { postLogoutRedirectUris: options.postLogoutRedirectUris } : {}),
  });
  server.on('request', handle);

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        // fetch keeps connections alive; without this close() would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
