import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRelatedDocuments200Response, getRelatedDocuments200Response } from '../../codegen/zod/related/related.zod';
import {
  addNotes,
  commentRequest,
  expectRefusedUnchanged,
  freshDocument,
  getDocument,
  seedProject,
} from './document-actions-helpers';
import type { TestServer } from './directory-helpers';
import { eventTypesOf, lockDocument, seedDirectory, type SeededDirectory } from './documents.seed';
import { startTestServer, STAFF, USER, type TestAccount } from './test-server';
import { deleteForGoodRequest, restoreRequest } from './trash-helpers';

let server: TestServer;
let section: SeededDirectory;

beforeAll(async () => {
  server = await startTestServer();
  ({ section } = await seedProject(server));
});
afterAll(async () => {
  await server.app.close();
});

const fresh = (name?: string) => freshDocument(server, section.id, name ? { name } : {});

const listRequest = (id: string, account: TestAccount | null = STAFF) =>
  server.call(account, { method: 'GET', url: `/v1/documents/${id}/related` });
const addRequest = (id: string, payload: unknown, account: TestAccount | null = STAFF) =>
  server.call(account, { method: 'POST', url: `/v1/documents/${id}/related`, payload: payload as object });
const removeRequest = (id: string, payload: unknown, account: TestAccount | null = STAFF) =>
  server.call(account, { method: 'POST', url: `/v1/documents/${id}/related/delete`, payload: payload as object });

async function related(id: string, account: TestAccount = STAFF): Promise<string[]> {
  const response = await listRequest(id, account);
  expect(response.statusCode, response.body).toBe(200);
  return getRelatedDocuments200Response.parse(response.json()).data.map((document) => document.id);
}

async function relate(id: string, ids: string[], account: TestAccount = STAFF) {
  const response = await addRequest(id, { documentIds: ids }, account);
  expect(response.statusCode, response.body).toBe(200);
  return addRelatedDocuments200Response.parse(response.json()).data;
}

async function deleteDocument(id: string): Promise<void> {
  const response = await server.call(STAFF, { method: 'DELETE', url: `/v1/documents/${id}` });
  expect(response.statusCode, response.body).toBe(204);
}

describe('GET and POST /v1/documents/{id}/related (getRelatedDocuments, addRelatedDocuments)', () => {
  it('relates documents and lists them as documents, the newest first, those added together in order', async () => {
    const plan = await fresh('АР-01 План 1 этажа.pdf');
    const [model, finishes, facades] = [await fresh('Модель КЖ.ifc'), await fresh(), await fresh()];
    expect(await related(plan.id)).toEqual([]);

    const first = await relate(plan.id, [finishes.id, facades.id]);
    expect(first.map((document) => document.id)).toEqual([finishes.id, facades.id]);
    expect(first[0]).toEqual(await getDocument(server, finishes.id));
    const second = await relate(plan.id, [model.id], USER);
    expect(second.map((document) => document.id)).toEqual([model.id, finishes.id, facades.id]);
    expect(await related(plan.id, USER)).toEqual([model.id, finishes.id, facades.id]);
    // No event: the catalogue has none for relations.
    expect(await eventTypesOf(server.app.db, plan.id)).toEqual([6]);
  });

  it('relates one way: the other document lists nothing and may be agreed or blocked', async () => {
    const plan = await fresh();
    const agreed = await fresh();
    const blocked = await fresh();
    await lockDocument(server.app.db, agreed.id, { agreed: true });
    await lockDocument(server.app.db, blocked.id, { disabled: true });
    await relate(plan.id, [agreed.id, blocked.id]);
    expect(await related(agreed.id)).toEqual([]);
    expect(await related(blocked.id)).toEqual([]);
    // The other way round is a relation of its own.
    const other = await fresh();
    await relate(other.id, [plan.id]);
    await relate(plan.id, [other.id]);
    expect(await related(other.id)).toEqual([plan.id]);
  });

  it('carries the related documents with their remarks and comments', async () => {
    const plan = await fresh();
    const model = await fresh();
    const [note] = await addNotes(server, model.id, ['Проверить отметки']);
    if (!note) throw new Error('A remark was added.');
    expect((await commentRequest(server, model.id, note.id, { comment: 'Проверено' })).statusCode).toBe(201);
    const [listed] = await relate(plan.id, [model.id]);
    expect(listed?.comments.map((remark) => [remark.text, remark.comments.map((comment) => comment.text)])).toEqual([
      ['Проверить отметки', ['Проверено']],
    ]);
  });

  it('counts an id repeated in the request once', async () => {
    const plan = await fresh();
    const model = await fresh();
    expect((await relate(plan.id, [model.id, model.id])).map((document) => document.id)).toEqual([model.id]);
  });

  it('hides related documents in the trash or in a deleted directory, and shows them again when restored', async () => {
    const plan = await fresh();
    const trashed = await fresh();
    const directory = await seedDirectory(server.app.db, { parent: section });
    const inside = await freshDocument(server, directory.id);
    await relate(plan.id, [trashed.id, inside.id]);
    await deleteDocument(trashed.id);
    await server.app.db
      .updateTable('directories')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', directory.id)
      .execute();
    expect(await related(plan.id)).toEqual([]);
    expect((await restoreRequest(server, STAFF, { deletedElementIds: [trashed.id] })).statusCode).toBe(204);
    expect(await related(plan.id)).toEqual([trashed.id]);
  });

  it('refuses the document itself or one related already with 400 IncorrectParam, relating none', async () => {
    const plan = await fresh();
    const model = await fresh();
    const other = await fresh();
    await relate(plan.id, [model.id]);
    for (const ids of [[plan.id], [other.id, plan.id], [model.id], [other.id, model.id]])
      await expectRefusedUnchanged(server, () => addRequest(plan.id, { documentIds: ids }), 400, 'IncorrectParam');
    expect(await related(plan.id)).toEqual([model.id]);
  });

  it('refuses an unknown or deleted document to relate with 404, relating none', async () => {
    const plan = await fresh();
    const model = await fresh();
    const deleted = await fresh();
    await deleteDocument(deleted.id);
    for (const ids of [
      [model.id, randomUUID()],
      [deleted.id, model.id],
    ])
      await expectRefusedUnchanged(server, () => addRequest(plan.id, { documentIds: ids }), 404, 'NotFound');
    expect(await related(plan.id)).toEqual([]);
  });

  it('refuses adding to a blocked document (DocumentDisabled) or an agreed one (DocumentAgreed)', async () => {
    const plan = await fresh();
    const model = await fresh();
    await lockDocument(server.app.db, plan.id, { disabled: true });
    const add = () => addRequest(plan.id, { documentIds: [model.id] });
    await expectRefusedUnchanged(server, add, 409, 'DocumentDisabled');
    await lockDocument(server.app.db, plan.id, { agreed: true });
    await expectRefusedUnchanged(server, add, 409, 'DocumentAgreed');
    // Listing stays open to a locked document.
    expect(await related(plan.id)).toEqual([]);
  });

  it('refuses bodies that break the contract with 400 ValidationFailed', async () => {
    const plan = await fresh();
    for (const payload of [
      { documentIds: [] },
      { documentIds: ['b2000000'] },
      { documentIds: [randomUUID().toUpperCase()] },
      { documentIds: randomUUID() },
      { documentIds: [42] },
      { documentIds: Array.from({ length: 1001 }, () => randomUUID()) },
      { ids: [randomUUID()] },
      [randomUUID()],
    ])
      await expectRefusedUnchanged(server, () => addRequest(plan.id, payload), 400, 'ValidationFailed');
  });

  it('answers 404 for an unknown or deleted document, 400 for a bad id and 401 without a token', async () => {
    const deleted = await fresh();
    await deleteDocument(deleted.id);
    const other = await fresh();
    for (const id of [randomUUID(), deleted.id]) {
      await expectRefusedUnchanged(server, () => listRequest(id), 404, 'NotFound');
      await expectRefusedUnchanged(server, () => addRequest(id, { documentIds: [other.id] }), 404, 'NotFound');
    }
    await expectRefusedUnchanged(server, () => listRequest('related'), 400, 'ValidationFailed');
    await expectRefusedUnchanged(server, () => listRequest(other.id, null), 401, 'SignIn');
    await expectRefusedUnchanged(server, () => addRequest(other.id, { documentIds: [other.id] }, null), 401, 'SignIn');
  });
});

describe('POST /v1/documents/{id}/related/delete (removeRelatedDocuments)', () => {
  it('removes relations, all asked at once; the documents stay', async () => {
    const plan = await fresh();
    const [model, finishes, facades] = [await fresh(), await fresh(), await fresh()];
    await relate(plan.id, [model.id, finishes.id, facades.id]);
    const response = await removeRequest(plan.id, [model.id, facades.id], USER);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await related(plan.id)).toEqual([finishes.id]);
    expect((await getDocument(server, model.id)).id).toBe(model.id);
  });

  it('removes from a blocked or agreed document too (only adding is forbidden)', async () => {
    const plan = await fresh();
    const model = await fresh();
    await relate(plan.id, [model.id]);
    await lockDocument(server.app.db, plan.id, { disabled: true, agreed: true });
    expect((await removeRequest(plan.id, [model.id])).statusCode).toBe(204);
    expect(await related(plan.id)).toEqual([]);
  });

  it('refuses, removing none, an id that is not related or is hidden in the trash (404)', async () => {
    const plan = await fresh();
    const [model, trashed, unrelated] = [await fresh(), await fresh(), await fresh()];
    await relate(plan.id, [model.id, trashed.id]);
    await deleteDocument(trashed.id);
    for (const ids of [
      [model.id, unrelated.id],
      [model.id, trashed.id],
      [model.id, randomUUID()],
    ])
      await expectRefusedUnchanged(server, () => removeRequest(plan.id, ids), 404, 'NotFound');
    expect(await related(plan.id)).toEqual([model.id]);
  });

  it('answers 404 for an unknown document, 400 for bad bodies and ids, 401 without a token', async () => {
    const plan = await fresh();
    await expectRefusedUnchanged(server, () => removeRequest(randomUUID(), [plan.id]), 404, 'NotFound');
    for (const payload of [[], ['b2000000'], { documentIds: [plan.id] }, [7]])
      await expectRefusedUnchanged(server, () => removeRequest(plan.id, payload), 400, 'ValidationFailed');
    await expectRefusedUnchanged(server, () => removeRequest('x', [plan.id]), 400, 'ValidationFailed');
    await expectRefusedUnchanged(server, () => removeRequest(plan.id, [plan.id], null), 401, 'SignIn');
  });
});

describe('deletion for good with remarks and relations', () => {
  it('takes a document’s remarks, comments and relations both ways with it, and keeps the others', async () => {
    const plan = await fresh();
    const [model, finishes] = [await fresh(), await fresh()];
    const [note] = await addNotes(server, model.id, ['Замечание']);
    if (!note) throw new Error('A remark was added.');
    expect((await commentRequest(server, model.id, note.id, { comment: 'Комментарий' })).statusCode).toBe(201);
    await relate(plan.id, [model.id, finishes.id]);
    await relate(model.id, [finishes.id]);

    await deleteDocument(model.id);
    const response = await deleteForGoodRequest(server, STAFF, [model.id]);
    expect(response.statusCode, response.body).toBe(204);

    const { db } = server.app;
    expect(await db.selectFrom('notes').select('id').where('document_id', '=', model.id).execute()).toEqual([]);
    expect(await db.selectFrom('note_comments').select('id').where('note_id', '=', note.id).execute()).toEqual([]);
    const relations = await db
      .selectFrom('related_documents')
      .select(['document_id', 'related_id'])
      .where((eb) => eb.or([eb('document_id', '=', model.id), eb('related_id', '=', model.id)]))
      .execute();
    expect(relations).toEqual([]);
    expect(await related(plan.id)).toEqual([finishes.id]);
  });

  it('empties a whole deleted directory with related and remarked documents inside', async () => {
    const outside = await fresh();
    const directory = await seedDirectory(server.app.db, { parent: section });
    const inside = await freshDocument(server, directory.id);
    await addNotes(server, inside.id, ['Замечание']);
    await relate(outside.id, [inside.id]);
    await relate(inside.id, [outside.id]);
    const removed = await server.call(STAFF, { method: 'DELETE', url: `/v1/directories/${directory.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await deleteForGoodRequest(server, STAFF, [directory.id])).statusCode).toBe(204);
    expect(await related(outside.id)).toEqual([]);
    const left = await server.app.db
      .selectFrom('related_documents')
      .select('related_id')
      .where('document_id', '=', outside.id)
      .execute();
    expect(left).toEqual([]);
  });
});
