import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNotes, freshDocument, getDocument, seedProject } from './document-actions-helpers';
import type { TestServer } from './directory-helpers';
import { statementsOf } from './statements-of';
import { ADMIN, grantGroup, startTestServer, STAFF, type TestAccount } from './test-server';

/**
 * A document's GET after its directory's load answers from the listing that load kept (handlers/listed-document.ts):
 * one statement, the access stamp's, which reads the directory's contents stamp too; the same answer as a read of the
 * database, and as soon as anything of the document, its directory or the account's rights changes, through the API
 * or straight in the database as another server process would, what the database has.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const load = async (directoryId: string, account: TestAccount = STAFF) => {
  const response = await server.call(account, { method: 'GET', url: `/v1/directories/${directoryId}/fetch` });
  expect(response.statusCode, response.body).toBe(200);
};
const documentAnswer = (id: string, account: TestAccount = STAFF) =>
  server.call(account, { method: 'GET', url: `/v1/documents/${id}` });
const statementsOfGet = (id: string, account: TestAccount = STAFF) =>
  statementsOf(server, () => documentAnswer(id, account));
/** Deleted straight in the database, as another server process would: no request of this one knows of it. */
const deletedInDatabase = (table: 'documents' | 'directories', id: string) =>
  server.app.db.updateTable(table).set({ deleted_at: new Date().toISOString() }).where('id', '=', id).execute();

describe('a document’s GET after its directory’s load', () => {
  it('answers from the listing kept, in one statement, as a read of the database answers', async () => {
    const { section } = await seedProject(server);
    const plan = await freshDocument(server, section.id, { name: 'План.pdf' });
    await addNotes(server, plan.id, ['Проверить отметки']);
    await freshDocument(server, section.id, { name: 'Разрез.pdf' });
    // Before any load nothing is kept: the document is read from the database.
    const { result: fresh, sql: read } = await statementsOfGet(plan.id);
    expect(fresh.statusCode).toBe(200);
    expect(read.length).toBeGreaterThan(1);

    await load(section.id);
    const { result: listed, sql } = await statementsOfGet(plan.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(listed.json()).toEqual(fresh.json());
    expect(sql).toEqual([expect.stringMatching(/"contents_stamp" from "directories"/)]);
  });

  it('answers what the database has once the document changed, through the API or straight in the database', async () => {
    const { section } = await seedProject(server);
    const plan = await freshDocument(server, section.id, { name: 'План.pdf' });
    await load(section.id);
    await addNotes(server, plan.id, ['Уточнить размеры']);
    expect((await getDocument(server, plan.id)).comments.map((note) => note.text)).toEqual(['Уточнить размеры']);

    await load(section.id);
    await server.app.db.updateTable('documents').set({ name: 'План этажа.pdf' }).where('id', '=', plan.id).execute();
    expect((await getDocument(server, plan.id)).name).toBe('План этажа.pdf');
    // The next load keeps the listing again, and the GET answers from it with the change.
    await load(section.id);
    const { result, sql } = await statementsOfGet(plan.id);
    expect(result.json<{ name: string }>().name).toBe('План этажа.pdf');
    expect(sql).toHaveLength(1);
  });

  it('follows a document moved to another directory, and is 404 once it is deleted, straight in the database', async () => {
    const { section } = await seedProject(server);
    const other = await seedProject(server);
    const plan = await freshDocument(server, section.id, { name: 'План.pdf' });
    await load(section.id);
    await load(other.section.id);
    await server.app.db
      .updateTable('documents')
      .set({ parent_id: other.section.id })
      .where('id', '=', plan.id)
      .execute();
    const moved = await getDocument(server, plan.id);
    expect(moved.parentId).toBe(other.section.id);
    expect(moved.ancestorIds).toEqual([other.project.id, other.section.id]);

    await load(other.section.id);
    await deletedInDatabase('documents', plan.id);
    expect((await documentAnswer(plan.id)).statusCode).toBe(404);
  });

  it('is 404 once the directory or an ancestor is deleted, through the API or straight in the database', async () => {
    const { project, section } = await seedProject(server);
    const plan = await freshDocument(server, section.id, { name: 'План.pdf' });
    await load(section.id);
    expect((await documentAnswer(plan.id)).statusCode).toBe(200);
    // As another server process would: no request of this one knows of it, the access stamp does.
    await deletedInDatabase('directories', project.id);
    expect((await documentAnswer(plan.id)).statusCode).toBe(404);

    const other = await seedProject(server);
    const sheet = await freshDocument(server, other.section.id, { name: 'Лист.pdf' });
    await load(other.section.id);
    expect((await documentAnswer(sheet.id)).statusCode).toBe(200);
    const removed = await server.call(STAFF, { method: 'DELETE', url: `/v1/directories/${other.section.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await documentAnswer(sheet.id)).statusCode).toBe(404);
  });

  it('follows its directory moved under another, straight in the database', async () => {
    const { project, section } = await seedProject(server);
    const elsewhere = await seedProject(server);
    const plan = await freshDocument(server, section.id, { name: 'План.pdf' });
    await load(section.id);
    await server.app.db
      .updateTable('directories')
      .set({ parent_id: elsewhere.project.id, ancestor_ids: JSON.stringify([elsewhere.project.id]), depth: 1 })
      .where('id', '=', section.id)
      .execute();
    const answer = await getDocument(server, plan.id);
    expect(answer.ancestorIds).toEqual([elsewhere.project.id, section.id]);
    expect(answer.ancestorIds).not.toContain(project.id);
  });

  it('decides on every request whether the account may see the document, whoever loaded the directory', async () => {
    const { section } = await seedProject(server);
    const plan = await freshDocument(server, section.id, { name: 'План.pdf' });
    const outsider: TestAccount = {
      id: randomUUID(),
      name: 'Кузнецов Дмитрий Олегович',
      roles: ['general-contractor'],
    };
    const member: TestAccount = { id: randomUUID(), name: 'Волков Игорь Андреевич', roles: ['general-contractor'] };
    const group = await grantGroup(server.app.db, { directoryIds: [section.id], members: [member], operations: [] });
    await load(section.id, ADMIN);
    // The member's first request remembers its account (a change of the access stamp), the next one reads its groups
    // and rights, which the later ones share.
    for (let warmUp = 0; warmUp < 2; warmUp += 1) expect((await documentAnswer(plan.id, member)).statusCode).toBe(200);
    const { result: seen, sql } = await statementsOfGet(plan.id, member);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(sql).toHaveLength(1);
    expect((await documentAnswer(plan.id, outsider)).statusCode).toBe(404);

    // The member leaves the group straight in the database: the listing kept does not let it see the document.
    await server.app.db
      .deleteFrom('security_group_members')
      .where('group_id', '=', group)
      .where('account_id', '=', member.id)
      .execute();
    expect((await documentAnswer(plan.id, member)).statusCode).toBe(404);
  });
});
