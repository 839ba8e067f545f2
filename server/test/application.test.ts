import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApplication200Response } from '../../codegen/zod/auth/auth.zod';
import { problemSchema } from '../../src/api/problem.schema';
import { ADMIN, startTestServer, STAFF } from './test-server';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

describe('GET /v1/application', () => {
  it('answers the signed-in account and the viewer configuration, as the contract has them', async () => {
    const response = await server.call(ADMIN, { method: 'GET', url: '/v1/application' });
    expect(response.statusCode).toBe(200);
    const body = getApplication200Response.parse(response.json());
    expect(body.account).toMatchObject({ id: ADMIN.id, displayName: ADMIN.name, roles: ['staff', 'administrator'] });
    expect(body.configuration.documentViewer.tanglViewer.extensions).toContain('.ifc');
    // No MODEL_VIEWER_URL: the app's own model viewer.
    expect(body.configuration.tanglViewerUrl).toBeNull();
  });

  it('lists the operations this server answers with 501, so that the app hides what leads to them', async () => {
    const response = await server.call(STAFF, { method: 'GET', url: '/v1/application' });
    const { unavailableOperations } = getApplication200Response.parse(response.json()).configuration;
    // The office session needs a configured editor (COLLABORA_URL), which the test server has not.
    expect(unavailableOperations).toContain('getOfficeSession');
    expect(unavailableOperations).not.toContain('mergeModels');
    expect(unavailableOperations).not.toContain('getModel');
    expect(unavailableOperations).not.toContain('getApplication');
    expect(unavailableOperations).not.toContain('uploadDocument');
    expect(unavailableOperations).toEqual([...(unavailableOperations ?? [])].sort());
  });

  it('refuses a request without a token, with a forged one and with an expired one as 401 SignIn', async () => {
    const anonymous = await server.call(null, { method: 'GET', url: '/v1/application' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    expect(problemSchema.parse(anonymous.json()).title).toBe('SignIn');

    const otherIssuer = await server.tokenFor(STAFF, { issuer: 'http://elsewhere.test' });
    const forged = await server.app.inject({
      method: 'GET',
      url: '/v1/application',
      headers: { authorization: `Bearer ${otherIssuer}` },
    });
    expect(forged.statusCode).toBe(401);

    const expired = await server.tokenFor(STAFF, { expiresIn: '-1m' });
    const late = await server.app.inject({
      method: 'GET',
      url: '/v1/application',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(late.statusCode).toBe(401);
  });

  it('answers an unknown path with 404 NotFound as a problem', async () => {
    const response = await server.call(STAFF, { method: 'GET', url: '/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(problemSchema.parse(response.json()).title).toBe('NotFound');
  });
});

describe('POST /v1/auth/logout', () => {
  it('ends the session with 204', async () => {
    const response = await server.call(STAFF, { method: 'POST', url: '/v1/auth/logout' });
    expect(response.statusCode).toBe(204);
  });
});
