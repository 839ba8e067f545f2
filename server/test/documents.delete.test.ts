import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocumentAuthors200Response } from '../../codegen/zod/documents/documents.zod';
import {
  blobFiles,
  eventTypesOf,
  expectProblem,
  lockDocument,
  seedDirectory,
  uploadForm,
  uploadTestDocument,
  type SeededDirectory,
} from './documents.seed';
import { ADMIN, startTestServer, STAFF, USER } from './test-server';

let server: Awaited<ReturnType<typeof startTestServer>>;
let directory: SeededDirectory;

beforeAll(async () => {
  server = await startTestServer();
  directory = await seedDirectory(server.app.db);
});
afterAll(async () => {
  await server.app.close();
});

const get = (id: string) => server.call(STAFF, { method: 'GET', url: `/v1/documents/${id}` });
const remove = (id: string, account = STAFF) => server.call(account, { method: 'DELETE', url: `/v1/documents/${id}` });
const removeMany = (payload: unknown, account = STAFF) =>
  server.call(account, { method: 'POST', url: '/v1/documents/delete', payload: payload as object });

const deletedState = (id: string) =>
  server.app.db
    .selectFrom('documents')
    .select(['deleted_at', 'deleted_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('DELETE /v1/documents/{id}', () => {
  it('moves the document to the trash: 204, gone from reads, row and blob kept, event recorded', async () => {
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'В корзину.pdf' });
    const blobs = await blobFiles(server.blobDir);
    const response = await remove(document.id, USER);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectProblem(await get(document.id), 404, 'NotFound');
    const state = await deletedState(document.id);
    expect(state.deleted_by).toBe(USER.id);
    expect(state.deleted_at).not.toBeNull();
    // The trash can restore it, so the content stays.
    expect(await blobFiles(server.blobDir)).toEqual(blobs);
    expect(await eventTypesOf(server.app.db, document.id)).toEqual([6, 7]);
  });

  it('frees the name in its directory', async () => {
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'Повторно.pdf' });
    await remove(document.id);
    const again = await server.call(STAFF, {
      method: 'POST',
      url: '/v1/documents',
      payload: uploadForm({ name: 'Повторно.pdf' }, { parentDirectoryId: directory.id }),
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses a disabled document with 409 DocumentDisabled and an agreed one with 409 DocumentAgreed', async () => {
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'Заблокирован.pdf' });
    await lockDocument(server.app.db, document.id, { disabled: true });
    expectProblem(await remove(document.id), 409, 'DocumentDisabled');
    await lockDocument(server.app.db, document.id, { agreed: true });
    expectProblem(await remove(document.id), 409, 'DocumentAgreed');
    expect((await get(document.id)).statusCode).toBe(200);
    expect(await deletedState(document.id)).toEqual({ deleted_at: null, deleted_by: null });
  });

  it('answers 404 for an unknown or already deleted document, 400 for an id that is not a UUID', async () => {
    expectProblem(await remove(randomUUID()), 404, 'NotFound');
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'Дважды.pdf' });
    await remove(document.id);
    expectProblem(await remove(document.id), 404, 'NotFound');
    expect(await eventTypesOf(server.app.db, document.id)).toEqual([6, 7]);
    expectProblem(await remove('b2000000'), 400, 'ValidationFailed');
  });
});

describe('POST /v1/documents/delete', () => {
  it('moves every listed document to the trash (a repeated id counts once)', async () => {
    const first = await uploadTestDocument(server, STAFF, directory.id, { name: 'Первый.pdf' });
    const second = await uploadTestDocument(server, STAFF, directory.id, { name: 'Второй.pdf' });
    const response = await removeMany([first.id, second.id, first.id]);
    expect(response.statusCode).toBe(204);
    expectProblem(await get(first.id), 404, 'NotFound');
    expectProblem(await get(second.id), 404, 'NotFound');
    expect(await eventTypesOf(server.app.db, first.id)).toEqual([6, 7]);
    expect(await eventTypesOf(server.app.db, second.id)).toEqual([6, 7]);
  });

  it('deletes none when one is unknown (404) or locked (409)', async () => {
    const kept = await uploadTestDocument(server, STAFF, directory.id, { name: 'Остаётся.pdf' });
    const locked = await uploadTestDocument(server, STAFF, directory.id, { name: 'Согласован.pdf' });
    await lockDocument(server.app.db, locked.id, { agreed: true });

    expectProblem(await removeMany([kept.id, randomUUID()]), 404, 'NotFound');
    expectProblem(await removeMany([kept.id, locked.id]), 409, 'DocumentAgreed');
    expect((await get(kept.id)).statusCode).toBe(200);
    expect((await get(locked.id)).statusCode).toBe(200);
    expect(await eventTypesOf(server.app.db, kept.id)).toEqual([6]);
  });

  it('refuses an empty list, ids that are not UUIDs and a body that is not a list with 400', async () => {
    for (const payload of [[], ['not-a-uuid'], { ids: [randomUUID()] }]) {
      expectProblem(await removeMany(payload), 400, 'ValidationFailed');
    }
  });
});

describe('GET /v1/documents/{id}/authors', () => {
  it('lists the distinct authors of the versions, the document author first, with their names', async () => {
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'Общий.pdf' });
    for (const account of [ADMIN, STAFF, ADMIN]) {
      const response = await server.call(account, {
        method: 'POST',
        url: `/v1/documents/${document.id}/versions`,
        payload: uploadForm({ name: 'Общий.pdf' }, { documentId: document.id }),
      });
      expect(response.statusCode).toBe(201);
    }
    const response = await server.call(USER, { method: 'GET', url: `/v1/documents/${document.id}/authors` });
    expect(response.statusCode).toBe(200);
    expect(getDocumentAuthors200Response.parse(response.json())).toEqual({
      data: [
        { id: STAFF.id, displayName: STAFF.name },
        { id: ADMIN.id, displayName: ADMIN.name },
      ],
    });
  });

  it('answers 404 for an unknown or deleted document and 400 for an id that is not a UUID', async () => {
    expectProblem(
      await server.call(STAFF, { method: 'GET', url: `/v1/documents/${randomUUID()}/authors` }),
      404,
      'NotFound',
    );
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'Авторы удалённого.pdf' });
    await remove(document.id);
    expectProblem(
      await server.call(STAFF, { method: 'GET', url: `/v1/documents/${document.id}/authors` }),
      404,
      'NotFound',
    );
    expectProblem(await server.call(STAFF, { method: 'GET', url: '/v1/documents/x/authors' }), 400, 'ValidationFailed');
  });
});
