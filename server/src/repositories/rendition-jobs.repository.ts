import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { RenditionJobTable } from '../db/renditions.schema';
import type { RenditionFormat } from './renditions.repository';

/**
 * The claims of the viewers' conversions (rendition_jobs, rendition-queue.ts). Every change is conditional on who holds
 * the claim, so that two processes never both take one and a process never removes a claim another took over.
 */
export type RenditionJobRow = Selectable<RenditionJobTable>;

/** The file and format a claim is for. */
export interface RenditionJobKey {
  sourceBlobKey: string;
  format: RenditionFormat;
}

export function findRenditionJob(db: Db, key: RenditionJobKey): Promise<RenditionJobRow | undefined> {
  return db
    .selectFrom('rendition_jobs')
    .selectAll()
    .where('source_blob_key', '=', key.sourceBlobKey)
    .where('format', '=', key.format)
    .executeTakeFirst();
}

/** Claims an unclaimed file as waiting in `token`'s queue; false when a process claimed it first. */
export async function insertRenditionJob(db: Db, key: RenditionJobKey, token: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('rendition_jobs')
    .values({
      source_blob_key: key.sourceBlobKey,
      format: key.format,
      token,
      state: 'waiting',
      heartbeat_at: at,
      created_at: at,
    })
    .onConflict((conflict) => conflict.columns(['source_blob_key', 'format']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/**
 * Takes over a claim as it was read (its holder and heartbeat as the row's stamp), as waiting at the end of `token`'s
 * queue; false when it changed meanwhile (its holder beat, or another process took it over first).
 */
export async function takeOverRenditionJob(db: Db, row: RenditionJobRow, token: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('rendition_jobs')
    .set({ token, state: 'waiting', heartbeat_at: at, created_at: at })
    .where('source_blob_key', '=', row.source_blob_key)
    .where('format', '=', row.format)
    .where('token', '=', row.token)
    .where('heartbeat_at', '=', row.heartbeat_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks `token`'s claim as running; false when it is no longer `token`'s (taken over, or released on closing). */
export async function startRenditionJob(db: Db, key: RenditionJobKey, token: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('rendition_jobs')
    .set({ state: 'running', heartbeat_at: at })
    .where('source_blob_key', '=', key.sourceBlobKey)
    .where('format', '=', key.format)
    .where('token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A sign of life for these claims of `token`, waiting or running, in one statement. Only those named: a claim its
 * process failed to remove (the database was away) goes stale and is taken over, rather than kept alive for ever.
 */
export async function beatRenditionJobs(
  db: Db,
  token: string,
  keys: readonly RenditionJobKey[],
  at: string,
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('rendition_jobs')
    .set({ heartbeat_at: at })
    .where('token', '=', token)
    .where((where) =>
      where.or(
        keys.map((key) =>
          where.and([where('source_blob_key', '=', key.sourceBlobKey), where('format', '=', key.format)]),
        ),
      ),
    )
    .execute();
}

/** Removes `token`'s claim of the file (its result is recorded, or nothing is and the next request tries again). */
export async function deleteRenditionJob(db: Db, key: RenditionJobKey, token: string): Promise<void> {
  await db
    .deleteFrom('rendition_jobs')
    .where('source_blob_key', '=', key.sourceBlobKey)
    .where('format', '=', key.format)
    .where('token', '=', token)
    .execute();
}

/** Removes the claims still waiting in `token`'s queue, so that the next request, to any process, claims them. */
export async function deleteWaitingRenditionJobs(db: Db, token: string): Promise<void> {
  await db.deleteFrom('rendition_jobs').where('token', '=', token).where('state', '=', 'waiting').execute();
}

/**
 * How many conversions of the claim's process run or wait before the claim: those running, and those waiting that it
 * queued earlier. Its process starts its waiting conversions in the order it queued them, and gives each of its claims
 * a later time than the one before, so this is the place its own queue gives.
 */
export async function renditionJobsAhead(db: Db, row: RenditionJobRow): Promise<number> {
  const { ahead } = await db
    .selectFrom('rendition_jobs')
    .select((select) => select.fn.countAll<number | string | bigint>().as('ahead'))
    .where('token', '=', row.token)
    .where((where) => where.or([where('state', '=', 'running'), where('created_at', '<', row.created_at)]))
    .executeTakeFirstOrThrow();
  return Number(ahead);
}
