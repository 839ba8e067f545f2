import pg from 'pg';

/**
 * On PostgreSQL, each Vitest worker works in a database of its own (`<TEST_DATABASE_URL's database>_w<pool id>`, made
 * when missing), and its test servers in schemas inside it as before. Within one database, a migration's check for its
 * table reads the catalogue of every schema (Kysely's introspector calls has_schema_privilege on each name), and a
 * schema another worker's test file dropped meanwhile made that check fail with «schema … does not exist» (CI,
 * 2026-11-29, once two workers ran the suite). Files of one worker run one after another, so nothing is dropped under
 * a migration any more.
 */
const DUPLICATE_DATABASE = '42P04';

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
  } finally {
    await admin.end();
  }
}

const sharedUrl = process.env['TEST_DATABASE_URL'];
const poolId = process.env['VITEST_POOL_ID'];
if (sharedUrl && poolId) {
  const url = new URL(sharedUrl);
  const base = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
  const name = `${base}_w${poolId}`;
  await ensureDatabase(sharedUrl, name);
  url.pathname = `/${encodeURIComponent(name)}`;
  process.env['TEST_DATABASE_URL'] = url.href;
}
