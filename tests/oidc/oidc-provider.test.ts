import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS } from '../../server/src/oidc/accounts';
import {
  API_RESOURCE,
  CLIENT_ID,
  startOidcProvider,
  type RunningOidcProvider,
} from '../../server/src/oidc/oidc-provider';
import { Browser, authorizeUrl, formOf, pkcePair, postToken, type TokenResponse } from './code-flow';

const REDIRECT_URI = 'http://127.0.0.1:5173/0/signin-callback';
const POST_LOGOUT_URI = 'http://127.0.0.1:5173/0/';

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
    const response = await new Browser().request(authorizeUrl(issuer, REDIRECT_URI, undefined, 'no-pkce'));
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.href.startsWith(REDIRECT_URI)).toBe(true);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('signs admin in with the code flow and PKCE', async () => {
    const start = await browser.request(authorizeUrl(issuer, REDIRECT_URI, pkce.challenge, 'state-1'));
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
    const start = await browser.request(authorizeUrl(issuer, REDIRECT_URI, challenge, 'state-2'));
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
    const again = await browser.request(authorizeUrl(issuer, REDIRECT_URI, pkce.challenge, 'state-3'));
    const next = await browser.followUntil(again, issuer, `${issuer}/interaction/`);
    expect(await (await browser.request(next)).text()).toContain('Вход в систему');
  });
});
