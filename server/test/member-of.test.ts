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
  it('answers that the account is a member of no security group: this server keeps none yet', async () => {
    for (const account of [USER, STAFF, ADMIN, DEVELOPER]) {
      const response = await server.call(account, { method: 'GET', url: '/v1/profile/member-of' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      expect(getMemberOf200Response.parse(response.json())).toEqual({ data: [] });
    }
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
