import type { Transaction } from 'kysely';
import { Role } from '../../../codegen/model/role';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { RequestAccount } from '../plugins/auth';
import { joinSecurityGroups } from './security-groups.repository';
import { readDefaultSecurityGroupIds } from './settings.repository';

type Executor = Db | Transaction<Database>;

/** An account the server knows: from an access token, or registered at start (the local provider's). */
export interface KnownAccount {
  id: string;
  displayName: string;
  email: string | null;
  roles: Role[];
}

const ROLES: ReadonlySet<string> = new Set<string>(Object.values(Role));

function parseRoles(text: string): Role[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((role): role is Role => typeof role === 'string' && ROLES.has(role)) : [];
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
 * them. Written only when something changed, so that ordinary requests cost one read; an account seen for the first
 * time joins the default security groups.
 */
export async function rememberAccount(db: Db, account: RequestAccount): Promise<void> {
  const roles = JSON.stringify(account.roles);
  const known = await db.selectFrom('accounts').selectAll().where('id', '=', account.id).executeTakeFirst();
  if (known && known.display_name === account.displayName && known.email === account.email && known.roles === roles)
    return;
  const now = new Date().toISOString();
  if (!known && (await insertIfNew(db, account, now))) return;
  await db
    .updateTable('accounts')
    .set({ display_name: account.displayName, email: account.email, roles, updated_at: now })
    .where('id', '=', account.id)
    .execute();
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
  return rows.map((row) => ({
    id: row.id,
    displayName: row.display_name,
    email: row.email,
    roles: parseRoles(row.roles),
  }));
}
