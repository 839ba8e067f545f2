import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from '../src/product';
import { freePort } from '../../mocks/free-port';
import { Browser, postToken, signInByCodeFlow, type TokenResponse } from '../../tests/oidc/code-flow';
import { fakeAppBuild } from './product-fixture';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';

/**
 * The local sign-in provider of `npm start` keeps what must last in the database (docs/sign-in.md): a restart signs
 * nobody out, guessing is locked out, a logout ends the grant for good, and a set-up link works once.
 */
let appDir: string;
const dataDirs: string[] = [];

beforeAll(async () => {
  appDir = await fakeAppBuild();
});
afterAll(async () => {
  await rm(appDir, { recursive: true, force: true });
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

async function installation(env: NodeJS.ProcessEnv = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'cde-sign-in-'));
  dataDirs.push(dataDir);
  const fullEnv = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(await freePort()), ...env };
  return { env: fullEnv, start: () => startProduct({ env: fullEnv, appDir }) };
}

const redirectUri = (product: RunningProduct) => `${product.url}signin-callback`;

async function signedIn(product: RunningProduct, login: string, password: string): Promise<TokenResponse> {
  const outcome = await signInByCodeFlow(new Browser(), product.issuer, redirectUri(product), { login, password });
  if (!('tokens' in outcome)) throw new Error(`refused: ${outcome.refusal}`);
  return outcome.tokens;
}

const refusalOf = (outcome: Awaited<ReturnType<typeof signInByCodeFlow>>) =>
  'refusal' in outcome ? outcome.refusal : 'signed in';

const api = (product: RunningProduct, token: string, path = '/v1/application', method = 'GET') =>
  fetch(`${product.origin}${path}`, { method, headers: { authorization: `Bearer ${token}` } });

describe('the demo installation’s accounts', () => {
  let product: RunningProduct;
  let start: () => Promise<RunningProduct>;

  beforeAll(async () => {
    ({ start } = await installation());
    product = await start();
  });
  afterAll(async () => {
    await product.close();
  });

  it('signs a demo account in with the published password, stored only as a scrypt hash', async () => {
    expect(product.demoAccounts).toBe(true);
    expect(product.firstAdministrator).toBeUndefined();
    const tokens = await signedIn(product, 'staff', 'demo');
    expect((await api(product, tokens.access_token)).status).toBe(200);
    const stored = await product.app.db.selectFrom('local_credentials').select(['login', 'password_hash']).execute();
    expect(stored.map((row) => row.login).sort()).toEqual(
      ['admin', 'contractor', 'developer', 'external', 'staff', 'user'].sort(),
    );
    for (const row of stored) expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('keeps the session, grant and keys over a restart: the tokens of before still work', async () => {
    const tokens = await signedIn(product, 'contractor', 'demo');
    await product.close();
    product = await start();
    expect((await api(product, tokens.access_token)).status).toBe(200);
    const renewed = await postToken(product.issuer, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(renewed.status).toBe(200);
  });

  it('locks an account for 15 minutes after five wrong passwords in a row, the right one included', async () => {
    const browser = new Browser();
    const attempt = (password: string) =>
      signInByCodeFlow(browser, product.issuer, redirectUri(product), { login: 'external', password });
    for (let failure = 1; failure <= 4; failure += 1) {
      expect(refusalOf(await attempt('wrong'))).toContain('Неверный логин или пароль');
    }
    expect(refusalOf(await attempt('wrong'))).toContain('Повторите через 15 мин.');
    expect(refusalOf(await attempt('demo'))).toContain('Слишком много неудачных попыток');
    // Another account is not affected.
    expect(
      await signInByCodeFlow(new Browser(), product.issuer, redirectUri(product), { login: 'user', password: 'demo' }),
    ).toHaveProperty('tokens');
  });

  it('answers an unknown login as a wrong password', async () => {
    const outcome = await signInByCodeFlow(new Browser(), product.issuer, redirectUri(product), {
      login: 'nobody',
      password: 'demo',
    });
    expect(refusalOf(outcome)).toContain('Неверный логин или пароль');
  });

  it('ends the grant at logout: the refresh token and the access tokens issued under it stop working', async () => {
    const tokens = await signedIn(product, 'admin', 'demo');
    expect((await api(product, tokens.access_token, '/v1/auth/logout', 'POST')).status).toBe(204);
    expect((await api(product, tokens.access_token)).status).toBe(401);
    const refresh = await postToken(product.issuer, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
    // Another session of the same account goes on.
    const other = await signedIn(product, 'admin', 'demo');
    expect((await api(product, other.access_token)).status).toBe(200);
  });

  it('answers the token endpoint’s CORS only for the app’s own origin', async () => {
    const tokens = await signedIn(product, 'developer', 'demo');
    const ask = (origin: string) =>
      postToken(product.issuer, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }, origin);
    const foreign = await ask('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const own = await ask(product.origin);
    expect(own.headers.get('access-control-allow-origin')).toBe(product.origin);
  });
});

describe('an installation without the demo', () => {
  let product: RunningProduct;

  beforeAll(async () => {
    product = await (await installation({ DEMO_PROJECT: '0', ADMIN_EMAIL: 'Chief@Example.org' })).start();
  });
  afterAll(async () => {
    await product.close();
  });

  it('has no demo accounts, and gives its first administrator a one-time link to set a password', async () => {
    expect(product.demoAccounts).toBe(false);
    const refused = await signInByCodeFlow(new Browser(), product.issuer, redirectUri(product), {
      login: 'admin',
      password: 'demo',
    });
    expect(refused).toHaveProperty('refusal');
    const first = product.firstAdministrator;
    expect(first?.login).toBe('chief@example.org');
    const link = first?.url ?? '';
    expect(link).toMatch(new RegExp(`^${product.issuer}/set-password\\?token=[\\w-]{40,}$`));

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Установка пароля');
    const token = new URL(link).searchParams.get('token') ?? '';
    const submit = (password: string, confirmation = password) =>
      fetch(`${product.issuer}/set-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, password, confirmation }).toString(),
      });
    expect(await (await submit('short')).text()).toContain('не меньше 8 символов');
    expect(await (await submit('long enough 1', 'long enough 2')).text()).toContain('Пароли не совпадают');
    const done = await submit('Надёжный пароль 2026');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Пароль сохранён');
    // Used once.
    expect((await submit('Другой пароль 2026')).status).toBe(410);
    expect((await fetch(link)).status).toBe(410);

    const tokens = await signedIn(product, 'Chief@Example.org', 'Надёжный пароль 2026');
    const application = (await (await api(product, tokens.access_token)).json()) as { account: { roles: string[] } };
    expect(application.account.roles).toEqual(['administrator']);
  });

  it('prints no link at the next start once the administrator has a password', async () => {
    const dataDir = product.app.config.dataDir;
    await product.close();
    product = await startProduct({
      env: { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(await freePort()), DEMO_PROJECT: '0' },
      appDir,
    });
    expect(product.firstAdministrator).toBeUndefined();
  });
});

describe('an invitation at the local provider', () => {
  let product: RunningProduct;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    product = await (await installation({ SMTP_URL: smtp.url, MAIL_FROM: 'СОД <cde@sevkvartal.ru>' })).start();
  });
  afterAll(async () => {
    await product.close();
    await smtp.close();
  });

  it('arrives by SMTP with a one-time link; the person sets a password, signs in and is Enabled', async () => {
    const admin = await signedIn(product, 'admin', 'demo');
    const sent = await fetch(`${product.origin}/v1/users/invite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'o.novikov@sevkvartal.ru',
        givenName: 'Олег',
        familyName: 'Новиков',
        roles: ['user'],
      }),
    });
    expect(sent.status).toBe(201);
    const mail = await smtp.next();
    expect(mail.subject).toBe('Приглашение в среду общих данных');
    expect(mail.from?.value).toEqual([{ name: 'СОД', address: 'cde@sevkvartal.ru' }]);
    expect(mail.text).toContain('Здравствуйте, Олег!');
    const link = /http\S+set-password\?token=[\w-]+/.exec(mail.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${product.issuer}/set-password`)).toBe(true);

    const token = new URL(link).searchParams.get('token') ?? '';
    const page = await fetch(link);
    expect(await page.text()).toContain('Логин: <strong>o.novikov@sevkvartal.ru</strong>');
    const done = await fetch(`${product.issuer}/set-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token,
        password: 'Пароль нового участника',
        confirmation: 'Пароль нового участника',
      }),
    });
    expect(await done.text()).toContain('Пароль сохранён');

    const tokens = await signedIn(product, 'O.Novikov@sevkvartal.ru', 'Пароль нового участника');
    const application = (await (await api(product, tokens.access_token)).json()) as { account: { roles: string[] } };
    expect(application.account.roles).toEqual(['user']);
    const status = await product.app.db
      .selectFrom('accounts')
      .select('status')
      .where('email', '=', 'o.novikov@sevkvartal.ru')
      .executeTakeFirst();
    expect(status?.status).toBe(1);
  });

  it('refuses a Disabled account at the login page', async () => {
    const admin = await signedIn(product, 'admin', 'demo');
    const disabled = await fetch(`${product.origin}/v1/users/c3000000-0000-4000-8000-000000000005`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${admin.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 2 }),
    });
    expect(disabled.status).toBe(200);
    const outcome = await signInByCodeFlow(new Browser(), product.issuer, redirectUri(product), {
      login: 'user',
      password: 'demo',
    });
    expect(refusalOf(outcome)).toContain('Учётная запись заблокирована');
  });
});

describe('an invitation without SMTP', () => {
  it('is kept as an .eml file in the data directory', async () => {
    const { env, start } = await installation();
    const product = await start();
    try {
      const admin = await signedIn(product, 'admin', 'demo');
      const sent = await fetch(`${product.origin}/v1/users/invite`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'a.belova@sevkvartal.ru',
          givenName: 'Анна',
          familyName: 'Белова',
          roles: ['user'],
        }),
      });
      expect(sent.status).toBe(201);
      const directory = join(env.DATA_DIR, 'mail');
      const [file] = await readdir(directory);
      const mail = await simpleParser(await readFile(join(directory, file ?? '')));
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('a.belova@sevkvartal.ru');
      expect(mail.text).toContain(`${product.issuer}/set-password?token=`);
    } finally {
      await product.close();
    }
  });
});
