import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../mocks/free-port';
import { Browser, signInByCodeFlow } from '../../tests/oidc/code-flow';
import { startProduct, type RunningProduct } from '../src/product';
import { revokeGrant } from '../src/repositories/oidc-payloads.repository';
import { fakeAppBuild } from './product-fixture';

/**
 * `npm start`'s installation, local sign-in included, on the database of the run (PostgreSQL in the second run, in a
 * schema of its own): many requests at once, of several sessions, one of them ended, each get their own answer. On
 * PostgreSQL those that arrive together share the access stamp's statement (accessStampReader), grants and all.
 */
const databaseUrl = process.env['SERVER_TESTS_ON_POSTGRES'] === '1' ? process.env['TEST_DATABASE_URL'] : undefined;
const schema = `sessions_${randomUUID().replaceAll('-', '')}`;
const cleanups: (() => Promise<unknown>)[] = [];
let product: RunningProduct;

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'cde-sessions-'));
  const appDir = await fakeAppBuild();
  cleanups.push(
    () => rm(dataDir, { recursive: true, force: true }),
    () => rm(appDir, { recursive: true, force: true }),
  );
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(await freePort()) };
  if (databaseUrl) {
    await admin(`CREATE SCHEMA ${schema}`);
    cleanups.push(() => admin(`DROP SCHEMA ${schema} CASCADE`));
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    env['DATABASE_URL'] = url.href;
  }
  product = await startProduct({ env, appDir });
  cleanups.push(() => product.close());
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function accessToken(login: string): Promise<string> {
  const outcome = await signInByCodeFlow(new Browser(), product.issuer, `${product.url}signin-callback`, {
    login,
    password: 'demo',
  });
  if (!('tokens' in outcome)) throw new Error(`refused: ${outcome.refusal}`);
  return outcome.tokens.access_token;
}

const call = (token: string, path: string, method = 'GET') =>
  fetch(`${product.origin}${path}`, { method, headers: { authorization: `Bearer ${token}` } });

describe('requests of several sessions at once', () => {
  it('answer each session as it stands: those of one ended elsewhere 401, the others as they would alone', async () => {
    const [ended, goesOn, staff] = [await accessToken('admin'), await accessToken('admin'), await accessToken('staff')];
    // Ended as a logout through another process ends it: the grant is gone from the database, and this process was
    // not told.
    const { gid } = JSON.parse(Buffer.from(ended.split('.')[1] ?? '', 'base64url').toString()) as { gid: string };
    await revokeGrant(product.app.db, gid);
    const paths = ['/v1/application', '/v1/pinned-directories', '/v1/notifications'];
    // Each token once first: its signature is then verified, and the requests below reach the stamp together.
    for (const token of [ended, goesOn, staff]) await call(token, paths[0] ?? '');
    const asked = Array.from({ length: 30 }, (_, round) =>
      [ended, goesOn, staff].map((token) => ({ token, path: paths[round % paths.length] ?? '' })),
    ).flat();
    const statuses = await Promise.all(asked.map(async ({ token, path }) => (await call(token, path)).status));
    expect(statuses).toEqual(asked.map(({ token }) => (token === ended ? 401 : 200)));
  });
});
