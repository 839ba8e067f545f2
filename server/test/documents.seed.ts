import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Document } from '../../codegen/model/document';
import type { ProblemCode } from '../../codegen/model/problemCode';
import { uploadDocument201Response } from '../../codegen/zod/documents/documents.zod';
import { problemSchema, type ProblemBody } from '../../src/api/problem.schema';
import type { Db } from '../src/db/database';
import { openToOrdinaryAccounts, type startTestServer, type TestAccount } from './test-server';

/**
 * Test data for the documents' tests: directories are inserted directly (the directory operations are tested on their
 * own), and uploads are built as the app sends them.
 */
export interface SeededDirectory {
  id: string;
  depth: number;
  ancestorIds: string[];
}

export async function seedDirectory(
  db: Db,
  options: { parent?: SeededDirectory; allowUploadDocuments?: boolean; deleted?: boolean; name?: string } = {},
): Promise<SeededDirectory> {
  const id = randomUUID();
  const name = options.name ?? `Каталог ${id.slice(0, 8)}`;
  const depth = options.parent ? options.parent.depth + 1 : 0;
  const ancestorIds = options.parent ? [...options.parent.ancestorIds, options.parent.id] : [];
  const now = new Date().toISOString();
  await db
    .insertInto('directories')
    .values({
      id,
      name,
      name_key: name.normalize('NFC').toLowerCase(),
      parent_id: options.parent?.id ?? null,
      skeleton_entity_id: null,
      metadata: '[]',
      allow_upload_documents: options.allowUploadDocuments === false ? 0 : 1,
      allow_create_directory: 1,
      depth,
      ancestor_ids: JSON.stringify(ancestorIds),
      created_at: now,
      updated_at: now,
      deleted_at: options.deleted ? now : null,
      deleted_by: null,
    })
    .execute();
  if (!options.parent) await openToOrdinaryAccounts(db, id);
  return { id, depth, ancestorIds };
}

/** A multipart form as the app sends it: the file first, then the fields (explorer.md §7). */
export function uploadForm(
  file: { content?: string | Uint8Array<ArrayBuffer>; name?: string; type?: string } | null,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  if (file) {
    const content = file.content ?? 'PDF-1.7 test content';
    form.append('file', new Blob([content], { type: file.type ?? 'application/pdf' }), file.name ?? 'АР-01 План.pdf');
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** Every file under the blob directory, temporary ones included, as paths relative to it. */
export async function blobFiles(blobDir: string): Promise<string[]> {
  const entries = await readdir(blobDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(blobDir.length + 1))
    .sort();
}

/** How many rows the documents' tables hold, to show that a refused request changed nothing. */
export async function documentCounts(db: Db) {
  const count = async (table: 'documents' | 'versions' | 'events') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return { documents: await count('documents'), versions: await count('versions'), events: await count('events') };
}

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** Uploads a document as the account and returns it, failing the test unless the upload succeeded. */
export async function uploadTestDocument(
  server: Server,
  account: TestAccount,
  directoryId: string,
  file: { content?: string | Uint8Array<ArrayBuffer>; name?: string; type?: string } = {},
): Promise<Document> {
  const response = await server.call(account, {
    method: 'POST',
    url: '/v1/documents',
    payload: uploadForm(file, { parentDirectoryId: directoryId }),
  });
  if (response.statusCode !== 201) throw new Error(`The upload failed: ${response.body}`);
  return uploadDocument201Response.parse(response.json()).data;
}

/** Checks that a response is the contract's problem of that status and code, and returns it. */
export function expectProblem(response: LightMyRequestResponse, status: number, code: ProblemCode): ProblemBody {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/problem+json');
  const problem = problemSchema.parse(response.json());
  expect(problem.title).toBe(code);
  return problem;
}

/** Sets a document's lock flags directly, as blocking and agreement are operations of their own. */
export async function lockDocument(db: Db, id: string, flags: { disabled?: boolean; agreed?: boolean }): Promise<void> {
  await db
    .updateTable('documents')
    .set({ disabled: flags.disabled ? 1 : 0, agreed: flags.agreed ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/** The event types recorded for a document, oldest first. */
export async function eventTypesOf(db: Db, documentId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('events')
    .select(['type', 'created_at'])
    .where('document_id', '=', documentId)
    .orderBy('created_at')
    // Events of one millisecond: the tests' sequences go up in type.
    .orderBy('type')
    .execute();
  return rows.map((row) => row.type);
}
