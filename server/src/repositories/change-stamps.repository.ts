import { sql, type SqlBool } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/database';
import { liveGrant } from './oidc-payloads.repository';

/** The access stamp's row, to which each statement adds whether the grant stands. */
const accessStampRow = (db: Db) => db.selectFrom('change_stamps').select('stamp').where('name', '=', 'access');

const accessStampAlone = compiledOnce((db) => accessStampRow(db).select(sql<SqlBool>`false`.as('grant_stands')));

const accessStampAndGrant = compiledOnce((db, grantId: string, now: string) =>
  accessStampRow(db).select((eb) => eb.exists(liveGrant(db, grantId, now)).as('grant_stands')),
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
