import type { Kysely, Migration } from 'kysely';

/**
 * Remarks (notes) with their comments, and related documents (explorer.md §3, §4). Each hangs on its document with
 * on delete cascade: a document deleted for good takes its remarks, their comments and its relations, both ways, with
 * it, so the trash's deletion need not know about them. A soft-deleted document keeps them for a restore.
 */
export const notesRelatedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notes')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('document_id', 'text', (column) => column.notNull().references('documents.id').onDelete('cascade'))
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('is_done', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('author_id', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('notes_document_position', ['document_id', 'position'])
      .execute();
    await db.schema
      .createTable('note_comments')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('note_id', 'text', (column) => column.notNull().references('notes.id').onDelete('cascade'))
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('author_id', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('note_comments_note_position', ['note_id', 'position'])
      .execute();
    await db.schema
      .createTable('related_documents')
      .addColumn('document_id', 'text', (column) => column.notNull().references('documents.id').onDelete('cascade'))
      .addColumn('related_id', 'text', (column) => column.notNull().references('documents.id').onDelete('cascade'))
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('created_by', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('related_documents_pk', ['document_id', 'related_id'])
      .execute();
    // The cascade from the related side looks rows up by related_id.
    await db.schema.createIndex('related_documents_related').on('related_documents').column('related_id').execute();
  },
};
