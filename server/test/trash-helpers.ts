import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Document } from '../../codegen/model/document';
import type { ProblemCode } from '../../codegen/model/problemCode';
import type { TrashQuery } from '../../codegen/model/trashQuery';
import { getDeletedElements200Response } from '../../codegen/zod/deleted/deleted.zod';
import { getDocument200Response } from '../../codegen/zod/documents/documents.zod';
import { createThroughApi, expectRefusedLeaving, type TestServer, uniqueName } from './directory-helpers';
import { blobFiles, uploadTestDocument } from './documents.seed';
import { grantGroup, type TestAccount } from './test-server';

/**
 * Test data for the trash, built through the API: directories created, documents uploaded, both deleted by the
 * account whose trash a test looks at. Each test takes an ordinary account of its own, so that its trash holds only
 * what it deleted (trash.policy.ts), whatever the other tests of the file left behind.
 */
export const freshUser = (name = 'Тестовый Пользователь'): TestAccount => ({ id: randomUUID(), name, roles: ['user'] });

export const DEFAULT_QUERY = { pageNumber: 1, pageSize: 16 };

export const listRequest = (server: TestServer, account: TestAccount | null, payload: unknown) =>
  server.call(account, { method: 'POST', url: '/v1/deleted', payload: payload as object });

/** One page of the account's trash, parsed with the contract's schema. */
export async function listTrash(server: TestServer, account: TestAccount, query: Partial<TrashQuery> = {}) {
  const response = await listRequest(server, account, { ...DEFAULT_QUERY, ...query });
  expect(response.statusCode, response.body).toBe(200);
  return getDeletedElements200Response.parse(response.json()).data;
}

export const restoreRequest = (server: TestServer, account: TestAccount | null, payload: unknown) =>
  server.call(account, { method: 'PATCH', url: '/v1/deleted', payload: payload as object });

export const deleteForGoodRequest = (server: TestServer, account: TestAccount | null, payload: unknown) =>
  server.call(account, { method: 'POST', url: '/v1/deleted/delete', payload: payload as object });

export const emptyRequest = (server: TestServer, account: TestAccount | null) =>
  server.call(account, { method: 'DELETE', url: '/v1/deleted/empty' });

export async function deleteDocuments(server: TestServer, account: TestAccount, ids: string[]): Promise<void> {
  const response = await server.call(account, { method: 'POST', url: '/v1/documents/delete', payload: ids });
  expect(response.statusCode, response.body).toBe(204);
}

export async function deleteDirectory(server: TestServer, account: TestAccount, id: string): Promise<void> {
  const response = await server.call(account, { method: 'DELETE', url: `/v1/directories/${id}` });
  expect(response.statusCode, response.body).toBe(204);
}

export async function upload(server: TestServer, account: TestAccount, directoryId: string, name: string) {
  return uploadTestDocument(server, account, directoryId, { name, content: `%PDF-1.7 ${name} ${randomUUID()}` });
}

/**
 * A project created by ADMIN: «ЖК …» / «Рабочая документация» / «АР», and «Фасады» beside the stage, plus one
 * document in «АР» uploaded by the account.
 */
export async function project(server: TestServer, account: TestAccount) {
  const top = await createThroughApi(server, uniqueName('ЖК «Северный квартал»'), null);
  // The account looks after this project alone: its trash holds what was deleted here (trash.policy.ts).
  await grantGroup(server.app.db, { directoryIds: [top.id], members: [account] });
  const working = await createThroughApi(server, 'Рабочая документация', top.id);
  const architecture = await createThroughApi(server, 'АР — Архитектурные решения', working.id);
  const facades = await createThroughApi(server, 'Фасады', top.id);
  const plan = await upload(server, account, architecture.id, 'АР-01 План.pdf');
  return { top, working, architecture, facades, plan };
}

export async function getDocument(server: TestServer, account: TestAccount, id: string): Promise<Document> {
  const response = await server.call(account, { method: 'GET', url: `/v1/documents/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return getDocument200Response.parse(response.json());
}

/** Every row the trash operations touch and every blob file, to show that a refused request changed nothing. */
export async function trashSnapshot(server: TestServer) {
  const { db } = server.app;
  return {
    directories: await db.selectFrom('directories').selectAll().orderBy('id').execute(),
    documents: await db.selectFrom('documents').selectAll().orderBy('id').execute(),
    versions: await db.selectFrom('versions').selectAll().orderBy('document_id').orderBy('index').execute(),
    pins: await db.selectFrom('pins').selectAll().orderBy('account_id').orderBy('directory_id').execute(),
    events: await db.selectFrom('events').select('id').orderBy('id').execute(),
    blobs: await blobFiles(server.blobDir),
  };
}

/** Runs the request, checks it is refused with this problem, and that neither rows nor blobs changed. */
export const expectRefusedUnchanged = (
  server: TestServer,
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: ProblemCode,
) => expectRefusedLeaving(() => trashSnapshot(server), request, status, code);

/** The ids of the trash page's elements, in order. */
export const idsOf = (page: { deletedElements: { id: string }[] }) => page.deletedElements.map((element) => element.id);

/** Lets the clock move on, so that deletions made one after the other have different times. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
