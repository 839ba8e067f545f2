import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import {
  HttpTransportType,
  type HubConnection as ClientConnection,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Hub, HubAccount, HubOptions } from '../src/realtime/signalr-connection';
import { registerHub } from '../src/realtime/signalr-hub';
import { negotiateResponse, RECORD_SEPARATOR as RS } from '../src/realtime/signalr-protocol';

/** The raw `ws` client, for what the official client never sends (the project has no types for `ws`). */
interface RawSocket {
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  send(data: string | Buffer): void;
  terminate(): void;
}
const { WebSocket: RawWebSocket } = createRequire(import.meta.url)('ws') as {
  WebSocket: new (url: string, options?: { headers?: Record<string, string> }) => RawSocket;
};

const HUB_PATH = '/hubs/test';
const ACCOUNTS: Record<string, HubAccount> = { 'alice-token': { id: 'alice' }, 'bob-token': { id: 'bob' } };
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

interface Started {
  app: FastifyInstance;
  hub: Hub;
  url: string;
  warnings: string[];
  calls: unknown[][];
}

const apps: FastifyInstance[] = [];
const clients: ClientConnection[] = [];
const rawSockets: RawSocket[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.stop()));
  rawSockets.splice(0).forEach((socket) => {
    socket.terminate();
  });
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A bare Fastify app with the hub alone, listening on an ephemeral port; its warnings are kept. */
async function startHub(options: Partial<HubOptions> = {}): Promise<Started> {
  const warnings: string[] = [];
  const calls: unknown[][] = [];
  const app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } },
  });
  apps.push(app);
  const hub = await registerHub(app, {
    path: HUB_PATH,
    authenticate: (token) => {
      const account = ACCOUNTS[token];
      return account ? Promise.resolve(account) : Promise.reject(new Error('unknown token'));
    },
    methods: {
      Add: (_connection, a, b) => Number(a) + Number(b),
      WhoAmI: (connection) => ({ account: connection.account.id, connectionId: connection.id }),
      Fail: () => Promise.reject(new Error('DocumentDisabled')),
      Record: (_connection, ...args) => {
        calls.push(args);
      },
    },
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, hub, url: `http://127.0.0.1:${port}${HUB_PATH}`, warnings, calls };
}

function client(
  url: string,
  token: string | (() => string),
  configure: (builder: HubConnectionBuilder) => HubConnectionBuilder = (builder) => builder,
  skipNegotiation = false,
): ClientConnection {
  const builder = new HubConnectionBuilder()
    .withUrl(url, {
      accessTokenFactory: typeof token === 'string' ? () => token : token,
      transport: HttpTransportType.WebSockets,
      skipNegotiation,
    })
    .configureLogging(LogLevel.None);
  const connection = configure(builder).build();
  clients.push(connection);
  return connection;
}

const closeError = (connection: ClientConnection) =>
  new Promise<Error | undefined>((resolve) => {
    connection.onclose(resolve);
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw WebSocket: its frames as they come, and its close code. */
async function openRaw(url: string, headers: Record<string, string> = { authorization: 'Bearer alice-token' }) {
  const socket = new RawWebSocket(url.replace(/^http/, 'ws'), { headers });
  rawSockets.push(socket);
  const frames: string[] = [];
  const waiting: ((frame: string) => void)[] = [];
  socket.on('message', (data) => {
    const frame = data.toString('utf8');
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  const closed = new Promise<number>((resolve) => {
    socket.on('close', resolve);
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  const next = () =>
    new Promise<string>((resolve) => {
      const frame = frames.shift();
      if (frame === undefined) waiting.push(resolve);
      else resolve(frame);
    });
  return { socket, next, closed };
}

async function openShaken(url: string) {
  const raw = await openRaw(url);
  raw.socket.send(HANDSHAKE);
  expect(await raw.next()).toBe(`{}${RS}`);
  return raw;
}

describe('the hub with the official client', () => {
  it('negotiates, shakes hands and completes an invocation with its value', async () => {
    const connected: string[] = [];
    const { hub, url } = await startHub({ onConnected: (connection) => void connected.push(connection.account.id) });
    const alice = client(url, 'alice-token');
    await alice.start();
    expect(await alice.invoke('Add', 40, 2)).toBe(42);
    const [connection] = [...hub.connections()];
    expect(await alice.invoke('WhoAmI')).toEqual({ account: 'alice', connectionId: alice.connectionId });
    expect(connection?.id).toBe(alice.connectionId);
    expect(connected).toEqual(['alice']);
  });

  it('rejects the invoke with the message of a thrown Error, or of an unknown method', async () => {
    const { url } = await startHub();
    const alice = client(url, 'alice-token');
    await alice.start();
    await expect(alice.invoke('Fail')).rejects.toThrow('DocumentDisabled');
    await expect(alice.invoke('Nope')).rejects.toThrow("Method 'Nope' does not exist.");
    await expect(alice.invoke('constructor')).rejects.toThrow("Method 'constructor' does not exist.");
    expect(await alice.invoke('Add', 1, 1)).toBe(2);
  });

  it('runs a send (non-blocking invocation) without answering it', async () => {
    const { url, calls } = await startHub();
    const alice = client(url, 'alice-token');
    await alice.start();
    await alice.send('Record', 'opened', 3);
    await expect.poll(() => calls).toEqual([['opened', 3]]);
  });

  it('sends server → client events to the connections hub.sendTo picks', async () => {
    const { hub, url } = await startHub();
    const [alice, bob] = [client(url, 'alice-token'), client(url, 'bob-token')];
    const received = { alice: [] as unknown[], bob: [] as unknown[] };
    alice.on('Notify', (payload) => received.alice.push(payload));
    bob.on('Notify', (payload) => received.bob.push(payload));
    await Promise.all([alice.start(), bob.start()]);
    expect(hub.sendTo((connection) => connection.account.id === 'alice', 'Notify', { to: 'alice' })).toBe(1);
    expect(hub.sendTo(() => true, 'Notify', { to: 'all' })).toBe(2);
    // Events arrive in order: once bob has the second, he would have had the first.
    await expect.poll(() => received.bob).toEqual([{ to: 'all' }]);
    await expect.poll(() => received.alice).toEqual([{ to: 'alice' }, { to: 'all' }]);
  });

  it('keeps an idle connection open with pings, both ways', async () => {
    const { url } = await startHub({ keepAliveMs: 100, clientTimeoutMs: 1_000 });
    const alice = client(url, 'alice-token', (builder) => builder.withServerTimeout(1_000).withKeepAliveInterval(200));
    let closed = false;
    alice.onclose(() => (closed = true));
    await alice.start();
    // Silent but for pings for longer than either side's timeout.
    await sleep(2_500);
    expect(closed).toBe(false);
    expect(alice.state).toBe(HubConnectionState.Connected);
    expect(await alice.invoke('Add', 2, 2)).toBe(4);
  });

  it('lets the client time out a server that does not ping within its server timeout', async () => {
    const { url } = await startHub({ keepAliveMs: 60_000 });
    const alice = client(url, 'alice-token', (builder) => builder.withServerTimeout(400));
    const closed = closeError(alice);
    await alice.start();
    expect((await closed)?.message).toContain('Server timeout elapsed');
  });

  it('refuses a bad token at negotiation with 401 problem+json', async () => {
    const { app, url } = await startHub();
    await expect(client(url, 'stolen-token').start()).rejects.toThrow(/401/);
    for (const authorization of [undefined, 'Bearer stolen-token', 'Basic alice-token']) {
      const response = await app.inject({
        method: 'POST',
        url: `${HUB_PATH}/negotiate?negotiateVersion=1`,
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json\b/);
      expect(response.json()).toEqual({ type: 'about:blank', title: 'SignIn', status: 401 });
    }
  });

  it('answers negotiation with a connection token, and only for negotiateVersion 1', async () => {
    const { app } = await startHub();
    const negotiate = (query: string) =>
      app.inject({
        method: 'POST',
        url: `${HUB_PATH}/negotiate${query}`,
        headers: { authorization: 'Bearer bob-token' },
      });
    const response = await negotiate('?negotiateVersion=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ connectionId: string; connectionToken: string }>();
    expect(body).toEqual(negotiateResponse(body.connectionId, body.connectionToken));
    expect(body.connectionToken).not.toBe(body.connectionId);
    expect((await negotiate('')).statusCode).toBe(400);
  });

  it('refuses a bad token at the upgrade when the client skips negotiation', async () => {
    const { url } = await startHub();
    await expect(client(url, 'stolen-token', undefined, true).start()).rejects.toThrow(/failed to connect/i);
    const skipping = client(url, 'bob-token', undefined, true);
    await skipping.start();
    expect(await skipping.invoke('WhoAmI')).toMatchObject({ account: 'bob' });
  });

  it('admits the access_token query (browsers), and a connection token once, for its own account, for 30 s', async () => {
    const { app, url } = await startHub();
    const negotiate = async (token: string) => {
      const response = await app.inject({
        method: 'POST',
        url: `${HUB_PATH}/negotiate?negotiateVersion=1`,
        headers: { authorization: `Bearer ${token}` },
      });
      return response.json<{ connectionToken: string }>().connectionToken;
    };
    const upgrade = (id: string, token = 'alice-token') => openRaw(`${url}?id=${id}&access_token=${token}`, {});
    const id = await negotiate('alice-token');
    const raw = await upgrade(id);
    raw.socket.send(HANDSHAKE);
    expect(await raw.next()).toBe(`{}${RS}`);
    await expect(upgrade(id)).rejects.toThrow(/404/);
    await expect(upgrade('made-up')).rejects.toThrow(/404/);
    await expect(upgrade(await negotiate('bob-token'))).rejects.toThrow(/404/);
    await expect(upgrade(await negotiate('alice-token'), 'stolen-token')).rejects.toThrow(/401/);
    const late = await negotiate('alice-token');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 31_000);
      await expect(upgrade(late)).rejects.toThrow(/404/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('admits a connection token negotiated by another process of the installation (the same key), and only then', async () => {
    const secret = Buffer.alloc(32, 7);
    const negotiating = await startHub({ connectionSecret: secret });
    const other = await startHub({ connectionSecret: secret });
    const stranger = await startHub({ connectionSecret: Buffer.alloc(32, 8) });
    const negotiate = async () => {
      const response = await negotiating.app.inject({
        method: 'POST',
        url: `${HUB_PATH}/negotiate?negotiateVersion=1`,
        headers: { authorization: 'Bearer alice-token' },
      });
      return response.json<{ connectionId: string; connectionToken: string }>();
    };
    const upgrade = (url: string, id: string) =>
      openRaw(`${url}?id=${encodeURIComponent(id)}&access_token=alice-token`, {});
    const { connectionId, connectionToken } = await negotiate();
    await expect(upgrade(stranger.url, connectionToken)).rejects.toThrow(/404/);
    const [body = '', signature = ''] = connectionToken.split('.');
    const forged = Buffer.from(
      Buffer.from(body, 'base64url').toString('utf8').replace(connectionId, 'chosen-id'),
    ).toString('base64url');
    await expect(upgrade(other.url, `${forged}.${signature}`)).rejects.toThrow(/404/);
    const raw = await upgrade(other.url, connectionToken);
    raw.socket.send(HANDSHAKE);
    expect(await raw.next()).toBe(`{}${RS}`);
    expect([...other.hub.connections()].map((connection) => connection.id)).toEqual([connectionId]);
  });

  it('closes the connection with SignIn (reconnect allowed) when the token expires', async () => {
    const { url } = await startHub({
      authenticate: (token) => Promise.resolve({ id: token, expiresAt: new Date(Date.now() + 1_000) }),
    });
    const carol = client(url, 'carol');
    const closed = closeError(carol);
    await carol.start();
    expect((await closed)?.message).toContain('SignIn');
    const raw = await openShaken(url);
    expect(await raw.next()).toBe(`{"type":7,"error":"SignIn","allowReconnect":true}${RS}`);
    expect(await raw.closed).toBe(1000);
  });

  it('reconnects automatically after the server drops the socket, or closes it allowing reconnection', async () => {
    const { app, hub, url } = await startHub();
    const alice = client(url, 'alice-token', (builder) => builder.withAutomaticReconnect([0, 100, 200]));
    const reconnected: (string | undefined)[] = [];
    alice.onreconnected((connectionId) => reconnected.push(connectionId));
    await alice.start();
    const first = alice.connectionId;
    const { clients: sockets } = app.websocketServer as unknown as { clients: Set<{ terminate(): void }> };
    sockets.forEach((socket) => {
      socket.terminate();
    });
    await expect.poll(() => reconnected.length).toBe(1);
    expect(await alice.invoke('Add', 20, 22)).toBe(42);
    for (const connection of hub.connections()) connection.close(undefined, { allowReconnect: true });
    await expect.poll(() => reconnected.length).toBe(2);
    expect(await alice.invoke('WhoAmI')).toEqual({ account: 'alice', connectionId: reconnected[1] });
    expect(new Set([first, ...reconnected]).size).toBe(3);
  });

  it('closes the connection with the error of a failing onConnected', async () => {
    const { url } = await startHub({ onConnected: () => Promise.reject(new Error('DisabledUser')) });
    const alice = client(url, 'alice-token');
    const closed = closeError(alice);
    // The Close message may come before start() has resolved, which then rejects with it.
    const failure = await alice.start().then(
      () => closed,
      (error: unknown) => error,
    );
    expect(String(failure)).toContain('Server returned an error on close: DisabledUser');
  });

  it('closes a client silent for longer than the client timeout', async () => {
    const { url } = await startHub({ clientTimeoutMs: 300 });
    const raw = await openShaken(url);
    expect(JSON.parse((await raw.next()).slice(0, -1))).toMatchObject({ type: 7, allowReconnect: true });
    expect(await raw.closed).toBe(1000);
  });
});

describe('the hub with raw frames', () => {
  it('answers invocations sent with the handshake, never a non-blocking one, and ignores unknown types', async () => {
    const { url, calls } = await startHub();
    const raw = await openRaw(url);
    raw.socket.send(
      HANDSHAKE +
        `{"type":1,"target":"Record","arguments":["quiet"]}${RS}{"type":42}${RS}{"type":6}${RS}` +
        `{"type":1,"invocationId":"1","target":"Add","arguments":[1,2]}${RS}`,
    );
    expect(await raw.next()).toBe(`{}${RS}`);
    expect(await raw.next()).toBe(`{"type":3,"invocationId":"1","result":3}${RS}`);
    expect(calls).toEqual([['quiet']]);
    raw.socket.send(`{"type":4,"invocationId":"2","target":"Add","arguments":[]}${RS}`);
    expect(await raw.next()).toBe(`{"type":3,"invocationId":"2","error":"Streaming is not supported."}${RS}`);
  });

  it.each([
    ['a handshake without separator', '{"protocol":"json","version":1}', 'handshake is incomplete'],
    ['another protocol', `{"protocol":"messagepack","version":1}${RS}`, "'messagepack' is not supported"],
    ['another version', `{"protocol":"json","version":2}${RS}`, 'Version 2'],
  ])('refuses %s with a handshake error', async (_case, frame, error) => {
    const { url, warnings } = await startHub();
    const raw = await openRaw(url);
    raw.socket.send(frame);
    expect(JSON.parse((await raw.next()).slice(0, -1))).toEqual({ error: expect.stringContaining(error) as string });
    expect(await raw.closed).toBe(1002);
    expect(warnings.join('')).toContain('SignalR protocol error');
  });

  it.each([
    ['text that is not JSON', `nope${RS}`, 'not valid JSON'],
    ['a frame without separator', '{"type":6}', 'incomplete'],
    ['an invocation without target', `{"type":1,"arguments":[]}${RS}`, 'target'],
    ['arguments that are no array', `{"type":1,"target":"Add","arguments":{}}${RS}`, 'arguments'],
    ['a completion with result and error', `{"type":3,"invocationId":"1","result":1,"error":"x"}${RS}`, 'not both'],
  ])('closes the connection on %s, with the error, and keeps serving', async (_case, frame, error) => {
    const { url, warnings } = await startHub();
    const raw = await openShaken(url);
    raw.socket.send(frame);
    expect(JSON.parse((await raw.next()).slice(0, -1))).toEqual({
      type: 7,
      error: expect.stringContaining(error) as string,
    });
    expect(await raw.closed).toBe(1002);
    expect(warnings.join('')).toContain('SignalR protocol error');
    const alice = client(url, 'alice-token');
    await alice.start();
    expect(await alice.invoke('Add', 1, 2)).toBe(3);
  });

  it('closes the connection on a binary frame (1003) and on a frame too large (1009)', async () => {
    const { url } = await startHub();
    const binary = await openShaken(url);
    binary.socket.send(Buffer.from([1, 2, 3]));
    expect(await binary.closed).toBe(1003);
    const large = await openShaken(url);
    large.socket.send(`{"type":1,"target":"Record","arguments":["${'x'.repeat(70_000)}"]}${RS}`);
    expect(await large.closed).toBe(1009);
  });
});

describe('two hubs on one server', () => {
  it('registers @fastify/websocket once and serves both', async () => {
    const both = Fastify();
    apps.push(both);
    const authenticate = (token: string) => Promise.resolve({ id: token });
    await registerHub(both, { path: '/hubs/explorer', authenticate, methods: { Name: () => 'explorer' } });
    await registerHub(both, { path: '/hubs/office', authenticate, methods: { Name: () => 'office' } });
    await both.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${String((both.server.address() as AddressInfo).port)}`;
    const [explorer, office] = [client(`${origin}/hubs/explorer`, 'a'), client(`${origin}/hubs/office`, 'a')];
    await Promise.all([explorer.start(), office.start()]);
    expect([await explorer.invoke('Name'), await office.invoke('Name')]).toEqual(['explorer', 'office']);
  });
});

describe('closing', () => {
  it('closes every connection on app.close(), promptly, and tells onDisconnected', async () => {
    const disconnected: string[] = [];
    const { app, hub, url } = await startHub({
      onDisconnected: (connection) => void disconnected.push(connection.account.id),
    });
    const [alice, bob] = [client(url, 'alice-token'), client(url, 'bob-token')];
    const closed = [closeError(alice), closeError(bob)];
    await Promise.all([alice.start(), bob.start()]);
    const silent = await openRaw(url);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await Promise.all(closed)).toEqual([undefined, undefined]);
    expect(await silent.closed).toBe(1000);
    expect([...hub.connections()]).toEqual([]);
    await expect.poll(() => disconnected.sort()).toEqual(['alice', 'bob']);
  });
});
