import type { Kysely, Migration } from 'kysely';

/**
 * Notification subscriptions (explorer.md §2–§4): one row per account, directory and ticked event type, hence the
 * unique key that also settles two racing ticks of the same type. A directory deleted for good takes its
 * subscriptions with it (on delete cascade), so the trash need not know about them.
 */
export const listenersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('listeners')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addColumn('directory_id', 'text', (column) => column.notNull().references('directories.id').onDelete('cascade'))
      .addColumn('type', 'integer', (column) => column.notNull())
      .addColumn('once', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('self', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('listeners_account_directory_type', ['account_id', 'directory_id', 'type'])
      .execute();
  },
};
