import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadDirectory200Response } from '../../codegen/zod/directories/directories.zod';
import { createThroughApi, expectProblem, type TestServer, uniqueName } from './directory-helpers';
import { countingBlobWrites } from './failing-writes';
import { startTestServer, STAFF } from './test-server';
import { trashSnapshot } from './trash-helpers';

/**
 * A folder upload cut short: the files are stored one after the other as they arrive, so a body that breaks off after
 * some of them must leave none of them behind, nor any directory, document, version or event.
 */
let server: TestServer;
let parentId: string;

beforeAll(async () => {
  server = await startTestServer();
  const top = await createThroughApi(server, uniqueName('ЖК'), null);
  parentId = (await createThroughApi(server, 'АР', top.id)).id;
});
afterAll(async () => {
  await server.app.close();
});

const BOUNDARY = '----cde-folder-boundary';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

const field = (name: string, value: string) =>
  [`--${BOUNDARY}`, `Content-Disposition: form-data; name="${name}"`, '', value, ''].join('\r\n');
const file = (name: string, content: string) =>
  [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="files"; filename="${name}"`,
    'Content-Type: application/pdf',
    '',
    content,
    '',
  ].join('\r\n');

/** The form as the app sends it: the fields, the files, then one path per file. */
function folderBody(folder: string, files: [string, string][]): string {
  return [
    field('parentDirectoryId', parentId),
    field('name', folder),
    ...files.map(([path, content]) => file(path.split('/').pop() ?? path, content)),
    ...files.map(([path]) => field('relativePaths', path)),
    `--${BOUNDARY}--\r\n`,
  ].join('');
}

const FILES: [string, string][] = [
  ['План.pdf', '%PDF-1.7 план'],
  ['Разделы/Фасады.pdf', '%PDF-1.7 фасады'],
  ['Разделы/Узлы/Узел.pdf', '%PDF-1.7 узел'],
];

const send = (payload: string | Readable) =>
  server.call(STAFF, {
    method: 'POST',
    url: '/v1/directories/upload',
    headers: { 'content-type': CONTENT_TYPE },
    payload,
  });

describe('a folder upload cut short', () => {
  it('a well-formed hand-built form is accepted (the baseline of the cases below)', async () => {
    const response = await send(folderBody('Целая', FILES));
    expect(response.statusCode, response.body).toBe(200);
    expect(uploadDirectory200Response.parse(response.json()).data).toHaveLength(3);
  });

  it('leaves nothing when the body ends inside the second file', async () => {
    const body = folderBody('Оборванная', FILES);
    const cut = body.slice(0, body.indexOf('%PDF-1.7 фасады') + 5);
    const before = await trashSnapshot(server);
    const writes = await countingBlobWrites(server.app.blobs, async () => {
      expectProblem(await send(cut), 400, 'ValidationFailed');
    });
    expect(writes).toBe(2);
    expect(await trashSnapshot(server)).toEqual(before);
  });

  it('leaves nothing when the body ends after the files, among the paths', async () => {
    const body = folderBody('Без путей', FILES);
    const cut = body.slice(0, body.indexOf('name="relativePaths"') + 30);
    const before = await trashSnapshot(server);
    const writes = await countingBlobWrites(server.app.blobs, async () => {
      expectProblem(await send(cut), 400, 'ValidationFailed');
    });
    expect(writes).toBe(3);
    expect(await trashSnapshot(server)).toEqual(before);
  });

  it('leaves nothing when the request stream fails midway (the connection drops)', async () => {
    const body = folderBody('Обрыв связи', [
      ['Первый.pdf', 'x'.repeat(64 * 1024)],
      ['Второй.pdf', 'y'.repeat(512 * 1024)],
    ]);
    const before = await trashSnapshot(server);
    let sent = false;
    const payload = new Readable({
      read() {
        if (!sent) {
          sent = true;
          this.push(body.slice(0, body.indexOf('yyyy') + 256 * 1024));
          return;
        }
        this.destroy(new Error('connection reset'));
      },
    });
    const writes = await countingBlobWrites(server.app.blobs, async () => {
      // The client is gone, so what the response would have been does not matter: only what is left behind does.
      await send(payload).catch(() => undefined);
      // The handler may still be cleaning up after the client is gone.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(writes).toBe(2);
    expect(await trashSnapshot(server)).toEqual(before);
  });
});
