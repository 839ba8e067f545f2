import { createHash, randomBytes } from 'node:crypto';

/**
 * A link's token is 256 random bits (43 characters of base64url, within the contract's `^[A-Za-z0-9_-]{16,128}$`):
 * it cannot be guessed, and it is the whole secret, as the link opens without sign-in. Only its SHA-256 is stored, so
 * that neither a copy of the database nor a look at the table gives a working link away; a token is found by hashing
 * it, never compared as text.
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: linkTokenHash(token) };
}

export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
