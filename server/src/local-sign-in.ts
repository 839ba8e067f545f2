import type { AdapterFactory } from 'oidc-provider';
import { UserStatus } from '../../codegen/model/userStatus';
import type { Db } from './db/database';
import type { AccountDirectory, ProviderAccount, SignInOutcome } from './oidc/account-directory';
import { SEEDED_ACCOUNTS } from './oidc/accounts';
import { keptSetting } from './repositories/settings.repository';
import { generateProviderKeys, type ProviderKeys } from './oidc/oidc-provider';
import { afterFailure, isLocked, minutesLeft } from './oidc/sign-in-throttle';
import {
  countCredentials,
  findCredential,
  findCredentialBySignInName,
  findValidPasswordLink,
  insertCredential,
  recordFailedSignIn,
  recordSuccessfulSignIn,
  setPasswordHash,
  usePasswordLink,
} from './repositories/credentials.repository';
import {
  consumePayload,
  destroyPayload,
  findPayload,
  findPayloadByUid,
  findPayloadByUserCode,
  revokeGrant,
  upsertPayload,
} from './repositories/oidc-payloads.repository';
import { createPasswordLink, hashLinkToken } from './services/password-links.service';
import { hashPassword, verifyPassword } from './services/passwords';

/**
 * The local sign-in provider's lasting side (docs/sign-in.md): accounts and their credentials from the product's
 * database, sessions, grants and tokens through an oidc-provider adapter on the same database, and the signing keys
 * kept there too, so that a restart signs nobody out.
 */

const KEYS_SETTING = 'oidc.keys';

interface AccountRow {
  id: string;
  display_name: string;
  email: string | null;
  roles: string;
  status: number;
}

function toProviderAccount(row: AccountRow): ProviderAccount {
  // Russian full names are written «family given middle».
  const [familyName = '', givenName = '', middleName = ''] = row.display_name.split(' ');
  const roles: unknown = JSON.parse(row.roles);
  return {
    id: row.id,
    displayName: row.display_name,
    givenName,
    familyName,
    middleName,
    email: row.email,
    roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
  };
}

async function accountRow(db: Db, id: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('accounts')
    .select(['id', 'display_name', 'email', 'roles', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The accounts of the product's database, with their credentials, failed attempts and one-time links. */
export function databaseAccountDirectory(db: Db, now: () => Date = () => new Date()): AccountDirectory {
  const find = async (id: string) => {
    const row = await accountRow(db, id);
    return row && row.status !== UserStatus.Disabled ? toProviderAccount(row) : undefined;
  };
  const linkAccount = async (token: string) => {
    if (token === '') return undefined;
    const link = await findValidPasswordLink(db, hashLinkToken(token), now().toISOString());
    return link && (await findCredential(db, link.accountId));
  };
  return {
    signIn: async (name, password): Promise<SignInOutcome> => {
      const credential = await findCredentialBySignInName(db, name);
      if (!credential) {
        // An unknown login costs the time of a known one, so that logins cannot be told apart by the answer's speed.
        await verifyPassword(password, undefined);
        return { kind: 'refused' };
      }
      const state = { failedAttempts: credential.failedAttempts, lockedUntil: credential.lockedUntil };
      if (isLocked(state, now())) return { kind: 'locked', minutes: minutesLeft(state, now()) };
      if (!(await verifyPassword(password, credential.passwordHash))) {
        const next = afterFailure(state, now());
        await recordFailedSignIn(db, credential.accountId, next.failedAttempts, next.lockedUntil, now().toISOString());
        return isLocked(next, now()) ? { kind: 'locked', minutes: minutesLeft(next, now()) } : { kind: 'refused' };
      }
      const row = await accountRow(db, credential.accountId);
      if (!row) return { kind: 'refused' };
      // A Disabled account does not sign in (platform.md §3), and its sessions end (`find` answers nothing).
      if (row.status === UserStatus.Disabled) return { kind: 'disabled' };
      const account = toProviderAccount(row);
      await recordSuccessfulSignIn(db, credential.accountId, now().toISOString());
      return { kind: 'signed-in', account };
    },
    find,
    linkOwner: async (token) => {
      const credential = await linkAccount(token);
      if (!credential) return undefined;
      const account = await accountRow(db, credential.accountId);
      return account && { displayName: account.display_name, login: credential.login };
    },
    setPassword: async (token, password) => {
      const credential = await linkAccount(token);
      if (!credential) return 'invalid-link';
      const hash = await hashPassword(password);
      return db.transaction().execute(async (trx) => {
        if (!(await usePasswordLink(trx, hashLinkToken(token), now().toISOString()))) return 'invalid-link';
        await setPasswordHash(trx, credential.accountId, hash, now().toISOString());
        return 'done';
      });
    },
  };
}

/** oidc-provider's storage of sessions, grants, codes and tokens in the product's database. */
export function databaseAdapter(db: Db): AdapterFactory {
  return (model) => ({
    upsert: (id, payload, expiresIn) => upsertPayload(db, model, id, payload, expiresIn),
    find: (id) => findPayload(db, model, id),
    findByUid: (uid) => findPayloadByUid(db, model, uid),
    findByUserCode: (code) => findPayloadByUserCode(db, model, code),
    consume: (id) => consumePayload(db, model, id),
    destroy: (id) => destroyPayload(db, model, id),
    revokeByGrantId: (grantId) => revokeGrant(db, grantId),
  });
}

/** The provider's keys from the settings, made and kept at the first start. */
export async function storedProviderKeys(db: Db): Promise<ProviderKeys> {
  const value = await keptSetting(db, KEYS_SETTING, async () => JSON.stringify(await generateProviderKeys()));
  return JSON.parse(value) as ProviderKeys;
}

/** Gives accounts without credentials a login and password (the demo's published ones); existing ones stay. */
export async function ensureCredentials(
  db: Db,
  accounts: readonly { id: string; login: string; password: string }[],
): Promise<void> {
  for (const account of accounts) {
    if (await findCredential(db, account.id)) continue;
    await insertCredential(
      db,
      { accountId: account.id, login: account.login, passwordHash: await hashPassword(account.password) },
      new Date().toISOString(),
    );
  }
}

export interface FirstAdministrator {
  login: string;
  /** The one-time link's token (the page is `<issuer>/set-password?token=…`). */
  token: string;
}

/**
 * An installation without the demo gets its first administrator safely: while no administrator has a password, each
 * start makes (or reuses) an administrator account with the login `ADMIN_EMAIL` (or `admin`) and a new one-time link
 * to set its password, which the start prints. Once a password is set, nothing more happens.
 */
export async function ensureFirstAdministrator(
  db: Db,
  {
    email,
    register,
  }: { email: string | null; register: (account: { id: string; email: string | null }) => Promise<void> },
): Promise<FirstAdministrator | undefined> {
  const administrators = await db
    .selectFrom('accounts')
    .leftJoin('local_credentials', 'local_credentials.account_id', 'accounts.id')
    .select(['accounts.id', 'accounts.roles', 'local_credentials.login', 'local_credentials.password_hash'])
    .execute();
  const candidates = administrators.filter((row) => (JSON.parse(row.roles) as unknown[]).includes('administrator'));
  if (candidates.some((row) => row.password_hash !== null)) return undefined;
  const login = (email ?? 'admin').trim().toLowerCase();
  let account = candidates.find((row) => row.login === login);
  if (!account) {
    const taken = await findCredentialBySignInName(db, login);
    if (taken) throw new Error(`ADMIN_EMAIL: the login ${login} belongs to an account that is not an administrator.`);
    const id = crypto.randomUUID();
    await register({ id, email });
    await insertCredential(db, { accountId: id, login, passwordHash: null }, new Date().toISOString());
    account = { id, roles: '["administrator"]', login, password_hash: null };
  }
  return { login, token: await createPasswordLink(db, account.id) };
}

/**
 * Whether this installation has the demo's accounts from before: they are known (the demo project made them) and no
 * account has credentials yet, as in an installation made before accounts were kept in the database; or they have
 * credentials already.
 */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const demoAdministrator = SEEDED_ACCOUNTS[0]?.id ?? '';
  if (!(await accountRow(db, demoAdministrator))) return false;
  if (await findCredential(db, demoAdministrator)) return true;
  return (await countCredentials(db)) === 0;
}
