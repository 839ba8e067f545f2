import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document } from '../../codegen/model/document';
import { downloadFileName } from '../src/services/document-download';
import { createThroughApi, uniqueName } from './directory-helpers';
import { uploadForm, uploadTestDocument } from './documents.seed';
import { zipBody } from './download-helpers';
import { ADMIN, startTestServer, STAFF } from './test-server';
import { zipFiles } from './zip-reader';

/**
 * A download carries the document's name, as the explorer lists it, whatever the file of the version was called when
 * it was uploaded: a single download, any version, and the zip of its directory agree (docs/server.md).
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let stageId: string;
let plan: Document;

const disposition = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
const download = (id: string, index: number) =>
  server.call(STAFF, { method: 'GET', url: `/v1/documents/${id}/versions/${String(index)}/download` });

beforeAll(async () => {
  server = await startTestServer();
  const top = await createThroughApi(server, uniqueName('Объект'), null, { account: ADMIN });
  stageId = (await createThroughApi(server, 'Рабочая документация', top.id, { account: ADMIN })).id;
  plan = await uploadTestDocument(server, STAFF, stageId, { name: 'Plan-01.pdf', content: 'rev 0' });
  const version = await server.call(STAFF, {
    method: 'POST',
    url: `/v1/documents/${plan.id}/versions`,
    payload: uploadForm({ name: 'Plan-01-v2.pdf', content: 'rev 1' }, { documentId: plan.id }),
  });
  expect(version.statusCode, version.body).toBe(201);
});
afterAll(async () => {
  await server.app.close();
});

describe('the name a download carries', () => {
  it('is the document’s name for the head version and an older one, not the name the version was uploaded under', async () => {
    const head = await download(plan.id, -1);
    expect(head.body).toBe('rev 1');
    expect(head.headers['content-disposition']).toBe(disposition('Plan-01.pdf'));
    expect((await download(plan.id, 0)).headers['content-disposition']).toBe(disposition('Plan-01.pdf'));
  });

  it('is the document’s name in the zip of its directory', async () => {
    const response = await server.call(STAFF, { method: 'GET', url: `/v1/directories/${stageId}/download` });
    expect(zipFiles(zipBody(response, 'Рабочая документация.zip'))).toEqual({ 'Plan-01.pdf': 'rev 1' });
  });

  it('keeps the file’s extension when the document was renamed without it', async () => {
    const sheet = await uploadTestDocument(server, STAFF, stageId, { name: 'Ведомость.XLSX', content: 'x' });
    const renamed = await server.call(STAFF, {
      method: 'PUT',
      url: `/v1/documents/${sheet.id}`,
      payload: { name: 'Ведомость' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await download(sheet.id, -1)).headers['content-disposition']).toBe(disposition('Ведомость.XLSX'));
  });

  it('adds the extension of the file as written, and leaves a name that has it alone', () => {
    expect(downloadFileName('План', { name: 'plan-v2.PDF', extension: '.pdf' })).toBe('План.PDF');
    expect(downloadFileName('План.pdf', { name: 'plan-v2.PDF', extension: '.pdf' })).toBe('План.pdf');
    expect(downloadFileName('Модель.ifc', { name: 'model.dwg', extension: '.dwg' })).toBe('Модель.ifc.dwg');
    expect(downloadFileName('Архив', { name: 'a.tar.gz', extension: '.tar.gz' })).toBe('Архив.tar.gz');
    expect(downloadFileName('README', { name: 'README', extension: '' })).toBe('README');
  });
});
