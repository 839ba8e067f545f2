import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument200Response, uploadDocument201Response } from '../../codegen/zod/documents/documents.zod';
import {
  blobFiles,
  documentCounts,
  eventTypesOf,
  expectProblem,
  seedDirectory,
  uploadForm,
  uploadTestDocument,
  type SeededDirectory,
} from './documents.seed';
import { ADMIN, startTestServer, STAFF, USER } from './test-server';

let server: Awaited<ReturnType<typeof startTestServer>>;
let project: SeededDirectory;
let facades: SeededDirectory;

beforeAll(async () => {
  server = await startTestServer();
  project = await seedDirectory(server.app.db, { name: 'ЖК «Северный квартал»' });
  facades = await seedDirectory(server.app.db, { parent: project, name: 'Фасады' });
});
afterAll(async () => {
  await server.app.close();
});

const upload = (payload: FormData | string, headers: Record<string, string> = {}, account = STAFF) =>
  server.call(account, { method: 'POST', url: '/v1/documents', payload, headers });

/** Runs a request that must be refused and checks that it changed neither the database nor the blobs. */
async function refusedWithoutTrace<T>(request: () => Promise<T>): Promise<T> {
  const before = { counts: await documentCounts(server.app.db), blobs: await blobFiles(server.blobDir) };
  const result = await request();
  expect(await documentCounts(server.app.db)).toEqual(before.counts);
  expect(await blobFiles(server.blobDir)).toEqual(before.blobs);
  return result;
}

describe('POST /v1/documents', () => {
  it('creates the document with its first version as head and answers it in `data`, as the contract has it', async () => {
    const content = '%PDF-1.7 фасады в осях 1–12';
    const response = await upload(uploadForm({ content, name: 'АР-02 Фасады.pdf' }, { parentDirectoryId: facades.id }));

    expect(response.statusCode).toBe(201);
    const { data } = uploadDocument201Response.parse(response.json());
    expect(data).toMatchObject({
      name: 'АР-02 Фасады.pdf',
      parentId: facades.id,
      depth: 2,
      ancestorIds: [project.id, facades.id],
      authorId: STAFF.id,
      versions: [],
      comments: [],
      status: -1,
      disabled: false,
      agreed: false,
      deletedAt: null,
      metadata: [],
    });
    expect(data).not.toHaveProperty('draft');
    expect(data.version).toMatchObject({
      index: 0,
      masterIndex: -2147483648,
      isActive: true,
      documentId: data.id,
      downloadUri: `/v1/documents/${data.id}/versions/0/download`,
      metadata: { tanglVersionId: null, jobId: null, uploadState: null },
      document: {
        name: 'АР-02 Фасады',
        fullName: 'АР-02 Фасады.pdf',
        size: Buffer.byteLength(content),
        type: 'application/pdf',
        extension: '.pdf',
        authorId: STAFF.id,
      },
    });

    const readBack = await server.call(STAFF, { method: 'GET', url: `/v1/documents/${data.id}` });
    expect(getDocument200Response.parse(readBack.json())).toEqual(data);
    const version = await server.app.db
      .selectFrom('versions')
      .selectAll()
      .where('document_id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(version.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect(await blobFiles(server.blobDir)).toContain(`${version.blob_key.slice(0, 2)}/${version.blob_key}`);
    expect(await eventTypesOf(server.app.db, data.id)).toEqual([6]);
  });

  it('stores a 0-byte file as a dummy version of size 0', async () => {
    const document = await uploadTestDocument(server, STAFF, facades.id, { content: '', name: 'Заглушка.dwg' });
    expect(document.version.document).toMatchObject({ size: 0, extension: '.dwg', type: 'image/vnd.dwg' });
  });

  it('lets an account of any role upload (only downloads are limited by role)', async () => {
    const document = await uploadTestDocument(server, USER, facades.id, { name: 'Фото объекта.png' });
    expect(document.authorId).toBe(USER.id);
  });

  it('takes the media type from the extension, lower-cases the extension and keeps a compound one', async () => {
    const model = await uploadTestDocument(server, ADMIN, facades.id, {
      name: 'Модель АР.IFC',
      type: 'application/octet-stream',
    });
    expect(model.version.document).toMatchObject({ name: 'Модель АР', extension: '.ifc', type: 'application/x-step' });
    const archive = await uploadTestDocument(server, ADMIN, facades.id, { name: 'Изыскания.tar.gz' });
    expect(archive.version.document).toMatchObject({ name: 'Изыскания', extension: '.tar.gz' });
    const plain = await uploadTestDocument(server, ADMIN, facades.id, { name: 'README', type: 'text/plain' });
    expect(plain.version.document).toMatchObject({ name: 'README', extension: '', type: 'text/plain' });
  });

  it('keeps only the base name of a file name given as a path, so a name is never a path', async () => {
    const document = await uploadTestDocument(server, STAFF, facades.id, { name: '../../etc/Ведомость.xlsx' });
    expect(document.name).toBe('Ведомость.xlsx');
    const windows = await uploadTestDocument(server, STAFF, facades.id, { name: 'C:\\Users\\anna\\Смета.xlsx' });
    expect(windows.name).toBe('Смета.xlsx');
  });

  it('trims the file name and stores it composed (NFC)', async () => {
    const document = await uploadTestDocument(server, STAFF, facades.id, { name: '  Отчёт 2026.pdf  ' });
    expect(document.name).toBe('Отчёт 2026.pdf');
    const decomposed = await uploadTestDocument(server, STAFF, facades.id, { name: 'Сводныи\u0306 план.pdf' });
    expect(decomposed.name).toBe('Сводный план.pdf');
  });

  it('refuses a file name that is only dots or spaces with 400 ValidationFailed, leaving nothing behind', async () => {
    for (const name of ['..', '   ', '...']) {
      const response = await refusedWithoutTrace(() => upload(uploadForm({ name }, { parentDirectoryId: facades.id })));
      const problem = expectProblem(response, 400, 'ValidationFailed');
      expect(problem.errors).toEqual([{ field: 'body.file', message: 'must have a file name', rule: 'blank' }]);
    }
  });

  it('refuses a file name of 255 characters or more with 400 MaxPathLimit', async () => {
    const response = await refusedWithoutTrace(() =>
      upload(uploadForm({ name: `${'ж'.repeat(251)}.pdf` }, { parentDirectoryId: facades.id })),
    );
    expectProblem(response, 400, 'MaxPathLimit');
    // 254 characters are still allowed.
    const longest = await uploadTestDocument(server, STAFF, facades.id, { name: `${'ж'.repeat(250)}.pdf` });
    expect(Array.from(longest.name)).toHaveLength(254);
  });

  it('refuses a name the directory already has, compared case-insensitively, with 409', async () => {
    await uploadTestDocument(server, STAFF, facades.id, { name: 'Разрез 1-1.pdf' });
    const response = await refusedWithoutTrace(() =>
      upload(uploadForm({ name: 'РАЗРЕЗ 1-1.PDF' }, { parentDirectoryId: facades.id })),
    );
    expectProblem(response, 409, 'DocumentWithNameAlreadyExists');
    // Another directory may have it.
    const other = await seedDirectory(server.app.db, { parent: project });
    await uploadTestDocument(server, STAFF, other.id, { name: 'Разрез 1-1.pdf' });
  });

  it('refuses a directory that does not allow document uploads with 403 NotAllowedUploadDocument', async () => {
    const closed = await seedDirectory(server.app.db, { parent: project, allowUploadDocuments: false });
    const response = await refusedWithoutTrace(() => upload(uploadForm({}, { parentDirectoryId: closed.id })));
    expectProblem(response, 403, 'NotAllowedUploadDocument');
  });

  it('answers 404 for an unknown directory, a deleted one and one inside a deleted subtree', async () => {
    const deleted = await seedDirectory(server.app.db, { parent: project, deleted: true });
    const inside = await seedDirectory(server.app.db, { parent: deleted });
    for (const parentDirectoryId of [randomUUID(), deleted.id, inside.id]) {
      const response = await refusedWithoutTrace(() => upload(uploadForm({}, { parentDirectoryId })));
      expectProblem(response, 404, 'NotFound');
    }
  });

  it('refuses a form without the file or without the directory with 400 ValidationFailed naming the field', async () => {
    const noFile = await refusedWithoutTrace(() => upload(uploadForm(null, { parentDirectoryId: facades.id })));
    expect(expectProblem(noFile, 400, 'ValidationFailed').errors).toEqual([
      { field: 'body.file', message: "must have required property 'file'" },
    ]);

    const noDirectory = await refusedWithoutTrace(() => upload(uploadForm({})));
    expect(expectProblem(noDirectory, 400, 'ValidationFailed').errors?.map((error) => error.field)).toEqual([
      'body.parentDirectoryId',
    ]);
  });

  it('refuses a directory id that is not a UUID, and a file sent as a text field', async () => {
    const notUuid = await refusedWithoutTrace(() => upload(uploadForm({}, { parentDirectoryId: 'Фасады' })));
    expect(expectProblem(notUuid, 400, 'ValidationFailed').errors?.map((error) => error.field)).toContain(
      'body.parentDirectoryId',
    );

    const textFile = await refusedWithoutTrace(() =>
      upload(uploadForm(null, { file: 'not a file', parentDirectoryId: facades.id })),
    );
    expect(expectProblem(textFile, 400, 'ValidationFailed').errors).toEqual([
      { field: 'body.file', message: 'must be a file' },
    ]);
  });

  it('refuses two files, or a file under another name, with 400 ValidationFailed', async () => {
    const two = uploadForm({}, { parentDirectoryId: facades.id });
    two.append('file', new Blob(['second']), 'Второй.pdf');
    expectProblem(await refusedWithoutTrace(() => upload(two)), 400, 'ValidationFailed');

    const renamed = new FormData();
    renamed.append('document', new Blob(['x']), 'План.pdf');
    renamed.append('parentDirectoryId', facades.id);
    const problem = expectProblem(await refusedWithoutTrace(() => upload(renamed)), 400, 'ValidationFailed');
    expect(problem.errors?.map((error) => error.field)).toEqual(['body.document', 'body.file']);
  });

  it('refuses unknown and unnamed parts with 400 ValidationFailed, as the folder upload does', async () => {
    const unknown = uploadForm({}, { parentDirectoryId: facades.id, comment: 'лишнее поле' });
    const problem = expectProblem(await refusedWithoutTrace(() => upload(unknown)), 400, 'ValidationFailed');
    expect(problem.errors).toEqual([{ field: 'body.comment', message: 'is not a field of this form' }]);

    const boundary = 'unnamed-part';
    const part = (disposition: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${value}\r\n`;
    const unnamed =
      part('form-data; name="file"; filename="План.pdf"', '%PDF-1.7') +
      part(`form-data; name="parentDirectoryId"`, facades.id) +
      part('form-data', 'без имени') +
      `--${boundary}--\r\n`;
    const response = await refusedWithoutTrace(() =>
      upload(unnamed, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
    );
    expect(expectProblem(response, 400, 'ValidationFailed').errors?.[0]?.message).toBe('is not a field of this form');
  });

  it('refuses a body that is not multipart with 415, multipart without boundary or parts with 400 ValidationFailed', async () => {
    const json = await refusedWithoutTrace(() =>
      upload(JSON.stringify({ parentDirectoryId: facades.id, file: 'x' }), { 'content-type': 'application/json' }),
    );
    expect(expectProblem(json, 415, 'ValidationFailed').errors).toEqual([
      { field: 'headers.content-type', message: 'must be multipart/form-data' },
    ]);
    const noBoundary = await refusedWithoutTrace(() => upload('--x\r\n', { 'content-type': 'multipart/form-data' }));
    expectProblem(noBoundary, 400, 'ValidationFailed');
    const noParts = await refusedWithoutTrace(() =>
      upload('--empty--\r\n', { 'content-type': 'multipart/form-data; boundary=empty' }),
    );
    expect(expectProblem(noParts, 400, 'ValidationFailed').errors?.map((error) => error.field)).toEqual([
      'body.file',
      'body.parentDirectoryId',
    ]);
  });

  it('refuses a request without a token with 401 SignIn', async () => {
    const response = await refusedWithoutTrace(() =>
      server.call(null, {
        method: 'POST',
        url: '/v1/documents',
        payload: uploadForm({}, { parentDirectoryId: facades.id }),
      }),
    );
    expectProblem(response, 401, 'SignIn');
  });
});
