import type { Db } from '../db/database';
import type { RequestAccount } from '../plugins/auth';

/**
 * Keeps the accounts seen in access tokens, so that authors and event logs can name them later. Written only when
 * something changed, so that ordinary requests cost one read.
 */
export async function rememberAccount(db: Db, account: RequestAccount): Promise<void> {
  const roles = JSON.stringify(account.roles);
  const known = await db.selectFrom('accounts').selectAll().where('id', '=', account.id).executeTakeFirst();
  if (known && known.display_name === account.displayName && known.email === account.email && known.roles === roles)
    return;
  const row = { display_name: account.displayName, email: account.email, roles, updated_at: new Date().toISOString() };
  await db
    .insertInto('accounts')
    .values({ id: account.id, ...row })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
    .execute();
}

export async function accountNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('accounts').select(['id', 'display_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.display_name]));
}
