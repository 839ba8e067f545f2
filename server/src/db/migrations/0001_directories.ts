import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Accounts seen in tokens, the directory tree (soft-deleted rows stay for the trash), pins, and the event log.
 *
 * A deleted directory keeps its row, parent and place: only the top of a deleted subtree carries deleted_at and
 * deleted_by, and its descendants are hidden because an ancestor is deleted. The trash lists those tops with their
 * original location (parent_id) and restores one by clearing two columns; a subtree deleted earlier inside it stays
 * deleted, as it should.
 */
export const directoriesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('accounts')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('display_name', 'text', (column) => column.notNull())
      .addColumn('email', 'text')
      .addColumn('roles', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('directories')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      // The name folded for comparison (NFC, lower case), kept by the app: SQLite's lower() folds ASCII only.
      .addColumn('name_key', 'text', (column) => column.notNull())
      .addColumn('parent_id', 'text', (column) => column.references('directories.id'))
      .addColumn('skeleton_entity_id', 'text')
      .addColumn('metadata', 'text', (column) => column.notNull().defaultTo('[]'))
      .addColumn('allow_upload_documents', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('allow_create_directory', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('depth', 'integer', (column) => column.notNull())
      .addColumn('ancestor_ids', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('deleted_at', 'text')
      .addColumn('deleted_by', 'text')
      .execute();
    await db.schema.createIndex('directories_parent').on('directories').columns(['parent_id', 'deleted_at']).execute();
    // Sibling names are unique case-insensitively among the directories not deleted, also under concurrent requests;
    // top-level directories (null parent) are siblings too, hence the coalesce.
    await db.schema
      .createIndex('directories_sibling_name')
      .on('directories')
      .unique()
      .expression(sql`coalesce(parent_id, ''), name_key`)
      .where(sql<boolean>`deleted_at is null`)
      .execute();
    await db.schema
      .createTable('pins')
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addColumn('directory_id', 'text', (column) => column.notNull().references('directories.id'))
      // Unpinning keeps the row with pinned 0: only isPinned changes, the priority and short name stay.
      .addColumn('pinned', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('priority', 'integer', (column) => column.notNull().defaultTo(-1))
      .addColumn('short_name', 'text')
      .addPrimaryKeyConstraint('pins_pk', ['account_id', 'directory_id'])
      .execute();
    await db.schema
      .createTable('events')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('type', 'integer', (column) => column.notNull())
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addColumn('directory_id', 'text')
      .addColumn('document_id', 'text')
      .addColumn('details', 'text', (column) => column.notNull().defaultTo(sql`'{}'`))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('events_created').on('events').column('created_at').execute();
  },
};
