import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Documents and their versions (remarks and relations come with their operations). Deleted documents stay as rows
 * for the trash; the blobs of the versions live in the blob storage, found by `blob_key`.
 */
export const documentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('documents')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      // Folded by the app (NFC, lower case) like the directories' name_key: SQLite's lower() folds ASCII only.
      .addColumn('name_key', 'text', (column) => column.notNull())
      .addColumn('parent_id', 'text', (column) => column.notNull().references('directories.id'))
      .addColumn('author_id', 'text', (column) => column.notNull())
      .addColumn('head_index', 'integer', (column) => column.notNull())
      .addColumn('disabled', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('agreed', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('agree_status', 'integer', (column) => column.notNull().defaultTo(-1))
      .addColumn('metadata', 'text', (column) => column.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('deleted_at', 'text')
      .addColumn('deleted_by', 'text')
      .execute();
    await db.schema.createIndex('documents_parent').on('documents').columns(['parent_id', 'deleted_at']).execute();
    // Names in a directory are unique among the documents not deleted, also under concurrent uploads.
    await db.schema
      .createIndex('documents_sibling_name')
      .on('documents')
      .unique()
      .columns(['parent_id', 'name_key'])
      .where(sql<boolean>`deleted_at is null`)
      .execute();
    await db.schema
      .createTable('versions')
      .addColumn('document_id', 'text', (column) => column.notNull().references('documents.id'))
      .addColumn('index', 'integer', (column) => column.notNull())
      .addColumn('master_index', 'integer', (column) => column.notNull())
      .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('blob_key', 'text', (column) => column.notNull())
      // Files reach 4 GiB and beyond (explorer.md §9): 32-bit integers would overflow on PostgreSQL.
      .addColumn('size', 'bigint', (column) => column.notNull())
      .addColumn('media_type', 'text', (column) => column.notNull())
      .addColumn('extension', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('author_id', 'text', (column) => column.notNull())
      .addColumn('sha256', 'text', (column) => column.notNull())
      .addColumn('tangl_version_id', 'text')
      .addColumn('job_id', 'text')
      .addColumn('upload_state', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('versions_pk', ['document_id', 'index'])
      .execute();
  },
};
