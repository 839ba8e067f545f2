import type { Kysely, Migration } from 'kysely';

/** Versions' files converted for the viewers (db/renditions.schema.ts, docs/viewers.md). */
export const renditionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('renditions')
      .addColumn('source_blob_key', 'text', (column) => column.notNull())
      .addColumn('format', 'text', (column) => column.notNull())
      .addColumn('blob_key', 'text')
      .addColumn('failure', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('renditions_pk', ['source_blob_key', 'format'])
      .execute();
    await db.schema.createIndex('renditions_blob').on('renditions').column('blob_key').execute();
  },
};
