import { expect } from 'vitest';
import type { Directory } from '../../codegen/model/directory';
import type { Document } from '../../codegen/model/document';
import { uploadDirectory200Response } from '../../codegen/zod/directories/directories.zod';
import { expectDirectoryShape, type TestServer } from './directory-helpers';
import type { TestAccount } from './test-server';

/** A file of a test folder: its path inside the folder and its content. */
export interface FolderFileSpec {
  path: string;
  content?: string;
  type?: string;
}

/**
 * The multipart form of a folder upload as the app sends it (upload-runner.ts through axios): the two fields, then
 * every file as a repeated `files` part named by its base name, then every path as a repeated `relativePaths` part.
 */
export function folderForm(parentDirectoryId: string, name: string, files: readonly FolderFileSpec[]): FormData {
  const form = new FormData();
  form.append('parentDirectoryId', parentDirectoryId);
  form.append('name', name);
  for (const file of files) {
    // Browsers always name a file part; a path ending in a separator gives no base name of its own.
    const baseName = file.path.split('/').pop() || 'file';
    const content = file.content ?? `content of ${file.path}`;
    form.append('files', new Blob([content], { type: file.type ?? 'application/pdf' }), baseName);
  }
  for (const file of files) form.append('relativePaths', file.path);
  return form;
}

export const uploadFolderRequest = (server: TestServer, account: TestAccount | null, form: FormData) =>
  server.call(account, { method: 'POST', url: '/v1/directories/upload', payload: form });

export const checkFolderRequest = (server: TestServer, account: TestAccount | null, body: unknown) =>
  server.call(account, { method: 'POST', url: '/v1/directories/upload', payload: body as object });

/** The check of a folder upload, failing the test unless it answered a directory. */
export async function checkedFolder(
  server: TestServer,
  account: TestAccount,
  body: { name: string; parentDirectoryId: string; useExisting?: boolean },
): Promise<Directory> {
  const response = await checkFolderRequest(server, account, { ...body, isUploadDirectory: true });
  expect(response.statusCode, response.body).toBe(200);
  const { data } = uploadDirectory200Response.parse(response.json());
  if (Array.isArray(data)) throw new Error('The check answered documents instead of a directory.');
  expectDirectoryShape(data);
  return data;
}

/** The upload of a folder's files, failing the test unless it answered the documents. */
export async function uploadedFolder(
  server: TestServer,
  account: TestAccount,
  parentDirectoryId: string,
  name: string,
  files: readonly FolderFileSpec[],
): Promise<Document[]> {
  const response = await uploadFolderRequest(server, account, folderForm(parentDirectoryId, name, files));
  expect(response.statusCode, response.body).toBe(200);
  const { data } = uploadDirectory200Response.parse(response.json());
  if (!Array.isArray(data)) throw new Error('The upload answered a directory instead of documents.');
  return data;
}

/** The events of the given type recorded for a directory, oldest first, with their details. */
export async function eventsOfType(server: TestServer, type: number, directoryId: string) {
  const rows = await server.app.db
    .selectFrom('events')
    .select(['account_id', 'document_id', 'details'])
    .where('type', '=', type)
    .where('directory_id', '=', directoryId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }));
}
