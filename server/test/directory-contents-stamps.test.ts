import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryLoad } from '../../codegen/model/directoryLoad';
import { ExplorerFilter } from '../../codegen/model/explorerFilter';
import { fetchDirectory200Response } from '../../codegen/zod/directories/directories.zod';
import { getDocument200Response } from '../../codegen/zod/documents/documents.zod';
import { loadDocument } from '../src/services/documents.service';
import {
  addNotes,
  addVersion,
  agreeRequest,
  commentRequest,
  freshDocument,
  seedProject,
} from './document-actions-helpers';
import { seedDirectory } from './documents.seed';
import { stampNow } from './listing-patch-helpers';
import { moved } from './move-helpers';
import { startTestServer, STAFF } from './test-server';
import type { TestServer } from './directory-helpers';

/**
 * The explorer's load keeps each directory's documents as it last built them while the database counts no change of
 * them (migration 0018, services/document-listings.ts): every kind of change must show in the very next load, on
 * SQLite and on PostgreSQL.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

async function load(id: string, filter?: ExplorerFilter): Promise<DirectoryLoad> {
  const query = filter ? `?filterType=${filter}` : '';
  const response = await server.call(STAFF, { method: 'GET', url: `/v1/directories/${id}/fetch${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return fetchDirectory200Response.parse(response.json()).data;
}

const stampOf = (id: string) => stampNow(server.app.db, id);

/**
 * The documents as the load has them must be the documents as the database has them, read one by one: by the service
 * itself, as a document's GET may answer from the very listing checked here (handlers/listed-document.ts).
 */
async function expectCurrent(directoryId: string): Promise<DirectoryLoad> {
  const loaded = await load(directoryId);
  const direct = await Promise.all(
    loaded.childrenDocuments.map(async (document) =>
      getDocument200Response.parse(JSON.parse(JSON.stringify(await loadDocument(server.app.db, document.id)))),
    ),
  );
  expect(loaded.childrenDocuments).toEqual(direct);
  return loaded;
}

describe('the explorer load after a change of its documents', () => {
  it('shows each change at once: upload, rename, version, remark, comment, agreement, move, delete', async () => {
    const { project, section } = await seedProject(server);
    const other = await seedDirectory(server.app.db, { parent: project });
    const first = await freshDocument(server, section.id, { name: 'Первый.pdf' });
    await expectCurrent(section.id);

    const second = await freshDocument(server, section.id, { name: 'Второй.pdf' });
    expect((await expectCurrent(section.id)).childrenDocuments.map((document) => document.name)).toEqual([
      'Второй.pdf',
      'Первый.pdf',
    ]);

    const renamed = await server.call(STAFF, {
      method: 'PUT',
      url: `/v1/documents/${first.id}`,
      payload: { name: 'Альбом.pdf' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await expectCurrent(section.id)).childrenDocuments[0]?.name).toBe('Альбом.pdf');

    await addVersion(server, second.id, 'вторая редакция');
    expect((await expectCurrent(section.id)).childrenDocuments[1]?.versions).toHaveLength(1);

    const [note] = await addNotes(server, first.id, ['Проверить отметки']);
    expect((await load(section.id, ExplorerFilter.OnlyDocumentsInWork)).childrenDocuments.map((d) => d.id)).toEqual([
      first.id,
    ]);
    await expectCurrent(section.id);

    if (!note) throw new Error('No remark was added.');
    const commented = await commentRequest(server, first.id, note.id, { comment: 'Исправлено' });
    expect(commented.statusCode, commented.body).toBe(201);
    expect((await expectCurrent(section.id)).childrenDocuments[0]?.comments[0]?.comments).toHaveLength(1);

    const agreed = await agreeRequest(server, second.id);
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect((await load(section.id, ExplorerFilter.OnlyApprovedDocuments)).childrenDocuments.map((d) => d.id)).toEqual([
      second.id,
    ]);

    await expectCurrent(other.id);
    await moved(server, STAFF, section.id, other.id, { documentIds: [first.id] });
    expect((await expectCurrent(section.id)).childrenDocuments.map((document) => document.id)).toEqual([second.id]);
    expect((await expectCurrent(other.id)).childrenDocuments.map((document) => document.id)).toEqual([first.id]);

    const deleted = await server.call(STAFF, { method: 'DELETE', url: `/v1/documents/${first.id}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await expectCurrent(other.id)).childrenDocuments).toEqual([]);
  });

  it('shows where the documents sit after their directory moved', async () => {
    const { project, section } = await seedProject(server);
    const target = await seedDirectory(server.app.db, { parent: project });
    await freshDocument(server, section.id);
    await expectCurrent(section.id);
    await moved(server, STAFF, project.id, target.id, { directoryIds: [section.id] });
    const after = await expectCurrent(section.id);
    expect(after.childrenDocuments[0]?.ancestorIds).toEqual([project.id, target.id, section.id]);
  });
});

describe('directories.contents_stamp (migration 0018)', () => {
  it('counts changes of documents, versions, remarks and comments, for the directories they were and are in', async () => {
    const { project, section } = await seedProject(server);
    const other = await seedDirectory(server.app.db, { parent: project });
    const { db } = server.app;
    const document = await freshDocument(server, section.id);
    const [note] = await addNotes(server, document.id, ['Замечание']);
    if (!note) throw new Error('No remark was added.');
    const comment = await commentRequest(server, document.id, note.id, { comment: 'Ответ' });
    expect(comment.statusCode, comment.body).toBe(201);

    const changes: [string, () => Promise<unknown>][] = [
      [
        'a version',
        () => db.updateTable('versions').set({ is_active: 0 }).where('document_id', '=', document.id).execute(),
      ],
      ['a remark', () => db.updateTable('notes').set({ text: 'Изменено' }).where('id', '=', note.id).execute()],
      [
        'a comment',
        () => db.updateTable('note_comments').set({ text: 'Иначе' }).where('note_id', '=', note.id).execute(),
      ],
      ['a document', () => db.updateTable('documents').set({ agreed: 1 }).where('id', '=', document.id).execute()],
    ];
    for (const [what, change] of changes) {
      const before = await stampOf(section.id);
      await change();
      expect(await stampOf(section.id), what).toBeGreaterThan(before);
    }

    const sectionBefore = await stampOf(section.id);
    const otherBefore = await stampOf(other.id);
    const projectBefore = await stampOf(project.id);
    await db.updateTable('documents').set({ parent_id: other.id }).where('id', '=', document.id).execute();
    expect(await stampOf(section.id)).toBeGreaterThan(sectionBefore);
    expect(await stampOf(other.id)).toBeGreaterThan(otherBefore);
    // Only the directories the document was and is in.
    expect(await stampOf(project.id)).toBe(projectBefore);

    const beforeDeletes = await stampOf(other.id);
    await db.deleteFrom('note_comments').where('note_id', '=', note.id).execute();
    await db.deleteFrom('notes').where('id', '=', note.id).execute();
    expect(await stampOf(other.id)).toBe(beforeDeletes + 2);
  });
});
