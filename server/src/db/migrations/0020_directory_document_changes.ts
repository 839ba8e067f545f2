import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Which documents of which directory each count of `directories.contents_stamp` (migration 0018) was about: a row
 * (directory, stamp, document) for every document a change touched, written by the same trigger that counts, in the
 * change's own transaction. A server process that keeps a directory's documents at stamp S and finds the directory at T
 * reads the rows of (S, T] and reads again only those documents (services/document-listings.ts) instead of all of
 * them; it knows the rows are complete when every stamp of (S, T] has some, as every count writes at least one.
 *
 * The triggers of 0018 are replaced by ones that count and record in one body, so that no order between two triggers
 * of one event matters. Each keeps the last CHANGES_KEPT stamps of the directories it counts and deletes older rows of
 * those directories only (whose row the change has locked already): no sweep, no lock on any other writer. A process
 * whose listing is older than that builds it again, as it did before this migration.
 */
const CHANGES_KEPT = 512;

/** What a change touched: (directory_id, document_id) pairs, from the keys of the rows changed. */
type Pairs = (keys: string) => string;

const documentsOf: Pairs = (keys) =>
  `select parent_id as directory_id, id as document_id from documents where id in (${keys})`;

/**
 * The tables a listing is made of (0018's), each with the documents a set of its rows' keys belongs to. The documents
 * themselves give both from their rows, old and new: a move touches the directory left and the one entered.
 */
const SOURCES: readonly { table: string; key: string; pairsOf?: Pairs }[] = [
  { table: 'documents', key: 'id' },
  { table: 'versions', key: 'document_id', pairsOf: documentsOf },
  { table: 'notes', key: 'document_id', pairsOf: documentsOf },
  {
    table: 'note_comments',
    key: 'note_id',
    pairsOf: (keys) =>
      `select documents.parent_id as directory_id, documents.id as document_id
        from notes join documents on documents.id = notes.document_id where notes.id in (${keys})`,
  },
];

const EVENTS = ['insert', 'update', 'delete'] as const;
type Event = (typeof EVENTS)[number];
type Source = (typeof SOURCES)[number];

/** SQLite's row trigger: `old` and `new` are the row; each statement reads the pairs anew (an index lookup or none). */
function sqlitePairs(source: Source, event: Event): string {
  const rows = { insert: ['new'], update: ['old', 'new'], delete: ['old'] }[event];
  if (!source.pairsOf)
    return rows.map((row) => `select ${row}.parent_id as directory_id, ${row}.id as document_id`).join(' union ');
  return source.pairsOf(rows.map((row) => `${row}.${source.key}`).join(', '));
}

function sqliteTrigger(source: Source, event: Event): string[] {
  const name = `${source.table}_contents_stamp_${event}`;
  const pairs = `(${sqlitePairs(source, event)})`;
  return [
    `drop trigger ${name}`,
    `create trigger ${name} after ${event} on ${source.table} begin
      update directories set contents_stamp = contents_stamp + 1 where id in (select directory_id from ${pairs});
      insert into directory_document_changes (directory_id, stamp, document_id)
        select pairs.directory_id, directories.contents_stamp, pairs.document_id
        from ${pairs} as pairs join directories on directories.id = pairs.directory_id;
      delete from directory_document_changes
        where directory_id in (select directory_id from ${pairs})
        and stamp <= (select contents_stamp from directories
          where directories.id = directory_document_changes.directory_id) - ${String(CHANGES_KEPT)};
    end`,
  ];
}

/** PostgreSQL's statement trigger: the transition tables hold the rows; one count per statement, as in 0018. */
function postgresPairs(source: Source, event: Event): string {
  const tables = { insert: ['new_rows'], update: ['old_rows', 'new_rows'], delete: ['old_rows'] }[event];
  if (!source.pairsOf)
    return tables.map((table) => `select parent_id as directory_id, id as document_id from ${table}`).join(' union ');
  return source.pairsOf(tables.map((table) => `select ${source.key} from ${table}`).join(' union '));
}

function postgresFunction(source: Source, event: Event): string {
  // The function keeps its name, so 0018's trigger calls it; the schema it runs in is the migration's, as in 0018.
  return `create or replace function ${source.table}_contents_stamp_${event}() returns trigger language plpgsql
    set search_path from current as $$
    begin
      with pairs as (${postgresPairs(source, event)}),
      bumped as (
        update directories set contents_stamp = contents_stamp + 1
        where id in (select directory_id from pairs) returning id, contents_stamp
      ),
      recorded as (
        insert into directory_document_changes (directory_id, stamp, document_id)
        select bumped.id, bumped.contents_stamp, pairs.document_id from bumped join pairs on pairs.directory_id = bumped.id
      )
      delete from directory_document_changes using bumped
        where directory_document_changes.directory_id = bumped.id
        and directory_document_changes.stamp <= bumped.contents_stamp - ${String(CHANGES_KEPT)};
      return null;
    end $$`;
}

export const directoryDocumentChangesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('directory_document_changes')
      // A directory deleted for good takes its rows with it (trash.repository's removeForGood).
      .addColumn('directory_id', 'text', (column) => column.notNull().references('directories.id').onDelete('cascade'))
      .addColumn('stamp', 'integer', (column) => column.notNull())
      // No foreign key: a document deleted for good is a change too, and its row says so.
      .addColumn('document_id', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('directory_document_changes_pk', ['directory_id', 'stamp', 'document_id'])
      .execute();
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    for (const source of SOURCES)
      for (const event of EVENTS)
        for (const statement of postgres ? [postgresFunction(source, event)] : sqliteTrigger(source, event))
          await sql.raw(statement).execute(db);
  },
};
