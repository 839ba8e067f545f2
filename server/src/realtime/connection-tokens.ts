import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * SignalR's connection token (negotiate → WebSocket) as a signed statement rather than a row in one process's memory:
 * behind a proxy that spreads requests over several server processes, the upgrade may reach another process than the
 * negotiation did (docs/scaling.md). The token names the connection, the account it was negotiated for and when it
 * expires, signed with HMAC-SHA256 under a key every process of the installation shares.
 */
export interface ConnectionTokens {
  issue(accountId: string, now: number): { connectionId: string; connectionToken: string };
  /** The connection id of a token issued for this account and not expired; undefined otherwise. */
  redeem(token: string, accountId: string, now: number): string | undefined;
}

export function connectionTokens(secret: Buffer, ttlMs: number): ConnectionTokens {
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest();
  return {
    issue(accountId, now) {
      const connectionId = randomBytes(16).toString('base64url');
      const body = Buffer.from(JSON.stringify({ c: connectionId, a: accountId, e: now + ttlMs })).toString('base64url');
      return { connectionId, connectionToken: `${body}.${sign(body).toString('base64url')}` };
    },
    redeem(token, accountId, now) {
      const [body, signature, ...rest] = token.split('.');
      if (body === undefined || signature === undefined || rest.length > 0) return undefined;
      const expected = sign(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claims = parseClaims(Buffer.from(body, 'base64url').toString('utf8'));
      if (claims === undefined || claims.a !== accountId || claims.e <= now) return undefined;
      return claims.c;
    },
  };
}

function parseClaims(json: string): { c: string; a: string; e: number } | undefined {
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    const { c, a, e } = value;
    return typeof c === 'string' && typeof a === 'string' && typeof e === 'number' ? { c, a, e } : undefined;
  } catch {
    return undefined;
  }
}
