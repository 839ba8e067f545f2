import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The structure (platform.md §3 skeleton, skeleton entity; docs/structure.md): one skeleton per installation and its
 * entities, a tree kept with ancestor ids as the directories are. Entity points live in security_points with
 * owner_kind 'skeleton-entity'. Directories made from an entity refer to it by skeleton_entity_id, indexed because
 * the access rules and the pinned list look directories up by their entity.
 */
export const skeletonMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('skeletons')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('singleton', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('skeleton_entities')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('skeleton_id', 'text', (column) => column.notNull().references('skeletons.id'))
      .addColumn('parent_id', 'text', (column) => column.references('skeleton_entities.id'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('name_key', 'text', (column) => column.notNull())
      .addColumn('description', 'text')
      .addColumn('depth', 'integer', (column) => column.notNull())
      .addColumn('author_id', 'text', (column) => column.notNull())
      .addColumn('ancestor_ids', 'text', (column) => column.notNull())
      .addColumn('is_creatable', 'integer', (column) => column.notNull())
      .addColumn('is_pinned', 'integer', (column) => column.notNull())
      .addColumn('pin_priority', 'integer', (column) => column.notNull().defaultTo(-1))
      .addColumn('pin_short_name', 'text')
      .addColumn('allow_create_directory', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('allow_upload_documents', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('metadata', 'text', (column) => column.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    // Sibling names are unique case-insensitively, root entities being siblings too (hence the coalesce).
    await db.schema
      .createIndex('skeleton_entities_sibling_name')
      .on('skeleton_entities')
      .unique()
      .expression(sql`skeleton_id, coalesce(parent_id, ''), name_key`)
      .execute();
    await db.schema
      .createIndex('directories_skeleton_entity')
      .on('directories')
      .column('skeleton_entity_id')
      .where(sql<boolean>`skeleton_entity_id is not null`)
      .execute();
  },
};
