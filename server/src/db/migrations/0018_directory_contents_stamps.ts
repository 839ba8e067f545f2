import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Every directory counts the changes of what its documents are made of (`directories.contents_stamp`): the documents
 * themselves, their versions, their remarks and the remarks' comments. The database keeps the count with triggers, in
 * the transaction of the change, whatever code makes it; a server process that keeps a directory's documents as it
 * last answered them (services/document-listings.ts) knows from one number whether they are still what is stored,
 * however many processes write.
 */

const directoriesOfDocuments = (keys: string) => `select parent_id from documents where id in (${keys})`;

/** The tables a document listing is made of, each with the directories a set of its rows' keys belongs to. */
const SOURCES: readonly { table: string; key: string; directoriesOf: (keys: string) => string }[] = [
  { table: 'documents', key: 'parent_id', directoriesOf: (keys) => keys },
  { table: 'versions', key: 'document_id', directoriesOf: directoriesOfDocuments },
  { table: 'notes', key: 'document_id', directoriesOf: directoriesOfDocuments },
  {
    table: 'note_comments',
    key: 'note_id',
    directoriesOf: (keys) =>
      `select documents.parent_id from notes join documents on documents.id = notes.document_id where notes.id in (${keys})`,
  },
];

const EVENTS = ['insert', 'update', 'delete'] as const;
type Event = (typeof EVENTS)[number];

const bump = (directories: string) =>
  `update directories set contents_stamp = contents_stamp + 1 where id in (${directories})`;

/** SQLite has row triggers only: each row's keys before and after the change. */
function sqliteTrigger(source: (typeof SOURCES)[number], event: Event): string {
  const keys = {
    insert: `new.${source.key}`,
    update: `old.${source.key}, new.${source.key}`,
    delete: `old.${source.key}`,
  };
  return `create trigger ${source.table}_contents_stamp_${event} after ${event} on ${source.table}
    begin ${bump(source.directoriesOf(keys[event]))}; end`;
}

/** PostgreSQL counts once per statement, from its transition tables, however many rows the statement changed. */
function postgresTrigger(source: (typeof SOURCES)[number], event: Event): string[] {
  const name = `${source.table}_contents_stamp_${event}`;
  const keys = {
    insert: `select ${source.key} from new_rows`,
    update: `select ${source.key} from old_rows union select ${source.key} from new_rows`,
    delete: `select ${source.key} from old_rows`,
  };
  const transitions = {
    insert: 'new table as new_rows',
    update: 'old table as old_rows new table as new_rows',
    delete: 'old table as old_rows',
  };
  return [
    // The schema the migration runs in is the function's for good: the tests' servers each have a schema of their own.
    `create function ${name}() returns trigger language plpgsql set search_path from current as $$
      begin ${bump(source.directoriesOf(keys[event]))}; return null; end $$`,
    `create trigger ${name} after ${event} on ${source.table} referencing ${transitions[event]}
      for each statement execute function ${name}()`,
  ];
}

export const directoryContentsStampsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('directories')
      .addColumn('contents_stamp', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    for (const source of SOURCES)
      for (const event of EVENTS)
        for (const statement of postgres ? postgresTrigger(source, event) : [sqliteTrigger(source, event)])
          await sql.raw(statement).execute(db);
  },
};
