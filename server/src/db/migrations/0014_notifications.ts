import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Delivered notifications (db/notifications.schema.ts) and the event log's dispatch mark: an event is matched against
 * the subscriptions once, by whichever server process claims it first (services/event-dispatch.service.ts). Events
 * recorded before this migration are history, marked dispatched so that nobody is notified of them now.
 */
export const notificationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('events').addColumn('dispatched_at', 'text').execute();
    await sql`update events set dispatched_at = created_at`.execute(db);
    await db.schema
      .createIndex('events_undispatched')
      .on('events')
      .column('created_at')
      .where(sql.ref('dispatched_at'), 'is', null)
      .execute();
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addColumn('event_id', 'text', (column) => column.notNull())
      .addColumn('event_type', 'integer', (column) => column.notNull())
      .addColumn('actor_id', 'text', (column) => column.notNull())
      .addColumn('actor_name', 'text', (column) => column.notNull())
      .addColumn('directory_id', 'text')
      .addColumn('directory_name', 'text')
      .addColumn('document_id', 'text')
      .addColumn('item_name', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('read_at', 'text')
      .addColumn('mail_pending', 'integer', (column) => column.notNull().defaultTo(0))
      .addUniqueConstraint('notifications_account_event', ['account_id', 'event_id'])
      .execute();
    await db.schema
      .createIndex('notifications_account_created')
      .on('notifications')
      .columns(['account_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('notifications_mail_pending')
      .on('notifications')
      .columns(['account_id', 'created_at'])
      .where(sql.ref('mail_pending'), '=', 1)
      .execute();
  },
};
