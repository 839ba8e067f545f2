import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier } from '../src/plugins/auth';
import { VERIFIED_TOKEN_TRUST_MS, VerifiedTokens } from '../src/plugins/verified-tokens';

const ISSUER = 'http://issuer.test';
const AUDIENCE = 'cde';
const ACCOUNT = { id: 'a1', displayName: 'Анна', email: null, roles: [] };

async function keysAndSigner() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256' }] };
  const sign = (expiresIn: string) =>
    new SignJWT({ name: 'Анна' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k' })
      .setSubject('a1')
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
  return { jwks, sign };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('VerifiedTokens', () => {
  it('gives a copy of the account until the token expires, and nothing after', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('t', ACCOUNT, 10_000, 0);
    const first = tokens.get('t', 9_999);
    expect(first).toEqual(ACCOUNT);
    expect(first).not.toBe(ACCOUNT);
    expect(tokens.get('t', 10_000)).toBeUndefined();
    expect(tokens.get('other', 0)).toBeUndefined();
  });

  it('trusts a long-lived token only for VERIFIED_TOKEN_TRUST_MS, and forgets the oldest when full', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('long', ACCOUNT, 24 * 3_600_000, 0);
    expect(tokens.get('long', VERIFIED_TOKEN_TRUST_MS - 1)).toBeDefined();
    expect(tokens.get('long', VERIFIED_TOKEN_TRUST_MS)).toBeUndefined();
    tokens.remember('a', ACCOUNT, 60_000, 0);
    tokens.remember('b', ACCOUNT, 60_000, 0);
    tokens.remember('c', ACCOUNT, 60_000, 0);
    expect(tokens.get('a', 1)).toBeUndefined();
    expect(tokens.get('b', 1)).toBeDefined();
    expect(tokens.get('c', 1)).toBeDefined();
  });
});

describe('createTokenVerifier', () => {
  it('answers a token it has verified with a fresh account each time, which a request may change alone', async () => {
    const { jwks, sign } = await keysAndSigner();
    const verify = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks });
    const token = await sign('10m');
    for (let call = 0; call < 3; call += 1) {
      const account = await verify(token);
      expect(account).toEqual({ id: 'a1', displayName: 'Анна', email: null, roles: [] });
      account.readOnly = true;
    }
  });

  it('refuses a token it has verified once it has expired', async () => {
    const { jwks, sign } = await keysAndSigner();
    const verify = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks });
    const token = await sign('5s');
    await expect(verify(token)).resolves.toMatchObject({ id: 'a1' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6_000);
    await expect(verify(token)).rejects.toMatchObject({ status: 401 });
  });

  it('never takes a changed token for one it has verified', async () => {
    const { jwks, sign } = await keysAndSigner();
    const verify = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks });
    const token = await sign('10m');
    await verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = `${header}.${payload}.${signature.slice(0, -2)}AA`;
    await expect(verify(forged)).rejects.toMatchObject({ status: 401 });
  });
});
