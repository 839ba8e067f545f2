import type { Kysely, Migration } from 'kysely';

/**
 * The viewers' conversions that wait or run, claimed by a server process (db/renditions.schema.ts, docs/viewers.md):
 * a table of its own rather than columns of `renditions`, whose rows are results that every reader (the viewers, the
 * model queue, the trash, the blob sweep) takes as done.
 */
export const renditionJobsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rendition_jobs')
      .addColumn('source_blob_key', 'text', (column) => column.notNull())
      .addColumn('format', 'text', (column) => column.notNull())
      .addColumn('token', 'text', (column) => column.notNull())
      .addColumn('state', 'text', (column) => column.notNull())
      .addColumn('heartbeat_at', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('rendition_jobs_pk', ['source_blob_key', 'format'])
      .execute();
    // A process beats, counts and releases its claims by its token.
    await db.schema.createIndex('rendition_jobs_token').on('rendition_jobs').columns(['token', 'state']).execute();
  },
};
