import type { Kysely, Migration } from 'kysely';

/**
 * Security points and server settings (platform.md §2.4, §2.5, §3; docs/access-control.md). A point ties a security
 * group to an owner: a directory here, a structure entity once the structure is stored. Its priority is the owner's
 * depth, read when the point is used (a move changes depths), so it is not stored. Points of a directory go with the
 * directory when it is deleted for good; points of a group go with the group. Settings are named JSON values.
 */
export const securityPointsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('security_points')
      .addColumn('owner_id', 'text', (column) => column.notNull())
      /** 'directory' or 'skeleton-entity'. */
      .addColumn('owner_kind', 'text', (column) => column.notNull())
      .addColumn('group_id', 'text', (column) => column.notNull().references('security_groups.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('security_points_pk', ['owner_id', 'group_id'])
      .execute();
    await db.schema.createIndex('security_points_group').on('security_points').column('group_id').execute();
    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (column) => column.primaryKey())
      /** JSON. */
      .addColumn('value', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    // Group names are unique, compared as directory names are (NFC, lower case in JavaScript: SQLite folds ASCII only).
    await db.schema.alterTable('security_groups').addColumn('name_key', 'text').execute();
    const groups = db as unknown as Kysely<{ security_groups: { id: string; name: string; name_key: string | null } }>;
    for (const group of await groups.selectFrom('security_groups').select(['id', 'name']).execute())
      await groups
        .updateTable('security_groups')
        .set({ name_key: group.name.trim().normalize('NFC').toLowerCase() })
        .where('id', '=', group.id)
        .execute();
    await db.schema.createIndex('security_groups_name_key').on('security_groups').column('name_key').unique().execute();
  },
};
