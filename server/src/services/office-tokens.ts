import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import {
  deleteExpiredOfficeSessions,
  findOfficeSession,
  insertOfficeSession,
  type OfficeSessionRecord,
} from '../repositories/office.repository';

/**
 * How long the editor may use a session's WOPI token: a working day, so that an editor left open over lunch still
 * saves. Far shorter-lived in effect than it looks: it opens one file for one account, and every call is checked
 * against the account's rights of the moment.
 */
export const OFFICE_TOKEN_TTL_MS = 10 * 60 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedOfficeToken {
  token: string;
  expiresAt: Date;
}

/**
 * A new office session and its WOPI access token: `{session id}.{32 random bytes}`; only the token's hash is kept, so
 * that a copy of the database opens nothing.
 */
export async function issueOfficeToken(
  db: Db,
  session: Pick<OfficeSessionRecord, 'documentId' | 'accountId' | 'versionIndex' | 'canEdit'>,
  now: Date,
): Promise<IssuedOfficeToken> {
  const id = randomUUID();
  const token = `${id}.${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + OFFICE_TOKEN_TTL_MS);
  await deleteExpiredOfficeSessions(db, now.toISOString());
  await insertOfficeSession(db, {
    ...session,
    id,
    tokenHash: hashOf(token),
    expiresAt: expiresAt.toISOString(),
    createdAt: now.toISOString(),
  });
  return { token, expiresAt };
}

/** The session a token opens, or undefined for a token unknown, forged or expired. */
export async function sessionOfToken(db: Db, token: string, now: Date): Promise<OfficeSessionRecord | undefined> {
  const id = token.split('.', 1)[0] ?? '';
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const session = await findOfficeSession(db, id);
  if (!session || !(new Date(session.expiresAt).getTime() > now.getTime())) return undefined;
  const expected = Buffer.from(session.tokenHash, 'hex');
  const given = Buffer.from(hashOf(token), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given) ? session : undefined;
}
