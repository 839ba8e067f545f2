import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { CLIENT_ID } from '../../server/src/oidc/oidc-provider';

const SCOPE = 'openid profile email api domain';

/* The browser's side of the OpenID Connect code flow with PKCE, for the tests of the local sign-in provider. */
export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** A browser stand-in: remembers cookies per path and never follows redirects on its own. */
export class Browser {
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

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(
  issuer: string,
  redirectUri: string,
  challenge: string | undefined,
  state: string,
): string {
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
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

export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('no form on the page');
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input)?.[1];
    if (name !== undefined) fields[name] = /value="([^"]*)"/.exec(input)?.[1] ?? '';
  }
  return { action: action.replaceAll('&amp;', '&'), fields };
}

export async function postToken(issuer: string, form: Record<string, string>, origin?: string): Promise<Response> {
  return fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...form }).toString(),
  });
}

/** Signs in through the login page and exchanges the code: the tokens, or the login page's answer when refused. */
export async function signInByCodeFlow(
  browser: Browser,
  issuer: string,
  redirectUri: string,
  credentials: { login: string; password: string },
): Promise<{ tokens: TokenResponse } | { refusal: string }> {
  const pkce = pkcePair();
  const start = await browser.request(authorizeUrl(issuer, redirectUri, pkce.challenge, 'state'));
  const interaction = await browser.followUntil(start, issuer, `${issuer}/interaction/`);
  const { action } = formOf(await (await browser.request(interaction)).text());
  const answer = await browser.request(new URL(action, issuer).href, { form: credentials });
  if (answer.status === 200) return { refusal: await answer.text() };
  const code = new URL(await browser.followUntil(answer, issuer, redirectUri)).searchParams.get('code') ?? '';
  const response = await postToken(issuer, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: pkce.verifier,
  });
  expect(response.status).toBe(200);
  return { tokens: (await response.json()) as TokenResponse };
}
