import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Document } from '../../codegen/model/document';
import type { Note } from '../../codegen/model/note';
import type { ProblemCode } from '../../codegen/model/problemCode';
import { getDocument200Response } from '../../codegen/zod/documents/documents.zod';
import { createDocumentNotes201Response } from '../../codegen/zod/notes/notes.zod';
import { blobFiles, seedDirectory, uploadForm, uploadTestDocument } from './documents.seed';
import { expectRefusedLeaving, type TestServer } from './directory-helpers';
import { STAFF, type TestAccount } from './test-server';

/**
 * Test data and requests for the actions on one document: remarks, agreement, related documents and the version
 * actions. Documents are uploaded through the API into a directory of their own test file.
 */

/** A fresh document in the directory, uploaded by STAFF under a name no other test of the file uses. */
export async function freshDocument(
  server: TestServer,
  directoryId: string,
  options: { name?: string; content?: string; account?: TestAccount } = {},
): Promise<Document> {
  const name = options.name ?? `Документ ${randomUUID().slice(0, 8)}.pdf`;
  return uploadTestDocument(server, options.account ?? STAFF, directoryId, {
    name,
    content: options.content ?? `%PDF-1.7 ${name}`,
  });
}

/** A directory of the test file under a project root, both seeded directly. */
export async function seedProject(server: TestServer) {
  const project = await seedDirectory(server.app.db);
  const section = await seedDirectory(server.app.db, { parent: project });
  return { project, section };
}

export async function getDocument(server: TestServer, id: string, account: TestAccount = STAFF): Promise<Document> {
  const response = await server.call(account, { method: 'GET', url: `/v1/documents/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return getDocument200Response.parse(response.json());
}

export const notesRequest = (server: TestServer, id: string, payload: unknown, account: TestAccount | null = STAFF) =>
  server.call(account, { method: 'POST', url: `/v1/documents/${id}/notes`, payload: payload as object });

/** Adds remarks through the API and returns them, parsed with the contract's schema. */
export async function addNotes(server: TestServer, id: string, texts: string[], account = STAFF): Promise<Note[]> {
  const response = await notesRequest(server, id, { comments: texts }, account);
  expect(response.statusCode, response.body).toBe(201);
  return createDocumentNotes201Response.parse(response.json()).data;
}

export const toggleRequest = (server: TestServer, id: string, noteId: string, account: TestAccount | null = STAFF) =>
  server.call(account, { method: 'POST', url: `/v1/documents/${id}/notes/${noteId}/toggle` });

export const commentRequest = (
  server: TestServer,
  id: string,
  noteId: string,
  payload: unknown,
  account: TestAccount | null = STAFF,
) =>
  server.call(account, {
    method: 'POST',
    url: `/v1/documents/${id}/notes/${noteId}/comments`,
    payload: payload as object,
  });

export const agreeRequest = (server: TestServer, id: string, account: TestAccount | null = STAFF) =>
  server.call(account, { method: 'POST', url: `/v1/documents/${id}/agree` });

export const disagreeRequest = (server: TestServer, id: string, account: TestAccount | null = STAFF) =>
  server.call(account, { method: 'POST', url: `/v1/documents/${id}/disagree` });

/** Adds a version through the API (the file's content makes its size). */
export async function addVersion(server: TestServer, id: string, content: string, account = STAFF): Promise<void> {
  const response = await server.call(account, {
    method: 'POST',
    url: `/v1/documents/${id}/versions`,
    payload: uploadForm({ name: 'Новая редакция.pdf', content }, { documentId: id }),
  });
  expect(response.statusCode, response.body).toBe(201);
}

/**
 * Stores a draft (index -2) based on the version `masterIndex`, sharing that version's file, as the office editor
 * makes one (its own suites go through the editor: wopi.test.ts, office-hub.test.ts).
 */
export async function seedDraft(server: TestServer, documentId: string, masterIndex: number): Promise<void> {
  const master = await server.app.db
    .selectFrom('versions')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('index', '=', masterIndex)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await server.app.db
    .insertInto('versions')
    .values({
      ...master,
      size: Number(master.size),
      index: -2,
      master_index: masterIndex,
      name: 'Черновик.pdf',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Every row the document actions write and every blob file, to show that a refused request changed nothing. */
export async function documentsSnapshot(server: TestServer) {
  const { db } = server.app;
  return {
    documents: await db.selectFrom('documents').selectAll().orderBy('id').execute(),
    versions: await db.selectFrom('versions').selectAll().orderBy('document_id').orderBy('index').execute(),
    notes: await db.selectFrom('notes').selectAll().orderBy('id').execute(),
    comments: await db.selectFrom('note_comments').selectAll().orderBy('id').execute(),
    related: await db
      .selectFrom('related_documents')
      .selectAll()
      .orderBy('document_id')
      .orderBy('related_id')
      .execute(),
    events: await db.selectFrom('events').select('id').orderBy('id').execute(),
    blobs: await blobFiles(server.blobDir),
  };
}

/** Runs the request, checks it is refused with this problem, and that no row or blob changed. */
export const expectRefusedUnchanged = (
  server: TestServer,
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: ProblemCode,
) => expectRefusedLeaving(() => documentsSnapshot(server), request, status, code);

/** Lets the clock move on, so that a change made now has a later time than what came before. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
