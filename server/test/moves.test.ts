import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchDirectory200Response,
  getDirectoryChildren200Response,
} from '../../codegen/zod/directories/directories.zod';
import {
  createThroughApi,
  expectDirectoryShape,
  getThroughApi,
  seedDirectory,
  type TestServer,
  uniqueName,
} from './directory-helpers';
import { lockDocument } from './documents.seed';
import { moved, moveEvents, moveRequest } from './move-helpers';
import { ADMIN, startTestServer, STAFF, USER } from './test-server';
import {
  deleteDirectory,
  deleteDocuments,
  expectRefusedUnchanged,
  getDocument,
  project,
  upload,
} from './trash-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const childIds = async (id: string) => {
  const response = await server.call(ADMIN, { method: 'GET', url: `/v1/directories/${id}/children` });
  expect(response.statusCode, response.body).toBe(200);
  return getDirectoryChildren200Response.parse(response.json()).map((child) => child.id);
};

const load = async (id: string) => {
  const response = await server.call(STAFF, { method: 'GET', url: `/v1/directories/${id}/fetch` });
  expect(response.statusCode, response.body).toBe(200);
  return fetchDirectory200Response.parse(response.json()).data;
};

describe('POST /v1/explorer/move/from/{source}/to/{target} (moveItems)', () => {
  it('moves a document into another directory and answers it as it is now; event 5 is recorded', async () => {
    const { top, architecture, facades, plan } = await project(server, STAFF);
    const result = await moved(server, STAFF, architecture.id, facades.id, { documentIds: [plan.id] });
    expect(result.directories).toEqual([]);
    const [document] = result.documents;
    expect(document).toMatchObject({
      id: plan.id,
      name: plan.name,
      parentId: facades.id,
      depth: 2,
      ancestorIds: [top.id, facades.id],
      version: plan.version,
    });
    expect(await getDocument(server, STAFF, plan.id)).toEqual(document);
    expect((await load(architecture.id)).childrenDocuments).toEqual([]);
    expect((await load(facades.id)).childrenDocuments.map((child) => child.id)).toEqual([plan.id]);
    expect(await moveEvents(server, 'document_id', plan.id)).toEqual([
      {
        type: 5,
        account_id: STAFF.id,
        directory_id: facades.id,
        document_id: plan.id,
        details: { name: plan.name, fromDirectoryId: architecture.id, toDirectoryId: facades.id },
      },
    ]);
  });

  it('moves a directory with its subtree: depths and ancestors below it are rewritten', async () => {
    const { top, working, architecture, facades, plan } = await project(server, STAFF);
    const details = await createThroughApi(server, 'Узлы', architecture.id);
    const deeper = await createThroughApi(server, 'Узел 1', details.id);
    const node = await upload(server, STAFF, deeper.id, 'Узел 1.dwg');
    const result = await moved(server, STAFF, working.id, facades.id, { directoryIds: [architecture.id] });

    expect(result.documents).toEqual([]);
    expect(result.directories).toHaveLength(1);
    expectDirectoryShape(result.directories[0]);
    expect(result.directories[0]).toMatchObject({
      id: architecture.id,
      name: architecture.name,
      parentId: facades.id,
      parentDirectoryId: facades.id,
      depth: 2,
      ancestorIds: [top.id, facades.id],
    });
    expect(await getThroughApi(server, architecture.id)).toEqual(result.directories[0]);
    expect(await getThroughApi(server, details.id)).toMatchObject({
      depth: 3,
      ancestorIds: [top.id, facades.id, architecture.id],
    });
    expect(await getThroughApi(server, deeper.id)).toMatchObject({
      depth: 4,
      ancestorIds: [top.id, facades.id, architecture.id, details.id],
    });
    expect((await getDocument(server, STAFF, node.id)).ancestorIds).toEqual([
      top.id,
      facades.id,
      architecture.id,
      details.id,
      deeper.id,
    ]);
    expect((await getDocument(server, STAFF, plan.id)).ancestorIds).toEqual([top.id, facades.id, architecture.id]);

    const deep = await load(deeper.id);
    expect(deep.ancestors.map((ancestor) => ancestor.id)).toEqual([top.id, facades.id, architecture.id, details.id]);
    expect(deep.childrenDocuments.map((document) => document.id)).toEqual([node.id]);
    expect(await childIds(working.id)).toEqual([]);
    expect(await childIds(facades.id)).toEqual([architecture.id]);
    expect(await childIds(architecture.id)).toEqual([details.id]);
    expect(await moveEvents(server, 'directory_id', architecture.id)).toMatchObject([
      { type: 5, document_id: null, details: { fromDirectoryId: working.id, toDirectoryId: facades.id } },
    ]);
  });

  it('moves what was deleted inside a moved directory along with it, so a restore finds it in the new place', async () => {
    const { top, working, architecture, facades, plan } = await project(server, STAFF);
    const old = await createThroughApi(server, 'Старое', architecture.id);
    await deleteDirectory(server, STAFF, old.id);
    await deleteDocuments(server, STAFF, [plan.id]);
    await moved(server, STAFF, working.id, facades.id, { directoryIds: [architecture.id] });
    const restore = await server.call(STAFF, {
      method: 'PATCH',
      url: '/v1/deleted',
      payload: { deletedElementIds: [old.id, plan.id] },
    });
    expect(restore.statusCode, restore.body).toBe(204);
    expect((await getThroughApi(server, old.id)).ancestorIds).toEqual([top.id, facades.id, architecture.id]);
    expect((await getDocument(server, STAFF, plan.id)).parentId).toBe(architecture.id);
  });

  it('moves documents and directories together, in the order asked, one event each', async () => {
    const { top, working, architecture, facades } = await project(server, STAFF);
    const structures = await createThroughApi(server, 'КЖ', working.id);
    const list = await upload(server, STAFF, working.id, 'Ведомость.xlsx');
    const result = await moved(server, STAFF, working.id, facades.id, {
      documentIds: [list.id],
      directoryIds: [structures.id, architecture.id],
    });
    expect(result.directories.map((directory) => directory.id)).toEqual([structures.id, architecture.id]);
    expect(result.documents.map((document) => [document.id, document.parentId])).toEqual([[list.id, facades.id]]);
    expect(result.directories.every((directory) => directory.ancestorIds.join() === [top.id, facades.id].join())).toBe(
      true,
    );
    expect(await moveEvents(server, 'directory_id', facades.id)).toHaveLength(1);
    expect(await moveEvents(server, 'directory_id', structures.id)).toHaveLength(1);
  });

  it('moves top-level directories from the root (`root` as the source) for an administrator, pins kept', async () => {
    const { top } = await project(server, STAFF);
    const archive = await createThroughApi(server, uniqueName('Архив'), null);
    const pin = await server.call(ADMIN, { method: 'POST', url: `/v1/pinned-directories/${archive.id}/pin` });
    expect(pin.statusCode, pin.body).toBe(200);
    const result = await moved(server, ADMIN, 'root', top.id, { directoryIds: [archive.id] });
    expect(result.directories[0]).toMatchObject({ parentId: top.id, depth: 1, ancestorIds: [top.id], isPinned: true });
    expect(await childIds(top.id)).toContain(archive.id);
  });

  it('lets any role move: the rules are the items’ and the target’s, not the role’s', async () => {
    const { architecture, facades, plan } = await project(server, USER);
    const result = await moved(server, USER, architecture.id, facades.id, { documentIds: [plan.id] });
    expect(result.documents[0]?.parentId).toBe(facades.id);
  });

  it('takes each id once when the request repeats it', async () => {
    const { architecture, facades, plan } = await project(server, STAFF);
    const result = await moved(server, STAFF, architecture.id, facades.id, { documentIds: [plan.id, plan.id] });
    expect(result.documents.map((document) => document.id)).toEqual([plan.id]);
    expect(await moveEvents(server, 'document_id', plan.id)).toHaveLength(1);
  });
});

describe('moveItems: the rules of explorer.md §4 and §5, each refusing the whole move', () => {
  it('refuses the root as the target with CanNotMoveFilesToRootDirectory', async () => {
    const { working, architecture } = await project(server, STAFF);
    const problem = await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, working.id, 'root', { directoryIds: [architecture.id] }),
      400,
      'CanNotMoveFilesToRootDirectory',
    );
    expect(problem.detail).toBe('Files cannot be moved to the root directory.');
  });

  it('refuses a missing target (`null` in the path) with IncorrectMoveCollection, «The target directory is null.»', async () => {
    const { architecture, plan } = await project(server, STAFF);
    const problem = await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, architecture.id, 'null', { documentIds: [plan.id] }),
      400,
      'IncorrectMoveCollection',
    );
    expect(problem.detail).toBe('The target directory is null.');
  });

  it('refuses an empty collection with MovesCollectionEmpty, «The collection is empty.»', async () => {
    const { architecture, facades } = await project(server, STAFF);
    const problem = await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, architecture.id, facades.id, {}),
      400,
      'MovesCollectionEmpty',
    );
    expect(problem.detail).toBe('The collection is empty.');
  });

  it('refuses a document already in the target with MoveDocument', async () => {
    const { architecture, plan } = await project(server, STAFF);
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, architecture.id, architecture.id, { documentIds: [plan.id] }),
      400,
      'MoveDocument',
    );
  });

  it('refuses a directory moved into its present parent with MoveDirectory', async () => {
    const { working, architecture } = await project(server, STAFF);
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, working.id, working.id, { directoryIds: [architecture.id] }),
      400,
      'MoveDirectory',
    );
  });

  it('refuses a directory moved into itself or below itself with InterspatialMovable', async () => {
    const { top, working, architecture } = await project(server, STAFF);
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, top.id, working.id, { directoryIds: [working.id] }),
      400,
      'InterspatialMovable',
    );
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, top.id, architecture.id, { directoryIds: [working.id] }),
      400,
      'InterspatialMovable',
    );
  });

  it('refuses documents into a directory that does not allow uploads (NotAllowedUploadDocument)', async () => {
    const { top, working, architecture, plan } = await project(server, STAFF);
    const closed = await seedDirectory(server.app.db, top, 'Только каталоги', { allowUploadDocuments: false });
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, architecture.id, closed, { documentIds: [plan.id] }),
      403,
      'NotAllowedUploadDocument',
    );
    // A directory may still go there.
    const result = await moved(server, STAFF, working.id, closed, { directoryIds: [architecture.id] });
    expect(result.directories[0]?.parentId).toBe(closed);
  });

  it('refuses directories into a directory that does not allow subdirectories (NotAllowedCreateDirectory)', async () => {
    const { top, working, architecture, plan } = await project(server, STAFF);
    const closed = await seedDirectory(server.app.db, top, 'Только документы', { allowCreateDirectory: false });
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, working.id, closed, { directoryIds: [architecture.id] }),
      403,
      'NotAllowedCreateDirectory',
    );
    const result = await moved(server, STAFF, architecture.id, closed, { documentIds: [plan.id] });
    expect(result.documents[0]?.parentId).toBe(closed);
  });

  it('never moves a skeleton directory, nor a directory holding one (403 ForbiddenResourceFailed)', async () => {
    const { top, working, facades } = await project(server, STAFF);
    const skeleton = await seedDirectory(server.app.db, working, 'КЖ — Конструкции', {
      skeletonEntityId: 'f7000000-0000-4000-8000-000000000005',
    });
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, ADMIN, working.id, facades.id, { directoryIds: [skeleton] }),
      403,
      'ForbiddenResourceFailed',
    );
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, ADMIN, top.id, facades.id, { directoryIds: [working.id] }),
      403,
      'ForbiddenResourceFailed',
    );
  });

  it('never moves a blocked (409 DocumentDisabled) or agreed (409 DocumentAgreed) document', async () => {
    const { architecture, facades, plan } = await project(server, STAFF);
    await lockDocument(server.app.db, plan.id, { disabled: true });
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, architecture.id, facades.id, { documentIds: [plan.id] }),
      409,
      'DocumentDisabled',
    );
    await lockDocument(server.app.db, plan.id, { agreed: true });
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, architecture.id, facades.id, { documentIds: [plan.id] }),
      409,
      'DocumentAgreed',
    );
  });

  it('moves nothing when one item of many breaks a rule', async () => {
    const { working, architecture, facades, plan } = await project(server, STAFF);
    const list = await upload(server, STAFF, architecture.id, 'Ведомость.xlsx');
    await lockDocument(server.app.db, list.id, { agreed: true });
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, architecture.id, facades.id, { documentIds: [plan.id, list.id] }),
      409,
      'DocumentAgreed',
    );
    const nested = await createThroughApi(server, 'Узлы', architecture.id);
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, working.id, nested.id, { directoryIds: [architecture.id] }),
      400,
      'InterspatialMovable',
    );
  });
});
