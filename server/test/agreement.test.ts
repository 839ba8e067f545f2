import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventType } from '../../codegen/model/eventType';
import { ProblemCode } from '../../codegen/model/problemCode';
import { fetchDirectory200Response } from '../../codegen/zod/directories/directories.zod';
import { agreeDocument200Response, disagreeDocument200Response } from '../../codegen/zod/notes/notes.zod';
import {
  addNotes,
  addVersion,
  agreeRequest,
  commentRequest,
  disagreeRequest,
  expectRefusedUnchanged,
  freshDocument,
  getDocument,
  notesRequest,
  seedDraft,
  seedProject,
  tick,
  toggleRequest,
} from './document-actions-helpers';
import type { TestServer } from './directory-helpers';
import { eventTypesOf, lockDocument, seedDirectory, type SeededDirectory } from './documents.seed';
import { ADMIN, startTestServer, STAFF, USER } from './test-server';

let server: TestServer;
let section: SeededDirectory;

beforeAll(async () => {
  server = await startTestServer();
  ({ section } = await seedProject(server));
});
afterAll(async () => {
  await server.app.close();
});

const fresh = () => freshDocument(server, section.id);

async function agree(id: string, account = STAFF) {
  const response = await agreeRequest(server, id, account);
  expect(response.statusCode, response.body).toBe(200);
  return agreeDocument200Response.parse(response.json()).data;
}

describe('POST /v1/documents/{id}/agree (agreeDocument)', () => {
  it('agrees a document without remarks: agreed, adopted, changed now; events 11 and 17', async () => {
    const document = await fresh();
    await tick();
    const agreed = await agree(document.id);
    expect(agreed).toMatchObject({ id: document.id, agreed: true, status: 3, disabled: false, comments: [] });
    expect(agreed.updatedAt > document.updatedAt).toBe(true);
    expect(await getDocument(server, document.id, USER)).toEqual(agreed);
    expect(await eventTypesOf(server.app.db, document.id)).toEqual([
      EventType.UploadDocument,
      EventType.AgreeDocument,
      EventType.ChangeStatus,
    ]);
    const events = await server.app.db
      .selectFrom('events')
      .select(['type', 'account_id', 'directory_id', 'details'])
      .where('document_id', '=', document.id)
      .where('type', 'in', [EventType.AgreeDocument, EventType.ChangeStatus])
      .orderBy('type')
      .execute();
    expect(events).toEqual([
      { type: 11, account_id: STAFF.id, directory_id: section.id, details: JSON.stringify({ name: document.name }) },
      { type: 17, account_id: STAFF.id, directory_id: section.id, details: JSON.stringify({ from: -1, to: 3 }) },
    ]);
  });

  it('agrees once every remark is done, keeping the remarks; any role may agree', async () => {
    const document = await fresh();
    const notes = await addNotes(server, document.id, ['Первое', 'Второе']);
    for (const note of notes) expect((await toggleRequest(server, document.id, note.id)).statusCode).toBe(200);
    const agreed = await agree(document.id, USER);
    expect(agreed).toMatchObject({ agreed: true, status: 3 });
    expect(agreed.comments.map((note) => [note.text, note.isDone])).toEqual([
      ['Первое', true],
      ['Второе', true],
    ]);
    expect(await eventTypesOf(server.app.db, document.id)).toEqual([6, 13, 13, 17, 11, 17]);
  });

  it('refuses while a remark is open with DocumentCommentsNotСommented (Cyrillic С), changing nothing', async () => {
    const document = await fresh();
    const [done] = await addNotes(server, document.id, ['Исправлено', 'Не исправлено']);
    if (!done) throw new Error('Remarks were added.');
    expect((await toggleRequest(server, document.id, done.id)).statusCode).toBe(200);
    const problem = await expectRefusedUnchanged(
      server,
      () => agreeRequest(server, document.id),
      409,
      ProblemCode.DocumentCommentsNotCommented,
    );
    expect(Buffer.from(problem.title, 'utf8').toString('hex')).toBe(
      Buffer.from('DocumentCommentsNot\u0421ommented', 'utf8').toString('hex'),
    );
    expect(problem.type).toBe('urn:cde:problem:DocumentCommentsNot%D0%A1ommented');
    expect(await getDocument(server, document.id)).toMatchObject({ agreed: false, status: 4 });
  });

  it('refuses a blocked document (DocumentDisabled), an agreed one (DocumentAgreed) and a draft (409)', async () => {
    const blocked = await fresh();
    await lockDocument(server.app.db, blocked.id, { disabled: true });
    await expectRefusedUnchanged(server, () => agreeRequest(server, blocked.id), 409, 'DocumentDisabled');

    const agreed = await fresh();
    await agree(agreed.id);
    await expectRefusedUnchanged(server, () => agreeRequest(server, agreed.id), 409, 'DocumentAgreed');

    const edited = await fresh();
    await seedDraft(server, edited.id, 0);
    await expectRefusedUnchanged(server, () => agreeRequest(server, edited.id), 409, 'FinishEditingDocumentToAgree');
  });

  it('locks the document: no remarks, toggles or comments, rename, delete or version while agreed', async () => {
    const document = await fresh();
    const [note] = await addNotes(server, document.id, ['Замечание']);
    if (!note) throw new Error('A remark was added.');
    expect((await toggleRequest(server, document.id, note.id)).statusCode).toBe(200);
    await agree(document.id);
    const refusals = [
      () => notesRequest(server, document.id, { comments: ['Новое'] }),
      () => toggleRequest(server, document.id, note.id),
      () => commentRequest(server, document.id, note.id, { comment: 'Комментарий' }),
      () => server.call(STAFF, { method: 'PUT', url: `/v1/documents/${document.id}`, payload: { name: 'Новое.pdf' } }),
      () => server.call(STAFF, { method: 'DELETE', url: `/v1/documents/${document.id}` }),
    ];
    for (const request of refusals) await expectRefusedUnchanged(server, request, 409, 'DocumentAgreed');
  });

  it('shows agreed documents under the explorer filter of approved documents, and not as in work', async () => {
    const directory = await seedDirectory(server.app.db, { parent: section });
    const document = await freshDocument(server, directory.id);
    const [note] = await addNotes(server, document.id, ['Замечание']);
    if (!note) throw new Error('A remark was added.');
    await toggleRequest(server, document.id, note.id);
    await agree(document.id);
    const load = async (filter: number) =>
      fetchDirectory200Response
        .parse(
          (
            await server.call(STAFF, {
              method: 'GET',
              url: `/v1/directories/${directory.id}/fetch?filterType=${String(filter)}`,
            })
          ).json(),
        )
        .data.childrenDocuments.map((child) => child.id);
    expect(await load(5)).toEqual([document.id]);
    expect(await load(4)).toEqual([]);
  });

  it('answers 404 for an unknown or deleted document, 400 for a bad id and 401 without a token', async () => {
    await expectRefusedUnchanged(server, () => agreeRequest(server, randomUUID()), 404, 'NotFound');
    const deleted = await fresh();
    expect((await server.call(STAFF, { method: 'DELETE', url: `/v1/documents/${deleted.id}` })).statusCode).toBe(204);
    await expectRefusedUnchanged(server, () => agreeRequest(server, deleted.id), 404, 'NotFound');
    await expectRefusedUnchanged(server, () => agreeRequest(server, 'not-an-id'), 400, 'ValidationFailed');
    await expectRefusedUnchanged(server, () => agreeRequest(server, deleted.id, null), 401, 'SignIn');
  });
});

describe('POST /v1/documents/{id}/disagree (disagreeDocument)', () => {
  it('revokes the agreement: back in production and changeable again; events 12 and 17', async () => {
    const document = await fresh();
    const agreed = await agree(document.id);
    await tick();
    const response = await disagreeRequest(server, document.id, USER);
    expect(response.statusCode).toBe(200);
    const revoked = disagreeDocument200Response.parse(response.json()).data;
    expect(revoked).toMatchObject({ agreed: false, status: 4, disabled: false });
    expect(revoked.updatedAt > agreed.updatedAt).toBe(true);
    expect(await getDocument(server, document.id)).toEqual(revoked);
    expect(await eventTypesOf(server.app.db, document.id)).toEqual([6, 11, 17, 12, 17]);
    const change = await server.app.db
      .selectFrom('events')
      .select(['account_id', 'details'])
      .where('document_id', '=', document.id)
      .where('type', '=', EventType.DisagreeDocument)
      .executeTakeFirstOrThrow();
    expect(change).toEqual({ account_id: USER.id, details: JSON.stringify({ name: document.name }) });

    expect(await addNotes(server, document.id, ['После отмены согласования'])).toHaveLength(1);
    await addVersion(server, document.id, 'редакция после отмены');
    const changed = await getDocument(server, document.id, ADMIN);
    expect(changed).toMatchObject({ agreed: false, status: 4 });
    expect(changed.versions).toHaveLength(1);
  });

  it('refuses a document that is not agreed with 400 IncorrectParam and a blocked one with 409', async () => {
    const document = await fresh();
    await expectRefusedUnchanged(server, () => disagreeRequest(server, document.id), 400, 'IncorrectParam');
    await lockDocument(server.app.db, document.id, { disabled: true, agreed: true });
    await expectRefusedUnchanged(server, () => disagreeRequest(server, document.id), 409, 'DocumentDisabled');
  });

  it('answers 404 for an unknown document, 400 for a bad id and 401 without a token', async () => {
    await expectRefusedUnchanged(server, () => disagreeRequest(server, randomUUID()), 404, 'NotFound');
    await expectRefusedUnchanged(server, () => disagreeRequest(server, '12345'), 400, 'ValidationFailed');
    await expectRefusedUnchanged(server, () => disagreeRequest(server, randomUUID(), null), 401, 'SignIn');
  });
});
