import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { Provider, errors, type Configuration, type Interaction, type InteractionResults } from 'oidc-provider';
import { findAccountById, findAccountByLogin, type SeededAccount } from './accounts';
import { renderErrorPage, renderLoggedOutPage, renderLoginPage, renderLogoutPage } from './pages';

export const CLIENT_ID = 'cde-web';
export const API_RESOURCE = 'urn:cde:api';

const API_SCOPE = 'api domain';
const MINUTES_10 = 10 * 60;
const DAY = 24 * 60 * 60;
const MAX_FORM_BYTES = 16 * 1024;
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

function userClaims(account: SeededAccount): Record<string, unknown> {
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

async function generateSigningKeys(): Promise<{ keys: JWK[] }> {
  // A fresh key per start keeps private material out of the repository; tokens die with the process anyway.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: await calculateJwkThumbprint(jwk) }] };
}

function configuration(
  jwks: { keys: JWK[] },
  redirectUris: string[],
  postLogoutRedirectUris: string[],
  mountPath: string,
): Configuration {
  return {
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
    jwks,
    // Fixed keys only sign cookies of this throwaway dev server; the secure flag follows the request
    // scheme, so plain http on 127.0.0.1 and localhost works without extra settings.
    cookies: {
      keys: ['cde-dev-oidc-cookie-key-1', 'cde-dev-oidc-cookie-key-2'],
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
    // The browser app runs on another origin and calls the token endpoint directly.
    clientBasedCORS: () => true,
    findAccount: (_ctx, sub) => {
      const account = findAccountById(sub);
      return account && { accountId: account.id, claims: () => userClaims(account) };
    },
    extraTokenClaims: (_ctx, token) => {
      const account = token.accountId === undefined ? undefined : findAccountById(token.accountId);
      return account && { roles: [...account.roles], name: account.displayName, email: account.email };
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

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) throw new Error('Form body too large');
  }
  return new URLSearchParams(body);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Frame-Options': 'DENY',
  });
  res.end(html);
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

async function handleInteraction(
  provider: Provider,
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
  const account = findAccountByLogin(login);
  if (account?.password !== form.get('password')) {
    sendHtml(res, 200, renderLoginPage({ action, login, error: 'Неверный логин или пароль' }));
    return;
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.id } },
    { mergeWithLastSubmission: false },
  );
}

export interface OidcProviderSettings {
  /** The issuer's absolute URL; when it has a path (`http://host:8080/oidc`), requests arrive under that path. */
  issuer: string;
  redirectUris?: string[];
  postLogoutRedirectUris?: string[];
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
  const provider = new Provider(
    issuer,
    configuration(
      await generateSigningKeys(),
      settings.redirectUris ?? DEV_ORIGINS.map((origin) => `${origin}/0/signin-callback`),
      settings.postLogoutRedirectUris ?? DEV_ORIGINS.map((origin) => `${origin}/0/`),
      mountPath,
    ),
  );
  // Served directly over plain http: X-Forwarded-* headers must not be able to flip cookies to secure.
  provider.proxy = false;
  provider.on('server_error', (_ctx, error) => {
    console.error('[oidc] server error:', error);
  });
  const oidcCallback = provider.callback();

  return (req, res) => {
    const url = req.url ?? '/';
    // Mounted under a path: the provider sees its own paths, and finds the mount point in originalUrl.
    if (mountPath !== '') {
      Object.assign(req, { originalUrl: url });
      req.url = url.slice(mountPath.length) || '/';
    }
    const { pathname } = new URL(req.url ?? '/', 'http://provider.local');
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(pathname);
    const uid = match?.[1];
    const isLoginPost = match?.[2] !== undefined;
    if (uid === undefined || req.method !== (isLoginPost ? 'POST' : 'GET')) {
      void oidcCallback(req, res);
      return;
    }
    handleInteraction(provider, req, res, uid, isLoginPost, mountPath).catch((error: unknown) => {
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
