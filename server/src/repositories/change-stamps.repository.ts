import { sql, type SqlBool } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/database';
import { liveGrant } from './oidc-payloads.repository';

const ACCESS = 'access';

const accessStampAlone = compiledOnce((db) =>
  db
    .selectFrom('change_stamps')
    .select('stamp')
    .select(sql<SqlBool>`false`.as('grant_stands'))
    .where('name', '=', ACCESS),
);

const accessStampAndGrant = compiledOnce((db, grantId: string, now: string) =>
  db
    .selectFrom('change_stamps')
    .select('stamp')
    .select((eb) => eb.exists(liveGrant(db, grantId, now)).as('grant_stands'))
    .where('name', '=', ACCESS),
);

/**
 * The access stamp (migration 0019) and, for a token of the local sign-in, whether its grant still stands: what a safe
 * request must know before it reads anything kept, in one statement, compiled once (every safe request runs it).
 */
export async function readAccessStamp(
  db: Db,
  grantId: string | undefined,
): Promise<{ stamp: number; grantStands: boolean }> {
  const [row] =
    grantId === undefined
      ? await accessStampAlone(db)
      : await accessStampAndGrant(db, grantId, new Date().toISOString());
  if (!row) throw new Error('The access stamp is missing (migration 0019).');
  return { stamp: Number(row.stamp), grantStands: Boolean(row.grant_stands) };
}
