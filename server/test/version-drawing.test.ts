import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document } from '../../codegen/model/document';
import { getVersionDrawing202Response } from '../../codegen/zod/office/office.zod';
import { expectProblem } from './documents.seed';
import { fixture, type RenditionTestServer, serverWithConversions, untilConverted } from './rendition-helpers';
import { deleteDocuments, emptyRequest } from './trash-helpers';
import { STAFF, USER, type TestAccount } from './test-server';

type Server = RenditionTestServer;

const drawing = (server: Server, document: Document, account: TestAccount = STAFF) =>
  server.call(account, { method: 'GET', url: `/v1/documents/${document.id}/versions/-1/drawing` });

const converted = (server: Server, document: Document, account: TestAccount = STAFF) =>
  untilConverted(server, () => drawing(server, document, account));

/** The DXF's entity section names these entity types (libdxfrw writes group code 0 before each). */
const entityTypes = (dxf: string) => new Set(dxf.match(/(?<=\n\s*0\r?\n)[A-Z_0-9]+(?=\r?\n)/g) ?? []);

describe('GET /v1/documents/{id}/versions/{index}/drawing', () => {
  let server: Server;
  let upload: Awaited<ReturnType<typeof serverWithConversions>>['upload'];

  beforeAll(async () => {
    ({ server, upload } = await serverWithConversions());
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('sends a DXF as it is, inline, to an account without the download role', async () => {
    const content = fixture('dwg/sample_AC1018_ascii.dxf');
    const document = await upload('Образец.dxf', content);
    const response = await drawing(server, document, USER);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/vnd.dxf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('Образец.dxf')}`,
    );
    expect(Buffer.compare(response.rawPayload, Buffer.from(content))).toBe(0);
  });

  it('converts a DWG 2000 drawing to DXF once: 202 while it runs, then the DXF with its layers and entities', async () => {
    const document = await upload('План этажа.dwg', fixture('dwg/sample_AC1015.dwg'));
    const first = await drawing(server, document, USER);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.headers['retry-after']).toBe('2');
    expect(getVersionDrawing202Response.parse(first.json()).data).toEqual({ state: 'Converting', queuePosition: 0 });

    const done = await converted(server, document, USER);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.headers['content-type']).toBe('image/vnd.dxf');
    expect(done.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('План этажа.dxf')}`,
    );
    const dxf = done.rawPayload.toString('utf8');
    expect(dxf).toMatch(/\$ACADVER\s+1\s+AC1021/);
    // Names as the drawing has them, without the NUL libdxfrw-web ends its strings with.
    expect(dxf).not.toContain('\0');
    expect(dxf).toMatch(/\n\s*2\r?\nLayer_color_80 @ 1\r?\n/);
    const types = entityTypes(dxf);
    for (const type of ['LAYER', 'LINE', 'CIRCLE', 'ARC', 'LWPOLYLINE', 'INSERT']) expect(types).toContain(type);

    // Kept beside the version: asked again, it is sent at once.
    const again = await drawing(server, document);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.length).toBe(done.rawPayload.length);
  });

  it('answers a DWG it cannot read, or a file that is no DWG, with 422 DocumentConversionFailed naming the version', async () => {
    const newest = await upload('Новый формат.dwg', fixture('dwg/sample_AC1032.dwg'));
    const problem = expectProblem(await converted(server, newest), 422, 'DocumentConversionFailed');
    expect(problem.detail).toBe('The drawing (DWG 2018 (AC1032)) could not be read.');
    expectProblem(await drawing(server, newest), 422, 'DocumentConversionFailed');

    const cut = await upload('Обрезанный.dwg', fixture('dwg/sample_AC1015.dwg').slice(0, 20_000));
    expect(expectProblem(await converted(server, cut), 422, 'DocumentConversionFailed').detail).toBe(
      'The drawing (DWG 2000 (AC1015)) could not be read.',
    );
    const text = await upload('Не чертёж.dwg', 'just some text');
    expect(expectProblem(await converted(server, text), 422, 'DocumentConversionFailed').detail).toBe(
      'The file is not a DWG drawing.',
    );
  });

  it('refuses what the drawing viewer does not show, and an account that may not see the document', async () => {
    const pdf = await upload('Лист.pdf', fixture('pdf/GeoTopo-komprimiert.pdf'));
    expectProblem(await drawing(server, pdf), 400, 'IncorrectParam');
    const plan = await upload('Узел.dxf', fixture('dwg/sample_AC1018_ascii.dxf'));
    const stranger: TestAccount = { id: '00000000-0000-4000-8000-00000000abcd', name: 'Чужой', roles: [] };
    expectProblem(await drawing(server, plan, stranger), 404, 'NotFound');
  });

  it('removes the DXF with the version when the document is deleted for good', async () => {
    const document = await upload('Удаляемый.dwg', fixture('dwg/sample_AC1015.dwg'));
    expect((await converted(server, document)).statusCode).toBe(200);
    const row = await server.app.db
      .selectFrom('renditions')
      .innerJoin('versions', 'versions.blob_key', 'renditions.source_blob_key')
      .select(['renditions.blob_key', 'renditions.format'])
      .where('versions.document_id', '=', document.id)
      .executeTakeFirstOrThrow();
    expect(row.format).toBe('dxf');
    const dxfKey = row.blob_key ?? '';
    expect(await server.app.blobs.stat(dxfKey)).toBeDefined();

    await deleteDocuments(server, STAFF, [document.id]);
    expect((await emptyRequest(server, STAFF)).statusCode).toBe(204);
    expect(await server.app.blobs.stat(dxfKey)).toBeUndefined();
  });
});

describe('the drawing conversion', () => {
  it('ends a conversion over its time limit as DocumentConversionFailed', async () => {
    const { server, upload } = await serverWithConversions({ timeoutMs: 50 });
    try {
      const document = await upload('План.dwg', fixture('dwg/sample_AC1015.dwg'));
      const problem = expectProblem(await converted(server, document), 422, 'DocumentConversionFailed');
      expect(problem.detail).toMatch(/longer than 0.05 seconds/);
    } finally {
      await server.app.close();
    }
  });
});
