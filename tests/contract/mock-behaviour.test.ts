import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  fetchDirectory200Response,
  getDirectoryChildren200Response,
} from '../../codegen/zod/directories/directories.zod';
import { getDocument200Response } from '../../codegen/zod/documents/documents.zod';
import { getUsers200Response } from '../../codegen/zod/users/users.zod';
import { startMockServer, type MockServer } from '../../mocks/prism-mock';
import { problemSchema } from '../../src/api/problem.schema';

const origin = inject('mockOrigin');
const auth = { Authorization: 'Bearer contract-test-token' };

describe('the mock as frontend developers meet it', () => {
  it('serves the API under /v1 and nothing outside it', async () => {
    const outside = await fetch(`${origin}/directories/root/fetch`, { headers: auth });
    expect(outside.status).toBe(404);
    expect(problemSchema.parse(await outside.json()).title).toBe('NotFound');

    const inside = await fetch(`${origin}/v1/directories/root/fetch`, { headers: { ...auth, Prefer: 'example=Root' } });
    expect(inside.status).toBe(200);
    expect(fetchDirectory200Response.parse(await inside.json()).data.childrenDirectories[0]?.name).toBe(
      'ЖК «Северный квартал»',
    );
  });

  it('answers 401 SignIn without a bearer token', async () => {
    const response = await fetch(`${origin}/v1/documents/b2000000-0000-4000-8000-000000000001`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(problemSchema.parse(await response.json()).title).toBe('SignIn');
  });

  it('refuses a malformed id with a 400 problem of the catalogue', async () => {
    const response = await fetch(`${origin}/v1/documents/not-a-uuid`, { headers: auth });
    expect(response.status).toBe(400);
    expect(problemSchema.parse(await response.json()).title).toBe('ValidationFailed');
  });

  it('refuses a body that breaks the contract with a 400 problem', async () => {
    const response = await fetch(`${origin}/v1/documents/b2000000-0000-4000-8000-000000000001`, {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'ab' }),
    });
    expect(response.status).toBe(400);
    expect(problemSchema.parse(await response.json()).status).toBe(400);
  });
});

describe('the dynamic mock (npm run mock -- --dynamic)', () => {
  let dynamic: MockServer;
  beforeAll(async () => {
    dynamic = await startMockServer({ dynamic: true });
  });
  afterAll(async () => {
    await dynamic.close();
  });

  it.each([
    ['/directories/root/fetch', fetchDirectory200Response],
    ['/directories/a1000000-0000-4000-8000-000000000003/children', getDirectoryChildren200Response],
    ['/documents/b2000000-0000-4000-8000-000000000001', getDocument200Response],
    ['/users', getUsers200Response],
  ])('generates %s answers that the generated schemas accept', async (path, schema) => {
    const response = await fetch(`${dynamic.origin}/v1${path}`, { headers: auth });
    expect(response.status).toBe(200);
    const parsed = schema.safeParse(await response.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});
