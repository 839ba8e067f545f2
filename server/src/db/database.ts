import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/**
 * The database of the configuration: PostgreSQL when DATABASE_URL is set, else SQLite under the data directory in WAL
 * mode (readers never wait for the writer), with foreign keys on. `:memory:` as the data directory keeps it in memory.
 */
export function createDatabase(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  options: { schema?: string } = {},
): Db {
  if (config.databaseUrl) {
    // A schema of its own (the tests: one per server) is set as every connection's search path.
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  let file = ':memory:';
  if (config.dataDir !== ':memory:') {
    mkdirSync(config.dataDir, { recursive: true });
    file = join(config.dataDir, 'cde.sqlite');
  }
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

/**
 * Brings the schema up to date; a failed migration stops the start with its error. With a PostgreSQL schema of its
 * own (the tests'), Kysely's bookkeeping tables are named in it: unnamed, Kysely would take those of any other schema
 * of the database for its own and never create them.
 */
export async function migrateToLatest(db: Db, options: { schema?: string } = {}): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error instanceof Error) throw error;
  if (error !== undefined) throw new Error('A migration failed.', { cause: error });
}
