import type { Kysely, Migration } from 'kysely';

/**
 * Indexes for the dashboard's statistics (platform.md §2.4, §3; docs/server.md «Dashboard statistics»), so that a
 * period of a year of events answers from the indexes alone:
 * - `events_type_created` (type, created_at): the counts of one kind of action in a period (created directories and
 *   documents, deletions, downloads, agreements) read only the rows of that type, however many directory loads (type
 *   16, the bulk of the log) lie between them;
 * - `events_created_account` (created_at, account_id): the distinct accounts active in a period, read from the index
 *   without touching the table. It starts with created_at, so it serves every range on the creation time that
 *   `events_created` (0001) served, and replaces it: one index less to write per event.
 */
export const statisticsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('events_type_created').on('events').columns(['type', 'created_at']).execute();
    await db.schema.createIndex('events_created_account').on('events').columns(['created_at', 'account_id']).execute();
    await db.schema.dropIndex('events_created').execute();
  },
};
