import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventType } from '../../codegen/model/eventType';
import { fetchDirectory200Response } from '../../codegen/zod/directories/directories.zod';
import { getDocumentAuthors200Response } from '../../codegen/zod/documents/documents.zod';
import {
  createDocumentNotes201Response,
  createNoteComment201Response,
  toggleDocumentNote200Response,
} from '../../codegen/zod/notes/notes.zod';
import {
  addNotes,
  commentRequest,
  expectRefusedUnchanged,
  freshDocument,
  getDocument,
  notesRequest,
  seedProject,
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

describe('POST /v1/documents/{id}/notes (createDocumentNotes)', () => {
  it('adds open remarks, trimmed, in the given order, and the document carries them in production', async () => {
    const document = await fresh();
    expect(document).toMatchObject({ comments: [], status: -1 });
    const response = await notesRequest(server, document.id, {
      comments: ['  Добавить размеры дверных проёмов в осях А–В. ', '\tПроверить привязку колонн 4/Б.\n'],
    });
    expect(response.statusCode).toBe(201);
    const { data: notes } = createDocumentNotes201Response.parse(response.json());
    expect(notes.map((note) => note.text)).toEqual([
      'Добавить размеры дверных проёмов в осях А–В.',
      'Проверить привязку колонн 4/Б.',
    ]);
    for (const note of notes) expect(note).toMatchObject({ isDone: false, autorId: STAFF.id, comments: [] });
    expect(new Set(notes.map((note) => note.id)).size).toBe(2);

    const loaded = await getDocument(server, document.id, USER);
    expect(loaded.comments).toEqual(notes);
    expect(loaded.status).toBe(4);
    // Remarks are no change of the document itself.
    expect(loaded.updatedAt).toBe(document.updatedAt);
    expect(await eventTypesOf(server.app.db, document.id)).toEqual([
      EventType.UploadDocument,
      EventType.AddDocumentNote,
      EventType.AddDocumentNote,
      EventType.ChangeStatus,
    ]);
  });

  it('appends later remarks after the earlier ones; the status, already in production, stays', async () => {
    const document = await fresh();
    const first = await addNotes(server, document.id, ['Первое замечание']);
    const later = await addNotes(server, document.id, ['Второе', 'Третье'], USER);
    const loaded = await getDocument(server, document.id);
    expect(loaded.comments.map((note) => note.text)).toEqual(['Первое замечание', 'Второе', 'Третье']);
    expect(loaded.comments).toEqual([...first, ...later]);
    expect(later[0]?.autorId).toBe(USER.id);
    expect(loaded.status).toBe(4);
    expect(await eventTypesOf(server.app.db, document.id)).toEqual([6, 13, 17, 13, 13]);
  });

  it('records who and which remark in event 13, and the change of status in event 17', async () => {
    const document = await fresh();
    const [note] = await addNotes(server, document.id, ['Уточнить отметки'], ADMIN);
    const events = await server.app.db
      .selectFrom('events')
      .select(['type', 'account_id', 'directory_id', 'details'])
      .where('document_id', '=', document.id)
      .where('type', 'in', [EventType.AddDocumentNote, EventType.ChangeStatus])
      .orderBy('type')
      .execute();
    expect(events).toEqual([
      {
        type: 13,
        account_id: ADMIN.id,
        directory_id: section.id,
        details: JSON.stringify({ noteId: note?.id, text: 'Уточнить отметки' }),
      },
      { type: 17, account_id: ADMIN.id, directory_id: section.id, details: JSON.stringify({ from: -1, to: 4 }) },
    ]);
  });

  it('shows the remarks in the explorer: the document is in work', async () => {
    const directory = await seedDirectory(server.app.db, { parent: section });
    const withRemark = await freshDocument(server, directory.id);
    await freshDocument(server, directory.id);
    await addNotes(server, withRemark.id, ['Замечание']);
    const response = await server.call(STAFF, {
      method: 'GET',
      url: `/v1/directories/${directory.id}/fetch?filterType=4`,
    });
    const load = fetchDirectory200Response.parse(response.json()).data;
    expect(load.childrenDocuments.map((child) => child.id)).toEqual([withRemark.id]);
    expect(load.childrenDocuments[0]?.comments.map((note) => note.text)).toEqual(['Замечание']);
  });

  it('refuses a blocked document with 409 DocumentDisabled and an agreed one with 409 DocumentAgreed', async () => {
    const document = await fresh();
    await lockDocument(server.app.db, document.id, { disabled: true });
    const add = () => notesRequest(server, document.id, { comments: ['Замечание'] });
    await expectRefusedUnchanged(server, add, 409, 'DocumentDisabled');
    await lockDocument(server.app.db, document.id, { agreed: true });
    await expectRefusedUnchanged(server, add, 409, 'DocumentAgreed');
  });

  it('refuses blank, empty, too long, too many and wrongly typed remarks with 400, adding none', async () => {
    const document = await fresh();
    for (const payload of [
      { comments: [] },
      { comments: ['   '] },
      { comments: ['Годное замечание', ' \n\t '] },
      { comments: [''] },
      { comments: ['я'.repeat(4001)] },
      { comments: Array.from({ length: 51 }, (_, index) => `Замечание ${String(index)}`) },
      { comments: [42] },
      { comments: 'Одно замечание' },
      { comment: ['Не то поле'] },
      {},
    ])
      await expectRefusedUnchanged(server, () => notesRequest(server, document.id, payload), 400, 'ValidationFailed');
    expect((await getDocument(server, document.id)).comments).toEqual([]);
  });

  it('takes 50 remarks of 4000 characters at once', async () => {
    const document = await fresh();
    const texts = Array.from({ length: 50 }, (_, index) => `${String(index).padStart(2, '0')}${'ж'.repeat(3998)}`);
    const notes = await addNotes(server, document.id, texts);
    expect(notes.map((note) => note.text)).toEqual(texts);
  });

  it('answers 404 for an unknown, a deleted document and one in a deleted directory; 400 for a bad id; 401', async () => {
    const payload = { comments: ['Замечание'] };
    await expectRefusedUnchanged(server, () => notesRequest(server, randomUUID(), payload), 404, 'NotFound');
    const deleted = await fresh();
    expect((await server.call(STAFF, { method: 'DELETE', url: `/v1/documents/${deleted.id}` })).statusCode).toBe(204);
    await expectRefusedUnchanged(server, () => notesRequest(server, deleted.id, payload), 404, 'NotFound');
    const doomed = await seedDirectory(server.app.db, { parent: section });
    const hidden = await freshDocument(server, doomed.id);
    await server.app.db
      .updateTable('directories')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', doomed.id)
      .execute();
    await expectRefusedUnchanged(server, () => notesRequest(server, hidden.id, payload), 404, 'NotFound');
    for (const id of ['b2000000', randomUUID().toUpperCase()])
      await expectRefusedUnchanged(server, () => notesRequest(server, id, payload), 400, 'ValidationFailed');
    await expectRefusedUnchanged(server, () => notesRequest(server, hidden.id, payload, null), 401, 'SignIn');
  });
});

describe('POST /v1/documents/{id}/notes/{noteId}/toggle (toggleDocumentNote)', () => {
  it('flips a remark to done and back, answering it with its comments; records no event', async () => {
    const document = await fresh();
    const [open, other] = await addNotes(server, document.id, ['Первое', 'Второе']);
    if (!open || !other) throw new Error('Two remarks were added.');
    const comment = await commentRequest(server, document.id, open.id, { comment: 'Исправлено' });
    expect(comment.statusCode).toBe(201);
    const eventsBefore = await eventTypesOf(server.app.db, document.id);

    const done = await toggleRequest(server, document.id, open.id, USER);
    expect(done.statusCode).toBe(200);
    const toggled = toggleDocumentNote200Response.parse(done.json());
    expect(toggled).toEqual({
      ...open,
      isDone: true,
      comments: [createNoteComment201Response.parse(comment.json())],
    });
    const loaded = await getDocument(server, document.id);
    expect(loaded.comments.map((note) => note.isDone)).toEqual([true, false]);
    expect(loaded.updatedAt).toBe(document.updatedAt);

    const back = toggleDocumentNote200Response.parse((await toggleRequest(server, document.id, open.id)).json());
    expect(back.isDone).toBe(false);
    expect((await getDocument(server, document.id)).comments.map((note) => note.isDone)).toEqual([false, false]);
    expect(await eventTypesOf(server.app.db, document.id)).toEqual(eventsBefore);
  });

  it('refuses a blocked or agreed document with 409, leaving the remark as it was', async () => {
    const document = await fresh();
    const [note] = await addNotes(server, document.id, ['Замечание']);
    if (!note) throw new Error('A remark was added.');
    await lockDocument(server.app.db, document.id, { disabled: true });
    await expectRefusedUnchanged(server, () => toggleRequest(server, document.id, note.id), 409, 'DocumentDisabled');
    await lockDocument(server.app.db, document.id, { agreed: true });
    await expectRefusedUnchanged(server, () => toggleRequest(server, document.id, note.id), 409, 'DocumentAgreed');
  });

  it("answers 404 for an unknown remark, another document's remark and an unknown document; 400; 401", async () => {
    const document = await fresh();
    const other = await fresh();
    const [theirs] = await addNotes(server, other.id, ['Чужое замечание']);
    if (!theirs) throw new Error('A remark was added.');
    await expectRefusedUnchanged(server, () => toggleRequest(server, document.id, randomUUID()), 404, 'NotFound');
    await expectRefusedUnchanged(server, () => toggleRequest(server, document.id, theirs.id), 404, 'NotFound');
    await expectRefusedUnchanged(server, () => toggleRequest(server, randomUUID(), theirs.id), 404, 'NotFound');
    await expectRefusedUnchanged(server, () => toggleRequest(server, other.id, 'a8000000'), 400, 'ValidationFailed');
    await expectRefusedUnchanged(server, () => toggleRequest(server, other.id, theirs.id, null), 401, 'SignIn');
  });
});

describe('POST /v1/documents/{id}/notes/{noteId}/comments (createNoteComment)', () => {
  it('appends a multi-line comment, trimmed at its ends, with event 14; done remarks take comments too', async () => {
    const document = await fresh();
    const [note] = await addNotes(server, document.id, ['Не указаны отметки чистого пола в осях 3–5.']);
    if (!note) throw new Error('A remark was added.');
    const text = 'Отметки чистого пола добавлены в версии 3.\n\nПрошу проверить оси 3–5 и закрыть замечание.';
    const response = await commentRequest(server, document.id, note.id, { comment: `\n  ${text}  \n` }, ADMIN);
    expect(response.statusCode).toBe(201);
    const first = createNoteComment201Response.parse(response.json());
    expect(first).toMatchObject({ text, autorId: ADMIN.id });

    expect((await toggleRequest(server, document.id, note.id)).statusCode).toBe(200);
    const second = createNoteComment201Response.parse(
      (await commentRequest(server, document.id, note.id, { comment: 'Принято.' }, USER)).json(),
    );
    const loaded = await getDocument(server, document.id);
    expect(loaded.comments).toEqual([{ ...note, isDone: true, comments: [first, second] }]);
    expect(loaded.updatedAt).toBe(document.updatedAt);
    expect(await eventTypesOf(server.app.db, document.id)).toEqual([6, 13, 17, 14, 14]);
    const event = await server.app.db
      .selectFrom('events')
      .select(['account_id', 'details'])
      .where('document_id', '=', document.id)
      .where('type', '=', EventType.AddDocumentComment)
      .where('account_id', '=', ADMIN.id)
      .executeTakeFirstOrThrow();
    expect(event.details).toBe(JSON.stringify({ noteId: note.id, commentId: first.id }));
  });

  it('refuses blank, empty, too long and wrongly typed comments with 400', async () => {
    const document = await fresh();
    const [note] = await addNotes(server, document.id, ['Замечание']);
    if (!note) throw new Error('A remark was added.');
    for (const payload of [
      { comment: '' },
      { comment: ' \n\t\r\n ' },
      { comment: 'ё'.repeat(4001) },
      { comment: ['Текст'] },
      { comment: 7 },
      { comments: 'Не то поле' },
      {},
    ])
      await expectRefusedUnchanged(
        server,
        () => commentRequest(server, document.id, note.id, payload),
        400,
        'ValidationFailed',
      );
  });

  it('refuses a blocked or agreed document with 409 and an unknown or foreign remark with 404', async () => {
    const document = await fresh();
    const other = await fresh();
    const [note] = await addNotes(server, document.id, ['Замечание']);
    const [theirs] = await addNotes(server, other.id, ['Чужое']);
    if (!note || !theirs) throw new Error('Remarks were added.');
    const payload = { comment: 'Комментарий' };
    for (const noteId of [randomUUID(), theirs.id])
      await expectRefusedUnchanged(server, () => commentRequest(server, document.id, noteId, payload), 404, 'NotFound');
    await lockDocument(server.app.db, document.id, { disabled: true });
    await expectRefusedUnchanged(
      server,
      () => commentRequest(server, document.id, note.id, payload),
      409,
      'DocumentDisabled',
    );
    await lockDocument(server.app.db, document.id, { agreed: true });
    await expectRefusedUnchanged(
      server,
      () => commentRequest(server, document.id, note.id, payload),
      409,
      'DocumentAgreed',
    );
    await expectRefusedUnchanged(
      server,
      () => commentRequest(server, document.id, note.id, payload, null),
      401,
      'SignIn',
    );
  });
});

describe('GET /v1/documents/{id}/authors with remarks', () => {
  it('names the authors of remarks and comments after those of the versions, in order of contribution', async () => {
    const document = await fresh();
    const [note] = await addNotes(server, document.id, ['Замечание'], USER);
    if (!note) throw new Error('A remark was added.');
    await commentRequest(server, document.id, note.id, { comment: 'Ответ' }, ADMIN);
    const response = await server.call(STAFF, { method: 'GET', url: `/v1/documents/${document.id}/authors` });
    expect(getDocumentAuthors200Response.parse(response.json()).data).toEqual([
      { id: STAFF.id, displayName: STAFF.name },
      { id: USER.id, displayName: USER.name },
      { id: ADMIN.id, displayName: ADMIN.name },
    ]);
  });
});
