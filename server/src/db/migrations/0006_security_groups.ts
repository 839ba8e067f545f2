import type { Kysely, Migration } from 'kysely';

/**
 * Security groups and their members (platform.md §3): the explorer reads which groups an account belongs to
 * (getMemberOf, the invite dialog's choices); the admin area's issue adds their management and the directories'
 * security points on top of these tables. Members are accounts by id, as the token names them, so a member needs no
 * row in `accounts` before its first sign-in.
 */
export const securityGroupsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('security_groups')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('description', 'text')
      /** PermissionOperation[] as JSON. */
      .addColumn('operations', 'text', (column) => column.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('security_group_members')
      .addColumn('group_id', 'text', (column) => column.notNull().references('security_groups.id').onDelete('cascade'))
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('security_group_members_pk', ['group_id', 'account_id'])
      .execute();
    await db.schema
      .createIndex('security_group_members_account')
      .on('security_group_members')
      .column('account_id')
      .execute();
  },
};
