import type { IncomingMessage } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../problem';

const MINUTE_MS = 60_000;

/**
 * Opening shared links, per client address: a person downloads a handful of files a minute; a script that walks
 * tokens or hammers one link is slowed down without a sign-in to stop it.
 */
export const SHARED_LINK_RATE = { max: 60, timeWindow: MINUTE_MS };

/**
 * Sign-in and password forms sent, per client address. Each account already locks for 15 minutes after five wrong
 * passwords (docs/sign-in.md); this stops one address trying a few passwords on many accounts.
 */
export const SIGN_IN_RATE = { max: 30, timeWindow: MINUTE_MS };

/** The operations limited per client address, by operationId. */
const LIMITED_OPERATIONS: Readonly<Record<string, typeof SHARED_LINK_RATE>> = { openSharedLink: SHARED_LINK_RATE };

const slowDown = (retryAfterSeconds: number) =>
  tooManyRequests(`Too many requests; try again in ${String(Math.max(1, retryAfterSeconds))} s.`);

/**
 * Per-address limits (@fastify/rate-limit, in memory: one process counts its own clients) on the operations of
 * LIMITED_OPERATIONS, answered with 429 TooManyRequests and Retry-After. Register before the routes: the limit is
 * attached to a route as it is added.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const limit = operationId === undefined ? undefined : LIMITED_OPERATIONS[operationId];
    if (limit) route.config = { ...route.config, rateLimit: limit };
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => slowDown(Math.ceil(context.ttl / 1000)),
  });
}

/** Whether a request may go on, and otherwise after how many seconds it may be tried again. */
export type RateCheck = (
  request: IncomingMessage,
) => Promise<{ allowed: true } | { allowed: false; retryAfter: number }>;

/**
 * The same limiter for requests that Fastify does not route (the local sign-in provider's forms share the port but
 * not the router): counted per client address in the plugin's store.
 */
export function addressRateCheck(app: FastifyInstance, rate: typeof SIGN_IN_RATE): RateCheck {
  const trusted = app.config.trustedProxies;
  // As Fastify's request.ip has it for routed requests (trustProxy): the nearest address no trusted proxy vouches for.
  const clientAddress = (request: IncomingMessage) =>
    trusted ? proxyAddr(request, [...trusted]) : (request.socket.remoteAddress ?? 'unknown');
  const check = app.createRateLimit({ ...rate, keyGenerator: (request) => request.ip });
  return async (request) => {
    // The limiter reads only the address and the route's (absent) group of the request it is given.
    const asRouted = { ip: clientAddress(request), routeOptions: { config: {} } };
    const result = await check(asRouted as unknown as FastifyRequest);
    return result.isAllowed || !result.isExceeded
      ? { allowed: true }
      : { allowed: false, retryAfter: Math.ceil(result.ttl / 1000) };
  };
}
