import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemCode } from '../../codegen/model/problemCode';
import type { SecurityPoint } from '../../codegen/model/securityPoint';
import {
  getDirectorySecurityPoints200Response,
  replaceDirectorySecurityPoints200Response,
} from '../../codegen/zod/security-groups/security-groups.zod';
import { groupsNotAddable } from '../src/policies/security-points.policy';
import { adminSnapshot, createGroupThroughApi, signIn } from './admin-helpers';
import {
  DEVELOPER,
  expectRefusedLeaving,
  seedDirectory,
  uniqueName,
  UNKNOWN_ID,
  type TestServer,
} from './directory-helpers';
import { ADMIN, startTestServer, STAFF, USER, type TestAccount } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  for (const account of [ADMIN, STAFF, USER, DEVELOPER]) await signIn(server, account);
});
afterAll(async () => {
  await server.app.close();
});

interface Chain {
  top: { id: string; name: string };
  middle: { id: string; name: string };
  leaf: { id: string; name: string };
}

/** Project → section → subsection, stored directly (depths 0, 1, 2). */
async function chain(): Promise<Chain> {
  const db = server.app.db;
  const topName = uniqueName('ЖК Северный');
  // Points of its own only: the suites' shared group of ordinary accounts stays out of this chain.
  const top = await seedDirectory(db, null, topName, { openToOrdinary: false });
  const middleName = uniqueName('02 Проектная документация');
  const middle = await seedDirectory(db, { id: top, depth: 0, ancestorIds: [] }, middleName);
  const leafName = uniqueName('АР Архитектурные решения');
  const leaf = await seedDirectory(db, { id: middle, depth: 1, ancestorIds: [top] }, leafName);
  return {
    top: { id: top, name: topName },
    middle: { id: middle, name: middleName },
    leaf: { id: leaf, name: leafName },
  };
}

const getPoints = async (directoryId: string, account: TestAccount = ADMIN) => {
  const response = await server.call(account, { method: 'GET', url: `/v1/directories/${directoryId}/security-points` });
  expect(response.statusCode, response.body).toBe(200);
  return getDirectorySecurityPoints200Response.parse(response.json()).data;
};
const replace = (directoryId: string, groupIds: string[], account: TestAccount = ADMIN) =>
  server.call(account, {
    method: 'PUT',
    url: `/v1/directories/${directoryId}/security-points/replace`,
    payload: groupIds,
  });
const replaced = async (directoryId: string, groupIds: string[], account: TestAccount = ADMIN) => {
  const response = await replace(directoryId, groupIds, account);
  expect(response.statusCode, response.body).toBe(200);
  return replaceDirectorySecurityPoints200Response.parse(response.json()).data;
};
const refusedUnchanged = (request: Parameters<typeof expectRefusedLeaving>[1], status: number, code: ProblemCode) =>
  expectRefusedLeaving(() => adminSnapshot(server.app.db), request, status, code);

const point = (
  group: { id: string; name: string },
  owner: { id: string; name: string },
  priority: number,
  own: boolean,
): SecurityPoint => ({
  id: group.id,
  name: group.name,
  ownerId: owner.id,
  priority,
  parentName: own ? null : owner.name,
  allowDeletion: own,
});

describe('GET /v1/directories/{id}/security-points (getDirectorySecurityPoints)', () => {
  it('lists the points of every owner on the chain: own first, then inherited by priority, each level by name', async () => {
    const { top, middle, leaf } = await chain();
    const managers = await createGroupThroughApi(server, { name: uniqueName('Руководители проекта') });
    const designers = await createGroupThroughApi(server, { name: uniqueName('Проектировщики') });
    const architects = await createGroupThroughApi(server, { name: uniqueName('Архитекторы') });
    const supervision = await createGroupThroughApi(server, { name: uniqueName('Технический надзор') });

    expect(await getPoints(leaf.id)).toEqual([]);
    await replaced(top.id, [managers.id]);
    await replaced(middle.id, [designers.id, managers.id]);
    const own = await replaced(leaf.id, [supervision.id, architects.id]);

    const expected = [
      point(architects, leaf, 2, true),
      point(supervision, leaf, 2, true),
      point(designers, middle, 1, false),
      point(managers, middle, 1, false),
      point(managers, top, 0, false),
    ];
    // Highest priority first; within a level by name (А… before Т…, П… before Р…).
    expect(own).toEqual(expected);
    expect(await getPoints(leaf.id)).toEqual(own);
    expect(await getPoints(middle.id)).toEqual([
      point(designers, middle, 1, true),
      point(managers, middle, 1, true),
      point(managers, top, 0, false),
    ]);
    expect(await getPoints(top.id)).toEqual([point(managers, top, 0, true)]);
  });

  it('reads the priority from the owner’s depth when it is used', async () => {
    const { top, middle, leaf } = await chain();
    const group = await createGroupThroughApi(server, { name: uniqueName('Глубина') });
    await replaced(middle.id, [group.id]);
    await server.app.db.updateTable('directories').set({ depth: 5 }).where('id', '=', middle.id).execute();
    expect((await getPoints(leaf.id))[0]).toEqual(point(group, middle, 5, false));
    expect(top.id).not.toBe(middle.id);
  });

  it('answers 404 NotFound for an unknown directory and a deleted one', async () => {
    const { middle, leaf } = await chain();
    await server.app.db
      .updateTable('directories')
      .set({ deleted_at: new Date().toISOString(), deleted_by: ADMIN.id })
      .where('id', '=', middle.id)
      .execute();
    for (const id of [UNKNOWN_ID, middle.id, leaf.id]) {
      await refusedUnchanged(
        () => server.call(ADMIN, { method: 'GET', url: `/v1/directories/${id}/security-points` }),
        404,
        ProblemCode.NotFound,
      );
    }
  });
});

describe('PUT /v1/directories/{id}/security-points/replace (replaceDirectorySecurityPoints)', () => {
  it('replaces the directory’s own points only: the others go, the new come, the inherited stay', async () => {
    const { top, leaf } = await chain();
    const [a, b, c] = [
      await createGroupThroughApi(server, { name: uniqueName('Группа А') }),
      await createGroupThroughApi(server, { name: uniqueName('Группа Б') }),
      await createGroupThroughApi(server, { name: uniqueName('Группа В') }),
    ];
    await replaced(top.id, [a.id]);
    await replaced(leaf.id, [a.id, b.id]);
    const kept = await server.app.db
      .selectFrom('security_points')
      .selectAll()
      .where('owner_id', '=', leaf.id)
      .where('group_id', '=', b.id)
      .executeTakeFirstOrThrow();
    const after = await replaced(leaf.id, [b.id, c.id]);
    expect(
      after
        .filter((item) => item.allowDeletion)
        .map((item) => item.id)
        .sort(),
    ).toEqual([b.id, c.id].sort());
    expect(after.filter((item) => !item.allowDeletion)).toEqual([point(a, top, 0, false)]);
    const stored = await server.app.db
      .selectFrom('security_points')
      .selectAll()
      .where('owner_id', '=', leaf.id)
      .where('group_id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual(kept);
    expect(await getPoints(leaf.id)).toEqual(after);

    const cleared = await replaced(leaf.id, []);
    expect(cleared).toEqual([point(a, top, 0, false)]);
    expect(await getPoints(top.id)).toEqual([point(a, top, 0, true)]);
  });

  it('is all or nothing: a group that does not exist answers 404 naming it, and no point changes', async () => {
    const { leaf } = await chain();
    const group = await createGroupThroughApi(server, { name: uniqueName('Существующая') });
    const other = await createGroupThroughApi(server, { name: uniqueName('Вторая') });
    await replaced(leaf.id, [group.id]);
    const problem = await refusedUnchanged(() => replace(leaf.id, [other.id, UNKNOWN_ID]), 404, ProblemCode.NotFound);
    expect(problem.detail).toContain(UNKNOWN_ID);
    await refusedUnchanged(() => replace(UNKNOWN_ID, [group.id]), 404, ProblemCode.NotFound);
  });

  it('lets an account that is not elevated add only groups it is a member of; its directory’s own groups stay or go freely', async () => {
    const { leaf } = await chain();
    // STAFF controls the points of the directory through its own group there (PermissionControl).
    const mine = await createGroupThroughApi(server, {
      name: uniqueName('Моя группа'),
      members: [STAFF.id],
      operations: ['PermissionControl'],
    });
    const foreign = await createGroupThroughApi(server, { name: uniqueName('Чужая группа'), members: [USER.id] });
    const alsoForeign = await createGroupThroughApi(server, { name: uniqueName('Ещё чужая') });
    await replaced(leaf.id, [foreign.id, mine.id]);

    // Keeping a foreign group that is there already, and adding its own: allowed.
    const kept = await replaced(leaf.id, [foreign.id, mine.id], STAFF);
    expect(kept.map((item) => item.id).sort()).toEqual([foreign.id, mine.id].sort());
    // Removing the foreign one: allowed.
    expect((await replaced(leaf.id, [mine.id], STAFF)).map((item) => item.id)).toEqual([mine.id]);
    // Adding it back, or another foreign group: 403, nothing changes.
    await refusedUnchanged(
      () => replace(leaf.id, [mine.id, foreign.id], STAFF),
      403,
      ProblemCode.ForbiddenResourceFailed,
    );
    await refusedUnchanged(
      () => replace(leaf.id, [mine.id, alsoForeign.id], STAFF),
      403,
      ProblemCode.ForbiddenResourceFailed,
    );
    // An administrator and a developer may add any group.
    expect((await replaced(leaf.id, [mine.id, foreign.id], ADMIN)).length).toBe(2);
    expect((await replaced(leaf.id, [alsoForeign.id], DEVELOPER)).map((item) => item.id)).toEqual([alsoForeign.id]);
  });

  it('removes a directory’s points when it is deleted for good', async () => {
    const { top, middle } = await chain();
    const group = await createGroupThroughApi(server, { name: uniqueName('Уходящая') });
    await replaced(middle.id, [group.id]);
    await replaced(top.id, [group.id]);
    const deleted = await server.call(ADMIN, { method: 'DELETE', url: `/v1/directories/${middle.id}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const forGood = await server.call(ADMIN, { method: 'POST', url: '/v1/deleted/delete', payload: [middle.id] });
    expect(forGood.statusCode, forGood.body).toBe(204);
    const points = await server.app.db
      .selectFrom('security_points')
      .select('owner_id')
      .where('group_id', '=', group.id)
      .execute();
    expect(points.map((item) => item.owner_id)).toEqual([top.id]);
  });
});

describe('security-points.policy: groupsNotAddable', () => {
  const account = (roles: TestAccount['roles']) => ({ id: STAFF.id, displayName: 'x', email: null, roles });
  const change = { current: new Set(['kept']), wanted: ['kept', 'mine', 'foreign'], memberOf: new Set(['mine']) };

  it('names the groups an ordinary account is not a member of and the directory does not own', () => {
    for (const roles of [['staff'], ['user'], ['external-user'], ['general-contractor']] as const)
      expect(groupsNotAddable(account([...roles]), change)).toEqual(['foreign']);
  });

  it('lets administrators and developers add any group', () => {
    expect(groupsNotAddable(account(['staff', 'administrator']), change)).toEqual([]);
    expect(groupsNotAddable(account(['developer']), change)).toEqual([]);
  });
});
