import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * One number, `change_stamps.stamp` of the row `access`, counts every committed change of what decides who sees and
 * may do what, and how directories are shown: accounts, security groups, their members and points, structure
 * entities, pins, and the directories themselves (not their contents stamp, migration 0018, which document changes
 * move). A server process keeps what it read of these for safe reads while the number stays the same
 * (db/stamped-reads.ts): one read of one row per request tells it, however many processes write.
 */

/** The tables counted, and for `directories` the columns whose update counts (all but the contents stamp). */
export const ACCESS_STAMP_TABLES = [
  'accounts',
  'security_groups',
  'security_group_members',
  'security_points',
  'skeleton_entities',
  'pins',
  'directories',
] as const;

/** Every column of `directories` but `contents_stamp`: a test holds this list to the table's columns. */
export const DIRECTORY_COLUMNS_COUNTED = [
  'id',
  'name',
  'name_key',
  'parent_id',
  'skeleton_entity_id',
  'metadata',
  'allow_upload_documents',
  'allow_create_directory',
  'depth',
  'ancestor_ids',
  'created_at',
  'updated_at',
  'deleted_at',
  'deleted_by',
] as const;

const EVENTS = ['insert', 'update', 'delete'] as const;
const BUMP = `update change_stamps set stamp = stamp + 1 where name = 'access'`;

/** SQLite has one writer: a row trigger counts in the transaction of the change. */
function sqliteTrigger(table: (typeof ACCESS_STAMP_TABLES)[number], event: (typeof EVENTS)[number]): string {
  const on =
    table === 'directories' && event === 'update'
      ? `update of ${DIRECTORY_COLUMNS_COUNTED.join(', ')} on ${table}`
      : `${event} on ${table}`;
  return `create trigger ${table}_access_stamp_${event} after ${on} begin ${BUMP}; end`;
}

/**
 * PostgreSQL counts at commit (a deferred constraint trigger), once per transaction: the row of the count is then the
 * last lock a writer takes, so writers that wait for each other's rows never wait for it in a cycle.
 */
const POSTGRES_FUNCTION = `create function bump_access_stamp() returns trigger language plpgsql
  set search_path from current as $$
  begin
    if current_setting('cde.access_stamped', true) = 'yes' then return null; end if;
    perform set_config('cde.access_stamped', 'yes', true);
    ${BUMP};
    return null;
  end $$`;

function postgresTriggers(table: (typeof ACCESS_STAMP_TABLES)[number]): string[] {
  const trigger = (name: string, events: string, when = '') =>
    `create constraint trigger ${name} after ${events} on ${table}
      deferrable initially deferred for each row ${when} execute function bump_access_stamp()`;
  if (table !== 'directories') return [trigger(`${table}_access_stamp`, 'insert or update or delete')];
  // A directory's contents stamp moves with its documents: that alone is not a change of the directory.
  return [
    trigger('directories_access_stamp', 'insert or delete'),
    trigger(
      'directories_access_stamp_update',
      'update',
      `when ((to_jsonb(old) - 'contents_stamp') is distinct from (to_jsonb(new) - 'contents_stamp'))`,
    ),
  ];
}

export const accessStampMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('change_stamps')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('stamp', 'bigint', (column) => column.notNull())
      .execute();
    await sql`insert into change_stamps (name, stamp) values ('access', 0)`.execute(db);
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql.raw(POSTGRES_FUNCTION).execute(db);
      for (const table of ACCESS_STAMP_TABLES)
        for (const statement of postgresTriggers(table)) await sql.raw(statement).execute(db);
      return;
    }
    for (const table of ACCESS_STAMP_TABLES)
      for (const event of EVENTS) await sql.raw(sqliteTrigger(table, event)).execute(db);
  },
};
