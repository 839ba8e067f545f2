import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDirectoryChildren200Response } from '../../codegen/zod/directories/directories.zod';
import {
  createThroughApi,
  expectProblem,
  getThroughApi,
  seedDirectory,
  type TestServer,
  UNKNOWN_ID,
} from './directory-helpers';
import { ADMIN, grantGroup, startTestServer } from './test-server';
import {
  deleteDirectory,
  deleteDocuments,
  expectRefusedUnchanged,
  freshUser,
  getDocument,
  idsOf,
  listTrash,
  project,
  restoreRequest,
  upload,
} from './trash-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const restored = async (account: Parameters<typeof restoreRequest>[1], payload: unknown) => {
  const response = await restoreRequest(server, account, payload);
  expect(response.statusCode, response.body).toBe(204);
  expect(response.body).toBe('');
};

const childIds = async (id: string) => {
  const response = await server.call(ADMIN, { method: 'GET', url: `/v1/directories/${id}/children` });
  return getDirectoryChildren200Response.parse(response.json()).map((child) => child.id);
};

describe('PATCH /v1/deleted (restoreDeletedElements) to the original place', () => {
  it('brings a document back where it was, with its versions and content, and takes it out of the trash', async () => {
    const user = freshUser();
    const { plan } = await project(server, user);
    await deleteDocuments(server, user, [plan.id]);
    await restored(user, { deletedElementIds: [plan.id] });
    expect(await getDocument(server, user, plan.id)).toEqual(plan);
    expect(await listTrash(server, user)).toEqual({ deletedElements: [], totalPages: 0 });
    const download = await server.call(ADMIN, { method: 'GET', url: plan.version.downloadUri });
    expect(download.statusCode).toBe(200);
  });

  it('brings a directory back with everything below it; null as directoryId means the original place', async () => {
    const user = freshUser();
    const { top, working, architecture, plan } = await project(server, user);
    await deleteDirectory(server, user, working.id);
    await restored(user, { deletedElementIds: [working.id], directoryId: null });
    expect(await getThroughApi(server, working.id)).toEqual(working);
    expect(await childIds(top.id)).toContain(working.id);
    expect(await childIds(working.id)).toEqual([architecture.id]);
    expect((await getDocument(server, user, plan.id)).parentId).toBe(architecture.id);
  });

  it('leaves what was deleted inside a restored directory in the trash, and restores both when both are chosen', async () => {
    const user = freshUser();
    const { working, architecture, plan } = await project(server, user);
    await deleteDocuments(server, user, [plan.id]);
    await deleteDirectory(server, user, working.id);
    await restored(user, { deletedElementIds: [working.id] });
    expect(idsOf(await listTrash(server, user))).toEqual([plan.id]);

    await deleteDirectory(server, user, architecture.id);
    // The document lies in the deleted directory: chosen together, the directory comes back first.
    await restored(user, { deletedElementIds: [plan.id, architecture.id] });
    expect((await getDocument(server, user, plan.id)).ancestorIds).toEqual(plan.ancestorIds);
    expect(await listTrash(server, user)).toEqual({ deletedElements: [], totalPages: 0 });
  });

  it("lets an administrator restore another account's element; a repeated id counts once", async () => {
    const user = freshUser();
    const { plan } = await project(server, user);
    await deleteDocuments(server, user, [plan.id]);
    await restored(ADMIN, { deletedElementIds: [plan.id, plan.id] });
    expect((await getDocument(server, user, plan.id)).deletedAt).toBeNull();
  });
});

describe('PATCH /v1/deleted into another directory', () => {
  it('moves a document into the chosen directory', async () => {
    const user = freshUser();
    const { top, facades, plan } = await project(server, user);
    await deleteDocuments(server, user, [plan.id]);
    await restored(user, { deletedElementIds: [plan.id], directoryId: facades.id });
    const document = await getDocument(server, user, plan.id);
    expect(document).toMatchObject({ parentId: facades.id, depth: 2, ancestorIds: [top.id, facades.id] });
  });

  it('moves a directory with its subtree: depths and ancestors follow below it', async () => {
    const user = freshUser();
    const { top, working, architecture, facades, plan } = await project(server, user);
    const deeper = await createThroughApi(server, 'Разрезы', architecture.id, { account: user });
    await deleteDirectory(server, user, architecture.id);
    await restored(user, { deletedElementIds: [architecture.id], directoryId: facades.id });

    expect(await getThroughApi(server, architecture.id)).toMatchObject({
      parentId: facades.id,
      depth: 2,
      ancestorIds: [top.id, facades.id],
    });
    expect(await getThroughApi(server, deeper.id)).toMatchObject({
      depth: 3,
      ancestorIds: [top.id, facades.id, architecture.id],
    });
    expect(await getDocument(server, user, plan.id)).toMatchObject({
      depth: 3,
      ancestorIds: [top.id, facades.id, architecture.id],
    });
    expect(await childIds(working.id)).toEqual([]);
    expect(await childIds(facades.id)).toEqual([architecture.id]);
  });

  it('restores an element whose original directory is deleted into a chosen one', async () => {
    const user = freshUser();
    const { working, facades, plan } = await project(server, user);
    await deleteDocuments(server, user, [plan.id]);
    await deleteDirectory(server, user, working.id);
    await restored(user, { deletedElementIds: [plan.id], directoryId: facades.id });
    expect((await getDocument(server, user, plan.id)).parentId).toBe(facades.id);
    expect(idsOf(await listTrash(server, user))).toEqual([working.id]);
  });
});

describe('PATCH /v1/deleted refusals change nothing', () => {
  it('refuses with 409 CannotRestore when the original directory is deleted', async () => {
    const user = freshUser();
    const { working, plan } = await project(server, user);
    await deleteDocuments(server, user, [plan.id]);
    await deleteDirectory(server, user, working.id);
    const problem = await expectRefusedUnchanged(
      server,
      () => restoreRequest(server, user, { deletedElementIds: [plan.id] }),
      409,
      'CannotRestore',
    );
    expect(problem.type).toBe('urn:cde:problem:CannotRestore');
  });

  it('refuses with 409 CannotRestore when a live document or directory of the same name is there', async () => {
    const user = freshUser();
    const { architecture, facades, plan } = await project(server, user);
    await deleteDocuments(server, user, [plan.id]);
    // Names compare folded: another case is the same name.
    await upload(server, user, architecture.id, 'ар-01 план.PDF');
    await expectRefusedUnchanged(
      server,
      () => restoreRequest(server, user, { deletedElementIds: [plan.id] }),
      409,
      'CannotRestore',
    );

    const old = await createThroughApi(server, 'Архив', facades.id, { account: user });
    await deleteDirectory(server, user, old.id);
    await createThroughApi(server, 'АРХИВ', facades.id, { account: user });
    await expectRefusedUnchanged(
      server,
      () => restoreRequest(server, user, { deletedElementIds: [old.id] }),
      409,
      'CannotRestore',
    );
  });

  it('refuses all when one element cannot come back: two of one name into one directory', async () => {
    const user = freshUser();
    const { architecture, facades, plan } = await project(server, user);
    const twin = await upload(server, user, facades.id, 'АР-01 План.pdf');
    const free = await upload(server, user, facades.id, 'Свободный.pdf');
    await deleteDocuments(server, user, [plan.id, twin.id, free.id]);
    await expectRefusedUnchanged(
      server,
      () =>
        restoreRequest(server, user, { deletedElementIds: [free.id, plan.id, twin.id], directoryId: architecture.id }),
      409,
      'CannotRestore',
    );
    expect(idsOf(await listTrash(server, user, { sortType: 'Name' }))).toHaveLength(3);
  });

  it('refuses with 409 CannotRestore a directory that does not take that kind of element', async () => {
    const user = freshUser();
    const { top, working, plan } = await project(server, user);
    const parent = { id: top.id, depth: top.depth, ancestorIds: top.ancestorIds };
    const noUploads = await seedDirectory(server.app.db, parent, 'Без документов', { allowUploadDocuments: false });
    const noSubdirectories = await seedDirectory(server.app.db, parent, 'Без каталогов', {
      allowCreateDirectory: false,
    });
    await deleteDocuments(server, user, [plan.id]);
    await deleteDirectory(server, user, working.id);
    await expectRefusedUnchanged(
      server,
      () => restoreRequest(server, user, { deletedElementIds: [plan.id], directoryId: noUploads }),
      409,
      'CannotRestore',
    );
    await expectRefusedUnchanged(
      server,
      () => restoreRequest(server, user, { deletedElementIds: [working.id], directoryId: noSubdirectories }),
      409,
      'CannotRestore',
    );
  });

  it('refuses an element out of sight with 404 and one of a place without DeleteFiles with 403, even beside its own', async () => {
    const [owner, stranger, reader] = [freshUser('Владелец'), freshUser('Чужой'), freshUser('Читатель')];
    const { top, plan } = await project(server, owner);
    const other = await project(server, stranger);
    await grantGroup(server.app.db, { directoryIds: [top.id], members: [reader], operations: ['CreateFiles'] });
    const own = await upload(server, stranger, other.architecture.id, 'Свой.pdf');
    await deleteDocuments(server, owner, [plan.id]);
    await deleteDocuments(server, stranger, [own.id]);
    await expectRefusedUnchanged(
      server,
      () => restoreRequest(server, stranger, { deletedElementIds: [own.id, plan.id] }),
      404,
      'NotFound',
    );
    await expectRefusedUnchanged(
      server,
      () => restoreRequest(server, reader, { deletedElementIds: [plan.id] }),
      403,
      'ForbiddenResourceFailed',
    );
    // Restoring into a directory needs CreateFiles there too.
    await expectRefusedUnchanged(
      server,
      () => restoreRequest(server, stranger, { deletedElementIds: [own.id], directoryId: top.id }),
      404,
      'NotFound',
    );
  });

  it('answers 404 for an unknown element, one not deleted, or a chosen directory unknown or deleted', async () => {
    const user = freshUser();
    const { facades, working, plan } = await project(server, user);
    const other = await upload(server, user, facades.id, 'Другой.pdf');
    await deleteDocuments(server, user, [other.id]);
    await deleteDirectory(server, user, working.id);
    for (const payload of [
      { deletedElementIds: [other.id, UNKNOWN_ID] },
      { deletedElementIds: [facades.id] },
      // Hidden inside a deleted directory, but not deleted itself: not an element of the trash.
      { deletedElementIds: [plan.id] },
      { deletedElementIds: [other.id], directoryId: randomUUID() },
      { deletedElementIds: [other.id], directoryId: working.id },
    ])
      await expectRefusedUnchanged(server, () => restoreRequest(server, user, payload), 404, 'NotFound');
  });

  it('refuses a body that breaks the contract with 400 and a missing token with 401', async () => {
    const user = freshUser();
    for (const payload of [
      {},
      { deletedElementIds: [] },
      { deletedElementIds: ['b2000000'] },
      { deletedElementIds: [UNKNOWN_ID.toUpperCase()] },
      { deletedElementIds: UNKNOWN_ID },
      { deletedElementIds: [UNKNOWN_ID], directoryId: 'facades' },
      { deletedElementIds: [UNKNOWN_ID], directoryId: 7 },
      [UNKNOWN_ID],
    ])
      await expectRefusedUnchanged(server, () => restoreRequest(server, user, payload), 400, 'ValidationFailed');
    expectProblem(await restoreRequest(server, null, { deletedElementIds: [UNKNOWN_ID] }), 401, 'SignIn');
  });
});
