import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';

/** The texts to prepare by name, and their names: few, each of one fixed shape (db/compiled-once.ts). */
const names = new Map<string, string>();

/**
 * Marks a statement's text to be prepared by name on each PostgreSQL connection: PostgreSQL then parses and plans it
 * once per connection instead of on every call (Kysely's dialect sends every query unnamed, so parsed and planned
 * anew), and each call sends only its values. Only for the statements every request runs, whose text never changes:
 * a connection keeps each named statement until it closes.
 */
export function prepareByName(sql: string): void {
  if (!names.has(sql)) names.set(sql, `cde_${String(names.size)}`);
}

/**
 * PostgreSQL refuses to run a prepared statement whose result's columns changed type since it was prepared (a
 * migration of another process, while this one runs): SQLSTATE 0A000, «cached plan must not change result type».
 */
const planOutdated = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === '0A000' && /cached plan/.test(error.message);

type QueryResult<Row> = Promise<PostgresQueryResult<Row>>;

/**
 * Runs `sql` as the named statement `name`. The query is made from its text and named afterwards: pg copies a query
 * given as an object, property by property (some microseconds per call, a percent of a busy server's time).
 */
function namedQuery<Row>(client: pg.PoolClient, name: string, sql: string, parameters: readonly unknown[]) {
  return new Promise<PostgresQueryResult<Row>>((resolve, reject) => {
    const query = new pg.Query(sql, [...parameters], (error, result) => {
      if (error) reject(error);
      else resolve(result as unknown as PostgresQueryResult<Row>);
    });
    (query as { name?: string }).name = name;
    void client.query(query);
  });
}

/** A client of the pool that runs the marked texts as named statements, and the others as before. */
function namingClient(client: pg.PoolClient): PostgresPoolClient {
  let naming = true;
  const unnamed = <Row>(sql: string, parameters: readonly unknown[]) =>
    client.query(sql, [...parameters]) as unknown as QueryResult<Row>;
  const query = async <Row>(sql: string, parameters: readonly unknown[]): QueryResult<Row> => {
    const name = naming ? names.get(sql) : undefined;
    if (name === undefined) return unnamed<Row>(sql, parameters);
    try {
      return await namedQuery<Row>(client, name, sql, parameters);
    } catch (error) {
      if (!planOutdated(error)) throw error;
      // The connection's prepared statements are outdated: it runs everything unnamed from now on.
      naming = false;
      return unnamed<Row>(sql, parameters);
    }
  };
  return {
    query: ((sqlOrCursor: unknown, parameters?: readonly unknown[]) =>
      typeof sqlOrCursor === 'string'
        ? query(sqlOrCursor, parameters ?? [])
        : client.query(sqlOrCursor as pg.Submittable)) as PostgresPoolClient['query'],
    release: () => {
      client.release();
    },
  };
}

/** The pool as Kysely's PostgreSQL dialect uses it, its clients running the texts of prepareByName by name. */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  // Kysely knows a connection by its client object: each pool client keeps one wrapper.
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrapped.get(client);
      if (!wrapper) {
        wrapper = namingClient(client);
        wrapped.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
