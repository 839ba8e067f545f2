import { executionAsyncId } from 'node:async_hooks';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import providerContext from 'oidc-provider/lib/helpers/als.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../mocks/free-port';
import { Browser, signInByCodeFlow } from '../../tests/oidc/code-flow';
import { releasingProviderContext } from '../src/oidc/provider-context';
import { startProduct, type RunningProduct } from '../src/product';
import { fakeAppBuild } from './product-fixture';

/**
 * Whether the process's async hooks are on: with them, a promise's continuation runs under an async id of its own;
 * without, under none (0).
 */
async function asyncHooksOn(): Promise<boolean> {
  await Promise.resolve();
  return executionAsyncId() !== 0;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  const settle: { resolve?: () => void } = {};
  const promise = new Promise<void>((done) => {
    settle.resolve = done;
  });
  return { promise, resolve: () => settle.resolve?.() };
}

describe('the sign-in provider’s request context', () => {
  it('is kept for every provider request in flight and released once none is', async () => {
    const first = deferred();
    const second = deferred();
    const seen: unknown[] = [];
    // Each stands for the provider's callback: its context is run around its middleware, as oidc-provider does.
    const request = (name: string, until: Promise<void>) => () =>
      providerContext.run(name, async () => {
        await until;
        seen.push(providerContext.getStore());
      });
    const calls = [request('first', first.promise), request('second', second.promise)];
    let call = 0;
    const handler = releasingProviderContext(() => (calls[call++] ?? (() => Promise.resolve()))());
    const req = new IncomingMessage(new Socket());
    const res = new ServerResponse(req);
    const answered = [handler(req, res), handler(req, res)];
    first.resolve();
    await answered[0];
    // The second request still reads its context after the first has finished.
    expect(await asyncHooksOn()).toBe(true);
    second.resolve();
    await answered[1];
    expect(seen).toEqual(['first', 'second']);
    expect(await asyncHooksOn()).toBe(false);
  });

  describe('in the product', () => {
    let appDir: string;
    let dataDir: string;
    let product: RunningProduct;

    beforeAll(async () => {
      appDir = await fakeAppBuild();
      dataDir = await mkdtemp(join(tmpdir(), 'cde-provider-context-'));
      const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(await freePort()) };
      product = await startProduct({ env, appDir });
    });
    afterAll(async () => {
      await product.close();
      await rm(appDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    });

    const signIn = async () => {
      const outcome = await signInByCodeFlow(new Browser(), product.issuer, `${product.url}signin-callback`, {
        login: 'staff',
        password: 'demo',
      });
      if (!('tokens' in outcome)) throw new Error(`refused: ${outcome.refusal}`);
      return outcome.tokens;
    };

    it('leaves no async hooks on behind a sign-in, and signs in again as before', async () => {
      const first = await signIn();
      expect(await asyncHooksOn()).toBe(false);
      // The provider enables its context again for the next sign-in: tokens are issued as before.
      const second = await signIn();
      expect(await asyncHooksOn()).toBe(false);
      for (const tokens of [first, second]) {
        const answer = await fetch(`${product.origin}/v1/application`, {
          headers: { authorization: `Bearer ${tokens.access_token}` },
        });
        expect(answer.status).toBe(200);
      }
      expect(second.expires_in).toBe(first.expires_in);
    });
  });
});
