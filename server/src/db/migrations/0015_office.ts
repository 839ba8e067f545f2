import type { Kysely, Migration } from 'kysely';

/** The office editor's sessions, hub presence and WOPI locks (db/office.schema.ts). */
export const officeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('office_sessions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('document_id', 'text', (column) => column.notNull())
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addColumn('version_index', 'integer', (column) => column.notNull())
      .addColumn('can_edit', 'integer', (column) => column.notNull())
      .addColumn('token_hash', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('office_sessions_expires').on('office_sessions').column('expires_at').execute();
    await db.schema
      .createTable('office_presence')
      .addColumn('connection_id', 'text', (column) => column.primaryKey())
      .addColumn('document_id', 'text', (column) => column.notNull())
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addColumn('editing', 'integer', (column) => column.notNull())
      .addColumn('seen_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('office_presence_document').on('office_presence').column('document_id').execute();
    await db.schema
      .createTable('wopi_locks')
      .addColumn('file_id', 'text', (column) => column.primaryKey())
      .addColumn('lock_value', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute();
  },
};
