import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getSkeletonEntities200Response,
  getSkeletonEntityAncestorNames200Response,
  getSkeletonEntitySecurityPoints200Response,
  updateSkeletonEntity200Response,
} from '../../codegen/zod/skeleton/skeleton.zod';
import { expectProblem, expectRefusedUnchanged, type TestServer } from './directory-helpers';
import { createEntity, directoriesOf, ensureSkeleton, entityName, saveEntity } from './skeleton-helpers';
import { ADMIN, grantGroup, startTestServer, STAFF } from './test-server';

/** The structure's operations (platform.md §2.4, §3, §7; docs/structure.md): the editor's side. */

let server: TestServer;
let skeletonId: string;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

describe('GET and POST /v1/skeleton', () => {
  it('answers 404 before the structure exists, then the one structure however often it is created', async () => {
    expectProblem(await server.call(ADMIN, { method: 'GET', url: '/v1/skeleton' }), 404, 'NotFound');
    skeletonId = await ensureSkeleton(server);
    expect(await ensureSkeleton(server)).toBe(skeletonId);
    const response = await server.call(STAFF, { method: 'GET', url: '/v1/skeleton' });
    expect(response.json()).toEqual({ id: skeletonId, name: 'default' });
  });

  it('refuses the structure to ordinary accounts with 403 and a blank name with 400', async () => {
    expectProblem(
      await server.call(STAFF, { method: 'POST', url: '/v1/skeleton', payload: { name: 'default' } }),
      403,
      'ForbiddenResourceFailed',
    );
    expectProblem(
      await server.call(ADMIN, { method: 'POST', url: '/v1/skeleton', payload: { name: '   ' } }),
      400,
      'ValidationFailed',
    );
  });
});

describe('the entities', () => {
  it('stores every field with the specified defaults, and lists entities parents first', async () => {
    const root = await createEntity(server, { skeletonId, name: entityName('Объект'), isCreatable: true });
    expect(root).toMatchObject({
      description: null,
      depth: 0,
      authorId: ADMIN.id,
      ancestorIds: [],
      parentId: null,
      skeletonId,
      isCreatable: true,
      isPinned: false,
      pinPriority: -1,
      pinShortName: null,
      allowCreateDirectory: true,
      allowUploadDocuments: true,
      metadata: [],
    });
    const child = await createEntity(server, {
      skeletonId,
      parentId: root.id,
      name: '  Рабочая документация ',
      description: 'Стадия Р',
      allowCreateDirectory: false,
      metadata: [{ key: ' Стадия ', value: 'Р' }],
    });
    expect(child).toMatchObject({
      name: 'Рабочая документация',
      description: 'Стадия Р',
      depth: 1,
      ancestorIds: [root.id],
      parentId: root.id,
      isCreatable: false,
      allowCreateDirectory: false,
      metadata: [{ key: 'Стадия', value: 'Р' }],
    });
    const list = await server.call(STAFF, { method: 'GET', url: `/v1/skeleton/${skeletonId}/entities` });
    const ids = getSkeletonEntities200Response.parse(list.json()).map(({ id }) => id);
    expect(ids.indexOf(root.id)).toBeLessThan(ids.indexOf(child.id));
    const one = await server.call(STAFF, { method: 'GET', url: `/v1/skeleton-entities/${child.id}` });
    expect(one.json()).toEqual(child);
  });

  it('answers 409 SkeletonEntityWithNameAlreadyExists among siblings only, whatever the case', async () => {
    const name = entityName('Раздел');
    const root = await createEntity(server, { skeletonId, name, isCreatable: true });
    await expectRefusedUnchanged(
      server,
      () => saveEntity(server, { skeletonId, name: name.toUpperCase() }),
      409,
      'SkeletonEntityWithNameAlreadyExists',
    );
    const child = await createEntity(server, { skeletonId, parentId: root.id, name, isCreatable: true });
    const other = await createEntity(server, { skeletonId, parentId: root.id, name: entityName('Другой') });
    await expectRefusedUnchanged(
      server,
      () => saveEntity(server, { id: other.id, skeletonId, parentId: root.id, name: ` ${name} ` }),
      409,
      'SkeletonEntityWithNameAlreadyExists',
    );
    expect(child.name).toBe(name);
  });

  it('refuses unknown parents, skeletons and groups with 404, and pins of creatable entities with 400', async () => {
    const unknown = randomUUID();
    for (const request of [
      { skeletonId, parentId: unknown, name: entityName('Раздел') },
      { skeletonId: unknown, name: entityName('Раздел') },
      { skeletonId, name: entityName('Раздел'), securityGroups: [unknown] },
    ])
      await expectRefusedUnchanged(server, () => saveEntity(server, request), 404, 'NotFound');
    const creatable = await createEntity(server, { skeletonId, name: entityName('Объект'), isCreatable: true });
    for (const request of [
      { skeletonId, name: entityName('Объект'), isCreatable: true, isPinned: true },
      { skeletonId, parentId: creatable.id, name: entityName('Раздел'), isPinned: true },
    ])
      await expectRefusedUnchanged(server, () => saveEntity(server, request), 400, 'IncorrectParam');
  });

  it('keeps the place and the creatable flag on update, and answers 400 for another parent or id', async () => {
    const root = await createEntity(server, { skeletonId, name: entityName('Объект'), isCreatable: true });
    const other = await createEntity(server, { skeletonId, name: entityName('Объект'), isCreatable: true });
    const child = await createEntity(server, { skeletonId, parentId: root.id, name: entityName('Раздел') });
    const response = await saveEntity(server, {
      id: child.id,
      skeletonId,
      parentId: root.id,
      name: 'Исполнительная документация',
      isCreatable: true,
      allowUploadDocuments: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(updateSkeletonEntity200Response.parse(response.json())).toMatchObject({
      name: 'Исполнительная документация',
      isCreatable: false,
      allowUploadDocuments: false,
    });
    await expectRefusedUnchanged(
      server,
      () => saveEntity(server, { id: child.id, skeletonId, parentId: other.id, name: 'Раздел' }),
      400,
      'IncorrectParam',
    );
    await expectRefusedUnchanged(
      server,
      () =>
        server.call(ADMIN, {
          method: 'PATCH',
          url: `/v1/skeleton-entities/${child.id}`,
          payload: { id: other.id, skeletonId, parentId: root.id, name: 'Раздел' },
        }),
      400,
      'IncorrectParam',
    );
  });

  it('lists the points of the entity and its ancestors, and the ancestors’ names', async () => {
    const [designers, contractor] = [
      await grantGroup(server.app.db, { directoryIds: [], members: [], name: entityName('Проектировщики') }),
      await grantGroup(server.app.db, { directoryIds: [], members: [], name: entityName('Генподрядчик') }),
    ];
    const root = await createEntity(server, {
      skeletonId,
      name: entityName('Объект'),
      isCreatable: true,
      securityGroups: [designers],
    });
    const child = await createEntity(server, {
      skeletonId,
      parentId: root.id,
      name: 'Исполнительная документация',
      securityGroups: [contractor, contractor],
    });
    const points = await server.call(ADMIN, {
      method: 'GET',
      url: `/v1/skeleton-entities/${child.id}/security-points`,
    });
    expect(getSkeletonEntitySecurityPoints200Response.parse(points.json()).data).toEqual([
      expect.objectContaining({
        id: contractor,
        ownerId: child.id,
        priority: 1,
        parentName: null,
        allowDeletion: true,
      }),
      expect.objectContaining({
        id: designers,
        ownerId: root.id,
        priority: 0,
        parentName: root.name,
        allowDeletion: false,
      }),
    ]);
    const names = await server.call(STAFF, { method: 'GET', url: `/v1/skeleton-entities/${child.id}/ancestors/names` });
    expect(getSkeletonEntityAncestorNames200Response.parse(names.json()).data).toEqual([
      { id: root.id, name: root.name },
    ]);
    expectProblem(
      await server.call(STAFF, { method: 'GET', url: `/v1/skeleton-entities/${child.id}/security-points` }),
      403,
      'ForbiddenResourceFailed',
    );
  });

  it('deletes the entity with its descendants; their directories stay, free, with the access they had', async () => {
    const reader = { id: randomUUID(), name: 'Читатель', roles: ['user' as const] };
    const group = await grantGroup(server.app.db, { directoryIds: [], members: [reader], operations: [] });
    const root = await createEntity(server, { skeletonId, name: entityName('Справочники'), securityGroups: [group] });
    const child = await createEntity(server, { skeletonId, parentId: root.id, name: 'Нормы' });
    const [rootDirectory] = await directoriesOf(server, root.id);
    const [childDirectory] = await directoriesOf(server, child.id);
    if (!rootDirectory || !childDirectory) throw new Error('The structure made no directories.');
    const response = await server.call(ADMIN, { method: 'DELETE', url: `/v1/skeleton-entities/${root.id}` });
    expect(response.statusCode).toBe(204);
    for (const id of [root.id, child.id])
      expectProblem(await server.call(ADMIN, { method: 'GET', url: `/v1/skeleton-entities/${id}` }), 404, 'NotFound');
    const seen = await server.call(reader, { method: 'GET', url: `/v1/directories/${childDirectory.id}` });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ skeletonEntityId: null, contentsVisible: true });
    const points = await server.call(ADMIN, {
      method: 'GET',
      url: `/v1/directories/${rootDirectory.id}/security-points`,
    });
    expect(points.json()).toMatchObject({ data: [{ id: group, ownerId: rootDirectory.id, allowDeletion: true }] });
  });
});
