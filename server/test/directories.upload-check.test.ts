import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDirectoryChildren200Response } from '../../codegen/zod/directories/directories.zod';
import {
  createThroughApi,
  getThroughApi,
  seedDirectory,
  snapshot,
  type TestServer,
  uniqueName,
  UNKNOWN_ID,
} from './directory-helpers';
import { checkedFolder, checkFolderRequest, eventsOfType } from './folder-upload-helpers';
import { ADMIN, startTestServer, STAFF, USER } from './test-server';
import { deleteDirectory, expectRefusedUnchanged } from './trash-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

/** A project directory «АР» holding «Фасады», created by ADMIN. */
async function place() {
  const top = await createThroughApi(server, uniqueName('ЖК «Северный квартал»'), null);
  const architecture = await createThroughApi(server, 'АР', top.id);
  const facades = await createThroughApi(server, 'Фасады', architecture.id);
  return { top, architecture, facades };
}

const check = (account: Parameters<typeof checkFolderRequest>[1], body: Record<string, unknown>) => () =>
  checkFolderRequest(server, account, { isUploadDirectory: true, ...body });

const childIds = async (id: string) => {
  const response = await server.call(ADMIN, { method: 'GET', url: `/v1/directories/${id}/children` });
  return getDirectoryChildren200Response.parse(response.json()).map((child) => child.id);
};

describe('POST /v1/directories/upload as JSON (uploadDirectory: the check of a folder upload)', () => {
  it('creates the folder’s directory in the parent and answers it; event 1 is recorded for it', async () => {
    const { top, architecture } = await place();
    const folder = await checkedFolder(server, STAFF, { name: '  Узлы  ', parentDirectoryId: architecture.id });
    expect(folder).toMatchObject({
      name: 'Узлы',
      parentId: architecture.id,
      depth: 2,
      ancestorIds: [top.id, architecture.id],
      skeletonEntityId: null,
      allowUploadDocuments: true,
      allowCreateDirectory: true,
    });
    expect(await getThroughApi(server, folder.id)).toEqual(folder);
    expect(await childIds(architecture.id)).toContain(folder.id);
    expect(await eventsOfType(server, 1, folder.id)).toEqual([
      { account_id: STAFF.id, document_id: null, details: { name: 'Узлы', parentId: architecture.id } },
    ]);
  });

  it('lets any role check a folder into a directory that allows subdirectories', async () => {
    const { architecture } = await place();
    const folder = await checkedFolder(server, USER, { name: 'Узлы', parentDirectoryId: architecture.id });
    expect(folder.parentId).toBe(architecture.id);
  });

  it('answers a name clash with 400, the first free name, and whether the existing one is a skeleton directory', async () => {
    const { architecture, facades } = await place();
    const problem = await expectRefusedUnchanged(
      server,
      check(STAFF, { name: 'фасады', parentDirectoryId: architecture.id }),
      400,
      'DirectoryWithNameAlreadyExists',
    );
    expect(problem).toEqual({
      type: 'urn:cde:problem:DirectoryWithNameAlreadyExists',
      title: 'DirectoryWithNameAlreadyExists',
      status: 400,
      detail: 'A directory with this name already exists.',
      allowedName: 'фасады (1)',
      isSkeletonEntity: false,
      existingDirectoryId: facades.id,
    });
    await createThroughApi(server, 'Фасады (1)', architecture.id);
    const again = await expectRefusedUnchanged(
      server,
      check(STAFF, { name: 'Фасады', parentDirectoryId: architecture.id }),
      400,
      'DirectoryWithNameAlreadyExists',
    );
    expect(again.allowedName).toBe('Фасады (2)');
    // The name offered is free: the app checks it next, and it is created.
    const renamed = await checkedFolder(server, STAFF, { name: 'Фасады (2)', parentDirectoryId: architecture.id });
    expect(renamed.name).toBe('Фасады (2)');
  });

  it('says so when the existing directory is a skeleton directory, and never fills it', async () => {
    const { architecture } = await place();
    const skeleton = await seedDirectory(server.app.db, architecture, 'КЖ', {
      skeletonEntityId: 'f7000000-0000-4000-8000-000000000005',
    });
    for (const useExisting of [false, true]) {
      const problem = await expectRefusedUnchanged(
        server,
        check(STAFF, { name: 'КЖ', parentDirectoryId: architecture.id, useExisting }),
        400,
        'DirectoryWithNameAlreadyExists',
      );
      expect(problem).toMatchObject({ allowedName: 'КЖ (1)', isSkeletonEntity: true, existingDirectoryId: skeleton });
    }
  });

  it('answers the existing free directory with useExisting, creating nothing', async () => {
    const { architecture, facades } = await place();
    const before = await getThroughApi(server, facades.id, STAFF);
    const rows = await snapshot(server.app.db);
    const folder = await checkedFolder(server, STAFF, {
      name: 'ФАСАДЫ',
      parentDirectoryId: architecture.id,
      useExisting: true,
    });
    expect(folder).toEqual(before);
    expect(await snapshot(server.app.db)).toEqual(rows);
  });

  it('creates the directory with useExisting when there is none of that name', async () => {
    const { architecture } = await place();
    const folder = await checkedFolder(server, STAFF, {
      name: 'Разрезы',
      parentDirectoryId: architecture.id,
      useExisting: true,
    });
    expect(folder.parentId).toBe(architecture.id);
  });

  it('refuses a parent that does not allow subdirectories with 403 NotAllowedCreateDirectory', async () => {
    const { architecture } = await place();
    const closed = await seedDirectory(server.app.db, architecture, 'Только документы', {
      allowCreateDirectory: false,
    });
    await expectRefusedUnchanged(
      server,
      check(STAFF, { name: 'Узлы', parentDirectoryId: closed }),
      403,
      'NotAllowedCreateDirectory',
    );
  });

  it('answers 404 for an unknown or deleted parent', async () => {
    const { top, architecture } = await place();
    await expectRefusedUnchanged(
      server,
      check(STAFF, { name: 'Узлы', parentDirectoryId: UNKNOWN_ID }),
      404,
      'NotFound',
    );
    await deleteDirectory(server, ADMIN, top.id);
    await expectRefusedUnchanged(
      server,
      check(STAFF, { name: 'Узлы', parentDirectoryId: architecture.id }),
      404,
      'NotFound',
    );
  });

  it('refuses bad input with ValidationFailed', async () => {
    const { architecture } = await place();
    const parentDirectoryId = architecture.id;
    const bodies: Record<string, unknown>[] = [
      { parentDirectoryId },
      { name: 'Узлы' },
      { name: '', parentDirectoryId },
      { name: '   ', parentDirectoryId },
      { name: 'ж'.repeat(255), parentDirectoryId },
      { name: 'Узлы/Разрезы', parentDirectoryId },
      { name: '..', parentDirectoryId },
      { name: 'Узлы\u0007', parentDirectoryId },
      { name: 42, parentDirectoryId },
      { name: 'Узлы', parentDirectoryId: 'not-an-id' },
      { name: 'Узлы', parentDirectoryId, isUploadDirectory: false },
      { name: 'Узлы', parentDirectoryId, isUploadDirectory: 'true' },
      { name: 'Узлы', parentDirectoryId, useExisting: 'yes' },
    ];
    for (const body of bodies) await expectRefusedUnchanged(server, check(STAFF, body), 400, 'ValidationFailed');
    await expectRefusedUnchanged(
      server,
      () => checkFolderRequest(server, STAFF, { name: 'Узлы', parentDirectoryId }),
      400,
      'ValidationFailed',
    );
  });

  it('answers 401 SignIn without a token', async () => {
    const { architecture } = await place();
    await expectRefusedUnchanged(
      server,
      check(null, { name: 'Узлы', parentDirectoryId: architecture.id }),
      401,
      'SignIn',
    );
  });
});
