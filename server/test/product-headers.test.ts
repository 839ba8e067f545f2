import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../mocks/free-port';
import { authorizeUrl, Browser, formOf, pkcePair } from '../../tests/oidc/code-flow';
import { SIGN_IN_RATE } from '../src/plugins/rate-limits';
import { startProduct, type RunningProduct } from '../src/product';
import { fakeAppBuild } from './product-fixture';

/**
 * What `npm start` sends beside its content: the security headers of the app, the API and the sign-in pages, and the
 * per-address limit on the sign-in forms (issue 18, items 2 and 4).
 */
let appDir: string;
let dataDir: string;
let product: RunningProduct;

beforeAll(async () => {
  appDir = await fakeAppBuild();
  dataDir = await mkdtemp(join(tmpdir(), 'cde-headers-'));
  product = await startProduct({
    env: { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(await freePort()), DEMO_PROJECT: '0' },
    appDir,
  });
});
afterAll(async () => {
  await product.close();
  await rm(appDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The login page of a fresh authorization request, with the browser that holds its interaction cookie. */
async function loginPage() {
  const browser = new Browser();
  const start = await browser.request(
    authorizeUrl(product.issuer, `${product.url}signin-callback`, pkcePair().challenge, 'state'),
  );
  const page = await browser.request(
    await browser.followUntil(start, product.issuer, `${product.issuer}/interaction/`),
  );
  return { browser, page, html: await page.text() };
}

describe('security headers', () => {
  it('gives the app’s pages a policy that allows only its own scripts and forbids framing', async () => {
    const page = await fetch(product.url);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('lets browsers keep the hashed assets for good, the icon for a day, and check everything else on each load', async () => {
    const hashed = await fetch(`${product.url}assets/index-4f9a1c2b.js`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['', 'app.js', 'directories/root']) {
      const response = await fetch(`${product.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    const icon = await fetch(`${product.url}favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    // Asked for by pages outside the app that name no icon of their own, as the sign-in provider's.
    const asked = await fetch(`${product.origin}/favicon.ico`, { redirect: 'manual' });
    expect([asked.status, asked.headers.get('location')]).toEqual([301, '/0/favicon.svg']);
    expect(asked.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('keeps the API’s answers out of caches, refusals included', async () => {
    const refused = await fetch(`${product.origin}/v1/application`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    const unknown = await fetch(`${product.origin}/v1/no-such-operation`);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });

  it('lets the sign-in page run only its own inline style, by hash, and send its form to the provider', async () => {
    const { page, html } = await loginPage();
    const csp = page.headers.get('content-security-policy') ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).not.toBe('');
    expect(csp).toContain(`style-src ${sha256Source(style)}`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${product.origin}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('the sign-in forms’ limit per address', () => {
  it(`answers the form sent more than ${String(SIGN_IN_RATE.max)} times a minute with 429 and Retry-After`, async () => {
    const { browser, html } = await loginPage();
    const action = new URL(formOf(html).action, product.issuer).href;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_RATE.max; attempt += 1) {
      // Unknown logins: no account gets locked, only the address is counted.
      const answer = await browser.request(action, { form: { login: `nobody-${String(attempt)}`, password: 'x' } });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await answer.text()).toContain('Слишком много попыток');
      } else await answer.arrayBuffer();
    }
    expect(statuses.slice(0, SIGN_IN_RATE.max).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
