import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTokens, tokensFromEnvironment } from './kit-tokens';

/** A token endpoint of a team's OpenID provider, reduced to the password grant of one test client. */
const received: URLSearchParams[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += String(chunk)));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    received.push(form);
    const valid = form.get('client_id') === 'cde-conformance' && form.get('password') === 'верный:пароль';
    res.writeHead(valid ? 200 : 400, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        valid
          ? { access_token: `token-of-${form.get('username') ?? ''}`, token_type: 'Bearer' }
          : { error: 'invalid_grant' },
      ),
    );
  });
});
let tokenUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  tokenUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/token`;
});

afterAll(() => {
  server.close();
});

describe('resolveTokens', () => {
  it('takes tokens as given and signs accounts in with the password grant of the test client', async () => {
    const tokens = await resolveTokens({
      tokens: ['user=eyJ.given.token'],
      accounts: ['admin=kit-admin@stroi.example:верный:пароль'],
      tokenUrl,
      clientId: 'cde-conformance',
      clientSecret: 's3cret',
    });
    expect(tokens).toEqual({ user: 'eyJ.given.token', admin: 'token-of-kit-admin@stroi.example' });
    expect(Object.fromEntries(received.at(-1) ?? [])).toEqual({
      grant_type: 'password',
      username: 'kit-admin@stroi.example',
      password: 'верный:пароль',
      client_id: 'cde-conformance',
      client_secret: 's3cret',
      scope: 'openid',
    });
  });

  it('reads tokens from CONFORMANCE_TOKEN_<ROLE>, so that no command line shows them', () => {
    expect(
      tokensFromEnvironment({
        CONFORMANCE_TOKEN_ADMIN: 'a.b.c',
        CONFORMANCE_TOKEN_USER: '',
        HOME: '/root',
        TOKEN: 'x',
      }),
    ).toEqual(['admin=a.b.c']);
  });

  it('says which account the provider refused, and what a malformed argument should look like', async () => {
    await expect(
      resolveTokens({ tokens: [], accounts: ['admin=kit:wrong'], tokenUrl, clientId: 'cde-conformance' }),
    ).rejects.toThrow(/refused «kit»: 400 .*invalid_grant/);
    await expect(resolveTokens({ tokens: ['admin'], accounts: [] })).rejects.toThrow(/role=<token>/);
    await expect(resolveTokens({ tokens: [], accounts: ['admin=kit:pw'] })).rejects.toThrow(/--token-url/);
  });
});
