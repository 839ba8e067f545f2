import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, migrateToLatest, type Db } from '../../server/src/db/database';

/**
 * Runs a measurement on a fresh, migrated SQLite database in a temporary file, then, when TEST_DATABASE_URL is set, on
 * PostgreSQL in a schema of its own; both are removed afterwards.
 */
export async function onBenchDatabases(name: string, measure: (label: string, db: Db) => Promise<void>): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), `cde-bench-${name}-`));
  const sqlite = createDatabase({ dataDir, databaseUrl: null });
  try {
    await migrateToLatest(sqlite);
    await measure('SQLite', sqlite);
  } finally {
    await sqlite.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) return;
  const schema = `bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const postgres = createDatabase({ dataDir: ':memory:', databaseUrl: url }, { schema });
  try {
    await migrateToLatest(postgres, { schema });
    await measure('PostgreSQL', postgres);
  } finally {
    await postgres.destroy();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}
