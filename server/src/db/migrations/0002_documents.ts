import type { Migration } from 'kysely';

/** Documents, their versions, remarks and relations (filled in with the documents' operations). */
export const documentsMigration: Migration = {
  async up() {
    // Filled in by the documents' change; kept so that the migration order is fixed from the start.
  },
};
