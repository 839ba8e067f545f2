import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPinnedDirectories200Response } from '../../codegen/zod/pins/pins.zod';
import type { SkeletonEntity } from '../../codegen/model/skeletonEntity';
import { eventsOf, expectProblem, expectRefusedUnchanged, type TestServer } from './directory-helpers';
import { uploadForm } from './documents.seed';
import {
  createdFromEntity,
  createEntity,
  createFromEntity,
  directoriesOf,
  ensureSkeleton,
  entityName,
  saveEntity,
} from './skeleton-helpers';
import { ADMIN, grantGroup, startTestServer, type TestAccount } from './test-server';

/**
 * Directories made from the structure (explorer.md §2, §6; docs/structure.md): what they take from their entity, who
 * may make, rename and delete them, and how the entity's later changes reach them.
 */

let server: TestServer;
let skeletonId: string;

const member = (roles: TestAccount['roles'] = ['staff']): TestAccount => ({
  id: randomUUID(),
  name: 'Участник',
  roles,
});

beforeAll(async () => {
  server = await startTestServer();
  skeletonId = await ensureSkeleton(server);
});
afterAll(async () => {
  await server.app.close();
});

/** A project template: a creatable root entity with two fixed sections and a creatable kind of set below one. */
async function template(groupIds: { project?: string[]; working?: string[]; set?: string[] } = {}) {
  const project = await createEntity(server, {
    skeletonId,
    name: entityName('Объект'),
    isCreatable: true,
    securityGroups: groupIds.project ?? [],
    metadata: [{ key: 'Шифр', value: null }],
  });
  const working = await createEntity(server, {
    skeletonId,
    parentId: project.id,
    name: 'Рабочая документация',
    allowCreateDirectory: false,
    securityGroups: groupIds.working ?? [],
    metadata: [{ key: 'Стадия', value: 'Р' }],
  });
  const asBuilt = await createEntity(server, { skeletonId, parentId: project.id, name: 'Исполнительная документация' });
  const set = await createEntity(server, {
    skeletonId,
    parentId: working.id,
    name: 'Комплект',
    isCreatable: true,
    securityGroups: groupIds.set ?? [],
  });
  return { project, working, asBuilt, set };
}

async function directoryOf(entity: SkeletonEntity, parentId: string) {
  const found = (await directoriesOf(server, entity.id)).find((directory) => directory.parent_id === parentId);
  if (!found) throw new Error(`No directory of «${entity.name}» under ${parentId}.`);
  return found;
}

function upload(account: TestAccount, directoryId: string) {
  return server.call(account, {
    method: 'POST',
    url: '/v1/documents',
    payload: uploadForm(
      { name: entityName('АР-01') + '.pdf', content: '%PDF-1.7 лист' },
      { parentDirectoryId: directoryId },
    ),
  });
}

describe('creating from a creatable entity', () => {
  it('makes the directory with the entity’s flags and the fixed sections below it, one event each', async () => {
    const { project, working, asBuilt } = await template();
    const made = await createdFromEntity(server, ADMIN, project, null, entityName('ЖК «Северный»'));
    expect(made).toMatchObject({ skeletonEntityId: project.id, parentId: null, allowCreateDirectory: true });
    const section = await directoryOf(working, made.id);
    expect(section).toMatchObject({
      name: 'Рабочая документация',
      allow_create_directory: 0,
      allow_upload_documents: 1,
    });
    await directoryOf(asBuilt, made.id);
    for (const id of [made.id, section.id]) expect(await eventsOf(server.app.db, id)).toHaveLength(1);
    const children = await server.call(ADMIN, { method: 'GET', url: `/v1/directories/${made.id}/children` });
    expect(
      children
        .json<{ skeletonEntityId: string }[]>()
        .map((child) => child.skeletonEntityId)
        .sort(),
    ).toEqual([working.id, asBuilt.id].sort());
  });

  it('keeps top-level creation for administrators and developers', async () => {
    const { project } = await template();
    await expectRefusedUnchanged(
      server,
      () => createFromEntity(server, member(), project, null, entityName('Объект')),
      403,
      'ForbiddenResourceFailed',
    );
  });

  it('needs StructureControl besides CreateFiles in the directory of the parent entity, whatever its flags', async () => {
    const { project, working, set } = await template();
    const made = await createdFromEntity(server, ADMIN, project, null, entityName('Объект'));
    const section = await directoryOf(working, made.id);
    const [withRight, withoutRight] = [member(), member()];
    await grantGroup(server.app.db, { directoryIds: [made.id], members: [withRight] });
    await grantGroup(server.app.db, {
      directoryIds: [made.id],
      members: [withoutRight],
      operations: ['CreateFiles', 'UpdateFiles', 'DeleteFiles'],
    });
    await expectRefusedUnchanged(
      server,
      () => createFromEntity(server, withoutRight, set, section.id, 'АР'),
      403,
      'ForbiddenResourceFailed',
    );
    // The section allows no free directories, and still takes the structure's «Add Комплект».
    const created = await createdFromEntity(server, withRight, set, section.id, 'АР');
    expect(created).toMatchObject({ skeletonEntityId: set.id, name: 'АР' });
    expectProblem(
      await server.call(withRight, {
        method: 'POST',
        url: '/v1/directories',
        payload: { name: 'Свободный', parentId: section.id },
      }),
      403,
      'NotAllowedCreateDirectory',
    );
  });

  it('answers 404 for an unknown entity, 403 for one that is not creatable, 400 for the wrong place', async () => {
    const { project, working, set } = await template();
    const made = await createdFromEntity(server, ADMIN, project, null, entityName('Объект'));
    await expectRefusedUnchanged(
      server,
      () => createFromEntity(server, ADMIN, { id: randomUUID() }, made.id, 'АР'),
      404,
      'NotFound',
    );
    await expectRefusedUnchanged(
      server,
      () => createFromEntity(server, ADMIN, working, made.id, 'Ещё один раздел'),
      403,
      'ForbiddenResourceFailed',
    );
    await expectRefusedUnchanged(
      server,
      () => createFromEntity(server, ADMIN, set, made.id, 'АР'),
      400,
      'IncorrectParam',
    );
    await expectRefusedUnchanged(server, () => createFromEntity(server, ADMIN, set, null, 'АР'), 400, 'IncorrectParam');
  });
});

describe('the structure’s rules on its directories', () => {
  it('renames and deletes only directories of creatable entities, with StructureControl where they lie', async () => {
    const { project, working, set } = await template();
    const made = await createdFromEntity(server, ADMIN, project, null, entityName('Объект'));
    const section = await directoryOf(working, made.id);
    const ar = await createdFromEntity(server, ADMIN, set, section.id, 'АР');
    const [manager, designer] = [member(), member()];
    await grantGroup(server.app.db, { directoryIds: [made.id], members: [manager] });
    await grantGroup(server.app.db, {
      directoryIds: [made.id],
      members: [designer],
      operations: ['CreateFiles', 'UpdateFiles', 'DeleteFiles'],
    });
    const rename = (account: TestAccount, id: string) =>
      server.call(account, { method: 'PUT', url: `/v1/directories/${id}/rename`, payload: { name: 'Новое имя' } });
    const remove = (account: TestAccount, id: string) =>
      server.call(account, { method: 'DELETE', url: `/v1/directories/${id}` });
    for (const call of [rename, remove]) {
      await expectRefusedUnchanged(server, () => call(ADMIN, section.id), 403, 'ForbiddenResourceFailed');
      await expectRefusedUnchanged(server, () => call(designer, ar.id), 403, 'ForbiddenResourceFailed');
    }
    expect((await rename(manager, ar.id)).statusCode).toBe(200);
    expect((await remove(manager, ar.id)).statusCode).toBe(204);
    // A project goes with its fixed sections.
    expect((await remove(ADMIN, made.id)).statusCode).toBe(204);
  });

  it('never moves a skeleton directory', async () => {
    const { project, working, set } = await template();
    const made = await createdFromEntity(server, ADMIN, project, null, entityName('Объект'));
    const section = await directoryOf(working, made.id);
    const ar = await createdFromEntity(server, ADMIN, set, section.id, 'АР');
    await expectRefusedUnchanged(
      server,
      () =>
        server.call(ADMIN, {
          method: 'POST',
          url: `/v1/explorer/move/from/${section.id}/to/${made.id}`,
          payload: { directoryIds: [ar.id], documentIds: [] },
        }),
      403,
      'ForbiddenResourceFailed',
    );
  });
});

describe('the entity’s points, flags and pin reach its directories', () => {
  it('lets the entity’s groups, and only them, in; a later change of the points applies at once', async () => {
    const [designer, outsider] = [member(), member()];
    const designers = await grantGroup(server.app.db, { directoryIds: [], members: [designer] });
    const others = await grantGroup(server.app.db, { directoryIds: [], members: [outsider] });
    const { project, working } = await template({ working: [designers] });
    const made = await createdFromEntity(server, ADMIN, project, null, entityName('Объект'));
    const section = await directoryOf(working, made.id);
    expect((await upload(designer, section.id)).statusCode).toBe(201);
    expectProblem(await upload(outsider, section.id), 404, 'NotFound');
    const points = await server.call(ADMIN, { method: 'GET', url: `/v1/directories/${section.id}/security-points` });
    expect(points.json()).toMatchObject({ data: [{ id: designers, ownerId: working.id, allowDeletion: false }] });
    const saved = await saveEntity(server, {
      id: working.id,
      skeletonId,
      parentId: project.id,
      name: working.name,
      allowCreateDirectory: false,
      securityGroups: [others],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expectProblem(await upload(designer, section.id), 404, 'NotFound');
    expect((await upload(outsider, section.id)).statusCode).toBe(201);
  });

  it('gives the directories the entity’s new allow-flags', async () => {
    const { project, working } = await template();
    const made = await createdFromEntity(server, ADMIN, project, null, entityName('Объект'));
    const section = await directoryOf(working, made.id);
    await saveEntity(server, {
      id: working.id,
      skeletonId,
      parentId: project.id,
      name: working.name,
      allowUploadDocuments: false,
    });
    expectProblem(await upload(ADMIN, section.id), 403, 'NotAllowedUploadDocument');
  });

  it('makes a new fixed section in every project at once, taking over a free directory of its name', async () => {
    const { project } = await template();
    const first = await createdFromEntity(server, ADMIN, project, null, entityName('Объект'));
    const second = await createdFromEntity(server, ADMIN, project, null, entityName('Объект'));
    const free = await server.call(ADMIN, {
      method: 'POST',
      url: '/v1/directories',
      payload: { name: 'Инженерные изыскания', parentId: second.id },
    });
    const surveys = await createEntity(server, { skeletonId, parentId: project.id, name: 'Инженерные изыскания' });
    await directoryOf(surveys, first.id);
    expect((await directoryOf(surveys, second.id)).id).toBe(free.json<{ id: string }>().id);
  });

  it('pins the directory of a pinned entity for everybody who sees it, in priority order with its short name', async () => {
    const reader = member(['user']);
    const readers = await grantGroup(server.app.db, { directoryIds: [], members: [reader], operations: [] });
    const library = await createEntity(server, {
      skeletonId,
      name: entityName('Нормативная база'),
      isPinned: true,
      pinShortName: 'НБ',
      pinPriority: 0,
      securityGroups: [readers],
    });
    const [directory] = await directoriesOf(server, library.id);
    if (!directory) throw new Error('The pinned entity made no directory.');
    const pinned = async (account: TestAccount) =>
      getPinnedDirectories200Response.parse(
        (await server.call(account, { method: 'GET', url: '/v1/pinned-directories' })).json(),
      ).data;
    expect((await pinned(reader))[0]).toMatchObject({
      id: directory.id,
      isPinned: true,
      pinPriority: 0,
      pinShortName: 'НБ',
    });
    expect((await pinned(member())).map(({ id }) => id)).not.toContain(directory.id);
    const unpin = await server.call(reader, { method: 'DELETE', url: `/v1/pinned-directories/${directory.id}/pin` });
    expect(unpin.json()).toMatchObject({ isPinned: false, pinShortName: 'НБ' });
    expect((await pinned(reader)).map(({ id }) => id)).not.toContain(directory.id);
    expect((await pinned(ADMIN)).map(({ id }) => id)).toContain(directory.id);
  });
});
