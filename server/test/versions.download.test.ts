import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document } from '../../codegen/model/document';
import { getVersionDownloadRequirements200Response } from '../../codegen/zod/versions/versions.zod';
import { eventTypesOf, expectProblem, seedDirectory, uploadForm, uploadTestDocument } from './documents.seed';
import { ADMIN, startTestServer, STAFF, USER, type TestAccount } from './test-server';

let server: Awaited<ReturnType<typeof startTestServer>>;
let plan: Document;
const FIRST = 'Первая редакция плана: 0123456789';
const SECOND = 'Вторая редакция';
const PLAN_NAME = "АР-01 План (изм. 2) 'итог'.pdf";
const PLAN_DISPOSITION =
  "filename*=UTF-8''%D0%90%D0%A0-01%20%D0%9F%D0%BB%D0%B0%D0%BD%20%28%D0%B8%D0%B7%D0%BC.%202%29%20%27%D0%B8%D1%82%D0%BE%D0%B3%27.pdf";

beforeAll(async () => {
  server = await startTestServer();
  const directory = await seedDirectory(server.app.db);
  plan = await uploadTestDocument(server, STAFF, directory.id, { name: PLAN_NAME, content: FIRST });
  const response = await server.call(STAFF, {
    method: 'POST',
    url: `/v1/documents/${plan.id}/versions`,
    payload: uploadForm({ name: PLAN_NAME, content: SECOND }, { documentId: plan.id }),
  });
  expect(response.statusCode).toBe(201);
});
afterAll(async () => {
  await server.app.close();
});

const download = (
  index: number | string,
  options: { account?: TestAccount | null; range?: string; query?: string; id?: string } = {},
) =>
  server.call(options.account === undefined ? STAFF : options.account, {
    method: 'GET',
    url: `/v1/documents/${options.id ?? plan.id}/versions/${String(index)}/download${options.query ?? ''}`,
    headers: options.range ? { range: options.range } : {},
  });

const requirements = (index: number | string, account: TestAccount = STAFF, id = plan.id) =>
  server.call(account, { method: 'GET', url: `/v1/documents/${id}/versions/${String(index)}/download-requirements` });

describe('GET /v1/documents/{id}/versions/{index}/download', () => {
  it('streams the head version (-1) whole as an attachment named in RFC 5987 form', async () => {
    const response = await download(-1);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SECOND);
    expect(response.headers).toMatchObject({
      'content-disposition': `attachment; ${PLAN_DISPOSITION}`,
      'accept-ranges': 'bytes',
      'content-length': String(Buffer.byteLength(SECOND)),
      'content-type': 'application/octet-stream',
      'x-content-type-options': 'nosniff',
    });
  });

  it('streams an older version by its index, for staff and administrators', async () => {
    for (const account of [STAFF, ADMIN]) {
      const response = await download(0, { account });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(FIRST);
    }
  });

  it('refuses an ordinary user with 403 YouAreNotAllowedToDownloadDocument', async () => {
    expectProblem(await download(-1, { account: USER }), 403, 'YouAreNotAllowedToDownloadDocument');
  });

  it('sends a viewable file inline with its media type to every reader, and refuses a view of another type', async () => {
    const inline = await download(0, { query: '?inline=true' });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-disposition']).toBe(`inline; ${PLAN_DISPOSITION}`);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.body).toBe(FIRST);

    // Viewing is a right of its own: an ordinary user views what it may not download.
    const userView = await download(0, { query: '?inline=true', account: USER });
    expect(userView.statusCode, userView.body).toBe(200);
    expect(userView.body).toBe(FIRST);
    const directory = await seedDirectory(server.app.db);
    // A DWG or a DOCX is viewed as its rendition, a zip through its listing: their originals are not sent inline.
    for (const name of ['Узел.dwg', 'Записка.docx', 'Архив.zip', 'Проект.pln']) {
      const other = await uploadTestDocument(server, STAFF, directory.id, { name });
      expectProblem(await download(0, { id: other.id, query: '?inline=true' }), 403, 'YouAreNotAllowedToViewDocument');
      expect((await download(0, { id: other.id })).statusCode).toBe(200);
    }
  });

  it('answers one byte range with 206 and Content-Range: a-b, a- and the suffix -n', async () => {
    const bytes = Buffer.from(FIRST);
    const size = bytes.length;
    for (const [range, start, end] of [
      ['bytes=0-3', 0, 3],
      [`bytes=${String(size - 10)}-`, size - 10, size - 1],
      ['bytes=-10', size - 10, size - 1],
      [`bytes=5-${String(size + 100)}`, 5, size - 1],
    ] as const) {
      const response = await download(0, { range });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${String(start)}-${String(end)}/${String(size)}`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('ignores an unsatisfiable, multiple or malformed byte range and sends the whole file with 200', async () => {
    for (const range of ['bytes=9999-10000', 'bytes=0-1,5-6', 'bytes=abc', 'bytes=5-2', 'bytes=-0', 'bytes=-']) {
      const response = await download(0, { range });
      expect(response.statusCode, range).toBe(200);
      expect(response.body).toBe(FIRST);
      expect(response.headers['content-range']).toBeUndefined();
    }
  });

  it("refuses a Range of another unit with 400, as the contract's header pattern requires", async () => {
    expectProblem(await download(0, { range: 'items=0-1' }), 400, 'ValidationFailed');
  });

  it('sends a dummy version (0 bytes) as an empty file, whatever the range', async () => {
    const directory = await seedDirectory(server.app.db);
    const dummy = await uploadTestDocument(server, STAFF, directory.id, { name: 'Пустой.pdf', content: '' });
    for (const range of [undefined, 'bytes=0-10']) {
      const response = await download(-1, { id: dummy.id, ...(range ? { range } : {}) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-length']).toBe('0');
      expect(response.body).toBe('');
    }
  });

  it('records a download event for a download from the start, not for later ranges, views or HEAD', async () => {
    const directory = await seedDirectory(server.app.db);
    const document = await uploadTestDocument(server, STAFF, directory.id, { name: 'Счётчик.pdf' });
    await download(-1, { id: document.id });
    await download(-1, { id: document.id, range: 'bytes=0-1' });
    await download(-1, { id: document.id, range: 'bytes=2-3' });
    await download(-1, { id: document.id, query: '?inline=true' });
    await download(-1, { id: document.id, account: USER });
    const head = await server.call(STAFF, { method: 'HEAD', url: `/v1/documents/${document.id}/versions/-1/download` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(document.version.document.size));
    expect(head.body).toBe('');
    expect(await eventTypesOf(server.app.db, document.id)).toEqual([6, 10, 10]);
  });

  it('answers 404 for an unknown document, an unknown version, a missing draft and a deleted document', async () => {
    expectProblem(await download(-1, { id: randomUUID() }), 404, 'NotFound');
    expect(expectProblem(await download(7), 404, 'NotFound').detail).toBe(
      'The document version was not found or was deleted.',
    );
    expectProblem(await download(-2), 404, 'NotFound');
    const directory = await seedDirectory(server.app.db);
    const gone = await uploadTestDocument(server, STAFF, directory.id, { name: 'Удалённый.pdf' });
    await server.call(STAFF, { method: 'DELETE', url: `/v1/documents/${gone.id}` });
    expectProblem(await download(-1, { id: gone.id }), 404, 'NotFound');
  });

  it('refuses an index below -2, not a number, and an id that is not a UUID with 400; no token with 401', async () => {
    for (const index of [-3, 'head', '1.5']) expectProblem(await download(index), 400, 'ValidationFailed');
    expectProblem(await download(0, { id: 'plan' }), 400, 'ValidationFailed');
    expectProblem(await download(0, { account: null }), 401, 'SignIn');
  });
});

describe('GET /v1/documents/{id}/versions/{index}/download-requirements', () => {
  it('allows staff and administrators without acceptances', async () => {
    for (const account of [STAFF, ADMIN]) {
      const response = await requirements(-1, account);
      expect(response.statusCode).toBe(200);
      expect(getVersionDownloadRequirements200Response.parse(response.json())).toEqual({
        canDownload: true,
        requireAcceptance: [],
      });
    }
  });

  it('answers an ordinary user with canDownload false, not an error', async () => {
    const response = await requirements(0, USER);
    expect(response.statusCode).toBe(200);
    expect(getVersionDownloadRequirements200Response.parse(response.json())).toEqual({
      canDownload: false,
      requireAcceptance: [],
    });
  });

  it('answers purpose=view by the view right: an ordinary user may view a PDF, nobody a file no viewer shows', async () => {
    const view = (account: TestAccount, id = plan.id) =>
      server.call(account, {
        method: 'GET',
        url: `/v1/documents/${id}/versions/-1/download-requirements?purpose=view`,
      });
    for (const account of [USER, STAFF]) {
      const response = await view(account);
      expect(response.statusCode).toBe(200);
      expect(getVersionDownloadRequirements200Response.parse(response.json())).toEqual({
        canDownload: true,
        requireAcceptance: [],
      });
    }
    const directory = await seedDirectory(server.app.db);
    const archicad = await uploadTestDocument(server, STAFF, directory.id, { name: 'Проект 2.pln' });
    expect((await view(STAFF, archicad.id)).json()).toEqual({ canDownload: false, requireAcceptance: [] });
    const purpose = await server.call(STAFF, {
      method: 'GET',
      url: `/v1/documents/${plan.id}/versions/-1/download-requirements?purpose=look`,
    });
    expectProblem(purpose, 400, 'ValidationFailed');
  });

  it('answers 404 for an unknown document or version and 400 for bad parameters', async () => {
    expectProblem(await requirements(-1, STAFF, randomUUID()), 404, 'NotFound');
    expectProblem(await requirements(5), 404, 'NotFound');
    expectProblem(await requirements(-2), 404, 'NotFound');
    expectProblem(await requirements(-5), 400, 'ValidationFailed');
    expectProblem(await requirements(0, STAFF, 'x'), 400, 'ValidationFailed');
  });
});
