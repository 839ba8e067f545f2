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
import {
  DEFAULT_ARCHIVE_LIMITS,
  DEFAULT_ARCHIVE_VIEW_LIMITS,
  DEFAULT_OFFICE_CONVERSION,
  DEFAULT_MAIL_FROM,
  type ServerConfig,
} from '../src/config';
import { createTokenVerifier } from '../src/plugins/auth';
import type { Db } from '../src/db/database';
import type { Mailer } from '../src/plugins/mailer';
import { ALL_RIGHTS } from '../src/policies/access.policy';

export const ISSUER = 'http://issuer.test';
export const AUDIENCE = 'urn:cde:api';

/** A test server's configuration: SQLite in memory, or the test's PostgreSQL schema, and nothing optional on. */
export function testServerConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    dataDir: ':memory:',
    databaseUrl: process.env['TEST_DATABASE_URL'] ?? null,
    issuer: ISSUER,
    audience: AUDIENCE,
    publicUrl: 'http://127.0.0.1:8080',
    undownloadableExtensions: [],
    downloadRequirements: [],
    archiveLimits: DEFAULT_ARCHIVE_LIMITS,
    archiveViewLimits: DEFAULT_ARCHIVE_VIEW_LIMITS,
    officeConversion: DEFAULT_OFFICE_CONVERSION,
    mail: { smtpUrl: null, from: DEFAULT_MAIL_FROM },
    ...overrides,
  };
}

export interface TestAccount {
  id: string;
  name: string;
  roles: Role[];
  /** The token's e-mail claim; by default one made of the id's end. */
  email?: string;
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
    schema,
    drop: async () => {
      await db.destroy();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

export interface TestServerOptions {
  /** Settings other than the defaults of a test server (download requirements, archive limits…). */
  config?: Partial<ServerConfig>;
  /** Where outgoing mail goes; by default nowhere (an in-memory data directory). */
  mailer?: Mailer;
  /** The server's time; by default the system's. */
  clock?: () => Date;
}

/**
 * A server over a fresh in-memory SQLite database (or the PostgreSQL of TEST_DATABASE_URL), with an issuer of its own
 * whose keys sign the tests' tokens, and `call` to inject requests as an account. `blobDir` holds its blobs.
 */
export async function startTestServer(options: TestServerOptions = {}) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256' };
  const jwks: JSONWebKeySet = { keys: [jwk] };
  const config = testServerConfig(options.config);
  // Blobs go to a directory of this server alone, removed when the server closes.
  const blobDir = await mkdtemp(join(tmpdir(), 'cde-test-blobs-'));
  const postgres = config.databaseUrl ? await createSchema(config.databaseUrl) : undefined;
  const app: FastifyInstance = await buildServer({
    config,
    verifier: createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks }),
    blobDir,
    ...(postgres ? { db: postgres.db } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  app.addHook('onClose', async () => {
    await rm(blobDir, { recursive: true, force: true });
    await postgres?.drop();
  });

  const tokenFor = (account: TestAccount, overrides: { issuer?: string; expiresIn?: string } = {}) =>
    new SignJWT({
      name: account.name,
      roles: account.roles,
      email: account.email ?? `${account.id.slice(-4)}@sevkvartal.ru`,
    })
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

  return { app, call, tokenFor, blobDir, jwks, schema: postgres?.schema };
}

/**
 * A new security group of these members and operations, with a point on each directory (docs/access-control.md),
 * stored directly: the suites set up the rights they are about, not the admin operations that make them.
 */
export async function grantGroup(
  db: Db,
  options: {
    directoryIds: readonly string[];
    members: readonly TestAccount[];
    operations?: readonly string[];
    name?: string;
  },
): Promise<string> {
  const id = randomUUID();
  const name = options.name ?? `Группа ${id.slice(0, 8)}`;
  const now = new Date().toISOString();
  await db
    .insertInto('security_groups')
    .values({
      id,
      name,
      name_key: name.toLowerCase(),
      description: null,
      operations: JSON.stringify(options.operations ?? ALL_RIGHTS),
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (options.members.length > 0)
    await db
      .insertInto('security_group_members')
      .values(options.members.map((account) => ({ group_id: id, account_id: account.id })))
      .execute();
  if (options.directoryIds.length > 0)
    await db
      .insertInto('security_points')
      .values(
        options.directoryIds.map((ownerId) => ({
          owner_id: ownerId,
          owner_kind: 'directory' as const,
          group_id: id,
          created_at: now,
        })),
      )
      .execute();
  return id;
}

const OPEN_GROUP = 'Участники проектов тестов';

/**
 * Gives STAFF and USER every operation on the directory through one security group with a point there
 * (docs/access-control.md): the ordinary accounts of the suites written before access control work inside the
 * projects they seed, as the people of a real project would. Suites about access itself build their own groups.
 */
export async function openToOrdinaryAccounts(db: Db, directoryId: string): Promise<void> {
  const nameKey = OPEN_GROUP.toLowerCase();
  let group = await db.selectFrom('security_groups').select('id').where('name_key', '=', nameKey).executeTakeFirst();
  if (!group) {
    const now = new Date().toISOString();
    group = { id: randomUUID() };
    await db
      .insertInto('security_groups')
      .values({
        id: group.id,
        name: OPEN_GROUP,
        name_key: nameKey,
        description: null,
        operations: JSON.stringify(ALL_RIGHTS),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('security_group_members')
      .values([STAFF, USER].map((account) => ({ group_id: group?.id ?? '', account_id: account.id })))
      .execute();
  }
  await db
    .insertInto('security_points')
    .values({
      owner_id: directoryId,
      owner_kind: 'directory',
      group_id: group.id,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Makes the account a member of the group `openToOrdinaryAccounts` gives its rights to, as STAFF and USER are. */
export async function joinOpenGroup<T extends TestAccount>(db: Db, account: T): Promise<T> {
  const group = await db
    .selectFrom('security_groups')
    .select('id')
    .where('name_key', '=', OPEN_GROUP.toLowerCase())
    .executeTakeFirstOrThrow();
  await db.insertInto('security_group_members').values({ group_id: group.id, account_id: account.id }).execute();
  return account;
}
