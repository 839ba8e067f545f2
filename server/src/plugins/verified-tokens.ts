import type { RequestAccount } from './auth';

/**
 * How long a verified token is taken on its signature without checking it again. A remote issuer that withdraws a key
 * from its JWKS is believed within this time; a logout needs no wait, as it revokes the grant, which every request
 * reads from the database (bearer-authentication.ts).
 */
export const VERIFIED_TOKEN_TRUST_MS = 5 * 60_000;

/**
 * The accounts of tokens this process has verified, until the token expires (or VERIFIED_TOKEN_TRUST_MS has passed):
 * the explorer sends the same token with every request, and checking its RSA signature each time was about 6 % of a
 * busy server's CPU. A token is found only by its exact text, so nothing but a token verified here is ever accepted.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { account: RequestAccount; until: number }>();

  /** `maxEntries` bounds the memory: at that many the oldest is forgotten (it is verified again when it comes back). */
  constructor(private readonly maxEntries = 10_000) {}

  /** A copy of the account of a token verified before and still good at `now`: each request may mark its own. */
  get(token: string, now: number): RequestAccount | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (now >= entry.until) {
      this.entries.delete(token);
      return undefined;
    }
    return { ...entry.account };
  }

  remember(token: string, account: RequestAccount, expiresAt: number, now: number): void {
    if (expiresAt <= now) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { account, until: Math.min(expiresAt, now + VERIFIED_TOKEN_TRUST_MS) });
  }
}
