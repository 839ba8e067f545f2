import { sql, type SqlBool } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/database';
import { liveGrant } from './oidc-payloads.repository';

/** The access stamp's row, to which each statement adds whether the grant stands. */
const accessStampRow = (db: Db) => db.selectFrom('change_stamps').select('stamp').where('name', '=', 'access');

const noGrant = sql<SqlBool>`false`.as('grant_stands');

/** A directory's contents stamp (migration 0018), as a column of the access stamp's row: null for no such directory. */
const contentsStampColumn = (db: Db, directoryId: string) =>
  db.selectFrom('directories').select('contents_stamp').where('id', '=', directoryId).as('contents_stamp');

const accessStampAlone = compiledOnce((db) => accessStampRow(db).select(noGrant));

const accessStampAndGrant = compiledOnce((db, grantId: string, now: string) =>
  accessStampRow(db).select((eb) => eb.exists(liveGrant(db, grantId, now)).as('grant_stands')),
);

const accessAndContentsStamps = compiledOnce((db, directoryId: string) =>
  accessStampRow(db).select([noGrant, contentsStampColumn(db, directoryId)]),
);

const accessAndContentsStampsAndGrant = compiledOnce((db, grantId: string, now: string, directoryId: string) =>
  accessStampRow(db).select((eb) => [
    eb.exists(liveGrant(db, grantId, now)).as('grant_stands'),
    contentsStampColumn(db, directoryId),
  ]),
);

/** A directory's contents stamp as a request read it with the access stamp, at its start (undefined: no such directory). */
export interface ContentsStampRead {
  directoryId: string;
  stamp: number | undefined;
}

export interface RequestStamps {
  stamp: number;
  grantStands: boolean;
  /** The contents stamp of the directory asked for, when one was; undefined for no such directory. */
  contentsStamp?: number | undefined;
}

/**
 * The access stamp (migration 0019) and, for a token of the local sign-in, whether its grant still stands: what a safe
 * request must know before it reads anything kept, in one statement, compiled once (every safe request runs it). A
 * request whose answer depends on one directory's documents (the explorer's load) asks for that directory's contents
 * stamp in the same statement instead of a second one.
 */
export async function readAccessStamp(
  db: Db,
  grantId: string | undefined,
  directoryId?: string,
): Promise<RequestStamps> {
  const now = grantId === undefined ? '' : new Date().toISOString();
  const [row] =
    directoryId === undefined
      ? grantId === undefined
        ? await accessStampAlone(db)
        : await accessStampAndGrant(db, grantId, now)
      : grantId === undefined
        ? await accessAndContentsStamps(db, directoryId)
        : await accessAndContentsStampsAndGrant(db, grantId, now, directoryId);
  if (!row) throw new Error('The access stamp is missing (migration 0019).');
  const stamps = { stamp: Number(row.stamp), grantStands: Boolean(row.grant_stands) };
  if (directoryId === undefined) return stamps;
  const contents = 'contents_stamp' in row ? row.contents_stamp : null;
  return { ...stamps, contentsStamp: contents === null ? undefined : Number(contents) };
}
