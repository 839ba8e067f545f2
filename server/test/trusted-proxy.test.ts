import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { SHARED_LINK_RATE } from '../src/plugins/rate-limits';
import { startTestServer } from './test-server';

/**
 * Behind nginx (docs/scaling.md) every request comes from the proxy's address: the per-address limits count the
 * person's address from X-Forwarded-For, believed from the proxies of TRUST_PROXY only.
 */
type Server = Awaited<ReturnType<typeof startTestServer>>;
let behindProxy: Server;
let direct: Server;

beforeAll(async () => {
  behindProxy = await startTestServer({ config: { trustedProxies: ['127.0.0.1'] } });
  direct = await startTestServer();
});
afterAll(async () => {
  await Promise.all([behindProxy.app.close(), direct.app.close()]);
});

const open = (server: Server, forwardedFor: string) =>
  server.call(null, {
    method: 'GET',
    url: '/v1/shared/AAAAAAAAAAAAAAAAAAAAAAAA',
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress: '127.0.0.1',
  });

describe('the client address behind a trusted proxy', () => {
  it('limits each forwarded address on its own', async () => {
    for (let attempt = 0; attempt < SHARED_LINK_RATE.max; attempt += 1)
      expect((await open(behindProxy, '203.0.113.7')).statusCode).toBe(404);
    expect((await open(behindProxy, '203.0.113.7')).statusCode).toBe(429);
    expect((await open(behindProxy, '198.51.100.9')).statusCode).toBe(404);
  });

  it('ignores X-Forwarded-For from anyone when no proxy is trusted: one address is one address', async () => {
    for (let attempt = 0; attempt < SHARED_LINK_RATE.max; attempt += 1)
      expect((await open(direct, `203.0.113.${String(attempt)}`)).statusCode).toBe(404);
    expect((await open(direct, '198.51.100.9')).statusCode).toBe(429);
  });

  it('reads TRUST_PROXY as addresses, CIDR ranges and named ranges, and refuses anything else', () => {
    expect(configFromEnv({}).trustedProxies).toBeUndefined();
    expect(configFromEnv({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1,loopback' }).trustedProxies).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const wrong of ['nginx', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129', 'true'])
      expect(() => configFromEnv({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY/);
  });
});
