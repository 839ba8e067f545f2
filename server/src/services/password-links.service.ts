import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { insertPasswordLink } from '../repositories/credentials.repository';

/**
 * One-time links to set a password at the local sign-in provider (an invitation, the first administrator;
 * docs/sign-in.md). The token goes into the link; only its SHA-256 is stored.
 */

/** A link lasts three days: long enough for an invitation read after a weekend. */
export const PASSWORD_LINK_DAYS = 3;
const DAY = 24 * 60 * 60 * 1000;

export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** A new link for the account, which must have credentials; the older unused ones stop working. */
export async function createPasswordLink(
  db: Db | Transaction<Database>,
  accountId: string,
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertPasswordLink(
    db,
    {
      tokenHash: hashLinkToken(token),
      accountId,
      expiresAt: new Date(now.getTime() + PASSWORD_LINK_DAYS * DAY).toISOString(),
    },
    now.toISOString(),
  );
  return token;
}

/** The page of the local provider where the link's owner sets a password. */
export const setPasswordUrl = (issuer: string, token: string): string =>
  `${issuer}/set-password?token=${encodeURIComponent(token)}`;
