import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

type Executor = Db | Transaction<Database>;

/** An account's credentials at the local sign-in provider, with what its sign-in needs of the account. */
export interface LocalCredential {
  accountId: string;
  login: string;
  passwordHash: string | null;
  failedAttempts: number;
  lockedUntil: string | null;
}

function toCredential(row: {
  account_id: string;
  login: string;
  password_hash: string | null;
  failed_attempts: number;
  locked_until: string | null;
}): LocalCredential {
  return {
    accountId: row.account_id,
    login: row.login,
    passwordHash: row.password_hash,
    failedAttempts: row.failed_attempts,
    lockedUntil: row.locked_until,
  };
}

/** By login or by the account's e-mail, both compared in lower case. */
export async function findCredentialBySignInName(db: Executor, name: string): Promise<LocalCredential | undefined> {
  const wanted = name.trim().toLowerCase();
  if (wanted === '') return undefined;
  const row = await db
    .selectFrom('local_credentials')
    .innerJoin('accounts', 'accounts.id', 'local_credentials.account_id')
    .selectAll('local_credentials')
    .where((eb) =>
      eb.or([eb('local_credentials.login', '=', wanted), eb(eb.fn('lower', ['accounts.email']), '=', wanted)]),
    )
    .orderBy('local_credentials.login')
    .executeTakeFirst();
  return row && toCredential(row);
}

export async function findCredential(db: Executor, accountId: string): Promise<LocalCredential | undefined> {
  const row = await db
    .selectFrom('local_credentials')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row && toCredential(row);
}

export async function countCredentials(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('local_credentials')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Gives the account a login (its password comes later, through a link, unless given). */
export async function insertCredential(
  db: Executor,
  credential: { accountId: string; login: string; passwordHash: string | null },
  now: string,
): Promise<void> {
  await db
    .insertInto('local_credentials')
    .values({
      account_id: credential.accountId,
      login: credential.login.trim().toLowerCase(),
      password_hash: credential.passwordHash,
      failed_attempts: 0,
      locked_until: null,
      updated_at: now,
    })
    .execute();
}

export async function setPasswordHash(db: Executor, accountId: string, hash: string, now: string): Promise<void> {
  await db
    .updateTable('local_credentials')
    .set({ password_hash: hash, failed_attempts: 0, locked_until: null, updated_at: now })
    .where('account_id', '=', accountId)
    .execute();
}

export async function recordFailedSignIn(
  db: Executor,
  accountId: string,
  failedAttempts: number,
  lockedUntil: string | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('local_credentials')
    .set({ failed_attempts: failedAttempts, locked_until: lockedUntil, updated_at: now })
    .where('account_id', '=', accountId)
    .execute();
}

export async function recordSuccessfulSignIn(db: Executor, accountId: string, now: string): Promise<void> {
  await db
    .updateTable('local_credentials')
    .set({ failed_attempts: 0, locked_until: null, updated_at: now })
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('failed_attempts', '!=', 0), eb('locked_until', 'is not', null)]))
    .execute();
}

/** A new one-time link; earlier unused links of the account stop working (only the newest one is valid). */
export async function insertPasswordLink(
  db: Executor,
  link: { tokenHash: string; accountId: string; expiresAt: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('password_links')
    .set({ used_at: now })
    .where('account_id', '=', link.accountId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('password_links')
    .values({
      token_hash: link.tokenHash,
      account_id: link.accountId,
      expires_at: link.expiresAt,
      used_at: null,
      created_at: now,
    })
    .execute();
}

/** The account of an unused, unexpired link. */
export async function findValidPasswordLink(
  db: Executor,
  tokenHash: string,
  now: string,
): Promise<{ accountId: string } | undefined> {
  const row = await db
    .selectFrom('password_links')
    .select('account_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { accountId: row.account_id };
}

/** Uses the link once: false when another request used it first. */
export async function usePasswordLink(db: Executor, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
