import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument200Response } from '../../codegen/zod/documents/documents.zod';
import { uploadDocumentVersion201Response } from '../../codegen/zod/versions/versions.zod';
import {
  blobFiles,
  documentCounts,
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

const uploadVersion = (id: string, payload: FormData | string, account = STAFF, headers: Record<string, string> = {}) =>
  server.call(account, { method: 'POST', url: `/v1/documents/${id}/versions`, payload, headers });

const newVersion = (documentId: string, file: { content?: string; name?: string } = {}) =>
  uploadForm({ name: 'АР-01 План 1 этажа.pdf', ...file }, { documentId });

async function refusedWithoutTrace<T>(request: () => Promise<T>): Promise<T> {
  const before = { counts: await documentCounts(server.app.db), blobs: await blobFiles(server.blobDir) };
  const result = await request();
  expect(await documentCounts(server.app.db)).toEqual(before.counts);
  expect(await blobFiles(server.blobDir)).toEqual(before.blobs);
  return result;
}

describe('POST /v1/documents/{id}/versions', () => {
  it('adds the new head version; the old head joins the older versions and is its master', async () => {
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'АР-01 План 1 этажа.pdf' });
    const second = uploadDocumentVersion201Response.parse(
      (await uploadVersion(document.id, newVersion(document.id, { content: 'версия 1' }), ADMIN)).json(),
    );
    const response = await uploadVersion(document.id, newVersion(document.id, { content: 'версия 2, итог' }));
    expect(response.statusCode).toBe(201);
    const updated = uploadDocumentVersion201Response.parse(response.json());

    expect(updated).toMatchObject({ id: document.id, name: document.name, authorId: STAFF.id });
    expect(updated.version).toMatchObject({
      index: 2,
      masterIndex: 1,
      isActive: true,
      downloadUri: `/v1/documents/${document.id}/versions/2/download`,
      document: { fullName: 'АР-01 План 1 этажа.pdf', size: Buffer.byteLength('версия 2, итог'), authorId: STAFF.id },
    });
    expect(updated.versions.map((version) => version.index)).toEqual([1, 0]);
    expect(updated.versions[0]).toEqual(second.version);
    expect(updated.versions[0]?.document.authorId).toBe(ADMIN.id);
    expect(updated.versions[1]).toEqual(document.version);
    expect(
      getDocument200Response.parse(
        (await server.call(STAFF, { method: 'GET', url: `/v1/documents/${document.id}` })).json(),
      ),
    ).toEqual(updated);
    expect(await eventTypesOf(server.app.db, document.id)).toEqual([6, 9, 9]);
  });

  it('takes a file of another name or type as it is, and keeps the document name', async () => {
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'Схема.dwg' });
    const response = await uploadVersion(document.id, newVersion(document.id, { name: 'Схема (экспорт).pdf' }), USER);
    const updated = uploadDocumentVersion201Response.parse(response.json());
    expect(updated.name).toBe('Схема.dwg');
    expect(updated.version.document).toMatchObject({
      fullName: 'Схема (экспорт).pdf',
      extension: '.pdf',
      authorId: USER.id,
    });
  });

  it('stores a 0-byte file as a dummy version', async () => {
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'Пустая версия.pdf' });
    const response = await uploadVersion(document.id, newVersion(document.id, { content: '' }));
    expect(uploadDocumentVersion201Response.parse(response.json()).version.document.size).toBe(0);
  });

  it('refuses a disabled document with 409 DocumentDisabled and an agreed one with 409 DocumentAgreed', async () => {
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'Утверждён.pdf' });
    await lockDocument(server.app.db, document.id, { disabled: true });
    expectProblem(
      await refusedWithoutTrace(() => uploadVersion(document.id, newVersion(document.id))),
      409,
      'DocumentDisabled',
    );
    await lockDocument(server.app.db, document.id, { agreed: true });
    expectProblem(
      await refusedWithoutTrace(() => uploadVersion(document.id, newVersion(document.id))),
      409,
      'DocumentAgreed',
    );
  });

  it('refuses while a draft is being edited with 409 FinishEditingDocumentToUploadVersion', async () => {
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'Пояснительная записка.docx' });
    const head = await server.app.db
      .selectFrom('versions')
      .selectAll()
      .where('document_id', '=', document.id)
      .executeTakeFirstOrThrow();
    await server.app.db
      .insertInto('versions')
      .values({ ...head, size: Number(head.size), index: -2, master_index: 0 })
      .execute();
    const response = await refusedWithoutTrace(() => uploadVersion(document.id, newVersion(document.id)));
    expectProblem(response, 409, 'FinishEditingDocumentToUploadVersion');
  });

  it('refuses when the directory no longer allows uploads with 403 NotAllowedUploadDocument', async () => {
    const closing = await seedDirectory(server.app.db);
    const document = await uploadTestDocument(server, STAFF, closing.id, { name: 'Архивный.pdf' });
    await server.app.db
      .updateTable('directories')
      .set({ allow_upload_documents: 0 })
      .where('id', '=', closing.id)
      .execute();
    const response = await refusedWithoutTrace(() => uploadVersion(document.id, newVersion(document.id)));
    expectProblem(response, 403, 'NotAllowedUploadDocument');
  });

  it('refuses a form whose documentId is not the path id, is missing or is not a UUID with 400', async () => {
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'Чужой id.pdf' });
    const other = await uploadTestDocument(server, STAFF, directory.id, { name: 'Другой.pdf' });

    const mismatch = await refusedWithoutTrace(() => uploadVersion(document.id, newVersion(other.id)));
    expect(expectProblem(mismatch, 400, 'ValidationFailed').errors).toEqual([
      { field: 'body.documentId', message: 'must equal the document id of the path' },
    ]);
    const missing = await refusedWithoutTrace(() => uploadVersion(document.id, uploadForm({})));
    expect(expectProblem(missing, 400, 'ValidationFailed').errors?.map((error) => error.field)).toEqual([
      'body.documentId',
    ]);
    const notUuid = await refusedWithoutTrace(() => uploadVersion(document.id, newVersion('Чужой id.pdf')));
    expect(expectProblem(notUuid, 400, 'ValidationFailed').errors?.map((error) => error.field)).toContain(
      'body.documentId',
    );
  });

  it('refuses a form without a file or a bad file name with 400, a body that is not multipart with 415', async () => {
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'Без файла.pdf' });
    const noFile = await refusedWithoutTrace(() =>
      uploadVersion(document.id, uploadForm(null, { documentId: document.id })),
    );
    expect(expectProblem(noFile, 400, 'ValidationFailed').errors).toEqual([
      { field: 'body.file', message: "must have required property 'file'" },
    ]);
    const json = await refusedWithoutTrace(() =>
      uploadVersion(document.id, JSON.stringify({ documentId: document.id }), STAFF, {
        'content-type': 'application/json',
      }),
    );
    expectProblem(json, 415, 'ValidationFailed');
    const dots = await refusedWithoutTrace(() => uploadVersion(document.id, newVersion(document.id, { name: '..' })));
    expectProblem(dots, 400, 'ValidationFailed');
    const long = await refusedWithoutTrace(() =>
      uploadVersion(document.id, newVersion(document.id, { name: `${'ф'.repeat(300)}.pdf` })),
    );
    expectProblem(long, 400, 'MaxPathLimit');
  });

  it('answers 404 for an unknown or deleted document, and 400 for a path id that is not a UUID', async () => {
    const unknown = randomUUID();
    expectProblem(await refusedWithoutTrace(() => uploadVersion(unknown, newVersion(unknown))), 404, 'NotFound');
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'Удалён до версии.pdf' });
    await server.call(STAFF, { method: 'DELETE', url: `/v1/documents/${document.id}` });
    expectProblem(
      await refusedWithoutTrace(() => uploadVersion(document.id, newVersion(document.id))),
      404,
      'NotFound',
    );
    expectProblem(
      await refusedWithoutTrace(() => uploadVersion('b2', newVersion(document.id))),
      400,
      'ValidationFailed',
    );
  });

  it('refuses a request without a token with 401 SignIn', async () => {
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'Без входа.pdf' });
    const response = await refusedWithoutTrace(() =>
      server.call(null, {
        method: 'POST',
        url: `/v1/documents/${document.id}/versions`,
        payload: newVersion(document.id),
      }),
    );
    expectProblem(response, 401, 'SignIn');
  });
});
