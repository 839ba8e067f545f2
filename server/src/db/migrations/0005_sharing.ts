import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Shared links (explorer.md §2, §9) and the download acceptances of the accounts (§4). A link's items go with the
 * document or directory they name when it is deleted for good (on delete cascade), so the trash need not know about
 * links; a link left without items answers NotFound. Acceptances name a configured requirement, not a row.
 */
export const sharingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('shared_links')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('name', 'text')
      .addColumn('created_by', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text')
      .execute();
    await db.schema
      .createTable('shared_link_items')
      .addColumn('link_id', 'text', (column) => column.notNull().references('shared_links.id').onDelete('cascade'))
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('document_id', 'text', (column) => column.references('documents.id').onDelete('cascade'))
      .addColumn('directory_id', 'text', (column) => column.references('directories.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('shared_link_items_pk', ['link_id', 'position'])
      .addCheckConstraint(
        'shared_link_items_one_target',
        sql`(document_id is null and directory_id is not null) or (document_id is not null and directory_id is null)`,
      )
      .execute();
    // The cascades look items up by the deleted row.
    await db.schema.createIndex('shared_link_items_document').on('shared_link_items').column('document_id').execute();
    await db.schema.createIndex('shared_link_items_directory').on('shared_link_items').column('directory_id').execute();
    await db.schema
      .createTable('download_acceptances')
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addColumn('requirement_id', 'text', (column) => column.notNull())
      .addColumn('text_sha256', 'text', (column) => column.notNull())
      .addColumn('accepted_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('download_acceptances_pk', ['account_id', 'requirement_id'])
      .execute();
  },
};
