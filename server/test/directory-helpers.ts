import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Directory } from '../../codegen/model/directory';
import type { MetadataItem } from '../../codegen/model/metadataItem';
import type { ProblemCode } from '../../codegen/model/problemCode';
import { createDirectory201Response, getDirectory200Response } from '../../codegen/zod/directories/directories.zod';
import { problemSchema } from '../../src/api/problem.schema';
import type { Db } from '../src/db/database';
import { insertDirectory } from '../src/repositories/directories.repository';
import { ADMIN, openToOrdinaryAccounts, type startTestServer, type TestAccount } from './test-server';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export const DEVELOPER: TestAccount = {
  id: 'c3000000-0000-4000-8000-000000000004',
  name: 'Кузнецов Дмитрий Андреевич',
  roles: ['developer'],
};

/** Every member of the contract's Directory, no more: the zod schemas let unknown members through. */
export const DIRECTORY_KEYS = [
  'allowCreateDirectory',
  'allowUploadDocuments',
  'ancestorIds',
  'contentsVisible',
  'createdAt',
  'depth',
  'downloadUri',
  'id',
  'isPinned',
  'metadata',
  'name',
  'parentDirectoryId',
  'parentId',
  'permissions',
  'pinPriority',
  'pinShortName',
  'skeletonEntityId',
  'updatedAt',
];

export const UNKNOWN_ID = 'a1000000-0000-4000-8000-00000000ffff';

/** A name no other test (nor an earlier run on a kept PostgreSQL database) uses. */
export const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

export function expectDirectoryShape(body: unknown): void {
  expect(Object.keys(body as object).sort()).toEqual(DIRECTORY_KEYS);
}

/** Asserts a problem of the catalogue with this status and code, and returns it. */
export function expectProblem(response: LightMyRequestResponse, status: number, code: ProblemCode) {
  expect(response.headers['content-type']).toContain('application/problem+json');
  const problem = problemSchema.parse(response.json());
  expect({ status: response.statusCode, title: problem.title }).toEqual({ status, title: code });
  expect(problem.status).toBe(status);
  return problem;
}

/** Everything the directory operations write, to show that a refused request changed nothing. */
export async function snapshot(db: Db) {
  return {
    directories: await db.selectFrom('directories').selectAll().orderBy('id').execute(),
    pins: await db.selectFrom('pins').selectAll().orderBy('account_id').orderBy('directory_id').execute(),
    events: await db.selectFrom('events').select('id').orderBy('id').execute(),
  };
}

/** Runs the request, asserts it is refused with the problem, and that what `take` reads is as it was before. */
export async function expectRefusedLeaving(
  take: () => Promise<unknown>,
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: ProblemCode,
) {
  const before = await take();
  const problem = expectProblem(await request(), status, code);
  expect(await take()).toEqual(before);
  return problem;
}

/** Runs the request and asserts it is refused with the problem and leaves the database as it was. */
export const expectRefusedUnchanged = (
  server: TestServer,
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: ProblemCode,
) => expectRefusedLeaving(() => snapshot(server.app.db), request, status, code);

export function eventsOf(db: Db, directoryId: string) {
  return db
    .selectFrom('events')
    .select(['type', 'account_id', 'details'])
    .where('directory_id', '=', directoryId)
    .orderBy('created_at')
    .execute();
}

/** Creates a directory through the API and returns it, parsed with the contract's schema. */
export async function createThroughApi(
  server: TestServer,
  name: string,
  parentId: string | null,
  { account = ADMIN, metadata }: { account?: TestAccount; metadata?: MetadataItem[] } = {},
): Promise<Directory> {
  const response = await server.call(account, {
    method: 'POST',
    url: '/v1/directories',
    payload: { name, parentId, ...(metadata ? { metadata } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  const created = createDirectory201Response.parse(response.json());
  if (parentId === null) await openToOrdinaryAccounts(server.app.db, created.id);
  return created;
}

export async function getThroughApi(server: TestServer, id: string, account: TestAccount = ADMIN) {
  const response = await server.call(account, { method: 'GET', url: `/v1/directories/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return getDirectory200Response.parse(response.json());
}

/**
 * Stores a directory the API cannot create yet (a skeleton directory, or one that forbids subdirectories) straight
 * through the repository, under a visible parent.
 */
export async function seedDirectory(
  db: Db,
  parent: Pick<Directory, 'id' | 'depth' | 'ancestorIds'> | null,
  name: string,
  {
    skeletonEntityId = null as string | null,
    allowCreateDirectory = true,
    allowUploadDocuments = true,
    openToOrdinary = true,
  } = {},
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await insertDirectory(db, {
    id,
    name,
    parentId: parent?.id ?? null,
    skeletonEntityId,
    metadata: [],
    allowUploadDocuments,
    allowCreateDirectory,
    depth: parent ? parent.depth + 1 : 0,
    ancestorIds: parent ? [...parent.ancestorIds, parent.id] : [],
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    deletedBy: null,
    contentsStamp: 0,
  });
  if (!parent && openToOrdinary) await openToOrdinaryAccounts(db, id);
  return id;
}
