import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '../../src/api/problem.schema';
import type { TestServer } from './directory-helpers';
import { expectProblem, seedDirectory, type SeededDirectory } from './documents.seed';
import { ADMIN, startTestServer } from './test-server';

/**
 * Issue 18, item 6: every answer is problem+json, the refusals of the router and of Node's HTTP parser included, and
 * sign-in is asked before anything is said about the request's body or parameters.
 */

let server: TestServer;
let port: number;
let section: SeededDirectory;

beforeAll(async () => {
  server = await startTestServer();
  section = await seedDirectory(server.app.db);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await server.app.close();
});

/** Sends raw bytes on a new connection and gives back everything the server answered before closing it. */
function rawExchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    socket.end(bytes);
  });
}

/** The status, headers and parsed problem of a raw HTTP answer. */
function parseAnswer(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, problem: problemSchema.parse(JSON.parse(body)) };
}

describe("the router's refusals", () => {
  it('lets a long path parameter reach the validation: 400 ValidationFailed naming it, not 414', async () => {
    const response = await server.call(ADMIN, { method: 'GET', url: `/v1/directories/${'%F0%9F%98%80'.repeat(128)}` });
    expect(expectProblem(response, 400, 'ValidationFailed').errors?.[0]?.field).toBe('params.id');
  });

  it('answers a path parameter beyond the router limit with 414 as problem+json', async () => {
    // Only a request that never met Node's parser (16 KiB of head at most) can carry one.
    const response = await server.call(ADMIN, { method: 'GET', url: `/v1/directories/${'a'.repeat(20_000)}` });
    const problem = expectProblem(response, 414, 'IncorrectParam');
    expect(problem.status).toBe(414);
  });

  it('answers a path that is not valid percent-encoding with 400 as problem+json', async () => {
    const response = await server.call(ADMIN, { method: 'GET', url: '/v1/directories/%E0%A4%A' });
    expectProblem(response, 400, 'IncorrectParam');
  });
});

describe("Node's HTTP parser's refusals", () => {
  it('answers headers beyond the size limit with 431 as problem+json', async () => {
    const answer = parseAnswer(
      await rawExchange(`GET /v1/application HTTP/1.1\r\nHost: x\r\nX-Large: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.problem).toMatchObject({ status: 431, title: 'IncorrectParam' });
  });

  it('answers a malformed request with 400 as problem+json', async () => {
    const answer = parseAnswer(await rawExchange('THIS IS NOT HTTP\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.problem).toMatchObject({ status: 400, title: 'IncorrectParam' });
  });
});

describe('sign-in comes first', () => {
  it.each([
    ['an invalid JSON body', { method: 'POST', url: '/v1/directories', payload: { name: 5 } }],
    [
      'a body that is not JSON',
      { method: 'POST', url: '/v1/directories', payload: '{', headers: { 'content-type': 'application/json' } },
    ],
    [
      'a body of another media type',
      { method: 'POST', url: '/v1/directories', payload: 'x', headers: { 'content-type': 'text/plain' } },
    ],
    ['an invalid path parameter', { method: 'GET', url: '/v1/directories/not-an-id' }],
    ['an invalid query', { method: 'GET', url: '/v1/statistics?periodFrom=never' }],
  ] as const)('answers a request without a token and with %s with 401 SignIn', async (_case, request) => {
    const before = await server.app.db.selectFrom('directories').select('id').execute();
    expectProblem(await server.call(null, { ...request }), 401, 'SignIn');
    expect(await server.app.db.selectFrom('directories').select('id').execute()).toEqual(before);
  });

  it('still validates the requests of a signed-in account', async () => {
    const response = await server.call(ADMIN, {
      method: 'POST',
      url: '/v1/directories',
      payload: { name: 5, parentId: section.id },
    });
    expectProblem(response, 400, 'ValidationFailed');
  });

  it('leaves the public operations open (openSharedLink)', async () => {
    const response = await server.call(null, { method: 'GET', url: `/v1/shared/${'A'.repeat(43)}` });
    expectProblem(response, 404, 'NotFound');
  });
});
