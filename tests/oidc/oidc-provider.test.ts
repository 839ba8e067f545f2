import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS } from '../../server/src/oidc/accounts';
import {
  API_RESOURCE,
  CLIENT_ID,
  startOidcProvider,
  type RunningOidcProvider,
} from '../../server/src/oidc/oidc-provider';

const REDIRECT_URI = 'http://127.0.0.1:5173/0/signin-callback';
const POST_LOGOUT_URI = 'http://127.0.0.1:5173/0/';
const SCOPE = 'openid profile email api domain';

interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** A browser stand-in: remembers cookies per path and never follows redirects on its own. */
class Browser {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const { pathname } = new URL(url);
    const cookie = [...this.cookies.values()]
      .filter((entry) => pathname.startsWith(entry.path))
      .map((entry) => `${entry.name}=${entry.value}`)
      .join('; ');
    const headers: Record<string, string> = cookie ? { cookie } : {};
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  /** Follows provider-internal redirects until the browser would leave for the given prefix. */
  async followUntil(response: Response, base: string, prefix: string): Promise<string> {
    let current = response;
    for (let hop = 0; hop < 10; hop += 1) {
      expect([302, 303]).toContain(current.status);
      const location = new URL(current.headers.get('location') ?? '', base).href;
      if (location.startsWith(prefix)) return location;
      current = await this.request(location);
    }
    throw new Error('too many redirects');
  }

  private store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const pathAttribute = attributes.find((attribute) => attribute.toLowerCase().startsWith('path='));
    const path = pathAttribute?.slice('path='.length) ?? '/';
    const expired = attributes.some(
      (a) => a.toLowerCase().startsWith('expires=') && Date.parse(a.slice(8)) < Date.now(),
    );
    if (expired || value === '') this.cookies.delete(`${path}|${name}`);
    else this.cookies.set(`${path}|${name}`, { name, value, path });
  }
}

function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(issuer: string, challenge: string | undefined, state: string): string {
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: SCOPE,
    state,
    nonce: `nonce-${state}`,
  });
  if (challenge !== undefined) {
    params.set('code_challenge', challenge);
    params.set('code_challenge_method', 'S256');
  }
  return `${issuer}/auth?${params.toString()}`;
}

function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('no form on the page');
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input)?.[1];
    if (name !== undefined) fields[name] = /value="([^"]*)"/.exec(input)?.[1] ?? '';
  }
  return { action: action.replaceAll('&amp;', '&'), fields };
}

async function postToken(issuer: string, form: Record<string, string>, origin?: string): Promise<Response> {
  return fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...form }).toString(),
  });
}

describe('seeded accounts', () => {
  it('cover every role of the access model', () => {
    const roles = new Set(SEEDED_ACCOUNTS.flatMap((account) => account.roles));
    for (const role of ['user', 'staff', 'external-user', 'general-contractor', 'administrator', 'developer']) {
      expect(roles).toContain(role);
    }
  });
});

// The steps share one browser session and build on each other, so they run in order.
describe('local OpenID Connect provider', () => {
  let provider: RunningOidcProvider;
  let issuer: string;
  const browser = new Browser();
  const pkce = pkcePair();
  let tokens: TokenResponse;

  beforeAll(async () => {
    provider = await startOidcProvider({ port: 0 });
    issuer = provider.issuer;
  });

  afterAll(async () => {
    await provider.close();
  });

  it('publishes discovery for the code flow with S256 and logout', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery['issuer']).toBe(issuer);
    expect(discovery['response_types_supported']).toEqual(['code']);
    expect(discovery['grant_types_supported']).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(discovery['code_challenge_methods_supported']).toEqual(['S256']);
    expect(discovery['end_session_endpoint']).toBe(`${issuer}/session/end`);
    expect(discovery['scopes_supported']).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'api', 'domain']),
    );
  });

  it('rejects an authorization request without PKCE', async () => {
    const response = await new Browser().request(authorizeUrl(issuer, undefined, 'no-pkce'));
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.href.startsWith(REDIRECT_URI)).toBe(true);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('signs admin in with the code flow and PKCE', async () => {
    const start = await browser.request(authorizeUrl(issuer, pkce.challenge, 'state-1'));
    const interactionUrl = await browser.followUntil(start, issuer, `${issuer}/interaction/`);

    const page = await browser.request(interactionUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('Вход в систему');
    expect(html).toMatch(/<label for="login">Логин<\/label>\s*<input id="login" name="login"/);
    expect(html).toMatch(/<label for="password">Пароль<\/label>\s*<input id="password" name="password"/);
    expect(html).toContain('>Войти</button>');
    expect(html).not.toContain('contractor');
    const { action } = formOf(html);

    const wrong = await browser.request(new URL(action, issuer).href, { form: { login: 'admin', password: 'nope' } });
    expect(await wrong.text()).toContain('Неверный логин или пароль');

    const right = await browser.request(new URL(action, issuer).href, { form: { login: 'admin', password: 'demo' } });
    const callback = new URL(await browser.followUntil(right, issuer, REDIRECT_URI));
    expect(callback.searchParams.get('state')).toBe('state-1');
    expect(callback.searchParams.get('iss')).toBe(issuer);
    const code = callback.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const response = await postToken(issuer, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: pkce.verifier,
    });
    expect(response.status).toBe(200);
    tokens = (await response.json()) as TokenResponse;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeLessThanOrEqual(600);
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('issues an ID token with the profile and a JWT access token for the API', async () => {
    const jwks = createRemoteJWKSet(new URL(`${issuer}/jwks`));
    const { payload: idToken } = await jwtVerify(tokens.id_token, jwks, { issuer, audience: CLIENT_ID });
    expect(idToken).toMatchObject({
      sub: 'c3000000-0000-4000-8000-000000000001',
      name: 'Иванов Сергей Петрович',
      family_name: 'Иванов',
      given_name: 'Сергей',
      middle_name: 'Петрович',
      email: 's.ivanov@sevkvartal.ru',
      roles: ['staff', 'administrator'],
      nonce: 'nonce-state-1',
    });

    const { payload: accessToken, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer,
      audience: API_RESOURCE,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(accessToken).toMatchObject({
      client_id: CLIENT_ID,
      roles: ['staff', 'administrator'],
      name: 'Иванов Сергей Петрович',
      email: 's.ivanov@sevkvartal.ru',
    });
    expect(String(accessToken['scope']).split(' ')).toEqual(expect.arrayContaining(['api', 'domain']));
  });

  it('rotates the refresh token and answers CORS for the browser app', async () => {
    const response = await postToken(
      issuer,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      'http://localhost:5173',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const renewed = (await response.json()) as TokenResponse;
    expect(renewed.access_token).not.toBe(tokens.access_token);
    expect(renewed.refresh_token).toBeTruthy();
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    tokens = { ...renewed, id_token: renewed.id_token || tokens.id_token };
  });

  it('refuses a code exchange without the PKCE verifier', async () => {
    // The session from the sign-in above answers at once, without the login page.
    const { challenge } = pkcePair();
    const start = await browser.request(authorizeUrl(issuer, challenge, 'state-2'));
    const code = new URL(await browser.followUntil(start, issuer, REDIRECT_URI)).searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const response = await postToken(issuer, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('ends the session and returns to the post-logout URI', async () => {
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: POST_LOGOUT_URI,
      state: 'bye',
    });
    const page = await browser.request(`${issuer}/session/end?${params.toString()}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Выход из системы');
    expect(html).toContain('>Выйти</button>');
    expect(html).toContain('.submit()');

    const { action, fields } = formOf(html);
    expect(fields['logout']).toBe('yes');
    const confirm = await browser.request(new URL(action, issuer).href, { form: fields });
    expect(confirm.status).toBe(303);
    const location = new URL(confirm.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(POST_LOGOUT_URI);
    expect(location.searchParams.get('state')).toBe('bye');

    // Signed out: the next authorization request asks for the login again.
    const again = await browser.request(authorizeUrl(issuer, pkce.challenge, 'state-3'));
    const next = await browser.followUntil(again, issuer, `${issuer}/interaction/`);
    expect(await (await browser.request(next)).text()).toContain('Вход в систему');
  });
});
