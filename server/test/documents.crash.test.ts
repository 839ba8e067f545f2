import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument200Response, uploadDocument201Response } from '../../codegen/zod/documents/documents.zod';
import {
  blobFiles,
  documentCounts,
  expectProblem,
  seedDirectory,
  uploadForm,
  type SeededDirectory,
} from './documents.seed';
import { countingBlobWrites, failInsertsInto } from './failing-writes';
import { startTestServer, STAFF } from './test-server';

/**
 * Crash safety of uploads: the blob is written first and the document and version after it in one transaction, so an
 * upload cut short, or a transaction that fails, must leave no document, no version, no event and no blob, not even a
 * temporary file.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let directory: SeededDirectory;

beforeAll(async () => {
  server = await startTestServer();
  directory = await seedDirectory(server.app.db);
});
afterAll(async () => {
  await server.app.close();
});

const BOUNDARY = '----cde-test-boundary';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** The start of a multipart form as the app sends it: the file part first, its content, then the directory. */
function formStart(content: string, fileName = 'Модель КЖ.ifc'): string {
  return [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="file"; filename="${fileName}"`,
    'Content-Type: application/octet-stream',
    '',
    content,
  ].join('\r\n');
}

function formEnd(parentDirectoryId: string): string {
  return [
    '',
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="parentDirectoryId"',
    '',
    parentDirectoryId,
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');
}

async function snapshot() {
  return { counts: await documentCounts(server.app.db), blobs: await blobFiles(server.blobDir) };
}

/** Runs the request while counting the blob writes it starts, to show that the cut came after the file had begun. */
const countingWrites = (request: () => Promise<unknown>) => countingBlobWrites(server.app.blobs, request);

/** Makes every insert into `versions` fail, or stops that. */
const failVersionInserts = (on: boolean) => failInsertsInto(server.app.db, 'versions', on);

describe('an upload cut short or failing', () => {
  it('a well-formed hand-built form is accepted (the baseline of the cases below)', async () => {
    const response = await server.call(STAFF, {
      method: 'POST',
      url: '/v1/documents',
      headers: { 'content-type': CONTENT_TYPE },
      payload: formStart('ISO-10303-21; model') + formEnd(directory.id),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('leaves nothing when the body ends inside the file part', async () => {
    const before = await snapshot();
    const writes = await countingWrites(async () => {
      const response = await server.call(STAFF, {
        method: 'POST',
        url: '/v1/documents',
        headers: { 'content-type': CONTENT_TYPE },
        payload: formStart('ISO-10303-21; half of the mo'),
      });
      expectProblem(response, 400, 'ValidationFailed');
    });
    expect(writes).toBe(1);
    expect(await snapshot()).toEqual(before);
  });

  it('leaves nothing when the body ends after the file, before the directory field', async () => {
    const before = await snapshot();
    const writes = await countingWrites(async () => {
      const response = await server.call(STAFF, {
        method: 'POST',
        url: '/v1/documents',
        headers: { 'content-type': CONTENT_TYPE },
        // The whole file arrived and was stored; the form then breaks off inside the next part.
        payload: formStart('ISO-10303-21; the whole model') + formEnd(directory.id).slice(0, 40),
      });
      expectProblem(response, 400, 'ValidationFailed');
    });
    expect(writes).toBe(1);
    expect(await snapshot()).toEqual(before);
  });

  it('leaves nothing when the request stream fails midway (the connection drops)', async () => {
    const before = await snapshot();
    let sent = false;
    const payload = new Readable({
      read() {
        if (!sent) {
          sent = true;
          this.push(formStart('x'.repeat(256 * 1024)));
          return;
        }
        this.destroy(new Error('connection reset'));
      },
    });
    // The client is gone, so what the response would have been does not matter: only what is left behind does.
    const writes = await countingWrites(async () => {
      await server
        .call(STAFF, { method: 'POST', url: '/v1/documents', headers: { 'content-type': CONTENT_TYPE }, payload })
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(writes).toBe(1);
    // The handler may still be cleaning up after the client is gone, later on a loaded machine: wait for it.
    await expect.poll(snapshot, { timeout: 10_000 }).toEqual(before);
  });

  it('removes the stored blob when the transaction fails, and answers 500 CreateResourceFailed', async () => {
    // A trigger makes the version's insert fail after the document's: the transaction must undo both.
    await failVersionInserts(true);
    try {
      const before = await snapshot();
      const response = await server.call(STAFF, {
        method: 'POST',
        url: '/v1/documents',
        headers: { 'content-type': CONTENT_TYPE },
        payload: formStart('ISO-10303-21; doomed', 'Модель ОВ.ifc') + formEnd(directory.id),
      });
      expectProblem(response, 500, 'CreateResourceFailed');
      expect(await snapshot()).toEqual(before);
    } finally {
      await failVersionInserts(false);
    }
  });

  it('removes the blob of a new version when its transaction fails, and answers 500 AddDocumentVersionFailed', async () => {
    const created = await server.call(STAFF, {
      method: 'POST',
      url: '/v1/documents',
      headers: { 'content-type': CONTENT_TYPE },
      payload: formStart('ISO-10303-21; version 0', 'Модель ВК.ifc') + formEnd(directory.id),
    });
    const { data } = uploadDocument201Response.parse(created.json());
    await failVersionInserts(true);
    try {
      const before = await snapshot();
      const response = await server.call(STAFF, {
        method: 'POST',
        url: `/v1/documents/${data.id}/versions`,
        payload: uploadForm({ name: 'Модель ВК.ifc' }, { documentId: data.id }),
      });
      expectProblem(response, 500, 'AddDocumentVersionFailed');
      expect(await snapshot()).toEqual(before);
    } finally {
      await failVersionInserts(false);
    }
    const readBack = await server.call(STAFF, { method: 'GET', url: `/v1/documents/${data.id}` });
    expect(getDocument200Response.parse(readBack.json())).toEqual(data);
  });
});
