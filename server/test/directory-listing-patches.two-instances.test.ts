import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import { createDatabase } from '../src/db/database';
import { createTokenVerifier } from '../src/plugins/auth';
import { DOCUMENT_LISTINGS_BYTES, DocumentListings } from '../src/services/document-listings';
import { addNotes, addVersion, freshDocument, seedProject } from './document-actions-helpers';
import type { TestServer } from './directory-helpers';
import { seedDirectory } from './documents.seed';
import { expectAsRebuilt, howLoaded, howServed } from './listing-patch-helpers';
import { moved } from './move-helpers';
import { AUDIENCE, ISSUER, startTestServer, STAFF, testServerConfig } from './test-server';
import { deleteDocuments } from './trash-helpers';

/**
 * Two server instances over one database (several processes behind nginx, docs/scaling.md): the same PostgreSQL
 * schema, or the same SQLite file. A change made through one shows, patched, in the next load of the other, byte for
 * byte as a build afresh answers it, and both keep their own listings.
 */

const postgres = process.env['TEST_DATABASE_URL'];
let dataDir = '';
let first: TestServer;
let second: TestServer;

/** Another instance over the first's database: the same issuer's keys, its own listings, blobs beside the first's. */
async function secondInstance(server: TestServer): Promise<TestServer> {
  const config = testServerConfig({ dataDir: postgres ? ':memory:' : dataDir });
  const app: FastifyInstance = await buildServer({
    config,
    verifier: createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: server.jwks }),
    db: createDatabase(config, server.schema ? { schema: server.schema } : {}),
    blobDir: server.blobDir,
  });
  const call = async (account: typeof STAFF | null, options: InjectOptions) => {
    const headers = { ...(options.headers ?? {}) };
    if (account) headers['authorization'] = `Bearer ${await server.tokenFor(account)}`;
    return app.inject({ ...options, headers });
  };
  return { ...server, app, call };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cde-two-instances-'));
  // On SQLite both open the same file (WAL: readers never wait for the writer).
  first = await startTestServer(postgres ? {} : { config: { dataDir } });
  second = await secondInstance(first);
});
afterAll(async () => {
  await second.app.close();
  await first.app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('two server instances over one database', () => {
  it('patches one instance’s listing after changes made through the other, as a build would answer', async () => {
    const { project, section } = await seedProject(first);
    const other = await seedDirectory(first.app.db, { parent: project });
    // What each instance's process keeps, as the load of its HTTP answers does.
    const [onFirst, onSecond] = [
      new DocumentListings(DOCUMENT_LISTINGS_BYTES),
      new DocumentListings(DOCUMENT_LISTINGS_BYTES),
    ];
    const plan = await freshDocument(first, section.id, { name: 'План.pdf' });
    const facade = await freshDocument(second, section.id, { name: 'Фасад.pdf' });
    await expectAsRebuilt(first, onFirst, section.id, 'first');
    await expectAsRebuilt(second, onSecond, section.id, 'second');

    const changes: [string, TestServer, () => Promise<unknown>][] = [
      ['an upload through the second', second, () => freshDocument(second, section.id, { name: 'Альбом.pdf' })],
      ['a version through the first', first, () => addVersion(first, plan.id, 'вторая')],
      ['a remark through the second', second, () => addNotes(second, facade.id, ['Уточнить'])],
      [
        'a rename through the first',
        first,
        async () => {
          const response = await first.call(STAFF, {
            method: 'PUT',
            url: `/v1/documents/${facade.id}`,
            payload: { name: 'Аксонометрия.pdf' },
          });
          expect(response.statusCode, response.body).toBe(200);
        },
      ],
      [
        'a move out through the second',
        second,
        () => moved(second, STAFF, section.id, other.id, { documentIds: [plan.id] }),
      ],
      ['a delete through the first', first, () => deleteDocuments(first, STAFF, [facade.id])],
    ];
    for (const [what, through, change] of changes) {
      await change();
      // Each instance's listing, and its own HTTP answers, after a change through either of them.
      for (const [server, listings] of [
        [first, onFirst],
        [second, onSecond],
      ] as const) {
        expect(await howLoaded(server.app.db, listings, section.id), what).toBe('patched');
        expect(await howServed(server, section.id), `${what}, HTTP`).toBe('patched');
        await expectAsRebuilt(server, listings, section.id, `${what}, ${server === through ? 'same' : 'other'}`);
      }
    }
  }, 180_000);

  it('answers as a build would after changes made through both at once', async () => {
    const { section } = await seedProject(first);
    const listings = new DocumentListings(DOCUMENT_LISTINGS_BYTES);
    const documents = [];
    for (let index = 0; index < 4; index += 1)
      documents.push(await freshDocument(first, section.id, { name: `Узел ${String(index)}.dwg` }));
    await expectAsRebuilt(first, listings, section.id);
    const [a, b] = documents;
    if (!a || !b) throw new Error('The documents were not uploaded.');
    const load = (server: TestServer) =>
      server.call(STAFF, { method: 'GET', url: `/v1/directories/${section.id}/fetch` });
    await Promise.all([
      load(first),
      freshDocument(second, section.id, { name: 'С второго.pdf' }),
      load(second),
      addVersion(first, a.id, 'с первого'),
      addVersion(second, b.id, 'со второго'),
      load(first),
      freshDocument(first, section.id, { name: 'С первого.pdf' }),
      load(second),
    ]);
    await expectAsRebuilt(first, listings, section.id, 'first');
    await expectAsRebuilt(second, listings, section.id, 'second');
  }, 180_000);
});
