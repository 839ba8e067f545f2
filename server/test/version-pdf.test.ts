import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document } from '../../codegen/model/document';
import { getApplication200Response } from '../../codegen/zod/auth/auth.zod';
import { getVersionPdf202Response } from '../../codegen/zod/office/office.zod';
import { officeConverterAvailable } from '../src/services/office-converter';
import { expectProblem } from './documents.seed';
import { fixture, type RenditionTestServer, serverWithConversions, untilConverted } from './rendition-helpers';
import { emptyRequest, deleteDocuments } from './trash-helpers';
import { STAFF, USER, type TestAccount } from './test-server';

type Server = RenditionTestServer;

const pdf = (server: Server, document: Document, account: TestAccount = STAFF, headers: Record<string, string> = {}) =>
  server.call(account, { method: 'GET', url: `/v1/documents/${document.id}/versions/-1/pdf`, headers });

const converted = (server: Server, document: Document, account: TestAccount = STAFF) =>
  untilConverted(server, () => pdf(server, document, account));

// CI installs LibreOffice (.ci/run); elsewhere these tests wait for it to be installed (README).
const withoutLibreOffice = !officeConverterAvailable('soffice') && process.env['CI'] !== 'true';

/** Three real conversions one after another: a few seconds each, far more while other test files convert too. */
const THREE_CONVERSIONS_MS = 90_000;

const isPdf = (body: Buffer) => body.subarray(0, 5).toString('latin1') === '%PDF-';

describe.skipIf(withoutLibreOffice)('GET /v1/documents/{id}/versions/{index}/pdf', () => {
  let server: Server;
  let upload: Awaited<ReturnType<typeof serverWithConversions>>['upload'];

  beforeAll(async () => {
    ({ server, upload } = await serverWithConversions());
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('sends a PDF as it is, inline, in ranges too, to an account without the download role', async () => {
    const content = fixture('pdf/WREN_Tolerance-Test_AssemblyManual_v1.pdf');
    const document = await upload('Инструкция по сборке.pdf', content);
    const whole = await pdf(server, document, USER);
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'application/pdf',
      'accept-ranges': 'bytes',
      'content-length': String(content.length),
      'x-content-type-options': 'nosniff',
    });
    expect(whole.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''/);
    expect(Buffer.compare(whole.rawPayload, Buffer.from(content))).toBe(0);

    const part = await pdf(server, document, USER, { range: 'bytes=0-1023' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-1023/${String(content.length)}`);
    expect(part.rawPayload.length).toBe(1024);
  });

  it('converts an office document once: 202 while it waits or runs, then the PDF under the document name', async () => {
    const document = await upload('Пояснительная записка.docx', fixture('office/cyrillic.docx'));
    const first = await pdf(server, document, USER);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.headers['retry-after']).toBe('2');
    expect(getVersionPdf202Response.parse(first.json()).data).toEqual({ state: 'Converting', queuePosition: 0 });

    const done = await converted(server, document, USER);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.headers['content-type']).toBe('application/pdf');
    expect(done.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('Пояснительная записка.pdf')}`,
    );
    expect(isPdf(done.rawPayload)).toBe(true);

    // Kept beside the version: asked again, it is sent at once, and a range of it too.
    const part = await pdf(server, document, STAFF, { range: 'bytes=0-4' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF-');
  });

  it.each([
    ['Отчёт.doc', 'office/oasis-word-sample.doc'],
    ['Текст.odt', 'office/odt.odt'],
    ['Презентация.pptx', 'office/order.pptx'],
    ['Ведомость.xlsx', 'office/2012-03-23-Duplex-Design.xlsx'],
  ])('converts %s', async (name, path) => {
    const response = await converted(server, await upload(name, fixture(path)));
    expect(response.statusCode, response.body).toBe(200);
    expect(isPdf(response.rawPayload)).toBe(true);
  });

  it('answers a file LibreOffice cannot read with 422 DocumentConversionFailed, and keeps the answer', async () => {
    const cut = fixture('office/cyrillic.docx').slice(0, 3000);
    const document = await upload('Обрезанный.docx', cut);
    const problem = expectProblem(await converted(server, document), 422, 'DocumentConversionFailed');
    expect(problem.detail).toMatch(/could not be read/);
    expectProblem(await pdf(server, document), 422, 'DocumentConversionFailed');
  });

  it('refuses what the office viewer does not show, and an account that may not see the document', async () => {
    const image = await upload('Фото.png', 'not really a png');
    expectProblem(await pdf(server, image), 400, 'IncorrectParam');
    expectProblem(await pdf(server, await upload('План.dwg', 'AC1032')), 400, 'IncorrectParam');
    const archicad = await upload('Проект.pln', 'not viewable anywhere');
    expectProblem(await pdf(server, archicad, USER), 403, 'YouAreNotAllowedToViewDocument');
    const stranger: TestAccount = { id: '00000000-0000-4000-8000-00000000abcd', name: 'Чужой', roles: [] };
    // A document out of the account's rights is not there for it at all.
    expectProblem(await pdf(server, image, stranger), 404, 'NotFound');
  });

  it('removes the PDF with the version when the document is deleted for good', async () => {
    const document = await upload('Удаляемый.odt', fixture('office/odt.odt'));
    expect((await converted(server, document)).statusCode).toBe(200);
    const row = await server.app.db
      .selectFrom('renditions')
      .innerJoin('versions', 'versions.blob_key', 'renditions.source_blob_key')
      .select('renditions.blob_key')
      .where('versions.document_id', '=', document.id)
      .executeTakeFirstOrThrow();
    const pdfKey = row.blob_key ?? '';
    expect(await server.app.blobs.stat(pdfKey)).toBeDefined();

    await deleteDocuments(server, STAFF, [document.id]);
    expect((await emptyRequest(server, STAFF)).statusCode).toBe(204);
    expect(await server.app.blobs.stat(pdfKey)).toBeUndefined();
    const left = await server.app.db
      .selectFrom('renditions')
      .select('source_blob_key')
      .where('blob_key', '=', pdfKey)
      .execute();
    expect(left).toEqual([]);
  });
});

describe.skipIf(withoutLibreOffice)('the conversion queue', () => {
  it('ends a conversion over its time limit as DocumentConversionFailed', async () => {
    const { server, upload } = await serverWithConversions({ timeoutMs: 300 });
    try {
      const document = await upload('Ведомость.xlsx', fixture('office/2012-03-23-Duplex-Design.xlsx'));
      const problem = expectProblem(await converted(server, document), 422, 'DocumentConversionFailed');
      expect(problem.detail).toMatch(/longer than 0.3 seconds/);
    } finally {
      await server.app.close();
    }
  });

  it(
    'converts one at a time, tells the place in the queue, and refuses past its length with 429',
    async () => {
      const { server, upload } = await serverWithConversions({ concurrency: 1, maxQueued: 1 });
      try {
        const documents = [
          await upload('Первый.odt', fixture('office/odt.odt')),
          await upload('Второй.doc', fixture('office/oasis-word-sample.doc')),
          await upload('Третий.pptx', fixture('office/order.pptx')),
        ];
        const answers = [];
        for (const document of documents) answers.push(await pdf(server, document));
        const [first, second, third] = answers;
        expect(first?.json()).toEqual({ data: { state: 'Converting', queuePosition: 0 } });
        expect(second?.json()).toEqual({ data: { state: 'Queued', queuePosition: 1 } });
        if (!third) throw new Error('no answer');
        expectProblem(third, 429, 'TooManyRequests');
        for (const document of documents) expect((await converted(server, document)).statusCode).toBe(200);
      } finally {
        await server.app.close();
      }
    },
    THREE_CONVERSIONS_MS,
  );
});

describe('without LibreOffice', () => {
  let server: Server;
  let upload: Awaited<ReturnType<typeof serverWithConversions>>['upload'];

  beforeAll(async () => {
    ({ server, upload } = await serverWithConversions({ command: '/nonexistent/soffice' }));
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('offers only PDFs in the office list, views them, and refuses office documents as not viewable', async () => {
    const application = await server.call(STAFF, { method: 'GET', url: '/v1/application' });
    const { configuration } = getApplication200Response.parse(application.json());
    expect(configuration.documentViewer).toMatchObject({ collabora: { extensions: ['.pdf'] } });
    const plan = await upload('План.pdf', fixture('pdf/GeoTopo-komprimiert.pdf'));
    expect((await pdf(server, plan, USER)).statusCode).toBe(200);
    const text = await upload('Записка.docx', fixture('office/cyrillic.docx'));
    expectProblem(await pdf(server, text, USER), 403, 'YouAreNotAllowedToViewDocument');
  });
});
