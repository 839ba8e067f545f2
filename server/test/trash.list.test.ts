import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThroughApi, expectProblem, type TestServer, uniqueName } from './directory-helpers';
import { ADMIN, grantGroup, startTestServer } from './test-server';
import {
  deleteDirectory,
  deleteDocuments,
  freshUser,
  idsOf,
  listRequest,
  listTrash,
  project,
  tick,
  upload,
} from './trash-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const pad = (n: number) => String(n).padStart(2, '0');

describe('POST /v1/deleted (getDeletedElements)', () => {
  it('lists a deleted document and directory with their original location, as the contract has them', async () => {
    const user = freshUser();
    const { top, working, architecture, facades, plan } = await project(server, user);
    await deleteDocuments(server, user, [plan.id]);
    await tick();
    await deleteDirectory(server, user, facades.id);

    const page = await listTrash(server, user);
    expect(page).toEqual({
      totalPages: 1,
      deletedElements: [
        {
          id: facades.id,
          elementType: 'Directory',
          element: { id: facades.id, name: 'Фасады' },
          originalLocation: top.name,
          originalDirectoryId: top.id,
          deletedAt: expect.any(String) as string,
        },
        {
          id: plan.id,
          elementType: 'Document',
          element: { id: plan.id, name: 'АР-01 План.pdf' },
          originalLocation: `${top.name} / ${working.name} / ${architecture.name}`,
          originalDirectoryId: architecture.id,
          deletedAt: expect.any(String) as string,
        },
      ],
    });
  });

  it('lists a deleted top-level directory with an empty location and no original directory', async () => {
    const top = await createThroughApi(server, uniqueName('Корневой'), null);
    await deleteDirectory(server, ADMIN, top.id);
    const page = await listTrash(server, ADMIN, { pattern: top.name });
    expect(page.deletedElements).toEqual([
      expect.objectContaining({ id: top.id, originalLocation: '', originalDirectoryId: null }),
    ]);
  });

  it('keeps an element deleted inside a directory deleted later, with its full original location', async () => {
    const user = freshUser();
    const { top, working, architecture, plan } = await project(server, user);
    await deleteDocuments(server, user, [plan.id]);
    await tick();
    await deleteDirectory(server, user, working.id);
    const page = await listTrash(server, user);
    expect(idsOf(page)).toEqual([working.id, plan.id]);
    expect(page.deletedElements[1]?.originalLocation).toBe(`${top.name} / ${working.name} / ${architecture.name}`);
    // What lies below a deleted directory without being deleted itself is not an element of the trash.
    expect(idsOf(page)).not.toContain(architecture.id);
  });

  it('pages by 16, directories first: three pages, the last one partial, totalPages on each, then none', async () => {
    const user = freshUser();
    const top = await createThroughApi(server, uniqueName('Страницы'), null);
    await grantGroup(server.app.db, { directoryIds: [top.id], members: [user] });
    const holder = await createThroughApi(server, 'Документы', top.id, { account: user });
    const directories = [];
    for (let n = 1; n <= 10; n++)
      directories.push(await createThroughApi(server, `Каталог ${pad(n)}`, top.id, { account: user }));
    const documents = [];
    for (let n = 1; n <= 30; n++) documents.push(await upload(server, user, holder.id, `Документ ${pad(n)}.pdf`));
    const response = await server.call(user, {
      method: 'POST',
      url: `/v1/directories/${top.id}/delete-many`,
      payload: { directoryIds: directories.map((directory) => directory.id) },
    });
    expect(response.statusCode).toBe(204);
    await deleteDocuments(
      server,
      user,
      documents.map((document) => document.id),
    );

    // One deletion time per kind: the default sort (newest first) falls back to the name.
    const expected = [...directories, ...documents].map((element) => element.id);
    const pages = [];
    for (const pageNumber of [1, 2, 3, 4]) pages.push(await listTrash(server, user, { pageNumber }));
    expect(pages.map((page) => page.totalPages)).toEqual([3, 3, 3, 3]);
    expect(pages.map((page) => page.deletedElements.length)).toEqual([16, 16, 8, 0]);
    expect(pages.flatMap(idsOf)).toEqual(expected);
    expect(pages[0]?.deletedElements.slice(0, 10).every((element) => element.elementType === 'Directory')).toBe(true);

    const whole = await listTrash(server, user, { pageSize: 100 });
    expect(whole.totalPages).toBe(1);
    expect(idsOf(whole)).toEqual(expected);
    expect((await listTrash(server, user, { pageSize: 7, pageNumber: 6 })).deletedElements).toHaveLength(5);
  });

  it('answers an empty trash with no elements and 0 pages', async () => {
    expect(await listTrash(server, freshUser())).toEqual({ deletedElements: [], totalPages: 0 });
  });

  it('matches the trimmed pattern case-insensitively, Cyrillic included, and takes % and _ literally', async () => {
    const user = freshUser();
    const { architecture } = await project(server, user);
    const names = ['Фасад Северный.pdf', 'ФАСАД ЁЖИКОВ.pdf', 'План этажа.pdf', '100% готово.pdf', 'план_2.pdf'];
    const documents = [];
    for (const name of names) documents.push(await upload(server, user, architecture.id, name));
    const old = await createThroughApi(server, 'фасады старые', architecture.id, { account: user });
    await deleteDocuments(
      server,
      user,
      documents.map((document) => document.id),
    );
    await deleteDirectory(server, user, old.id);

    const match = async (pattern: string) =>
      (await listTrash(server, user, { pattern, sortType: 'Name' })).deletedElements.map(
        (element) => element.element.name,
      );
    expect(await match('  фаСад ')).toEqual(['фасады старые', 'ФАСАД ЁЖИКОВ.pdf', 'Фасад Северный.pdf']);
    expect(await match('ёжиков')).toEqual(['ФАСАД ЁЖИКОВ.pdf']);
    expect(await match('%')).toEqual(['100% готово.pdf']);
    expect(await match('_')).toEqual(['план_2.pdf']);
    expect(await match('   ')).toHaveLength(6);
    expect(await listTrash(server, user, { pattern: 'нет такого' })).toEqual({ deletedElements: [], totalPages: 0 });
  });

  it('sorts by name or deletion date either way, always directories first, and filters by kind', async () => {
    const user = freshUser();
    const { architecture } = await project(server, user);
    const order: string[] = [];
    const remove = async (kind: 'directory' | 'document', name: string) => {
      if (kind === 'directory') {
        const directory = await createThroughApi(server, name, architecture.id, { account: user });
        await deleteDirectory(server, user, directory.id);
        order.push(directory.id);
      } else {
        const document = await upload(server, user, architecture.id, name);
        await deleteDocuments(server, user, [document.id]);
        order.push(document.id);
      }
      await tick();
    };
    await remove('document', 'Б-2.pdf');
    await remove('directory', 'Вторая');
    await remove('document', 'А-10.pdf');
    await remove('directory', 'Альфа');
    await remove('document', 'А-9.pdf');
    const [b2, second, a10, alpha, a9] = order;

    const sorted = async (sortType: 'Name' | 'NameDescending' | 'DeletionDate' | 'DeletionDateDescending') =>
      idsOf(await listTrash(server, user, { sortType }));
    expect(await sorted('Name')).toEqual([alpha, second, a9, a10, b2]);
    expect(await sorted('NameDescending')).toEqual([second, alpha, b2, a10, a9]);
    expect(await sorted('DeletionDate')).toEqual([second, alpha, b2, a10, a9]);
    expect(await sorted('DeletionDateDescending')).toEqual([alpha, second, a9, a10, b2]);
    // The contract's defaults: newest deletions first, every kind.
    const defaults = await listRequest(server, user, { pageNumber: 1, pageSize: 16 });
    expect(
      defaults.json<{ data: { deletedElements: { id: string }[] } }>().data.deletedElements.map((e) => e.id),
    ).toEqual([alpha, second, a9, a10, b2]);

    const filtered = async (filterType: 'Default' | 'OnlyDirectories' | 'OnlyDocuments') =>
      idsOf(await listTrash(server, user, { filterType, sortType: 'Name' }));
    expect(await filtered('OnlyDirectories')).toEqual([alpha, second]);
    expect(await filtered('OnlyDocuments')).toEqual([a9, a10, b2]);
    expect(await filtered('Default')).toEqual([alpha, second, a9, a10, b2]);
    expect((await listTrash(server, user, { filterType: 'OnlyDocuments', pattern: 'а-' })).totalPages).toBe(1);
  });

  it('shows what was deleted where the account may delete, whoever deleted it; administrators see everything', async () => {
    const [first, second, reader, elsewhere] = [
      freshUser('Первый'),
      freshUser('Второй'),
      freshUser('Читатель'),
      freshUser('Другой проект'),
    ];
    const { top, architecture, plan } = await project(server, first);
    await grantGroup(server.app.db, { directoryIds: [top.id], members: [second] });
    await grantGroup(server.app.db, { directoryIds: [top.id], members: [reader], operations: ['CreateFiles'] });
    const otherProject = await project(server, elsewhere);
    const other = await upload(server, second, architecture.id, 'Второго.pdf');
    await deleteDocuments(server, first, [plan.id]);
    await deleteDocuments(server, second, [other.id]);
    await deleteDocuments(server, elsewhere, [otherProject.plan.id]);

    // Both look after the project: each sees and can undo the other's deletions.
    expect(idsOf(await listTrash(server, first)).sort()).toEqual([plan.id, other.id].sort());
    expect(idsOf(await listTrash(server, second)).sort()).toEqual([plan.id, other.id].sort());
    // Without DeleteFiles there the trash shows nothing of it; another project's trash is another's.
    expect(idsOf(await listTrash(server, reader))).toEqual([]);
    expect(idsOf(await listTrash(server, elsewhere))).toEqual([otherProject.plan.id]);
    const everyone = idsOf(await listTrash(server, ADMIN, { pageSize: 100 }));
    expect(everyone).toEqual(expect.arrayContaining([plan.id, other.id, otherProject.plan.id]));
  });

  it('refuses a query that breaks the contract with 400 ValidationFailed', async () => {
    const user = freshUser();
    for (const payload of [
      {},
      { pageSize: 16 },
      { pageNumber: 0, pageSize: 16 },
      { pageNumber: 1, pageSize: 0 },
      { pageNumber: 1, pageSize: 101 },
      { pageNumber: '1', pageSize: 16 },
      { pageNumber: 1.5, pageSize: 16 },
      { pageNumber: 1, pageSize: 16, sortType: 'Date' },
      { pageNumber: 1, pageSize: 16, filterType: 2 },
      { pageNumber: 1, pageSize: 16, pattern: 5 },
      { pageNumber: 1, pageSize: 16, pattern: 'я'.repeat(256) },
      [1],
    ])
      expectProblem(await listRequest(server, user, payload), 400, 'ValidationFailed');
  });

  it('refuses a request without a valid token with 401 SignIn', async () => {
    expectProblem(await listRequest(server, null, { pageNumber: 1, pageSize: 16 }), 401, 'SignIn');
  });
});
