import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createDirectory201Response } from '../../codegen/zod/directories/directories.zod';
import { createSkeleton201Response, createSkeletonEntity201Response } from '../../codegen/zod/skeleton/skeleton.zod';
import type { Directory } from '../../codegen/model/directory';
import type { SkeletonEntity } from '../../codegen/model/skeletonEntity';
import type { SkeletonEntitySaveRequest } from '../../codegen/model/skeletonEntitySaveRequest';
import type { TestServer } from './directory-helpers';
import { ADMIN, type TestAccount } from './test-server';

/** The structure's calls as the structure editor and the explorer make them (docs/structure.md). */

export async function ensureSkeleton(server: TestServer): Promise<string> {
  const response = await server.call(ADMIN, { method: 'POST', url: '/v1/skeleton', payload: { name: 'default' } });
  expect(response.statusCode, response.body).toBe(201);
  return createSkeleton201Response.parse(response.json()).id;
}

export const entityName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 6)}`;

export function saveEntity(
  server: TestServer,
  request: Partial<SkeletonEntitySaveRequest> & { skeletonId: string; name: string },
  account: TestAccount = ADMIN,
) {
  return request.id
    ? server.call(account, { method: 'PATCH', url: `/v1/skeleton-entities/${request.id}`, payload: request })
    : server.call(account, { method: 'POST', url: '/v1/skeleton-entities', payload: request });
}

export async function createEntity(
  server: TestServer,
  request: Partial<SkeletonEntitySaveRequest> & { skeletonId: string; name: string },
): Promise<SkeletonEntity> {
  const response = await saveEntity(server, request);
  expect(response.statusCode, response.body).toBe(201);
  return createSkeletonEntity201Response.parse(response.json());
}

export function createFromEntity(
  server: TestServer,
  account: TestAccount,
  entity: Pick<SkeletonEntity, 'id'>,
  parentId: string | null,
  name: string,
) {
  return server.call(account, {
    method: 'POST',
    url: '/v1/directories',
    payload: { name, parentId, skeletonEntityId: entity.id },
  });
}

export async function createdFromEntity(
  server: TestServer,
  account: TestAccount,
  entity: Pick<SkeletonEntity, 'id'>,
  parentId: string | null,
  name: string,
): Promise<Directory> {
  const response = await createFromEntity(server, account, entity, parentId, name);
  expect(response.statusCode, response.body).toBe(201);
  return createDirectory201Response.parse(response.json());
}

/** The live directories made from the entity, straight from the database. */
export async function directoriesOf(server: TestServer, entityId: string) {
  return server.app.db
    .selectFrom('directories')
    .select(['id', 'name', 'parent_id', 'allow_upload_documents', 'allow_create_directory'])
    .where('skeleton_entity_id', '=', entityId)
    .where('deleted_at', 'is', null)
    .execute();
}
