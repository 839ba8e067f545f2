import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { OfficeSession } from '../../codegen/model/officeSession';
import { dotNetTicks, signWopiProof } from '../src/office/wopi-proof';
import { CURRENT_PROOF_PRIVATE_KEY } from './fixtures/collabora-proof-keys';
import { PermissionOperation } from '../../codegen/model/permissionOperation';
import { seedProject } from './document-actions-helpers';
import { seedDirectory, type SeededDirectory } from './documents.seed';
import { grantGroup, startTestServer, STAFF, USER, type TestAccount, type TestServerOptions } from './test-server';

const FIXTURES = join(import.meta.dirname, 'fixtures');

/** Where the test server says it is reached: the WOPI URLs the editor signs are built on it. */
export const WOPI_URL = 'http://127.0.0.1:8080';

export const CURRENT_PROOF_KEY: KeyObject = createPrivateKey(CURRENT_PROOF_PRIVATE_KEY);

/** A stand-in for Collabora Online's discovery endpoint, serving a fixture (with or without proof keys). */
export async function startDiscovery(fixture = 'collabora-discovery.xml') {
  const xml = readFileSync(join(FIXTURES, fixture), 'utf8');
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests += 1;
    if (request.url !== '/hosting/discovery') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/xml' }).end(xml);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}

/** A test server with the office editor configured at a stand-in discovery. */
export async function startOfficeServer(options: TestServerOptions & { discoveryFixture?: string } = {}) {
  const discovery = await startDiscovery(options.discoveryFixture);
  const server = await startTestServer({
    ...options,
    config: { ...options.config, officeEditor: { collaboraUrl: discovery.url, wopiUrl: WOPI_URL } },
  });
  server.app.addHook('onClose', () => discovery.close());
  return { ...server, discovery };
}

export type OfficeTestServer = Awaited<ReturnType<typeof startOfficeServer>>;

/** GET …/office-session, answered 200 and parsed. */
export async function openSession(
  server: OfficeTestServer,
  documentId: string,
  index: number,
  options: { account?: TestAccount; master?: number } = {},
): Promise<OfficeSession> {
  const response = await sessionRequest(server, documentId, index, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OfficeSession>();
}

export function sessionRequest(
  server: OfficeTestServer,
  documentId: string,
  index: number,
  options: { account?: TestAccount; master?: number } = {},
): Promise<LightMyRequestResponse> {
  const query = options.master === undefined ? '' : `?masterVersionIndex=${String(options.master)}`;
  return server.call(options.account ?? STAFF, {
    method: 'GET',
    url: `/v1/documents/${documentId}/versions/${String(index)}/office-session${query}`,
  });
}

/** The WOPI file path and token of a session, from the frame's address and form (renderData). */
export function wopiTarget(session: OfficeSession): { path: string; token: string } {
  const source = new URL(session.renderData.action).searchParams.get('WOPISrc') ?? '';
  const token = session.renderData.params['access_token'] ?? '';
  return { path: new URL(source).pathname, token };
}

/**
 * The editor's server as Collabora would call the host: each call with the session's token in the address and a
 * proof signed with the discovery's current key (unless `proof: false`).
 */
export function wopiClient(server: OfficeTestServer, target: { path: string; token: string }) {
  const send = (
    method: 'GET' | 'POST',
    suffix: string,
    headers: Record<string, string> = {},
    options: { payload?: Buffer | string; token?: string; proof?: KeyObject | false; timestampMs?: number } = {},
  ) => {
    const token = options.token ?? target.token;
    const url = `${target.path}${suffix}?access_token=${encodeURIComponent(token)}`;
    const signed: Record<string, string> = {};
    if (options.proof !== false) {
      const timestamp = dotNetTicks(options.timestampMs ?? Date.now());
      const proof = signWopiProof(options.proof ?? CURRENT_PROOF_KEY, {
        accessToken: token,
        url: `${WOPI_URL}${url}`,
        timestamp,
      });
      Object.assign(signed, { 'x-wopi-proof': proof, 'x-wopi-proofold': proof, 'x-wopi-timestamp': String(timestamp) });
    }
    const request: InjectOptions = { method, url, headers: { ...signed, ...headers } };
    if (options.payload !== undefined) request.payload = options.payload;
    return server.app.inject(request);
  };
  return {
    send,
    checkFileInfo: () => send('GET', ''),
    getFile: () => send('GET', '/contents'),
    putFile: (lock: string | undefined, bytes: Buffer | string) =>
      send(
        'POST',
        '/contents',
        {
          'x-wopi-override': 'PUT',
          'content-type': 'application/octet-stream',
          ...(lock === undefined ? {} : { 'x-wopi-lock': lock }),
        },
        { payload: bytes },
      ),
    lock: (lock: string, oldLock?: string) =>
      send('POST', '', {
        'x-wopi-override': 'LOCK',
        'x-wopi-lock': lock,
        ...(oldLock === undefined ? {} : { 'x-wopi-oldlock': oldLock }),
      }),
    refreshLock: (lock: string) => send('POST', '', { 'x-wopi-override': 'REFRESH_LOCK', 'x-wopi-lock': lock }),
    unlock: (lock: string) => send('POST', '', { 'x-wopi-override': 'UNLOCK', 'x-wopi-lock': lock }),
    getLock: () => send('POST', '', { 'x-wopi-override': 'GET_LOCK' }),
  };
}

/** A directory where STAFF holds every right and USER only reads (a point of its own under a fresh project). */
export async function readersDirectory(server: OfficeTestServer): Promise<SeededDirectory> {
  const readers = await seedDirectory(server.app.db, { parent: (await seedProject(server)).project });
  await grantGroup(server.app.db, { directoryIds: [readers.id], members: [STAFF] });
  await grantGroup(server.app.db, {
    directoryIds: [readers.id],
    members: [USER],
    operations: [PermissionOperation.ReadDocument],
  });
  return readers;
}
