import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Document } from '../../codegen/model/document';
import { createThroughApi, uniqueName, type TestServer } from './directory-helpers';
import { uploadForm, uploadTestDocument } from './documents.seed';
import { ADMIN, STAFF, type TestAccount } from './test-server';

/**
 * Test data for downloads and sharing, built through the API. A project «Объект …» (created by ADMIN) holds:
 *
 *   Рабочая документация/                      (stage)
 *     АР-01 План.pdf                           two versions, the head is PLAN_HEAD
 *     Заглушка.pdf                             a dummy (0 bytes)
 *     Фасады/  Фасад 1-10.pdf                  (facades)
 *     Пустой/                                  (empty)
 */
export const PLAN_HEAD = 'План 1 этажа, изм. 2';
export const FACADE = 'Фасад в осях 1-10';

export async function downloadTree(server: TestServer, account: TestAccount = STAFF) {
  const top = await createThroughApi(server, uniqueName('Объект'), null, { account: ADMIN });
  const stage = await createThroughApi(server, 'Рабочая документация', top.id, { account: ADMIN });
  const facades = await createThroughApi(server, 'Фасады', stage.id, { account: ADMIN });
  const empty = await createThroughApi(server, 'Пустой', stage.id, { account: ADMIN });
  const plan = await uploadTestDocument(server, account, stage.id, { name: 'АР-01 План.pdf', content: 'План 1 этажа' });
  await newVersion(server, account, plan, PLAN_HEAD);
  const dummy = await uploadTestDocument(server, account, stage.id, { name: 'Заглушка.pdf', content: '' });
  const facade = await uploadTestDocument(server, account, facades.id, { name: 'Фасад 1-10.pdf', content: FACADE });
  return { top, stage, facades, empty, plan, dummy, facade };
}

/** Uploads a new head version of the document with this content. */
export async function newVersion(server: TestServer, account: TestAccount, document: Document, content: string) {
  const response = await server.call(account, {
    method: 'POST',
    url: `/v1/documents/${document.id}/versions`,
    payload: uploadForm({ name: document.name, content }, { documentId: document.id }),
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** The zip of a successful download, with the headers every zip answer carries. */
export function zipBody(response: LightMyRequestResponse, fileName: string): Buffer {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers).toMatchObject({
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'content-length': String(response.rawPayload.length),
    'x-content-type-options': 'nosniff',
  });
  return response.rawPayload;
}

/** Everything downloads and sharing write, to show that a refused request changed nothing. */
export async function sharingSnapshot(server: TestServer) {
  const { db } = server.app;
  return {
    links: await db.selectFrom('shared_links').selectAll().orderBy('id').execute(),
    items: await db.selectFrom('shared_link_items').selectAll().orderBy('link_id').orderBy('position').execute(),
    acceptances: await db
      .selectFrom('download_acceptances')
      .selectAll()
      .orderBy('account_id')
      .orderBy('requirement_id')
      .execute(),
    events: await db.selectFrom('events').select('id').orderBy('id').execute(),
  };
}

/** The download events (10) of the document: who, and what the event says. */
export async function downloadEventsOf(server: TestServer, documentId: string) {
  const rows = await server.app.db
    .selectFrom('events')
    .select(['account_id', 'directory_id', 'details'])
    .where('document_id', '=', documentId)
    .where('type', '=', 10)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    accountId: row.account_id,
    directoryId: row.directory_id,
    details: JSON.parse(row.details) as Record<string, unknown>,
  }));
}
