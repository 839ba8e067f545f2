import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LISTINGS_BYTES, DocumentListings } from '../src/services/document-listings';
import {
  addNotes,
  addVersion,
  agreeRequest,
  commentRequest,
  disagreeRequest,
  freshDocument,
  seedProject,
  toggleRequest,
} from './document-actions-helpers';
import { lockDocument, seedDirectory } from './documents.seed';
import { expectAsRebuilt, stampNow, howLoaded, howServed, loadText, rebuiltText } from './listing-patch-helpers';
import { moved } from './move-helpers';
import { startTestServer, STAFF } from './test-server';
import type { TestServer } from './directory-helpers';
import { deleteDocuments, deleteForGoodRequest, restoreRequest } from './trash-helpers';

/**
 * After a change of some of a directory's documents, the explorer's next load patches the listing kept (migration
 * 0020's rows say which documents changed, services/document-listings.ts) instead of building it again: after every
 * kind of change the answer must be byte for byte what a build afresh gives, in every order and filter, on SQLite and
 * on PostgreSQL.
 */

let server: TestServer;
/** Each check loads a directory some ninety times; PostgreSQL's round trips make that seconds. */
const LONG = 120_000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const ok = (response: { statusCode: number; body: string }, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
};

const changeRows = async (directoryId: string) =>
  (
    await server.app.db
      .withTables<{ directory_document_changes: { directory_id: string; stamp: number; document_id: string } }>()
      .selectFrom('directory_document_changes')
      .select(['stamp', 'document_id'])
      .where('directory_id', '=', directoryId)
      .execute()
  ).map((row) => ({ stamp: row.stamp, documentId: row.document_id }));

describe('the explorer load after a change of some documents', () => {
  it(
    'patches the kept listing after each kind of change, as a build would answer',
    async () => {
      const { project, section } = await seedProject(server);
      const other = await seedDirectory(server.app.db, { parent: project });
      const listings = new DocumentListings(DOCUMENT_LISTINGS_BYTES);
      // Names the explorer's order holds equal, so that ties are decided the same way by a patch and a build.
      const [sheet, sheet02, tree] = [
        await freshDocument(server, section.id, { name: 'Лист 2.pdf' }),
        await freshDocument(server, section.id, { name: 'Лист 02.pdf' }),
        await freshDocument(server, section.id, { name: 'Ёлка.dwg' }),
      ];
      await freshDocument(server, section.id, { name: 'Елка.dwg' });
      const moving = await freshDocument(server, other.id, { name: 'Перенос.pdf' });
      await expectAsRebuilt(server, listings, section.id, 'first');
      await expectAsRebuilt(server, listings, other.id, 'first, other');
      let noteId = '';

      const changes: [string, () => Promise<unknown>, string[]?][] = [
        ['an upload', () => freshDocument(server, section.id, { name: 'Альбом.pdf' })],
        [
          'a rename',
          async () => {
            ok(
              await server.call(STAFF, { method: 'PUT', url: `/v1/documents/${sheet.id}`, payload: { name: 'Я.pdf' } }),
            );
          },
        ],
        ['a new version', () => addVersion(server, sheet02.id, 'вторая редакция')],
        [
          'the head made an older version',
          async () => {
            ok(await server.call(STAFF, { method: 'POST', url: `/v1/documents/${sheet02.id}/versions/0/head` }), 204);
          },
        ],
        [
          'a remark',
          async () => {
            const [note] = await addNotes(server, tree.id, ['Проверить отметки']);
            noteId = note?.id ?? '';
          },
        ],
        [
          'a comment',
          async () => {
            ok(await commentRequest(server, tree.id, noteId, { comment: 'Исправлено' }), 201);
          },
        ],
        [
          'a remark resolved',
          async () => {
            ok(await toggleRequest(server, tree.id, noteId));
          },
        ],
        [
          'an agreement',
          async () => {
            ok(await agreeRequest(server, sheet02.id));
          },
        ],
        [
          'a disagreement',
          async () => {
            ok(await disagreeRequest(server, sheet02.id));
          },
        ],
        [
          'a move out',
          () => moved(server, STAFF, section.id, other.id, { documentIds: [sheet.id] }),
          [section.id, other.id],
        ],
        [
          'a move in',
          () => moved(server, STAFF, other.id, section.id, { documentIds: [moving.id] }),
          [section.id, other.id],
        ],
        ['a delete to the trash', () => deleteDocuments(server, STAFF, [sheet02.id])],
        [
          'a restore',
          async () => {
            ok(await restoreRequest(server, STAFF, { deletedElementIds: [sheet02.id] }), 204);
          },
        ],
        [
          'a restore into another directory',
          async () => {
            await deleteDocuments(server, STAFF, [tree.id]);
            ok(await restoreRequest(server, STAFF, { deletedElementIds: [tree.id], directoryId: other.id }), 204);
          },
          [section.id, other.id],
        ],
        [
          'a delete for good',
          async () => {
            await deleteDocuments(server, STAFF, [moving.id]);
            ok(await deleteForGoodRequest(server, STAFF, [moving.id]), 204);
          },
        ],
        ['a block', () => lockDocument(server.app.db, sheet02.id, { disabled: true })],
        [
          // One statement for all of them (one count on PostgreSQL), and times that tie in the time orders.
          'every document changed at the same time',
          () =>
            server.app.db
              .updateTable('documents')
              .set({ updated_at: '2026-11-30T12:00:00.000Z' })
              .where('parent_id', 'in', [section.id, other.id])
              .execute(),
          [section.id, other.id],
        ],
      ];
      for (const [what, change, directories = [section.id]] of changes) {
        await change();
        for (const id of directories) {
          expect(await howLoaded(server.app.db, listings, id), what).toBe('patched');
          expect(await howServed(server, id), `${what}, HTTP`).toBe('patched');
          await expectAsRebuilt(server, listings, id, what);
        }
      }
    },
    LONG,
  );

  it(
    'leaves a listing as kept while only another directory changes, and patches several changes at once',
    async () => {
      const { project, section } = await seedProject(server);
      const other = await seedDirectory(server.app.db, { parent: project });
      const listings = new DocumentListings(DOCUMENT_LISTINGS_BYTES);
      const first = await freshDocument(server, section.id);
      await expectAsRebuilt(server, listings, section.id);
      await freshDocument(server, other.id);
      expect(await howLoaded(server.app.db, listings, section.id)).toBe('kept');
      await freshDocument(server, section.id);
      await addVersion(server, first.id, 'ещё');
      await addNotes(server, first.id, ['Раз', 'Два']);
      expect(await howLoaded(server.app.db, listings, section.id)).toBe('patched');
      await expectAsRebuilt(server, listings, section.id);
    },
    LONG,
  );

  it(
    'builds the listing again when the changes since it are not all recorded',
    async () => {
      const { section } = await seedProject(server);
      const listings = new DocumentListings(DOCUMENT_LISTINGS_BYTES);
      const document = await freshDocument(server, section.id);
      await loadText(server.app.db, listings, section.id);
      await freshDocument(server, section.id);
      // As if pruned: the newest count's rows are there, the one before's are not.
      const stamps = (await changeRows(section.id)).map((row) => row.stamp);
      await server.app.db
        .withTables<{ directory_document_changes: { directory_id: string; stamp: number } }>()
        .deleteFrom('directory_document_changes')
        .where('directory_id', '=', section.id)
        .where('stamp', '=', Math.max(...stamps) - 1)
        .execute();
      expect(await howLoaded(server.app.db, listings, section.id)).toBe('built');
      expect(await loadText(server.app.db, listings, section.id)).toBe(await rebuiltText(server.app.db, section.id));
      await addVersion(server, document.id, 'после');
      expect(await howLoaded(server.app.db, listings, section.id)).toBe('patched');
      expect(await loadText(server.app.db, listings, section.id)).toBe(await rebuiltText(server.app.db, section.id));
    },
    LONG,
  );

  it(
    'keeps the last 512 counts of a directory, and builds a listing older than them again',
    async () => {
      const { section } = await seedProject(server);
      const listings = new DocumentListings(DOCUMENT_LISTINGS_BYTES);
      const document = await freshDocument(server, section.id);
      await loadText(server.app.db, listings, section.id);
      for (let round = 0; round < 600; round += 1)
        await server.app.db
          .updateTable('documents')
          .set({ updated_at: new Date(Date.UTC(2026, 10, 1) + round * 1000).toISOString() })
          .where('id', '=', document.id)
          .execute();
      const rows = await changeRows(section.id);
      const stamps = rows.map((row) => row.stamp);
      expect(new Set(stamps).size).toBe(512);
      expect(Math.max(...stamps) - Math.min(...stamps)).toBe(511);
      expect(await howLoaded(server.app.db, listings, section.id)).toBe('built');
      expect(await loadText(server.app.db, listings, section.id)).toBe(await rebuiltText(server.app.db, section.id));
    },
    LONG,
  );

  it(
    'answers as a build would after concurrent changes and loads',
    async () => {
      const { project, section } = await seedProject(server);
      const other = await seedDirectory(server.app.db, { parent: project });
      const listings = new DocumentListings(DOCUMENT_LISTINGS_BYTES);
      const documents = [];
      for (let index = 0; index < 6; index += 1)
        documents.push(await freshDocument(server, section.id, { name: `Чертёж ${String(index)}.dwg` }));
      await expectAsRebuilt(server, listings, section.id);
      for (let round = 0; round < 3; round += 1) {
        const loads = () => [
          loadText(server.app.db, listings, section.id),
          loadText(server.app.db, listings, section.id, 4),
          server.call(STAFF, { method: 'GET', url: `/v1/directories/${section.id}/fetch` }),
        ];
        const [a, b, c, d, e, f] = documents;
        if (!a || !b || !c || !d || !e || !f) throw new Error('The documents were not uploaded.');
        await Promise.all([
          ...loads(),
          freshDocument(server, section.id, { name: `Новый ${String(round)}.pdf` }),
          ...loads(),
          addVersion(server, a.id, `редакция ${String(round)}`),
          server.call(STAFF, {
            method: 'PUT',
            url: `/v1/documents/${b.id}`,
            payload: { name: `Б ${String(round)}.dwg` },
          }),
          ...loads(),
          addNotes(server, c.id, [`Замечание ${String(round)}`]),
          round === 0 ? moved(server, STAFF, section.id, other.id, { documentIds: [d.id] }) : Promise.resolve(),
          round === 1 ? deleteDocuments(server, STAFF, [e.id]) : Promise.resolve(),
          ...loads(),
        ]);
        await expectAsRebuilt(server, listings, section.id, `round ${String(round)}`);
        await expectAsRebuilt(server, listings, other.id, `round ${String(round)}, other`);
      }
    },
    LONG,
  );

  it(
    'records which documents each count was about, and a directory deleted for good takes its rows',
    async () => {
      const { project, section } = await seedProject(server);
      const other = await seedDirectory(server.app.db, { parent: project });
      const document = await freshDocument(server, section.id);
      const before = await changeRows(section.id);
      expect(new Set(before.map((row) => row.documentId))).toEqual(new Set([document.id]));
      await moved(server, STAFF, section.id, other.id, { documentIds: [document.id] });
      // Every count has its rows, up to the stamp as it is now.
      for (const id of [section.id, other.id]) {
        const stamps = new Set((await changeRows(id)).map((row) => row.stamp));
        const stamp = await stampNow(server.app.db, id);
        expect([...stamps].sort((a, b) => a - b)).toEqual(Array.from({ length: stamp }, (_, index) => index + 1));
      }
      await server.app.db.deleteFrom('versions').where('document_id', '=', document.id).execute();
      await server.app.db.deleteFrom('documents').where('id', '=', document.id).execute();
      await sql`delete from directories where id = ${other.id}`.execute(server.app.db);
      expect(await changeRows(other.id)).toEqual([]);
    },
    LONG,
  );
});
