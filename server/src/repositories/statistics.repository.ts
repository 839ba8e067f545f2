import { sql } from 'kysely';
import type { Db } from '../db/database';
import { parseJson } from '../mappers/document.mapper';

/**
 * The dashboard's reads (docs/server.md, «Dashboard statistics»): counts of the event log in a period, grouped by day,
 * and the bytes the documents' versions hold now. Portable between SQLite and PostgreSQL: timestamps are ISO 8601 UTC
 * text, so a day is the first ten characters (`substr`, which both have) and a period is a range of text; counts and
 * sums come back as text from PostgreSQL (bigint, numeric), hence `Number`.
 */

/** A period as a range of stored timestamps: `from` included, `to` excluded. */
export interface TimestampRange {
  from: string;
  to: string;
}

export interface DailyEventCount {
  type: number;
  /** YYYY-MM-DD (UTC). */
  day: string;
  count: number;
}

const dayOf = sql<string>`substr(created_at, 1, 10)`;

/**
 * How many events of each of the types were recorded on each day of the range; days without any are left out. Reads
 * the index on (type, created_at) of migration 0010 only: one range per type.
 */
export async function countEventsByTypeAndDay(
  db: Db,
  types: readonly number[],
  range: TimestampRange,
): Promise<DailyEventCount[]> {
  const rows = await db
    .selectFrom('events')
    .select((eb) => ['type', dayOf.as('day'), eb.fn.countAll<number | string>().as('count')])
    .where('type', 'in', [...types])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .groupBy(['type', dayOf])
    .execute();
  return rows.map((row) => ({ type: row.type, day: row.day, count: Number(row.count) }));
}

/** How many distinct accounts recorded any event on each day of the range; days without any are left out. */
export async function countActiveAccountsByDay(
  db: Db,
  range: TimestampRange,
): Promise<{ day: string; count: number }[]> {
  const rows = await db
    .selectFrom('events')
    .select([dayOf.as('day'), sql<number | string>`count(distinct account_id)`.as('count')])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .groupBy(dayOf)
    .execute();
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/** How many distinct accounts recorded any event in the range (from the index on (created_at, account_id)). */
export async function countActiveAccounts(db: Db, range: TimestampRange): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select(sql<number | string>`count(distinct account_id)`.as('count'))
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The bytes of every version of the documents of one directory, of those deleted themselves or of the others. */
export interface PlaceBytes {
  directoryId: string;
  documentDeleted: boolean;
  bytes: number;
}

/** Version bytes of all documents (every version: head, older, inactive, draft), by directory and own deletion mark. */
export async function versionBytesByDirectory(db: Db): Promise<PlaceBytes[]> {
  const deletedMark = sql<number>`case when documents.deleted_at is null then 0 else 1 end`;
  const rows = await db
    .selectFrom('versions')
    .innerJoin('documents', 'documents.id', 'versions.document_id')
    .select((eb) => [
      'documents.parent_id as directoryId',
      deletedMark.as('deleted'),
      eb.fn.sum<number | string>('versions.size').as('bytes'),
    ])
    .groupBy(['documents.parent_id', deletedMark])
    .execute();
  return rows.map((row) => ({
    directoryId: row.directoryId,
    documentDeleted: row.deleted === 1,
    bytes: Number(row.bytes),
  }));
}

/** Ids of the directories marked deleted: the tops of the subtrees in the trash. */
export async function deletedDirectoryIds(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('directories').select('id').where('deleted_at', 'is not', null).execute();
  return new Set(rows.map((row) => row.id));
}

const CHUNK = 500;

/** The directories of these ids, each with its ancestors' ids (the top level first) and whether it is marked deleted. */
export async function directoryChains(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; ancestorIds: string[]; deleted: boolean }[]> {
  const chains: { id: string; ancestorIds: string[]; deleted: boolean }[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .selectFrom('directories')
      .select(['id', 'ancestor_ids', 'deleted_at'])
      .where('id', 'in', ids.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) {
      const ancestors = parseJson(row.ancestor_ids);
      chains.push({
        id: row.id,
        ancestorIds: Array.isArray(ancestors) ? ancestors.filter((id): id is string => typeof id === 'string') : [],
        deleted: row.deleted_at !== null,
      });
    }
  }
  return chains;
}
