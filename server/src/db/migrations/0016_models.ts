import type { Kysely, Migration } from 'kysely';

/** The model service: conversions of model versions for the viewer and merged models (db/models.schema.ts). */
export const modelsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('models')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('job_id', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('document_id', 'text')
      .addColumn('version_index', 'integer')
      .addColumn('source_blob_key', 'text')
      .addColumn('extension', 'text', (column) => column.notNull())
      .addColumn('state', 'text', (column) => column.notNull())
      .addColumn('failure', 'text')
      .addColumn('parts', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull())
      .addColumn('heartbeat_at', 'text')
      .addColumn('created_by', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('models_job').on('models').column('job_id').unique().execute();
    await db.schema.createIndex('models_state').on('models').columns(['kind', 'state']).execute();
    await db.schema.createIndex('models_version').on('models').columns(['document_id', 'version_index']).execute();
  },
};
