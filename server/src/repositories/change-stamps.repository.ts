import { PostgresAdapter, sql, type SqlBool } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/database';
import { serialBatches } from '../db/serial-batches';
import { liveGrant, liveGrantIds } from './oidc-payloads.repository';

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

/** The contents stamps of the directories among `directoryIds` (one array parameter; PostgreSQL), by id. */
const contentsStampsColumn = (db: Db, directoryIds: readonly string[]) =>
  db
    .selectFrom('directories')
    .select(sql<Record<string, number> | null>`json_object_agg(id, contents_stamp)`.as('stamps'))
    .where('id', '=', sql<string>`any(${directoryIds}::text[])`)
    .as('contents_stamps');

/** The access stamp, which of the grants stand and the directories' contents stamps: the statement of a batch. */
const accessStampsOfMany = compiledOnce(
  (db, grantIds: readonly string[], now: string, directoryIds: readonly string[]) =>
    accessStampRow(db).select([
      sql<string[]>`array(${liveGrantIds(db, grantIds, now)})`.as('live_grants'),
      contentsStampsColumn(db, directoryIds),
    ]),
);

interface StampAsk {
  grantId: string | undefined;
  directoryId: string | undefined;
}

const distinct = (ids: (string | undefined)[]) => [...new Set(ids.filter((id): id is string => id !== undefined))];

/** What one statement of a batch answers each of its requests: readAccessStamp's answer for each. */
async function readAccessStamps(db: Db, asks: readonly StampAsk[]): Promise<RequestStamps[]> {
  const grantIds = distinct(asks.map((ask) => ask.grantId));
  const directoryIds = distinct(asks.map((ask) => ask.directoryId));
  if (grantIds.length <= 1 && directoryIds.length <= 1) {
    const read = await readAccessStamp(db, grantIds[0], directoryIds[0]);
    return asks.map(({ grantId, directoryId }) => {
      const stamps = { stamp: read.stamp, grantStands: grantId !== undefined && read.grantStands };
      return directoryId === undefined ? stamps : { ...stamps, contentsStamp: read.contentsStamp };
    });
  }
  const [row] = await accessStampsOfMany(db, grantIds, new Date().toISOString(), directoryIds);
  if (!row) throw new Error('The access stamp is missing (migration 0019).');
  const stamp = Number(row.stamp);
  const liveGrants = new Set(row.live_grants);
  const contents = row.contents_stamps ?? {};
  return asks.map(({ grantId, directoryId }) => {
    const stamps = { stamp, grantStands: grantId !== undefined && liveGrants.has(grantId) };
    if (directoryId === undefined) return stamps;
    return {
      ...stamps,
      contentsStamp: Object.hasOwn(contents, directoryId) ? Number(contents[directoryId]) : undefined,
    };
  });
}

export type AccessStampReader = (grantId: string | undefined, directoryId?: string) => Promise<RequestStamps>;

/**
 * readAccessStamp for the safe requests of one server. On PostgreSQL the requests that ask while another's statement
 * is in flight share the next one, for all their grants and directories (db/serial-batches.ts): each still reads
 * after it began, and a busy server pays one round trip for several requests instead of one each. SQLite answers in
 * process, where no round trip is to be shared.
 */
export function accessStampReader(db: Db): AccessStampReader {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter))
    return (grantId, directoryId) => readAccessStamp(db, grantId, directoryId);
  const read = serialBatches((asks: readonly StampAsk[]) => readAccessStamps(db, asks));
  return (grantId, directoryId) => read({ grantId, directoryId });
}
