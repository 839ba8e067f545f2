import type { Kysely, Migration } from 'kysely';

/**
 * Directory loads (event 16) are coalesced: a load writes its event only when the same account has none for the same
 * directory in the last minute (services/directory-load.service.ts). That check runs on every load, so it is answered
 * from an index on exactly its question — (account_id, directory_id, type, created_at): three equalities and a range
 * on the time — instead of walking every recent event 16 of everybody through `events_type_created` (0010). The
 * statistics' own reads are served by the indexes of 0010 and need nothing more.
 */
export const directoryLoadEventsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('events_account_directory_type_created')
      .on('events')
      .columns(['account_id', 'directory_id', 'type', 'created_at'])
      .execute();
  },
};
