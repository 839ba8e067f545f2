import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements longer than this (lists of thousands of ids) are rare and large: they are prepared each time. */
const LONGEST_KEPT = 4096;

/**
 * The database as Kysely's SQLite dialect uses it, with each statement prepared once: the dialect prepares every query
 * anew, which was a tenth of a busy server's time on the explorer's reads. A prepared statement runs again with new
 * parameters; SQLite prepares it again by itself when the schema changes. At most `maxKept` are kept, the least
 * recently used going first. Safe while no statement is iterated (Kysely's `stream()`, which the server does not
 * use): `all` and `run` finish before anything else runs.
 */
export function withPreparedStatements(database: SQLite.Database, maxKept = 256): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const statement = kept.get(sql);
      if (statement) {
        // Map keeps insertion order: moved to the end, it is the most recently used.
        kept.delete(sql);
        kept.set(sql, statement);
        return statement;
      }
      const prepared = database.prepare(sql);
      if (sql.length <= LONGEST_KEPT) {
        if (kept.size >= maxKept) kept.delete(kept.keys().next().value as string);
        kept.set(sql, prepared);
      }
      return prepared;
    },
  };
}
