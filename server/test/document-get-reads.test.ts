import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDocument, getDocument, seedProject } from './document-actions-helpers';
import type { TestServer } from './directory-helpers';
import { statementsOf } from './statements-of';
import { startTestServer, STAFF } from './test-server';

/**
 * A document's GET reads its directory through the request's shared reads (db/stamped-reads.ts), as the explorer's
 * load of that directory left them: no directory statement of its own while the access stamp stays, and 404 as soon as
 * a change of the tree, through the API or straight in the database, moves the stamp.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const load = (directoryId: string) =>
  server.call(STAFF, { method: 'GET', url: `/v1/directories/${directoryId}/fetch` });
const documentAnswer = (id: string) => server.call(STAFF, { method: 'GET', url: `/v1/documents/${id}` });

describe('a document’s GET after its directory’s load', () => {
  it('reads no directory again, and answers as a fresh read does', async () => {
    const { section } = await seedProject(server);
    const plan = await freshDocument(server, section.id, { name: 'План.pdf' });
    const fresh = await getDocument(server, plan.id);
    expect((await load(section.id)).statusCode).toBe(200);
    const { result: answer, sql: statements } = await statementsOf(server, () => documentAnswer(plan.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(fresh);
    expect(statements.filter((statement) => statement.includes('"directories"'))).toEqual([
      // The access gate's one join of the document with its directory's place.
      expect.stringMatching(/inner join "directories"/),
    ]);
    expect(statements).toHaveLength(5);
  });

  it('is 404 once the directory or an ancestor is deleted, through the API or straight in the database', async () => {
    const { project, section } = await seedProject(server);
    const plan = await freshDocument(server, section.id, { name: 'План.pdf' });
    expect((await load(section.id)).statusCode).toBe(200);
    expect((await documentAnswer(plan.id)).statusCode).toBe(200);
    // As another server process would: no request of this one knows of it, the access stamp does.
    await server.app.db
      .updateTable('directories')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', project.id)
      .execute();
    expect((await documentAnswer(plan.id)).statusCode).toBe(404);

    const other = await seedProject(server);
    const sheet = await freshDocument(server, other.section.id, { name: 'Лист.pdf' });
    expect((await load(other.section.id)).statusCode).toBe(200);
    expect((await documentAnswer(sheet.id)).statusCode).toBe(200);
    const removed = await server.call(STAFF, { method: 'DELETE', url: `/v1/directories/${other.section.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await documentAnswer(sheet.id)).statusCode).toBe(404);
  });
});
