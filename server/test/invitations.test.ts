import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUsers200Response, inviteUser201Response } from '../../codegen/zod/users/users.zod';
import type { OutgoingMail } from '../src/plugins/mailer';
import { adminSnapshot, createGroupThroughApi, signIn } from './admin-helpers';
import type { TestServer } from './directory-helpers';
import { ADMIN, STAFF, startTestServer, type TestAccount } from './test-server';

/**
 * Invitations by e-mail (platform.md §2.4, §5; explorer.md §6; docs/server.md «Invitations»), with an external
 * provider: the e-mail invites to sign in there, and the person's first sign-in (under the provider's own subject,
 * matched by e-mail) takes the invited account's place.
 */
let server: TestServer;
const sent: OutgoingMail[] = [];
let mailFails = false;

beforeAll(async () => {
  server = await startTestServer({
    mailer: {
      send: (mail) => {
        if (mailFails) return Promise.reject(new Error('SMTP 554: relay refused'));
        sent.push(mail);
        return Promise.resolve();
      },
    },
  });
  await signIn(server, ADMIN);
  await signIn(server, STAFF);
});
afterAll(async () => {
  await server.app.close();
});

const address = () => `novyi.${randomUUID().slice(0, 8)}@sevkvartal.ru`;
const invite = (as: TestAccount, payload: object) =>
  server.call(as, {
    method: 'POST',
    url: '/v1/users/invite',
    payload: { givenName: 'Игорь', familyName: 'Волков', middleName: 'Андреевич', roles: ['user'], ...payload },
  });

async function users() {
  const response = await server.call(ADMIN, { method: 'GET', url: '/v1/users' });
  return getUsers200Response.parse(response.json()).data;
}

async function groupNamesOf(id: string): Promise<string[]> {
  const rows = await server.app.db
    .selectFrom('security_group_members')
    .innerJoin('security_groups', 'security_groups.id', 'security_group_members.group_id')
    .select('security_groups.name')
    .where('account_id', '=', id)
    .execute();
  return rows.map((row) => row.name).sort();
}

describe('POST /users/invite', () => {
  it('makes a Limited account with the roles and groups, and sends a Russian e-mail to sign in', async () => {
    const group = await createGroupThroughApi(server, { name: `Проектировщики ${randomUUID().slice(0, 6)}` });
    const email = address();
    const response = await invite(ADMIN, {
      email: email.toUpperCase(),
      roles: ['staff'],
      securityGroupIds: [group.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const user = inviteUser201Response.parse(response.json()).data;
    expect(user).toMatchObject({ email, displayName: 'Волков Игорь Андреевич', status: 0, roles: ['staff'] });
    expect(await groupNamesOf(user.id)).toEqual([group.name]);
    expect((await users()).map((item) => item.id)).toContain(user.id);
    const mail = sent.at(-1);
    expect(mail).toMatchObject({ to: email, subject: 'Приглашение в среду общих данных' });
    expect(mail?.text).toContain('Здравствуйте, Игорь Андреевич!');
    expect(mail?.text).toContain('Иванов Сергей Петрович приглашает вас');
    expect(mail?.text).toContain('http://127.0.0.1:8080/0/');
    expect(mail?.html).toContain('<a href="http://127.0.0.1:8080/0/">');
  });

  it('gives the ordinary user role when none is chosen, and refuses a known e-mail with 409 UserAlreadyExists', async () => {
    const email = address();
    const first = await invite(ADMIN, { email, roles: [] });
    expect(first.statusCode).toBe(400);
    const created = await invite(ADMIN, { email, roles: undefined });
    expect(inviteUser201Response.parse(created.json()).data.roles).toEqual(['user']);
    const before = await adminSnapshot(server.app.db);
    const mails = sent.length;
    const again = await invite(ADMIN, { email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ title: 'UserAlreadyExists' });
    const known = await invite(ADMIN, { email: '0002@sevkvartal.ru' });
    expect(known.json()).toMatchObject({ title: 'UserAlreadyExists' });
    expect(await adminSnapshot(server.app.db)).toEqual(before);
    expect(sent).toHaveLength(mails);
  });

  it('answers 502 SendEmailFailed and leaves nothing behind when the e-mail cannot be sent', async () => {
    const group = await createGroupThroughApi(server, { name: `Подрядчики ${randomUUID().slice(0, 6)}` });
    const before = await adminSnapshot(server.app.db);
    const invitations = await server.app.db.selectFrom('invitations').selectAll().execute();
    mailFails = true;
    try {
      const response = await invite(ADMIN, { email: address(), securityGroupIds: [group.id] });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ title: 'SendEmailFailed' });
    } finally {
      mailFails = false;
    }
    expect(await adminSnapshot(server.app.db)).toEqual(before);
    expect(await server.app.db.selectFrom('invitations').selectAll().execute()).toEqual(invitations);
  });

  it('lets an ordinary inviter give only its own groups and the ordinary roles', async () => {
    const own = await createGroupThroughApi(server, { name: `Свои ${randomUUID().slice(0, 6)}`, members: [STAFF.id] });
    const other = await createGroupThroughApi(server, { name: `Чужие ${randomUUID().slice(0, 6)}` });
    const before = await adminSnapshot(server.app.db);
    const foreign = await invite(STAFF, { email: address(), securityGroupIds: [own.id, other.id] });
    expect(foreign.statusCode).toBe(403);
    const elevated = await invite(STAFF, { email: address(), roles: ['administrator'] });
    expect(elevated.statusCode).toBe(403);
    expect(await adminSnapshot(server.app.db)).toEqual(before);
    const allowed = await invite(STAFF, {
      email: address(),
      roles: ['general-contractor'],
      securityGroupIds: [own.id],
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(await groupNamesOf(inviteUser201Response.parse(allowed.json()).data.id)).toEqual([own.name]);
    // Administrators may give any group, but not one that does not exist.
    expect((await invite(ADMIN, { email: address(), securityGroupIds: [randomUUID()] })).json()).toMatchObject({
      title: 'IncorrectParam',
    });
  });
});

describe('the first sign-in of an invited person', () => {
  it('enables the account itself (the local provider signs it in under its own id)', async () => {
    const email = address();
    const user = inviteUser201Response.parse((await invite(ADMIN, { email, roles: ['staff'] })).json()).data;
    const person: TestAccount = { id: user.id, name: user.displayName, roles: ['staff'], email };
    const application = await server.call(person, { method: 'GET', url: '/v1/application' });
    expect(application.statusCode).toBe(200);
    expect((await users()).find((item) => item.id === user.id)?.status).toBe(1);
    const invitation = await server.app.db
      .selectFrom('invitations')
      .select('accepted_at')
      .where('account_id', '=', user.id)
      .executeTakeFirst();
    expect(invitation?.accepted_at).not.toBeNull();
  });

  it('gives an external provider’s new subject with the invited e-mail the invitation’s roles and groups', async () => {
    const group = await createGroupThroughApi(server, { name: `Надзор ${randomUUID().slice(0, 6)}` });
    const email = address();
    const invited = inviteUser201Response.parse(
      (await invite(ADMIN, { email, roles: ['general-contractor'], securityGroupIds: [group.id] })).json(),
    ).data;
    // The provider says «user»; the invitation said «general-contractor».
    const arriving: TestAccount = { id: randomUUID(), name: 'Волков Игорь Андреевич', roles: ['user'], email };
    const application = await server.call(arriving, { method: 'GET', url: '/v1/application' });
    expect(application.json()).toMatchObject({ account: { id: arriving.id, roles: ['general-contractor'] } });
    const list = await users();
    expect(list.find((item) => item.id === invited.id)).toBeUndefined();
    expect(list.find((item) => item.id === arriving.id)).toMatchObject({ email, status: 1 });
    expect(await groupNamesOf(arriving.id)).toEqual([group.name]);
    expect(await groupNamesOf(invited.id)).toEqual([]);
  });
});
