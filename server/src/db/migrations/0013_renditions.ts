import type { Kysely, Migration } from 'kysely';

/** PDF renditions of office documents for the viewer (db/renditions.schema.ts, docs/viewers.md). */
export const pdfRenditionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('pdf_renditions')
      .addColumn('source_blob_key', 'text', (column) => column.primaryKey())
      .addColumn('pdf_blob_key', 'text')
      .addColumn('failure', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('pdf_renditions_pdf_blob').on('pdf_renditions').column('pdf_blob_key').execute();
  },
};
