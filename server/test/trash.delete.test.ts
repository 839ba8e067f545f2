import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventType } from '../../codegen/model/eventType';
import {
  createThroughApi,
  expectProblem,
  seedDirectory,
  type TestServer,
  uniqueName,
  UNKNOWN_ID,
} from './directory-helpers';
import { blobFiles, uploadForm } from './documents.seed';
import { ADMIN, grantGroup, startTestServer } from './test-server';
import {
  deleteDirectory,
  deleteDocuments,
  deleteForGoodRequest,
  emptyRequest,
  expectRefusedUnchanged,
  freshUser,
  idsOf,
  listTrash,
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

const done = (response: Awaited<ReturnType<typeof emptyRequest>>) => {
  expect(response.statusCode, response.body).toBe(204);
  expect(response.body).toBe('');
};

/** The blob files of the documents' versions, as paths relative to the blob directory (sharded by two characters). */
async function blobPathsOf(documentIds: string[]): Promise<string[]> {
  const rows = await server.app.db
    .selectFrom('versions')
    .select('blob_key')
    .where('document_id', 'in', documentIds)
    .execute();
  expect(rows.length).toBeGreaterThan(0);
  const all = await blobFiles(server.blobDir);
  return rows.map((row) => {
    const path = all.find((file) => file.endsWith(row.blob_key));
    if (!path) throw new Error(`No blob file for ${row.blob_key}.`);
    return path;
  });
}

const rowsOf = async (table: 'directories' | 'documents', ids: string[]) =>
  (await server.app.db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((row) => row.id);

const versionCount = async (documentIds: string[]) =>
  (await server.app.db.selectFrom('versions').select('index').where('document_id', 'in', documentIds).execute()).length;

const permanentEvents = (elementId: string) =>
  server.app.db
    .selectFrom('events')
    .select(['account_id', 'directory_id', 'document_id', 'details'])
    .where('type', '=', EventType.DeleteElementPermanently)
    .where((eb) => eb.or([eb('directory_id', '=', elementId), eb('document_id', '=', elementId)]))
    .execute();

describe('POST /v1/deleted/delete (deleteElementsPermanently)', () => {
  it('removes a document with every version and its blobs, with event 15', async () => {
    const user = freshUser();
    const { architecture, plan } = await project(server, user);
    const version = await server.call(user, {
      method: 'POST',
      url: `/v1/documents/${plan.id}/versions`,
      payload: uploadForm({ name: 'АР-01 План.pdf', content: 'вторая версия' }, { documentId: plan.id }),
    });
    expect(version.statusCode).toBe(201);
    const blobs = await blobPathsOf([plan.id]);
    expect(blobs).toHaveLength(2);
    await deleteDocuments(server, user, [plan.id]);

    done(await deleteForGoodRequest(server, user, [plan.id]));
    expect(await rowsOf('documents', [plan.id])).toEqual([]);
    expect(await versionCount([plan.id])).toBe(0);
    const left = await blobFiles(server.blobDir);
    for (const blob of blobs) expect(left).not.toContain(blob);
    expect(await listTrash(server, user)).toEqual({ deletedElements: [], totalPages: 0 });
    expectProblem(await server.call(user, { method: 'GET', url: `/v1/documents/${plan.id}` }), 404, 'NotFound');
    expect(await permanentEvents(plan.id)).toEqual([
      {
        account_id: user.id,
        directory_id: architecture.id,
        document_id: plan.id,
        details: JSON.stringify({ elementType: 'Document', name: plan.name, parentId: architecture.id }),
      },
    ]);
  });

  it('removes a directory with its whole subtree: directories, documents, versions, pins and blobs', async () => {
    const user = freshUser();
    const { top, working, architecture, facades, plan } = await project(server, user);
    const sections = await createThroughApi(server, 'Разрезы', architecture.id, { account: user });
    const section = await upload(server, user, sections.id, 'Разрез 1-1.pdf');
    const earlier = await upload(server, user, architecture.id, 'Удалён раньше.pdf');
    const elsewhere = await upload(server, user, facades.id, 'Фасад.pdf');
    const pin = await server.call(user, { method: 'POST', url: `/v1/pinned-directories/${sections.id}/pin` });
    expect(pin.statusCode).toBe(200);
    await deleteDocuments(server, user, [earlier.id]);
    await deleteDirectory(server, user, working.id);
    const documents = [plan.id, section.id, earlier.id];
    const blobs = await blobPathsOf(documents);
    const kept = await blobPathsOf([elsewhere.id]);

    done(await deleteForGoodRequest(server, user, [working.id]));
    expect(await rowsOf('directories', [working.id, architecture.id, sections.id])).toEqual([]);
    expect(await rowsOf('directories', [top.id, facades.id]).then((ids) => ids.sort())).toEqual(
      [top.id, facades.id].sort(),
    );
    expect(await rowsOf('documents', documents)).toEqual([]);
    expect(await versionCount(documents)).toBe(0);
    expect(
      await server.app.db.selectFrom('pins').select('pinned').where('directory_id', '=', sections.id).execute(),
    ).toEqual([]);
    const left = await blobFiles(server.blobDir);
    for (const blob of blobs) expect(left).not.toContain(blob);
    for (const blob of kept) expect(left).toContain(blob);
    // What was deleted inside it leaves the trash with it; one event for the element chosen.
    expect(await listTrash(server, user)).toEqual({ deletedElements: [], totalPages: 0 });
    expect((await permanentEvents(working.id)).map((event) => event.account_id)).toEqual([user.id]);
    expect(await permanentEvents(earlier.id)).toEqual([]);
  });

  it("lets an administrator delete another account's element for good", async () => {
    const user = freshUser();
    const { plan } = await project(server, user);
    await deleteDocuments(server, user, [plan.id]);
    done(await deleteForGoodRequest(server, ADMIN, [plan.id, plan.id]));
    expect(await rowsOf('documents', [plan.id])).toEqual([]);
  });

  it('still answers 204 when a blob cannot be removed after the commit: the rows are gone', async () => {
    const user = freshUser();
    const { plan } = await project(server, user);
    await deleteDocuments(server, user, [plan.id]);
    const original = server.app.blobs.remove.bind(server.app.blobs);
    server.app.blobs.remove = () => Promise.reject(new Error('The disk is gone.'));
    try {
      done(await deleteForGoodRequest(server, user, [plan.id]));
    } finally {
      server.app.blobs.remove = original;
    }
    expect(await rowsOf('documents', [plan.id])).toEqual([]);
  });

  it('answers 500 DeleteResourceFailed and keeps every row and blob when the transaction fails', async () => {
    const user = freshUser();
    const { working, architecture } = await project(server, user);
    await deleteDirectory(server, user, working.id);
    // A row whose stored ancestors miss the subtree it hangs in: its foreign key makes the deletion fail midway.
    const broken = await seedDirectory(server.app.db, { id: architecture.id, depth: 0, ancestorIds: [] }, 'Сломанный');
    await expectRefusedUnchanged(
      server,
      () => deleteForGoodRequest(server, user, [working.id]),
      500,
      'DeleteResourceFailed',
    );
    // Repaired, so that the other tests' deletions of the whole trash succeed.
    await server.app.db.deleteFrom('directories').where('id', '=', broken).execute();
    done(await deleteForGoodRequest(server, user, [working.id]));
  });

  it('deletes none when one id is unknown, not deleted or out of sight (404), or not deletable there (403)', async () => {
    const [owner, stranger, reader] = [freshUser('Владелец'), freshUser('Чужой'), freshUser('Читатель')];
    const { top, plan } = await project(server, owner);
    const other = await project(server, stranger);
    const own = await upload(server, stranger, other.architecture.id, 'Свой.pdf');
    const live = await upload(server, stranger, other.architecture.id, 'Живой.pdf');
    await grantGroup(server.app.db, { directoryIds: [top.id], members: [reader], operations: [] });
    await deleteDocuments(server, owner, [plan.id]);
    await deleteDocuments(server, stranger, [own.id]);
    for (const ids of [[own.id, UNKNOWN_ID], [own.id, live.id], [other.architecture.id]])
      await expectRefusedUnchanged(server, () => deleteForGoodRequest(server, stranger, ids), 404, 'NotFound');
    // Another project's trash is out of the stranger's sight, as if the element did not exist.
    await expectRefusedUnchanged(
      server,
      () => deleteForGoodRequest(server, stranger, [own.id, plan.id]),
      404,
      'NotFound',
    );
    // The reader sees the project but may not delete in it.
    await expectRefusedUnchanged(
      server,
      () => deleteForGoodRequest(server, reader, [plan.id]),
      403,
      'ForbiddenResourceFailed',
    );
  });

  it('refuses a body that breaks the contract with 400 and a missing token with 401', async () => {
    const user = freshUser();
    for (const payload of [[], ['b2000000'], [UNKNOWN_ID.toUpperCase()], { ids: [UNKNOWN_ID] }, [7], [null]])
      await expectRefusedUnchanged(server, () => deleteForGoodRequest(server, user, payload), 400, 'ValidationFailed');
    expectProblem(await deleteForGoodRequest(server, null, [UNKNOWN_ID]), 401, 'SignIn');
  });
});

describe('DELETE /v1/deleted/empty (emptyTrash)', () => {
  it("empties an ordinary account's trash only, blobs included; an empty trash empties quietly", async () => {
    const [owner, colleague] = [freshUser('Владелец'), freshUser('Коллега')];
    const { facades, plan } = await project(server, owner);
    const theirProject = await project(server, colleague);
    const theirs = await upload(server, colleague, theirProject.architecture.id, 'Коллеги.pdf');
    await deleteDocuments(server, owner, [plan.id]);
    await deleteDirectory(server, owner, facades.id);
    await deleteDocuments(server, colleague, [theirs.id]);
    const ownBlobs = await blobPathsOf([plan.id]);
    const theirBlobs = await blobPathsOf([theirs.id]);

    done(await emptyRequest(server, owner));
    expect(await listTrash(server, owner)).toEqual({ deletedElements: [], totalPages: 0 });
    expect(await rowsOf('documents', [plan.id])).toEqual([]);
    expect(await rowsOf('directories', [facades.id])).toEqual([]);
    expect(idsOf(await listTrash(server, colleague))).toEqual([theirs.id]);
    const left = await blobFiles(server.blobDir);
    for (const blob of ownBlobs) expect(left).not.toContain(blob);
    for (const blob of theirBlobs) expect(left).toContain(blob);
    expect(await permanentEvents(facades.id)).toHaveLength(1);

    done(await emptyRequest(server, owner));
    expect(idsOf(await listTrash(server, colleague))).toEqual([theirs.id]);
  });

  it("empties everyone's trash for an administrator", async () => {
    const user = freshUser();
    const { plan } = await project(server, user);
    const top = await createThroughApi(server, uniqueName('Корневой'), null);
    await deleteDocuments(server, user, [plan.id]);
    await deleteDirectory(server, ADMIN, top.id);
    done(await emptyRequest(server, ADMIN));
    expect(await listTrash(server, ADMIN)).toEqual({ deletedElements: [], totalPages: 0 });
    expect(await listTrash(server, user)).toEqual({ deletedElements: [], totalPages: 0 });
    expect(await rowsOf('directories', [top.id])).toEqual([]);
  });

  it('refuses a request without a valid token with 401 SignIn', async () => {
    expectProblem(await emptyRequest(server, null), 401, 'SignIn');
  });
});
