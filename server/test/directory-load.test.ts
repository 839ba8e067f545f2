import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchDirectory200Response,
  getDirectoryProperties200Response,
} from '../../codegen/zod/directories/directories.zod';
import { ProblemCode } from '../../codegen/model/problemCode';
import { createThroughApi, expectProblem, type TestServer, uniqueName, UNKNOWN_ID } from './directory-helpers';
import { lockDocument, uploadTestDocument } from './documents.seed';
import { statementsOf } from './statements-of';
import { ADMIN, startTestServer, STAFF, type TestAccount } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const fetchLoad = async (id: string, query = '', account: TestAccount = STAFF) => {
  const response = await server.call(account, { method: 'GET', url: `/v1/directories/${id}/fetch${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return fetchDirectory200Response.parse(response.json()).data;
};
const properties = (id: string, account: TestAccount | null = STAFF) =>
  server.call(account, { method: 'GET', url: `/v1/directories/${id}/properties` });
const remove = (url: string) => server.call(ADMIN, { method: 'DELETE', url });

/** A project with a section holding two subsections and three documents of known sizes. */
async function project() {
  const top = await createThroughApi(server, uniqueName('ЖК'), null);
  const section = await createThroughApi(server, 'Рабочая документация', top.id);
  const facades = await createThroughApi(server, 'Фасады', section.id);
  const nodes = await createThroughApi(server, 'Узлы', section.id);
  const plan = await uploadTestDocument(server, STAFF, section.id, {
    name: 'АР-01 План.pdf',
    content: 'x'.repeat(100),
  });
  const finishes = await uploadTestDocument(server, STAFF, section.id, {
    name: 'Ведомость.xlsx',
    content: 'y'.repeat(40),
  });
  const facade = await uploadTestDocument(server, STAFF, facades.id, {
    name: 'АР-02 Фасад.pdf',
    content: 'z'.repeat(7),
  });
  return { top, section, facades, nodes, plan, finishes, facade };
}

describe('GET /v1/directories/{id}/fetch (fetchDirectory)', () => {
  it('loads the directory with its ancestors from the top down and its children, as the contract has them', async () => {
    const { top, section, facades, nodes, plan, finishes } = await project();
    const load = await fetchLoad(section.id);
    expect(load.directory?.id).toBe(section.id);
    expect(load.ancestors.map((ancestor) => ancestor.id)).toEqual([top.id]);
    expect(load.childrenDirectories.map((child) => child.name)).toEqual([nodes.name, facades.name]);
    expect(load.childrenDocuments.map((document) => document.id)).toEqual([plan.id, finishes.id]);
  });

  it('records who opened which directory as event 16 (fetch directory), and nothing for the root', async () => {
    const { section } = await project();
    const opened = () =>
      server.app.db
        .selectFrom('events')
        .select(['account_id', 'directory_id'])
        .where('type', '=', 16)
        .where('directory_id', '=', section.id)
        .execute();
    expect(await opened()).toEqual([]);
    await fetchLoad(section.id);
    expect(await opened()).toEqual([{ account_id: STAFF.id, directory_id: section.id }]);
    const before = await server.app.db.selectFrom('events').select('id').where('type', '=', 16).execute();
    await server.call(STAFF, { method: 'GET', url: '/v1/directories/root/fetch' });
    const after = await server.app.db.selectFrom('events').select('id').where('type', '=', 16).execute();
    expect(after).toHaveLength(before.length);
  });

  it('loads the top level at root, without a directory and without documents', async () => {
    const { top } = await project();
    const load = await fetchLoad('root');
    expect(load.directory).toBeNull();
    expect(load.ancestors).toEqual([]);
    expect(load.childrenDocuments).toEqual([]);
    expect(load.childrenDirectories.map((child) => child.id)).toContain(top.id);
  });

  it('orders and filters the children as asked, pinned directories first', async () => {
    const { section, facades, nodes, plan, finishes } = await project();
    const descending = await fetchLoad(section.id, '?sortType=2');
    expect(descending.childrenDirectories.map((child) => child.id)).toEqual([facades.id, nodes.id]);
    expect(descending.childrenDocuments.map((document) => document.id)).toEqual([finishes.id, plan.id]);

    const pinned = await server.call(STAFF, { method: 'POST', url: `/v1/pinned-directories/${facades.id}/pin` });
    expect(pinned.statusCode).toBeLessThan(300);
    const withPin = await fetchLoad(section.id);
    expect(withPin.childrenDirectories.map((child) => child.id)).toEqual([facades.id, nodes.id]);

    expect((await fetchLoad(section.id, '?filterType=2')).childrenDocuments).toEqual([]);
    const documentsOnly = await fetchLoad(section.id, '?filterType=3');
    expect(documentsOnly.childrenDirectories).toEqual([]);
    expect(documentsOnly.childrenDocuments).toHaveLength(2);

    await lockDocument(server.app.db, plan.id, { agreed: true });
    const approved = await fetchLoad(section.id, '?filterType=5');
    expect(approved.childrenDocuments.map((document) => document.id)).toEqual([plan.id]);
    // No remarks yet: nothing is in work.
    expect((await fetchLoad(section.id, '?filterType=4')).childrenDocuments).toEqual([]);
  });

  it('answers each directory as GET /directories/{id} shows it to the account, in every order and filter', async () => {
    const { top, section, facades, nodes } = await project();
    const pinned = await server.call(STAFF, { method: 'POST', url: `/v1/pinned-directories/${facades.id}/pin` });
    expect(pinned.statusCode).toBeLessThan(300);
    const shown = async (id: string) => {
      const response = await server.call(STAFF, { method: 'GET', url: `/v1/directories/${id}` });
      return response.json<unknown>();
    };
    const [topShown, sectionShown, facadesShown, nodesShown] = await Promise.all(
      [top, section, facades, nodes].map((directory) => shown(directory.id)),
    );
    let inNameOrder: unknown[] = [];
    for (const sortType of [1, 2, 3, 4, 5, 6])
      for (const filterType of [1, 2, 3, 4, 5]) {
        const response = await server.call(STAFF, {
          method: 'GET',
          url: `/v1/directories/${section.id}/fetch?sortType=${String(sortType)}&filterType=${String(filterType)}`,
        });
        expect(response.statusCode).toBe(200);
        // The answer is put together from parts: it must still be one JSON text of exactly these fields.
        const { data } = JSON.parse(response.body) as {
          data: {
            directory: unknown;
            ancestors: unknown[];
            childrenDirectories: unknown[];
            childrenDocuments: unknown[];
          };
        };
        expect(Object.keys(data)).toEqual(['directory', 'ancestors', 'childrenDirectories', 'childrenDocuments']);
        expect(data.directory).toEqual(sectionShown);
        expect(data.ancestors).toEqual([topShown]);
        if (filterType === 1 || filterType === 2) expect(data.childrenDirectories).toEqual([facadesShown, nodesShown]);
        if (sortType === 1 && filterType === 1) inNameOrder = data.childrenDocuments;
        if (filterType === 1 && sortType === 2) expect(data.childrenDocuments).toEqual([...inNameOrder].reverse());
      }
    expect(inNameOrder).toHaveLength(2);
  });

  it('runs one statement for a warm load: the access stamp and the directory’s contents stamp together', async () => {
    const { section, plan } = await project();
    await fetchLoad(section.id);
    const { result: load, sql: statements } = await statementsOf(server, () => fetchLoad(section.id));
    expect(load.childrenDocuments.map((document) => document.id)).toContain(plan.id);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/contents_stamp/);
    // A document added since is in the next load: the stamp read with the access stamp has moved.
    const added = await uploadTestDocument(server, STAFF, section.id, { name: 'Новый.pdf', content: 'n' });
    expect((await fetchLoad(section.id)).childrenDocuments.map((document) => document.id)).toContain(added.id);
  });

  it('leaves out deleted children', async () => {
    const { section, facades, nodes, plan, finishes } = await project();
    expect((await remove(`/v1/directories/${nodes.id}`)).statusCode).toBe(204);
    expect((await remove(`/v1/documents/${plan.id}`)).statusCode).toBe(204);
    const load = await fetchLoad(section.id);
    expect(load.childrenDirectories.map((child) => child.id)).toEqual([facades.id]);
    expect(load.childrenDocuments.map((document) => document.id)).toEqual([finishes.id]);
  });

  it('answers 404 NotFound for an unknown, a deleted and a hidden directory', async () => {
    const { section, facades } = await project();
    expectProblem(
      await server.call(STAFF, { method: 'GET', url: `/v1/directories/${UNKNOWN_ID}/fetch` }),
      404,
      ProblemCode.NotFound,
    );
    await remove(`/v1/directories/${section.id}`);
    for (const id of [section.id, facades.id]) {
      const response = await server.call(STAFF, { method: 'GET', url: `/v1/directories/${id}/fetch` });
      expectProblem(response, 404, ProblemCode.NotFound);
    }
  });

  it('refuses an unknown sort or filter and a malformed id with 400 ValidationFailed, and no token with 401', async () => {
    const { section } = await project();
    for (const url of [
      `/v1/directories/${section.id}/fetch?sortType=7`,
      `/v1/directories/${section.id}/fetch?filterType=0`,
      `/v1/directories/${section.id}/fetch?sortType=abc`,
      '/v1/directories/not-an-id/fetch',
    ]) {
      expectProblem(await server.call(STAFF, { method: 'GET', url }), 400, ProblemCode.ValidationFailed);
    }
    expectProblem(
      await server.call(null, { method: 'GET', url: `/v1/directories/${section.id}/fetch` }),
      401,
      ProblemCode.SignIn,
    );
  });
});

describe('GET /v1/directories/{id}/properties (getDirectoryProperties)', () => {
  it('totals the whole subtree: directories below, documents and the bytes of their head versions', async () => {
    const { top, section } = await project();
    const response = await properties(top.id);
    expect(response.statusCode).toBe(200);
    expect(getDirectoryProperties200Response.parse(response.json())).toEqual({
      totalSize: 147,
      documentsCount: 3,
      directoriesCount: 3,
    });
    expect(getDirectoryProperties200Response.parse((await properties(section.id)).json())).toEqual({
      totalSize: 147,
      documentsCount: 3,
      directoriesCount: 2,
    });
  });

  it('counts the head version only, and leaves out what is deleted or inside a deleted directory', async () => {
    const { top, facades, nodes, plan } = await project();
    const version = await server.call(STAFF, {
      method: 'POST',
      url: `/v1/documents/${plan.id}/versions`,
      payload: (() => {
        const form = new FormData();
        form.append('file', new Blob(['v'.repeat(10)], { type: 'application/pdf' }), 'АР-01 План.pdf');
        form.append('documentId', plan.id);
        return form;
      })(),
    });
    expect(version.statusCode, version.body).toBe(201);
    expect((await remove(`/v1/directories/${facades.id}`)).statusCode).toBe(204);
    expect((await remove(`/v1/directories/${nodes.id}`)).statusCode).toBe(204);
    expect(getDirectoryProperties200Response.parse((await properties(top.id)).json())).toEqual({
      totalSize: 10 + 40,
      documentsCount: 2,
      directoriesCount: 1,
    });
  });

  it('totals a subtree of more directories than a statement takes bound values (32,766 on SQLite)', async () => {
    const { top, nodes, facade } = await project();
    const many = 32_767;
    const at = new Date().toISOString();
    const ids = Array.from({ length: many }, () => randomUUID());
    for (let start = 0; start < many; start += 500) {
      const rows = ids.slice(start, start + 500).map((id, index) => {
        const name = `Узел ${String(start + index)}`;
        return {
          ...{ id, name, name_key: name.toLowerCase(), parent_id: nodes.id, skeleton_entity_id: null, metadata: '[]' },
          ...{ allow_upload_documents: 1, allow_create_directory: 1, depth: nodes.depth + 1 },
          ...{ ancestor_ids: JSON.stringify([...nodes.ancestorIds, nodes.id]), created_at: at, updated_at: at },
        };
      });
      await server.app.db.insertInto('directories').values(rows).execute();
    }
    // A document in the last of them still counts.
    await server.app.db
      .updateTable('documents')
      .set({ parent_id: ids.at(-1) ?? '' })
      .where('id', '=', facade.id)
      .execute();
    const response = await properties(top.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(getDirectoryProperties200Response.parse(response.json())).toEqual({
      totalSize: 147,
      documentsCount: 3,
      directoriesCount: 3 + many,
    });
  }, 120_000);

  it('answers 404 NotFound for an unknown or deleted directory, 400 for a malformed id and 401 without a token', async () => {
    const { nodes } = await project();
    expectProblem(await properties(UNKNOWN_ID), 404, ProblemCode.NotFound);
    await remove(`/v1/directories/${nodes.id}`);
    expectProblem(await properties(nodes.id), 404, ProblemCode.NotFound);
    expectProblem(await properties('root'), 400, ProblemCode.ValidationFailed);
    expectProblem(await properties(nodes.id, null), 401, ProblemCode.SignIn);
  });
});
