import { randomBytes } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { connectionTokens } from './connection-tokens';
import { bearerToken, CloseCode, MessageType, negotiateResponse, writeMessage } from './signalr-protocol';
import {
  type HubSocket,
  type HubRuntime,
  isExpired,
  messageOf,
  Connection,
  DEFAULT_KEEP_ALIVE_MS,
  DEFAULT_CLIENT_TIMEOUT_MS,
  CONNECTION_TOKEN_TTL_MS,
  MAX_MESSAGE_BYTES,
  SIGN_IN,
  type HubAccount,
  type HubOptions,
  type Hub,
} from './signalr-connection';

function queryValue(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

function problem(reply: FastifyReply, status: number, title: string): FastifyReply {
  if (status === 401) void reply.header('www-authenticate', 'Bearer');
  return reply
    .code(status)
    .header('content-type', 'application/problem+json')
    .send(JSON.stringify({ type: 'about:blank', title, status }));
}

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * A SignalR hub (JSON protocol 1 over WebSockets, openapi/realtime-hub.md) at `options.path`: negotiation, the
 * WebSocket, handshake, invocations, pings, timeouts and closing. @fastify/websocket is registered on `app` unless
 * an ancestor already did: it listens to the HTTP server's upgrades, so it must be registered once per server.
 */
export async function registerHub(app: FastifyInstance, options: HubOptions): Promise<Hub> {
  const { path } = options;
  if (!/^\/\S*[^/]$/.test(path)) throw new Error(`A hub path starts with / and does not end with one: '${path}'.`);
  const runtime: HubRuntime = {
    app,
    options,
    keepAliveMs: options.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS,
    clientTimeoutMs: options.clientTimeoutMs ?? DEFAULT_CLIENT_TIMEOUT_MS,
    connections: new Set(),
  };
  const tokens = connectionTokens(options.connectionSecret ?? randomBytes(32), CONNECTION_TOKEN_TTL_MS);
  const admissions = new WeakMap<FastifyRequest, { connectionId: string; account: HubAccount }>();
  let closing = false;

  function* established(): Generator<Connection> {
    for (const connection of runtime.connections) if (connection.established) yield connection;
  }

  const hub: Hub = {
    connections: established,
    sendTo(predicate, target, ...args) {
      // Written once for all the connections it goes to.
      const record = writeMessage({ type: MessageType.Invocation, target, arguments: args });
      let sent = 0;
      for (const connection of established())
        if (predicate(connection)) {
          connection.sendRecord(record);
          sent += 1;
        }
      return sent;
    },
    async close() {
      closing = true;
      const all = [...runtime.connections];
      for (const connection of all) connection.close(undefined, { allowReconnect: true });
      await Promise.all(all.map((connection) => connection.closed));
    },
  };

  // Added before @fastify/websocket's own preClose, which would otherwise close the sockets without a Close message;
  // onClose would be too late: the HTTP server waits for the upgraded sockets before onClose hooks run.
  app.addHook('preClose', () => hub.close());
  if (!app.hasDecorator('websocketServer'))
    await app.register(websocket, {
      options: { maxPayload: MAX_MESSAGE_BYTES },
      errorHandler(error, socket: HubSocket) {
        this.log.warn({ hub: path, detail: error.message }, 'SignalR socket error');
        socket.terminate();
      },
    });

  async function admit(token: string | undefined): Promise<HubAccount | undefined> {
    if (token === undefined || token === '') return undefined;
    try {
      const account = await options.authenticate(token);
      return isExpired(account) ? undefined : account;
    } catch (error) {
      app.log.debug({ hub: path, detail: messageOf(error) }, 'SignalR access token refused');
      return undefined;
    }
  }

  /** The connection a negotiated token names, once: an id already connected here is not connected twice. */
  function redeem(connectionToken: string, accountId: string): string | undefined {
    const connectionId = tokens.redeem(connectionToken, accountId, Date.now());
    for (const connection of runtime.connections) if (connection.id === connectionId) return undefined;
    return connectionId;
  }

  app.post(`${path}/negotiate`, async (request, reply) => {
    const account = await admit(bearerToken(request.headers.authorization));
    if (account === undefined) return problem(reply, 401, SIGN_IN);
    if (!(Number(queryValue(request.query, 'negotiateVersion')) >= 1)) return problem(reply, 400, 'IncorrectParam');
    const { connectionId, connectionToken } = tokens.issue(account.id, Date.now());
    return reply.header('cache-control', 'no-store').send(negotiateResponse(connectionId, connectionToken));
  });

  app.get(
    path,
    {
      websocket: true,
      // The upgrade's URL carries the access token (browsers cannot set headers): no info-level request logs.
      logLevel: 'warn',
      // Refused before the upgrade, so that the client sees the HTTP status and fails to connect.
      async preValidation(request, reply) {
        if (!request.ws) return;
        // Node clients send the header; browsers can only use the query.
        const token = bearerToken(request.headers.authorization) ?? queryValue(request.query, 'access_token');
        const account = await admit(token);
        if (account === undefined) return problem(reply, 401, SIGN_IN);
        const connectionToken = queryValue(request.query, 'id');
        // Without an id the client skipped negotiation; an id must be one negotiated by the same account.
        const connectionId = connectionToken === undefined ? randomId(16) : redeem(connectionToken, account.id);
        if (connectionId === undefined) return problem(reply, 404, 'NotFound');
        admissions.set(request, { connectionId, account });
      },
    },
    (socket: HubSocket, request) => {
      const admission = admissions.get(request);
      admissions.delete(request);
      if (admission === undefined || closing) {
        socket.close(CloseCode.GoingAway);
        return;
      }
      runtime.connections.add(new Connection(admission.connectionId, admission.account, socket, runtime));
    },
  );

  return hub;
}
