import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchDirectory200Response } from '../../codegen/zod/directories/directories.zod';
import { shareMultiple200Response } from '../../codegen/zod/sharing/sharing.zod';
import { createThroughApi, expectProblem, expectRefusedUnchanged, type TestServer } from './directory-helpers';
import { uploadForm, uploadTestDocument } from './documents.seed';
import { ADMIN, grantGroup, startTestServer, type TestAccount } from './test-server';
import { deleteDocuments, deleteForGoodRequest, listTrash, restoreRequest } from './trash-helpers';

/**
 * The cases that made access control come first (issue «Access control»): what an external party, a contractor or an
 * ordinary user could do to a project before security groups decided it, each refused now with nothing changed.
 */

const EXTERNAL: TestAccount = { id: randomUUID(), name: 'Петрова Елена Николаевна', roles: ['external-user'] };
const CONTRACTOR: TestAccount = { id: randomUUID(), name: 'Кузнецов Дмитрий Олегович', roles: ['general-contractor'] };
const DESIGNER: TestAccount = { id: randomUUID(), name: 'Смирнова Анна Викторовна', roles: ['staff'] };
const READER: TestAccount = { id: randomUUID(), name: 'Волков Игорь Андреевич', roles: ['user'] };

let server: TestServer;
let project: { id: string };
let surveys: { id: string };
let design: { id: string };
let asBuilt: { id: string };
let survey: { id: string };
let confidential: { id: string };
let agreedAct: { id: string };

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.app;
  project = await createThroughApi(server, `ЖК «Северный квартал» ${randomUUID().slice(0, 6)}`, null);
  surveys = await createThroughApi(server, 'Инженерные изыскания', project.id);
  design = await createThroughApi(server, 'Проектная документация', project.id);
  asBuilt = await createThroughApi(server, 'Исполнительная документация', project.id);
  await grantGroup(db, { name: 'Изыскатели', directoryIds: [surveys.id], members: [EXTERNAL], operations: [] });
  await grantGroup(db, {
    name: 'Генподрядчик',
    directoryIds: [asBuilt.id],
    members: [CONTRACTOR],
    operations: ['CreateFiles', 'UpdateFiles', 'DeleteFiles', 'DocumentFlow'],
  });
  await grantGroup(db, {
    name: 'Проектировщики',
    directoryIds: [design.id, surveys.id, asBuilt.id],
    members: [DESIGNER],
    operations: ['CreateFiles', 'UpdateFiles', 'DeleteFiles', 'DocumentFlow'],
  });
  await grantGroup(db, { name: 'Надзор', directoryIds: [asBuilt.id], members: [READER], operations: ['DocumentFlow'] });
  survey = await uploadTestDocument(server, DESIGNER, surveys.id, { name: 'Отчёт об изысканиях.pdf' });
  confidential = await uploadTestDocument(server, DESIGNER, design.id, { name: 'Сметный расчёт.xlsx' });
  agreedAct = await uploadTestDocument(server, ADMIN, asBuilt.id, { name: 'Акт скрытых работ.pdf' });
  const agreed = await server.call(ADMIN, { method: 'POST', url: `/v1/documents/${agreedAct.id}/agree` });
  expect(agreed.statusCode, agreed.body).toBe(200);
});
afterAll(async () => {
  await server.app.close();
});

describe('what an ordinary account could do before access control, refused now', () => {
  it('an external party can neither rename nor delete the top-level project', async () => {
    const rename = () =>
      server.call(EXTERNAL, { method: 'PUT', url: `/v1/directories/${project.id}/rename`, payload: { name: 'Мой' } });
    const remove = () => server.call(EXTERNAL, { method: 'DELETE', url: `/v1/directories/${project.id}` });
    // It sees the project only as the path to its folder: the project itself is out of its reach.
    await expectRefusedUnchanged(server, rename, 404, 'NotFound');
    await expectRefusedUnchanged(server, remove, 404, 'NotFound');
    // Even a manager with every right in the project may not: its place is the root, the administrators'.
    const manager: TestAccount = { id: randomUUID(), name: 'Руководитель проекта', roles: ['staff'] };
    await grantGroup(server.app.db, { name: 'Руководители', directoryIds: [project.id], members: [manager] });
    const asManager = () => server.call(manager, { method: 'DELETE', url: `/v1/directories/${project.id}` });
    await expectRefusedUnchanged(server, asManager, 403, 'ForbiddenResourceFailed');
  });

  it('a read-only party cannot delete another person’s document, nor delete it for good from its trash', async () => {
    const remove = () => server.call(EXTERNAL, { method: 'DELETE', url: `/v1/documents/${survey.id}` });
    await expectRefusedUnchanged(server, remove, 403, 'ForbiddenResourceFailed');
    const draft = await uploadTestDocument(server, DESIGNER, surveys.id, { name: 'Черновик отчёта.pdf' });
    await deleteDocuments(server, DESIGNER, [draft.id]);
    // Its trash does not even list the deletion; deleting or restoring it is refused, and the owner still can.
    expect((await listTrash(server, EXTERNAL)).deletedElements).toEqual([]);
    await expectRefusedUnchanged(
      server,
      () => deleteForGoodRequest(server, EXTERNAL, [draft.id]),
      403,
      'ForbiddenResourceFailed',
    );
    const restored = await restoreRequest(server, DESIGNER, { deletedElementIds: [draft.id] });
    expect(restored.statusCode, restored.body).toBe(204);
  });

  it('a read-only party cannot upload a new version over someone else’s document', async () => {
    const upload = () =>
      server.call(EXTERNAL, {
        method: 'POST',
        url: `/v1/documents/${survey.id}/versions`,
        payload: uploadForm({ name: 'Подмена.pdf' }, { documentId: survey.id }),
      });
    await expectRefusedUnchanged(server, upload, 403, 'ForbiddenResourceFailed');
  });

  it('a contractor without the agreement right cannot revoke someone else’s agreement', async () => {
    const revoke = () => server.call(CONTRACTOR, { method: 'POST', url: `/v1/documents/${agreedAct.id}/disagree` });
    await expectRefusedUnchanged(server, revoke, 403, 'ForbiddenResourceFailed');
  });

  it('nobody moves a confidential document they cannot reach into a shared folder, and links serve only what their creator may', async () => {
    const link = shareMultiple200Response.parse(
      (
        await server.call(DESIGNER, {
          method: 'POST',
          url: '/v1/shared-documents/multiple',
          payload: { name: 'Исполнительная', documents: [], directories: [asBuilt.id] },
        })
      ).json(),
    );
    const move = () =>
      server.call(CONTRACTOR, {
        method: 'POST',
        url: `/v1/explorer/move/from/${design.id}/to/${asBuilt.id}`,
        payload: { documentIds: [confidential.id], directoryIds: [] },
      });
    await expectRefusedUnchanged(server, move, 404, 'NotFound');
    // An administrator moves it there: the link's creator may see it now, so the link serves it…
    const moved = await server.call(ADMIN, {
      method: 'POST',
      url: `/v1/explorer/move/from/${design.id}/to/${asBuilt.id}`,
      payload: { documentIds: [confidential.id], directoryIds: [] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const url = new URL(link.uri).pathname;
    expect((await server.call(null, { method: 'GET', url })).statusCode).toBe(200);
    // …and once the creator loses the folder, the link serves nothing more of it.
    await server.app.db.deleteFrom('security_group_members').where('account_id', '=', DESIGNER.id).execute();
    expectProblem(await server.call(null, { method: 'GET', url }), 404, 'NotFound');
  });

  it('an account no longer sees every project: only the path to its own folders', async () => {
    const other = await createThroughApi(server, `Другой объект ${randomUUID().slice(0, 6)}`, null);
    const rootOf = async (account: TestAccount) =>
      fetchDirectory200Response
        .parse((await server.call(account, { method: 'GET', url: '/v1/directories/root/fetch' })).json())
        .data.childrenDirectories.map((directory) => directory.id);
    expect(await rootOf(EXTERNAL)).toContain(project.id);
    expect(await rootOf(EXTERNAL)).not.toContain(other.id);
    // The server keeps the project's documents once an administrator has loaded them: that says nothing of who else
    // may read them.
    const contract = await uploadTestDocument(server, ADMIN, project.id, { name: 'Договор подряда.pdf' });
    const asAdmin = fetchDirectory200Response.parse(
      (await server.call(ADMIN, { method: 'GET', url: `/v1/directories/${project.id}/fetch` })).json(),
    ).data;
    expect(asAdmin.childrenDocuments.map((document) => document.id)).toEqual([contract.id]);
    const top = fetchDirectory200Response.parse(
      (await server.call(EXTERNAL, { method: 'GET', url: `/v1/directories/${project.id}/fetch` })).json(),
    ).data;
    expect(top.directory?.permissions).toEqual([]);
    expect(top.childrenDirectories.map((directory) => directory.id)).toEqual([surveys.id]);
    expect(top.childrenDocuments).toEqual([]);
    const inSurveys = fetchDirectory200Response.parse(
      (await server.call(EXTERNAL, { method: 'GET', url: `/v1/directories/${surveys.id}/fetch` })).json(),
    ).data;
    expect(inSurveys.childrenDocuments.map((document) => document.id)).toContain(survey.id);
    expect(inSurveys.directory?.permissions).toEqual([]);
    expectProblem(
      await server.call(EXTERNAL, { method: 'GET', url: `/v1/directories/${design.id}/fetch` }),
      404,
      'NotFound',
    );
    expectProblem(
      await server.call(EXTERNAL, { method: 'GET', url: `/v1/documents/${confidential.id}` }),
      404,
      'NotFound',
    );
  });
});
