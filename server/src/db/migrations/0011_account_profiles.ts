import type { Kysely, Migration } from 'kysely';

/**
 * Accounts get what the admin panel edits (platform.md §3 User): the status (0 Limited, 1 Enabled, 2 Disabled), the
 * contact fields and the e-mail notification switch. Existing accounts are Enabled, as they were.
 */
const TEXT_COLUMNS = ['company', 'department', 'title', 'location', 'mobile', 'phone'] as const;

export const accountProfilesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // SQLite adds one column per statement.
    await db.schema
      .alterTable('accounts')
      .addColumn('status', 'integer', (column) => column.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('accounts')
      .addColumn('disable_email_notifications', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    for (const name of TEXT_COLUMNS) await db.schema.alterTable('accounts').addColumn(name, 'text').execute();
    await db.schema.createIndex('accounts_email').on('accounts').column('email').execute();
  },
};
