import pg from 'pg';

/** The advisory lock's key: any constant the installation's other users of the database do not take. */
const START_LOCK_KEY = 4_242_017;

/**
 * Several server processes over one PostgreSQL may start at once (docs/scaling.md): what a start prepares once for
 * the whole installation (migrations, the demo project of an empty database, the first administrator, the sign-in
 * keys) is prepared by one at a time, under a session-level advisory lock on a connection of its own. SQLite has one
 * process by design, so there is nothing to take.
 */
export async function withStartLock<T>(databaseUrl: string | null, prepare: () => Promise<T>): Promise<T> {
  if (databaseUrl === null) return prepare();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
  } catch (error) {
    await client.end();
    throw error;
  }
  try {
    return await prepare();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK_KEY]).finally(() => client.end());
  }
}
