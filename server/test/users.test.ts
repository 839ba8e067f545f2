import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUsers200Response } from '../../codegen/zod/users/users.zod';
import { SEEDED_ACCOUNTS } from '../src/oidc/accounts';
import { registerAccounts } from '../src/repositories/accounts.repository';
import { signIn } from './admin-helpers';
import { DEVELOPER, type TestServer } from './directory-helpers';
import { ADMIN, startTestServer, STAFF, USER } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const listUsers = async () => {
  const response = await server.call(ADMIN, { method: 'GET', url: '/v1/users' });
  expect(response.statusCode, response.body).toBe(200);
  return getUsers200Response.parse(response.json()).data;
};

describe('GET /v1/users (getUsers)', () => {
  it('lists every account the server knows, by display name, enabled, with its roles and no profile beyond them', async () => {
    for (const account of [STAFF, USER, DEVELOPER]) await signIn(server, account);
    const users = await listUsers();
    // The caller is known too: its request is its appearance.
    expect(users.map((user) => user.displayName)).toEqual([
      'Иванов Сергей Петрович',
      'Кузнецов Дмитрий Андреевич',
      'Петров Игорь Олегович',
      'Смирнова Анна Викторовна',
    ]);
    expect(users.find((user) => user.id === STAFF.id)).toEqual({
      id: STAFF.id,
      email: '0002@sevkvartal.ru',
      displayName: STAFF.name,
      company: null,
      department: null,
      title: null,
      location: null,
      mobile: null,
      phone: null,
      status: 1,
      roles: ['staff'],
      disableEmailNotifications: false,
    });
    expect(users.find((user) => user.id === ADMIN.id)?.roles).toEqual(['staff', 'administrator']);
  });

  it('gives an account without an e-mail the reserved, undeliverable address of its id', async () => {
    const id = 'c3000000-0000-4000-8000-0000000000aa';
    await server.app.db
      .insertInto('accounts')
      .values({
        id,
        display_name: 'Без почты',
        email: null,
        roles: '["user","unknown-role"]',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const user = (await listUsers()).find((item) => item.id === id);
    expect(user?.email).toBe(`${id}@no-email.invalid`);
    expect(user?.roles).toEqual(['user']);
  });

  it('lists the local provider’s accounts registered at start before they sign in, so they can be made members', async () => {
    await registerAccounts(
      server.app.db,
      SEEDED_ACCOUNTS.map((account) => ({
        id: account.id,
        displayName: account.displayName,
        email: account.email,
        roles: account.roles,
      })),
    );
    const users = await listUsers();
    for (const account of SEEDED_ACCOUNTS) expect(users.map((user) => user.id)).toContain(account.id);
    const volkov = users.find((user) => user.displayName === 'Волков Игорь Андреевич');
    expect(volkov).toMatchObject({ email: 'i.volkov@sevkvartal.ru', roles: ['user'] });
    // An account known already (the tests' developer has the id of a seeded account) is left as its sign-in made it.
    expect(users.find((user) => user.id === DEVELOPER.id)?.displayName).toBe(DEVELOPER.name);
    const created = await server.call(ADMIN, {
      method: 'POST',
      url: '/v1/security-groups',
      payload: { name: 'Технический надзор', members: [volkov?.id], operations: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});
