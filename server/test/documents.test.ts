import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument200Response, renameDocument200Response } from '../../codegen/zod/documents/documents.zod';
import {
  documentCounts,
  eventTypesOf,
  expectProblem,
  lockDocument,
  seedDirectory,
  uploadTestDocument,
  type SeededDirectory,
} from './documents.seed';
import { startTestServer, STAFF, USER } from './test-server';

let server: Awaited<ReturnType<typeof startTestServer>>;
let project: SeededDirectory;
let architecture: SeededDirectory;

beforeAll(async () => {
  server = await startTestServer();
  project = await seedDirectory(server.app.db);
  const working = await seedDirectory(server.app.db, { parent: project });
  architecture = await seedDirectory(server.app.db, { parent: working });
});
afterAll(async () => {
  await server.app.close();
});

const get = (id: string, account = STAFF) => server.call(account, { method: 'GET', url: `/v1/documents/${id}` });
const rename = (id: string, payload: unknown, account = STAFF) =>
  server.call(account, { method: 'PUT', url: `/v1/documents/${id}`, payload: payload as object });

describe('GET /v1/documents/{id}', () => {
  it('answers the document with its place in the tree, as the contract has it', async () => {
    const uploaded = await uploadTestDocument(server, STAFF, architecture.id, { name: 'АР-01 План 1 этажа.pdf' });
    const response = await get(uploaded.id, USER);
    expect(response.statusCode).toBe(200);
    const document = getDocument200Response.parse(response.json());
    expect(document).toEqual(uploaded);
    expect(document).toMatchObject({
      parentId: architecture.id,
      depth: 3,
      ancestorIds: [project.id, architecture.ancestorIds[1], architecture.id],
    });
  });

  it('answers 404 for an unknown document, a deleted one and one in a deleted directory', async () => {
    expectProblem(await get(randomUUID()), 404, 'NotFound');

    const deleted = await uploadTestDocument(server, STAFF, architecture.id, { name: 'Удалённый.pdf' });
    await server.call(STAFF, { method: 'DELETE', url: `/v1/documents/${deleted.id}` });
    expectProblem(await get(deleted.id), 404, 'NotFound');

    const doomed = await seedDirectory(server.app.db, { parent: project });
    const inside = await uploadTestDocument(server, STAFF, doomed.id, { name: 'В удалённом каталоге.pdf' });
    await server.app.db
      .updateTable('directories')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', doomed.id)
      .execute();
    expectProblem(await get(inside.id), 404, 'NotFound');
  });

  it('refuses an id that is not a UUID with 400 ValidationFailed, and no token with 401', async () => {
    expect(expectProblem(await get('not-a-uuid'), 400, 'ValidationFailed').errors?.[0]?.field).toBe('params.id');
    expectProblem(await server.call(null, { method: 'GET', url: `/v1/documents/${randomUUID()}` }), 401, 'SignIn');
  });
});

describe('PUT /v1/documents/{id}', () => {
  it('renames the document, trimmed, keeps its versions and records the rename', async () => {
    const document = await uploadTestDocument(server, STAFF, architecture.id, { name: 'Разрез 2-2.pdf' });
    const response = await rename(document.id, { name: '  Разрез 2-2 (изм. 1).pdf  ' });
    expect(response.statusCode).toBe(200);
    const renamed = renameDocument200Response.parse(response.json());
    expect(renamed).toMatchObject({ id: document.id, name: 'Разрез 2-2 (изм. 1).pdf', version: document.version });
    expect(renamed.updatedAt >= document.updatedAt).toBe(true);
    expect(getDocument200Response.parse((await get(document.id)).json()).name).toBe('Разрез 2-2 (изм. 1).pdf');
    expect(await eventTypesOf(server.app.db, document.id)).toEqual([6, 8]);
  });

  it('lets an account of any role rename', async () => {
    const document = await uploadTestDocument(server, STAFF, architecture.id, { name: 'Ведомость дверей.xlsx' });
    const response = await rename(document.id, { name: 'Ведомость дверей и окон.xlsx' }, USER);
    expect(renameDocument200Response.parse(response.json()).name).toBe('Ведомость дверей и окон.xlsx');
  });

  it('accepts the same name in another case, and the name of a deleted sibling', async () => {
    const document = await uploadTestDocument(server, STAFF, architecture.id, { name: 'спецификация.pdf' });
    const sameName = await rename(document.id, { name: 'Спецификация.pdf' });
    expect(renameDocument200Response.parse(sameName.json()).name).toBe('Спецификация.pdf');

    const gone = await uploadTestDocument(server, STAFF, architecture.id, { name: 'Старая схема.pdf' });
    await server.call(STAFF, { method: 'DELETE', url: `/v1/documents/${gone.id}` });
    expect((await rename(document.id, { name: 'Старая схема.pdf' })).statusCode).toBe(200);
  });

  it('answers a rename to the current name with the document unchanged and records nothing', async () => {
    const document = await uploadTestDocument(server, STAFF, architecture.id, { name: 'Без изменений.pdf' });
    const response = await rename(document.id, { name: 'Без изменений.pdf' });
    expect(renameDocument200Response.parse(response.json())).toEqual(document);
    expect(await eventTypesOf(server.app.db, document.id)).toEqual([6]);
  });

  it('refuses a name another document of the directory has, case-insensitively, with 409', async () => {
    await uploadTestDocument(server, STAFF, architecture.id, { name: 'Фасад А-Г.pdf' });
    const document = await uploadTestDocument(server, STAFF, architecture.id, { name: 'Фасад 1-8.pdf' });
    expectProblem(await rename(document.id, { name: 'ФАСАД А-Г.PDF' }), 409, 'DocumentWithNameAlreadyExists');
    expect(getDocument200Response.parse((await get(document.id)).json()).name).toBe('Фасад 1-8.pdf');
  });

  it('refuses a disabled document with 409 DocumentDisabled and an agreed one with 409 DocumentAgreed', async () => {
    const document = await uploadTestDocument(server, STAFF, architecture.id, { name: 'Согласованный.pdf' });
    await lockDocument(server.app.db, document.id, { disabled: true, agreed: true });
    expectProblem(await rename(document.id, { name: 'Новое имя.pdf' }), 409, 'DocumentDisabled');
    await lockDocument(server.app.db, document.id, { agreed: true });
    expectProblem(await rename(document.id, { name: 'Новое имя.pdf' }), 409, 'DocumentAgreed');
    expect(getDocument200Response.parse((await get(document.id)).json()).name).toBe('Согласованный.pdf');
    expect(await eventTypesOf(server.app.db, document.id)).toEqual([6]);
  });

  it('refuses names outside 3 to 128 characters after trimming, only spaces, paths and wrong types with 400', async () => {
    const document = await uploadTestDocument(server, STAFF, architecture.id, { name: 'Исходное имя.pdf' });
    const before = await documentCounts(server.app.db);
    for (const payload of [
      { name: '  ab  ' },
      { name: '     ' },
      { name: 'ab' },
      { name: 'я'.repeat(129) },
      { name: 'папка/файл.pdf' },
      { name: '..\\..\\win.ini' },
      { name: { text: 'План' } },
      {},
    ]) {
      const problem = expectProblem(await rename(document.id, payload), 400, 'ValidationFailed');
      expect(problem.errors?.[0]?.field).toBe('body.name');
    }
    expect(getDocument200Response.parse((await get(document.id)).json()).name).toBe('Исходное имя.pdf');
    expect(await documentCounts(server.app.db)).toEqual(before);
  });

  it('answers 404 for an unknown document and 400 for an id that is not a UUID', async () => {
    expectProblem(await rename(randomUUID(), { name: 'Новое имя.pdf' }), 404, 'NotFound');
    expectProblem(await rename('42', { name: 'Новое имя.pdf' }), 400, 'ValidationFailed');
  });
});
