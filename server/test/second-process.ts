import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JSONWebKeySet } from 'jose';
import { buildServer } from '../src/app';
import { createDatabase } from '../src/db/database';
import { createTokenVerifier } from '../src/plugins/auth';
import { AUDIENCE, ISSUER, testServerConfig } from './test-server';

/**
 * A second server process over the PostgreSQL schema of a test's server (two-processes.test.ts): the same database,
 * the same issuer's keys, another port and nothing else in common. Prints its port once it listens.
 */
const databaseUrl = process.env['TEST_DATABASE_URL'] ?? '';
const schema = process.env['TEST_SCHEMA'] ?? '';
const jwks = JSON.parse(process.env['TEST_JWKS'] ?? '{}') as JSONWebKeySet;
const app = await buildServer({
  config: testServerConfig({
    databaseUrl,
    // The office editor of the first server (its stand-in discovery), when it has one.
    ...(process.env['TEST_COLLABORA_URL']
      ? { officeEditor: { collaboraUrl: process.env['TEST_COLLABORA_URL'], wopiUrl: 'http://127.0.0.1:8080' } }
      : {}),
  }),
  verifier: createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks }),
  db: createDatabase({ dataDir: ':memory:', databaseUrl }, { schema }),
  blobDir: await mkdtemp(join(tmpdir(), 'cde-second-process-')),
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${new URL(address).port}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
