import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThroughApi, expectProblem, getThroughApi, type TestServer, UNKNOWN_ID } from './directory-helpers';
import { whileInsertsFail } from './failing-writes';
import { moveRequest } from './move-helpers';
import { ADMIN, startTestServer, STAFF } from './test-server';
import {
  deleteDirectory,
  deleteDocuments,
  expectRefusedUnchanged,
  getDocument,
  project,
  trashSnapshot,
  upload,
} from './trash-helpers';

/** Moves refused for what the request names: places and items not there, bad input, no token, a failing write. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

describe('moveItems: places and items that are not there', () => {
  it('answers 404 for an unknown or deleted target or source', async () => {
    const { top, working, architecture, facades, plan } = await project(server, STAFF);
    const move = (source: string, target: string) => () =>
      moveRequest(server, STAFF, source, target, { documentIds: [plan.id] });
    await expectRefusedUnchanged(server, move(architecture.id, UNKNOWN_ID), 404, 'NotFound');
    await expectRefusedUnchanged(server, move(UNKNOWN_ID, facades.id), 404, 'NotFound');
    const gone = await createThroughApi(server, 'Удалённый', top.id);
    await deleteDirectory(server, STAFF, gone.id);
    await expectRefusedUnchanged(server, move(architecture.id, gone.id), 404, 'NotFound');
    await deleteDirectory(server, STAFF, working.id);
    await expectRefusedUnchanged(server, move(architecture.id, facades.id), 404, 'NotFound');
  });

  it('answers 404 for unknown or deleted items', async () => {
    const { working, architecture, facades, plan } = await project(server, STAFF);
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, architecture.id, facades.id, { documentIds: [plan.id, UNKNOWN_ID] }),
      404,
      'NotFound',
    );
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, working.id, facades.id, { directoryIds: [UNKNOWN_ID] }),
      404,
      'NotFound',
    );
    await deleteDocuments(server, STAFF, [plan.id]);
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, architecture.id, facades.id, { documentIds: [plan.id] }),
      404,
      'NotFound',
    );
  });

  it('refuses items that are not in the source with IncorrectMoveCollection', async () => {
    const { top, working, architecture, facades, plan } = await project(server, STAFF);
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, working.id, facades.id, { documentIds: [plan.id] }),
      400,
      'IncorrectMoveCollection',
    );
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, top.id, facades.id, { directoryIds: [architecture.id] }),
      400,
      'IncorrectMoveCollection',
    );
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, ADMIN, 'root', facades.id, { directoryIds: [architecture.id] }),
      400,
      'IncorrectMoveCollection',
    );
  });
});

describe('moveItems: bad input, sign-in and failures', () => {
  it('refuses malformed paths, query and bodies with ValidationFailed', async () => {
    const { architecture, facades, plan } = await project(server, STAFF);
    const raw = (url: string, payload: unknown) =>
      server.call(STAFF, { method: 'POST', url, payload: payload as object });
    const base = `/v1/explorer/move/from/${architecture.id}/to/${facades.id}`;
    const good = { documentIds: [plan.id], directoryIds: [] };
    const cases: [string, unknown][] = [
      [`/v1/explorer/move/from/not-an-id/to/${facades.id}`, good],
      [`/v1/explorer/move/from/${architecture.id}/to/not-an-id`, good],
      [`/v1/explorer/move/from/null/to/${facades.id}`, good],
      [`/v1/explorer/move/from/${architecture.id}/to/${facades.id.toUpperCase()}`, good],
      [`${base}?rename=perhaps`, good],
      [base, { documentIds: [plan.id] }],
      [base, { directoryIds: [] }],
      [base, { documentIds: plan.id, directoryIds: [] }],
      [base, { documentIds: ['not-an-id'], directoryIds: [] }],
      [base, { documentIds: [42], directoryIds: [] }],
      [base, { documentIds: Array.from({ length: 1001 }, () => plan.id), directoryIds: [] }],
      [base, [plan.id]],
    ];
    for (const [url, payload] of cases)
      await expectRefusedUnchanged(server, () => raw(url, payload), 400, 'ValidationFailed');
  });

  it('answers 401 SignIn without a token', async () => {
    const { architecture, facades, plan } = await project(server, STAFF);
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, null, architecture.id, facades.id, { documentIds: [plan.id] }),
      401,
      'SignIn',
    );
  });

  it('undoes everything when the transaction fails midway, and answers 500 MovesFilesFailed', async () => {
    const { working, architecture, facades, plan } = await project(server, STAFF);
    const sub = await createThroughApi(server, 'Узлы', architecture.id);
    const list = await upload(server, STAFF, working.id, 'Ведомость.xlsx');
    // The events are written after each item has moved: the first event's failure comes after a subtree was rewritten.
    const before = await trashSnapshot(server);
    await whileInsertsFail(server.app.db, 'events', async () => {
      const response = await moveRequest(server, STAFF, working.id, facades.id, {
        documentIds: [list.id],
        directoryIds: [architecture.id],
      });
      expectProblem(response, 500, 'MovesFilesFailed');
    });
    expect(await trashSnapshot(server)).toEqual(before);
    expect((await getThroughApi(server, sub.id)).ancestorIds).toEqual([...architecture.ancestorIds, architecture.id]);
    expect((await getDocument(server, STAFF, plan.id)).parentId).toBe(architecture.id);
  });
});
