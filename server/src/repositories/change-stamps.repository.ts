import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import { liveGrant } from './oidc-payloads.repository';

/**
 * The access stamp (migration 0019) and, for a token of the local sign-in, whether its grant still stands: what a safe
 * request must know before it reads anything kept, in one statement.
 */
export async function readAccessStamp(
  db: Db,
  grantId: string | undefined,
): Promise<{ stamp: number; grantStands: boolean }> {
  const row = await db
    .selectFrom('change_stamps')
    .select('stamp')
    .select((eb) =>
      grantId === undefined
        ? sql<SqlBool>`false`.as('grant_stands')
        : eb.exists(liveGrant(db, grantId)).as('grant_stands'),
    )
    .where('name', '=', 'access')
    .executeTakeFirst();
  if (!row) throw new Error('The access stamp is missing (migration 0019).');
  return { stamp: Number(row.stamp), grantStands: Boolean(row.grant_stands) };
}
