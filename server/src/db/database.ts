import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config';
import { migrationProvider } from './migrations';
import { withNamedStatements } from './named-statements';
import { withPreparedStatements } from './prepared-statements';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/**
 * The database of the configuration: PostgreSQL when DATABASE_URL is set (the statements every request runs prepared
 * by name, db/named-statements.ts), else SQLite under the data directory in WAL mode (readers never wait for the
 * writer), with foreign keys on. `:memory:` as the data directory keeps it in memory.
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
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withPreparedStatements(database) }) });
}

/**
 * Brings the schema up to date; a failed migration stops the start with its error. On PostgreSQL the migrator's own
 * tables are named with the schema (given, as the tests' one per server, or the connection's current one, as a
 * DATABASE_URL with a search_path has it): unnamed, Kysely would take another schema's migration tables of the same
 * database for its own and never create them in the search path.
 */
export async function migrateToLatest(db: Db, options: { schema?: string } = {}): Promise<void> {
  const schema =
    options.schema ??
    (db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined);
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error instanceof Error) throw error;
  if (error !== undefined) throw new Error('A migration failed.', { cause: error });
}
