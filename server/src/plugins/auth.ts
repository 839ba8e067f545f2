import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { Role } from '../../../codegen/model/role';
import { unauthorized } from '../problem';
import { VerifiedTokens } from './verified-tokens';

/** The account a request acts for, from its access token's claims. */
export interface RequestAccount {
  id: string;
  displayName: string;
  email: string | null;
  roles: readonly Role[];
  /** A Limited account (docs/server.md «Users»): it reads what its groups give, and changes nothing. */
  readOnly?: boolean;
  /** The grant the token was issued under (`gid`, the local sign-in provider's tokens): a logout revokes it. */
  grantId?: string;
}

export type TokenVerifier = (token: string) => Promise<RequestAccount>;

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** The issuer's keys; without them they are fetched from the issuer's discovery document. */
  jwks?: JSONWebKeySet;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/;
const ROLES: ReadonlySet<string> = new Set<string>(Object.values(Role));

async function discoverKeys(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(
    new URL('.well-known/openid-configuration', issuer.endsWith('/') ? issuer : `${issuer}/`),
  );
  if (!response.ok)
    throw new Error(`The issuer ${issuer} has no discovery document (HTTP ${String(response.status)}).`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
  if (!jwksUri) throw new Error(`The issuer ${issuer} names no jwks_uri.`);
  return createRemoteJWKSet(new URL(jwksUri));
}

/**
 * Verifies bearer access tokens (signature by the issuer's JWKS, issuer, audience, expiry) and reads the account from
 * their claims: `sub`, `name`, `email` and `roles`. Any failure is the contract's 401 SignIn.
 */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const getKeys = () => {
    // A failed discovery (the issuer still starting) is not remembered: the next request tries again.
    keys ??= options.jwks
      ? Promise.resolve(createLocalJWKSet(options.jwks))
      : discoverKeys(options.issuer).catch((error: unknown) => {
          keys = undefined;
          throw error;
        });
    return keys;
  };
  const verified = new VerifiedTokens();
  return async (token) => {
    const known = verified.get(token, Date.now());
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, await getKeys(), {
        issuer: options.issuer,
        audience: options.audience,
      });
      if (typeof payload.sub !== 'string') throw new Error('The token has no subject.');
      const roles = Array.isArray(payload['roles'])
        ? payload['roles'].filter((role): role is Role => ROLES.has(String(role)))
        : [];
      const account: RequestAccount = {
        id: payload.sub,
        displayName: typeof payload['name'] === 'string' ? payload['name'] : payload.sub,
        // Only an address the contract accepts is passed on; a provider's odd value is dropped, not relayed.
        email: typeof payload['email'] === 'string' && EMAIL.test(payload['email']) ? payload['email'] : null,
        roles,
        ...(typeof payload['gid'] === 'string' ? { grantId: payload['gid'] } : {}),
      };
      if (typeof payload.exp === 'number') verified.remember(token, account, payload.exp * 1000, Date.now());
      return { ...account };
    } catch {
      throw unauthorized();
    }
  };
}

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
