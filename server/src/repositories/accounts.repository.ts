import type { Selectable, Transaction } from 'kysely';
import { Role } from '../../../codegen/model/role';
import { UserStatus } from '../../../codegen/model/userStatus';
import type { Db } from '../db/database';
import { sharedRead } from '../db/stamped-reads';
import type { Database } from '../db/schema';
import type { RequestAccount } from '../plugins/auth';
import { joinSecurityGroups } from './security-groups.repository';
import { readDefaultSecurityGroupIds } from './settings.repository';

type Executor = Db | Transaction<Database>;

/** An account the server knows: from an access token, registered (the demo's, an invitation), with its profile. */
export interface KnownAccount {
  id: string;
  displayName: string;
  email: string | null;
  roles: Role[];
  /** 0 Limited, 1 Enabled, 2 Disabled. */
  status: number;
  company: string | null;
  department: string | null;
  title: string | null;
  location: string | null;
  mobile: string | null;
  phone: string | null;
  disableEmailNotifications: boolean;
}

/** What a request's account is allowed as, read from the database (the roles and status are the database's). */
export interface StoredAccountState {
  roles: Role[];
  status: number;
  /** This request made the account known. */
  firstAppearance?: boolean;
}

const ROLES: ReadonlySet<string> = new Set<string>(Object.values(Role));

function parseRoles(text: string): Role[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((role): role is Role => typeof role === 'string' && ROLES.has(role)) : [];
}

type AccountRow = Selectable<Database['accounts']>;

function toKnownAccount(row: AccountRow): KnownAccount {
  return {
    id: row.id,
    displayName: row.display_name,
    email: row.email,
    roles: parseRoles(row.roles),
    status: row.status,
    company: row.company,
    department: row.department,
    title: row.title,
    location: row.location,
    mobile: row.mobile,
    phone: row.phone,
    disableEmailNotifications: row.disable_email_notifications === 1,
  };
}

/**
 * The account's first appearance: inserted unless known, and when this call inserted it, made a member of the
 * default security groups of the settings in the same transaction (platform.md §2.4: they apply on first sign-in).
 * Racing first requests of one account insert it once (the primary key), so it joins the groups once. True when the
 * account is new.
 */
async function insertIfNew(db: Db, account: RequestAccount, now: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('accounts')
      .values({
        id: account.id,
        display_name: account.displayName,
        email: account.email,
        roles: JSON.stringify(account.roles),
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await joinSecurityGroups(trx, account.id, await readDefaultSecurityGroupIds(trx));
    return true;
  });
}

/**
 * Keeps the accounts seen in access tokens, so that authors, event logs, the users list and group members can name
 * them, and answers what the account is allowed as. The roles and the status are the database's (the admin panel
 * changes them; docs/server.md «Users»): a token's roles count only at the account's first appearance. Name and
 * e-mail follow the token, written only when they changed, so that ordinary requests cost one read.
 */
export async function rememberAccount(db: Db, account: RequestAccount): Promise<StoredAccountState> {
  // Shared between safe requests while the access stamp stays (db/stamped-reads.ts); what follows reads afresh.
  let known = await sharedRead(account, `account:${account.id}`, () => storedAccountRow(db, account.id));
  if (!known) {
    if (await insertIfNew(db, account, new Date().toISOString()))
      return { roles: [...account.roles], status: UserStatus.Enabled, firstAppearance: true };
    // Another request stored it first.
    known = await storedAccountRow(db, account.id);
    if (!known) throw new Error(`The account ${account.id} was neither stored nor found.`);
  }
  if (known.display_name !== account.displayName || known.email !== account.email)
    await db
      .updateTable('accounts')
      .set({ display_name: account.displayName, email: account.email, updated_at: new Date().toISOString() })
      .where('id', '=', account.id)
      .execute();
  return { roles: parseRoles(known.roles), status: known.status };
}

function storedAccountRow(db: Db, id: string) {
  return db
    .selectFrom('accounts')
    .select(['display_name', 'email', 'roles', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Registers accounts the server should know before they sign in (the local provider's seeded ones, at start): an
 * unknown one appears for the first time here, with the default groups; a known one is left as it is (its last
 * sign-in is what the server remembers of it).
 */
export async function registerAccounts(db: Db, accounts: readonly RequestAccount[]): Promise<void> {
  const now = new Date().toISOString();
  for (const account of accounts) await insertIfNew(db, account, now);
}

export async function accountNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('accounts').select(['id', 'display_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.display_name]));
}

/** Of the ids, those of known accounts. */
export async function knownAccountIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('accounts').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Every known account, in no particular order. */
export async function listAccounts(db: Executor): Promise<KnownAccount[]> {
  const rows = await db.selectFrom('accounts').selectAll().execute();
  return rows.map(toKnownAccount);
}

export async function findAccount(db: Executor, id: string): Promise<KnownAccount | undefined> {
  const row = await db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toKnownAccount(row);
}

/** An account with this e-mail address (compared in lower case), if any. */
export async function findAccountByEmail(db: Executor, email: string): Promise<KnownAccount | undefined> {
  const row = await db
    .selectFrom('accounts')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  return row && toKnownAccount(row);
}

export type AccountChanges = Partial<Omit<KnownAccount, 'id' | 'email'>>;

/** The columns of the same name, listed one by one: a request's stray keys never become column names. */
const SAME_NAMED_FIELDS = ['status', 'company', 'department', 'title', 'location', 'mobile', 'phone'] as const;

export async function updateAccount(db: Executor, id: string, changes: AccountChanges, now: string): Promise<void> {
  const { displayName, roles, disableEmailNotifications } = changes;
  const profile = Object.fromEntries(
    SAME_NAMED_FIELDS.filter((field) => changes[field] !== undefined).map((field) => [field, changes[field]]),
  );
  await db
    .updateTable('accounts')
    .set({
      ...profile,
      ...(displayName === undefined ? {} : { display_name: displayName }),
      ...(roles === undefined ? {} : { roles: JSON.stringify(roles) }),
      ...(disableEmailNotifications === undefined
        ? {}
        : { disable_email_notifications: disableEmailNotifications ? 1 : 0 }),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** A new account made by the server itself (an invitation): no default groups, its own are given with it. */
export async function insertAccount(
  db: Executor,
  account: { id: string; displayName: string; email: string; roles: readonly Role[]; status: number },
  now: string,
): Promise<void> {
  await db
    .insertInto('accounts')
    .values({
      id: account.id,
      display_name: account.displayName,
      email: account.email,
      roles: JSON.stringify(account.roles),
      status: account.status,
      updated_at: now,
    })
    .execute();
}

export async function deleteAccount(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('accounts').where('id', '=', id).execute();
}
