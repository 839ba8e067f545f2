import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Role } from '../../codegen/model/role';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildServer } from '../src/app';
import { createDatabase, migrateToLatest } from '../src/db/database';
import type { ServerConfig } from '../src/config';
import { createTokenVerifier } from '../src/plugins/auth';

const ISSUER = 'http://issuer.test';
const AUDIENCE = 'urn:cde:api';

export interface TestAccount {
  id: string;
  name: string;
  roles: Role[];
}

export const STAFF: TestAccount = {
  id: 'c3000000-0000-4000-8000-000000000002',
  name: 'Смирнова Анна Викторовна',
  roles: ['staff'],
};
export const ADMIN: TestAccount = {
  id: 'c3000000-0000-4000-8000-000000000001',
  name: 'Иванов Сергей Петрович',
  roles: ['staff', 'administrator'],
};
export const USER: TestAccount = {
  id: 'c3000000-0000-4000-8000-000000000003',
  name: 'Петров Игорь Олегович',
  roles: ['user'],
};

/**
 * A schema of its own inside the PostgreSQL of TEST_DATABASE_URL, migrated, so that test files running in parallel
 * never see each other's rows; dropped with the server.
 */
async function createSchema(url: string) {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = createDatabase({ dataDir: ':memory:', databaseUrl: url }, { schema });
  await migrateToLatest(db, { schema });
  return {
    db,
    drop: async () => {
      await db.destroy();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/**
 * A server over a fresh in-memory SQLite database (or the PostgreSQL of TEST_DATABASE_URL), with an issuer of its own
 * whose keys sign the tests' tokens, and `call` to inject requests as an account. `blobDir` holds its blobs.
 */
export async function startTestServer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256' };
  const jwks: JSONWebKeySet = { keys: [jwk] };
  const config: ServerConfig = {
    host: '127.0.0.1',
    port: 0,
    dataDir: ':memory:',
    databaseUrl: process.env['TEST_DATABASE_URL'] ?? null,
    issuer: ISSUER,
    audience: AUDIENCE,
  };
  // Blobs go to a directory of this server alone, removed when the server closes.
  const blobDir = await mkdtemp(join(tmpdir(), 'cde-test-blobs-'));
  const postgres = config.databaseUrl ? await createSchema(config.databaseUrl) : undefined;
  const app: FastifyInstance = await buildServer({
    config,
    verifier: createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks }),
    blobDir,
    ...(postgres ? { db: postgres.db } : {}),
  });
  app.addHook('onClose', async () => {
    await rm(blobDir, { recursive: true, force: true });
    await postgres?.drop();
  });

  const tokenFor = (account: TestAccount, overrides: { issuer?: string; expiresIn?: string } = {}) =>
    new SignJWT({ name: account.name, roles: account.roles, email: `${account.id.slice(-4)}@sevkvartal.ru` })
      .setProtectedHeader({ alg: 'RS256', kid: 'test' })
      .setSubject(account.id)
      .setIssuer(overrides.issuer ?? ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(overrides.expiresIn ?? '10m')
      .sign(privateKey);

  const call = async (account: TestAccount | null, options: InjectOptions) => {
    const headers = { ...(options.headers ?? {}) };
    if (account) headers['authorization'] = `Bearer ${await tokenFor(account)}`;
    return app.inject({ ...options, headers });
  };

  return { app, call, tokenFor, blobDir };
}
