import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../mocks/free-port';
import { startProduct, type RunningProduct } from '../src/product';
import { fakeAppBuild } from './product-fixture';

/**
 * Several processes over one PostgreSQL started at the same moment on an empty database (docs/scaling.md): one
 * migrates and makes the demo project, the others find it made. PostgreSQL only: SQLite has one process by design.
 */
const databaseUrl = process.env['TEST_DATABASE_URL'];
const schema = `start_${randomUUID().replaceAll('-', '')}`;
const cleanups: (() => Promise<unknown>)[] = [];

async function admin(query: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query<{ count: string }>(query);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('processes starting at once over one PostgreSQL', () => {
  it.skipIf(!databaseUrl)('make one demo project between them, and both serve it', async () => {
    await admin(`CREATE SCHEMA ${schema}`);
    cleanups.push(() => admin(`DROP SCHEMA ${schema} CASCADE`));
    const url = new URL(databaseUrl ?? '');
    url.searchParams.set('options', `-c search_path=${schema}`);
    const dataDir = await mkdtemp(join(tmpdir(), 'cde-start-'));
    const appDir = await fakeAppBuild();
    cleanups.push(
      () => rm(dataDir, { recursive: true, force: true }),
      () => rm(appDir, { recursive: true, force: true }),
    );
    const start = async () => {
      const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(await freePort()), DATABASE_URL: url.href };
      return startProduct({ env, appDir });
    };
    const products: RunningProduct[] = await Promise.all([start(), start()]);
    cleanups.push(...products.map((product) => () => product.close()));

    expect(products.map((product) => product.demoCreated).sort()).toEqual([false, true]);
    expect(products.every((product) => product.demoAccounts)).toBe(true);
    // Made twice, the demo would have each of its top-level directories and groups twice.
    const twice = await admin(
      `SELECT (SELECT count(*) - count(DISTINCT name) FROM ${schema}.directories WHERE parent_id IS NULL)
            + (SELECT count(*) - count(DISTINCT name) FROM ${schema}.security_groups)
            + (SELECT count(*) - 1 FROM ${schema}.settings WHERE key = 'oidc.keys') AS count`,
    );
    expect(twice.rows[0]?.count).toBe('0');
    for (const product of products) expect((await fetch(`${product.url}config.json`)).status).toBe(200);
  });
});
