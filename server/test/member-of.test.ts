import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMemberOf200Response } from '../../codegen/zod/users/users.zod';
import { DEVELOPER, expectProblem, type TestServer } from './directory-helpers';
import { ADMIN, startTestServer, STAFF, USER } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

describe('GET /v1/profile/member-of (getMemberOf)', () => {
  it('answers no group for an account that belongs to none', async () => {
    const response = await server.call(DEVELOPER, { method: 'GET', url: '/v1/profile/member-of' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(getMemberOf200Response.parse(response.json())).toEqual({ data: [] });
  });

  it('answers the account’s own groups by name, each with all its members and rights', async () => {
    const now = new Date().toISOString();
    const group = (name: string, operations: string[]) => ({
      id: randomUUID(),
      name,
      description: name === 'Проектировщики' ? 'Генеральный проектировщик' : null,
      operations: JSON.stringify(operations),
      created_at: now,
      updated_at: now,
    });
    const designers = group('Проектировщики', ['CreateFiles', 'UpdateFiles']);
    const builders = group('Генподрядчик', ['CreateFiles']);
    const reviewers = group('Экспертиза', ['DocumentFlowAgreement']);
    await server.app.db.insertInto('security_groups').values([designers, builders, reviewers]).execute();
    await server.app.db
      .insertInto('security_group_members')
      .values([
        { group_id: designers.id, account_id: STAFF.id },
        { group_id: designers.id, account_id: ADMIN.id },
        { group_id: builders.id, account_id: STAFF.id },
        { group_id: reviewers.id, account_id: USER.id },
      ])
      .execute();

    const response = await server.call(STAFF, { method: 'GET', url: '/v1/profile/member-of' });
    expect(getMemberOf200Response.parse(response.json())).toEqual({
      data: [
        { id: builders.id, name: 'Генподрядчик', description: null, members: [STAFF.id], operations: ['CreateFiles'] },
        {
          id: designers.id,
          name: 'Проектировщики',
          description: 'Генеральный проектировщик',
          members: [ADMIN.id, STAFF.id].sort(),
          operations: ['CreateFiles', 'UpdateFiles'],
        },
      ],
    });
    const user = await server.call(USER, { method: 'GET', url: '/v1/profile/member-of' });
    expect(getMemberOf200Response.parse(user.json()).data.map((item) => item.name)).toEqual(['Экспертиза']);
  });

  it('refuses a request without a valid token with 401 SignIn', async () => {
    expectProblem(await server.call(null, { method: 'GET', url: '/v1/profile/member-of' }), 401, 'SignIn');
    const expired = await server.tokenFor(STAFF, { expiresIn: '-1m' });
    const response = await server.app.inject({
      method: 'GET',
      url: '/v1/profile/member-of',
      headers: { authorization: `Bearer ${expired}` },
    });
    expectProblem(response, 401, 'SignIn');
  });
});
