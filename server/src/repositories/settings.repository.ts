import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { existingSecurityGroupIds } from './security-groups.repository';

type Executor = Db | Transaction<Database>;

/** The setting of the security groups an account joins when the server first sees it (platform.md §2.4). */
const DEFAULT_SECURITY_GROUPS = 'domainAuth.defaultSecurityGroupIds';

function parseIds(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The default security groups, in the order they were set; only ids of groups that exist (a deleted group leaves the
 * list when it is deleted, and this keeps a row written otherwise from naming one).
 */
export async function readDefaultSecurityGroupIds(db: Executor): Promise<string[]> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', DEFAULT_SECURITY_GROUPS)
    .executeTakeFirst();
  if (!row) return [];
  const ids = parseIds(row.value);
  const existing = await existingSecurityGroupIds(db, ids);
  return ids.filter((id) => existing.has(id));
}

export async function writeDefaultSecurityGroupIds(db: Executor, ids: readonly string[], now: string): Promise<void> {
  const row = { value: JSON.stringify(ids), updated_at: now };
  await db
    .insertInto('settings')
    .values({ key: DEFAULT_SECURITY_GROUPS, ...row })
    .onConflict((conflict) => conflict.column('key').doUpdateSet(row))
    .execute();
}

/** Takes a group out of the default groups (it is being deleted). */
export async function removeDefaultSecurityGroup(db: Executor, groupId: string, now: string): Promise<void> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', DEFAULT_SECURITY_GROUPS)
    .executeTakeFirst();
  if (!row) return;
  const ids = parseIds(row.value);
  if (!ids.includes(groupId)) return;
  await writeDefaultSecurityGroupIds(
    db,
    ids.filter((id) => id !== groupId),
    now,
  );
}

/**
 * A value made once for the whole installation (keys, secrets) and kept in the settings: the stored one, else `make`'s,
 * stored now. Several servers starting at once on one database all keep the value of whichever wrote first.
 */
export async function keptSetting(db: Db, key: string, make: () => Promise<string> | string): Promise<string> {
  const read = () => db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  const row = await read();
  if (row) return row.value;
  await db
    .insertInto('settings')
    .values({ key, value: await make(), updated_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const kept = await read();
  if (!kept) throw new Error(`The setting ${key} could not be kept.`);
  return kept.value;
}
