import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDirectoryChildren200Response } from '../../codegen/zod/directories/directories.zod';
import {
  createThroughApi,
  expectProblem,
  getThroughApi,
  seedDirectory,
  type TestServer,
  uniqueName,
  UNKNOWN_ID,
} from './directory-helpers';
import { uploadForm } from './documents.seed';
import { whileInsertsFail } from './failing-writes';
import {
  checkedFolder,
  eventsOfType,
  folderForm,
  uploadedFolder,
  uploadFolderRequest,
  type FolderFileSpec,
} from './folder-upload-helpers';
import { ADMIN, startTestServer, STAFF, USER } from './test-server';
import { deleteDirectory, expectRefusedUnchanged, getDocument, trashSnapshot, upload } from './trash-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

async function place() {
  const top = await createThroughApi(server, uniqueName('ЖК «Северный квартал»'), null);
  const architecture = await createThroughApi(server, 'АР', top.id);
  return { top, architecture };
}

const children = async (id: string) => {
  const response = await server.call(ADMIN, { method: 'GET', url: `/v1/directories/${id}/children` });
  expect(response.statusCode, response.body).toBe(200);
  return getDirectoryChildren200Response.parse(response.json());
};

const childNamed = async (id: string, name: string) => {
  const child = (await children(id)).find((directory) => directory.name === name);
  if (!child) throw new Error(`No directory «${name}» in ${id}.`);
  return child;
};

const NESTED: FolderFileSpec[] = [
  { path: 'Пояснительная записка.pdf', content: '%PDF-1.7 записка' },
  { path: 'Разделы/АР-01 План.pdf', content: '%PDF-1.7 план' },
  { path: 'Разделы/Узлы/У-1.dwg', content: 'AC1032 узел', type: 'application/acad' },
  { path: 'Разделы/АР-02 Фасады.pdf', content: '%PDF-1.7 фасады' },
];

/** Refused or failed uploads must leave neither rows nor blobs, temporary files included. */
const refused = (form: () => FormData, status: number, code: Parameters<typeof expectProblem>[2]) =>
  expectRefusedUnchanged(server, () => uploadFolderRequest(server, STAFF, form()), status, code);

describe('POST /v1/directories/upload as multipart (uploadDirectory: the folder’s files)', () => {
  it('fills the checked directory, creating the directories on the paths, and answers the documents', async () => {
    const { top, architecture } = await place();
    const folder = await checkedFolder(server, STAFF, { name: 'Проект', parentDirectoryId: architecture.id });
    const documents = await uploadedFolder(server, STAFF, architecture.id, 'Проект', NESTED);

    const sections = await childNamed(folder.id, 'Разделы');
    const nodes = await childNamed(sections.id, 'Узлы');
    expect(sections).toMatchObject({ depth: 3, ancestorIds: [top.id, architecture.id, folder.id] });
    expect(nodes).toMatchObject({ depth: 4, ancestorIds: [top.id, architecture.id, folder.id, sections.id] });
    expect(documents.map((document) => [document.name, document.parentId])).toEqual([
      ['Пояснительная записка.pdf', folder.id],
      ['АР-01 План.pdf', sections.id],
      ['У-1.dwg', nodes.id],
      ['АР-02 Фасады.pdf', sections.id],
    ]);
    expect(documents[2]?.ancestorIds).toEqual([top.id, architecture.id, folder.id, sections.id, nodes.id]);
    expect(documents[2]?.version.document).toMatchObject({ size: 'AC1032 узел'.length + 4, extension: '.dwg' });
    for (const document of documents) expect(await getDocument(server, STAFF, document.id)).toEqual(document);

    const download = await server.call(STAFF, { method: 'GET', url: documents[1]?.version.downloadUri ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('%PDF-1.7 план');
    expect(await children(folder.id)).toHaveLength(1);
  });

  it('records one event 2 for the folder, event 6 for each document and event 1 for each directory created', async () => {
    const { architecture } = await place();
    const folder = await checkedFolder(server, STAFF, { name: 'Проект', parentDirectoryId: architecture.id });
    const documents = await uploadedFolder(server, STAFF, architecture.id, 'Проект', NESTED);
    expect(await eventsOfType(server, 2, folder.id)).toEqual([
      {
        account_id: STAFF.id,
        document_id: null,
        details: { name: 'Проект', parentId: architecture.id, documents: 4, createdDirectories: 2 },
      },
    ]);
    const sections = await childNamed(folder.id, 'Разделы');
    expect(await eventsOfType(server, 6, sections.id)).toEqual([
      expect.objectContaining({ document_id: documents[1]?.id }),
      expect.objectContaining({ document_id: documents[3]?.id }),
    ]);
    expect(await eventsOfType(server, 1, sections.id)).toHaveLength(1);
  });

  it('creates the folder’s directory itself when the check was skipped', async () => {
    const { architecture } = await place();
    const documents = await uploadedFolder(server, USER, architecture.id, 'Без проверки', [{ path: 'a.pdf' }]);
    const folder = await childNamed(architecture.id, 'Без проверки');
    expect(documents[0]?.parentId).toBe(folder.id);
    expect(await eventsOfType(server, 1, folder.id)).toHaveLength(1);
  });

  it('fills an existing directory: its subdirectories are reused and clashing files take free names', async () => {
    const { architecture } = await place();
    const folder = await createThroughApi(server, 'Проект', architecture.id);
    const sections = await createThroughApi(server, 'разделы', folder.id);
    await upload(server, STAFF, sections.id, 'АР-01 План.pdf');
    await checkedFolder(server, STAFF, { name: 'Проект', parentDirectoryId: architecture.id, useExisting: true });
    const documents = await uploadedFolder(server, STAFF, architecture.id, 'Проект', NESTED);
    expect(documents.map((document) => [document.name, document.parentId])).toEqual([
      ['Пояснительная записка.pdf', folder.id],
      ['АР-01 План (1).pdf', sections.id],
      ['У-1.dwg', expect.any(String)],
      ['АР-02 Фасады.pdf', sections.id],
    ]);
    expect((await children(folder.id)).map((directory) => directory.id)).toEqual([sections.id]);
    expect(await eventsOfType(server, 2, folder.id)).toMatchObject([{ details: { createdDirectories: 1 } }]);
  });

  it('gives files whose names differ only in case the next free name', async () => {
    const { architecture } = await place();
    const documents = await uploadedFolder(server, STAFF, architecture.id, 'Регистр', [
      { path: 'Отчёт.pdf' },
      { path: 'ОТЧЁТ.pdf' },
      { path: 'Папка/a.pdf' },
      { path: 'папка/b.pdf' },
    ]);
    expect(documents.map((document) => document.name)).toEqual(['Отчёт.pdf', 'ОТЧЁТ (1).pdf', 'a.pdf', 'b.pdf']);
    expect(documents[2]?.parentId).toBe(documents[3]?.parentId);
  });

  it('takes 1024 files in one upload', async () => {
    const { architecture } = await place();
    const files = Array.from({ length: 1024 }, (_, index) => ({
      path: `Листы/Лист ${String(index)}.pdf`,
      content: 'x',
    }));
    const documents = await uploadedFolder(server, STAFF, architecture.id, 'Тысяча', files);
    expect(documents).toHaveLength(1024);
    expect(new Set(documents.map((document) => document.parentId)).size).toBe(1);
  }, 60_000);
});

describe('uploadDirectory (multipart): refusals leave no directory, document, version, event or blob', () => {
  it('refuses more than 1024 files with ValidationFailed', async () => {
    const { architecture } = await place();
    const files = Array.from({ length: 1025 }, (_, index) => ({ path: `Лист ${String(index)}.pdf`, content: 'x' }));
    const problem = await refused(() => folderForm(architecture.id, 'Много', files), 400, 'ValidationFailed');
    expect(problem.errors).toEqual([{ field: 'body.files', message: 'must NOT have more than 1024 items' }]);
  }, 60_000);

  it('refuses a path of 255 characters or more, counted from the target with the folder’s name, with MaxPathLimit', async () => {
    const { architecture } = await place();
    // 'Путь/' and the path: 5 + 249 = 254 characters pass, one more is refused.
    const fits = `${'п'.repeat(200)}/${'ф'.repeat(44)}.pdf`;
    expect(`Путь/${fits}`).toHaveLength(254);
    await uploadedFolder(server, STAFF, architecture.id, 'Путь', [{ path: fits }]);
    const other = await createThroughApi(server, 'Другой', architecture.id);
    await refused(() => folderForm(other.id, 'Путь', [{ path: `${fits}x` }]), 400, 'MaxPathLimit');
    await refused(() => folderForm(other.id, 'Путь', [{ path: `${'ф'.repeat(300)}.pdf` }]), 400, 'MaxPathLimit');
    await refused(() => folderForm(other.id, 'ж'.repeat(255), [{ path: 'a.pdf' }]), 400, 'MaxPathLimit');
    await refused(() => folderForm(other.id, 'ж'.repeat(3000), [{ path: 'a.pdf' }]), 400, 'MaxPathLimit');
    await refused(() => folderForm(other.id, 'Путь', [{ path: `${'ф'.repeat(3000)}.pdf` }]), 400, 'MaxPathLimit');
  });

  it('refuses paths that could leave the folder with ValidationFailed', async () => {
    const { architecture } = await place();
    const paths = [
      '../Вне.pdf',
      'Разделы/../../Вне.pdf',
      '..',
      './a.pdf',
      '/etc/passwd',
      'C:/Windows/a.pdf',
      'Разделы\\a.pdf',
      'Разделы//a.pdf',
      'Разделы/',
      '',
      'Разделы/\u0007/a.pdf',
      'Разделы/   /a.pdf',
    ];
    for (const path of paths) {
      const problem = await refused(
        () => folderForm(architecture.id, 'Папка', [{ path: 'Хороший.pdf' }, { path }]),
        400,
        'ValidationFailed',
      );
      expect(problem.errors?.[0]?.field).toBe('body.relativePaths.1');
    }
  });

  it('refuses the parent’s rules: NotAllowedCreateDirectory and NotAllowedUploadDocument', async () => {
    const { architecture } = await place();
    const noDirectories = await seedDirectory(server.app.db, architecture, 'Без каталогов', {
      allowCreateDirectory: false,
    });
    await refused(() => folderForm(noDirectories, 'Папка', [{ path: 'a.pdf' }]), 403, 'NotAllowedCreateDirectory');

    // An existing folder directory that takes neither documents nor subdirectories.
    const closed = await seedDirectory(server.app.db, architecture, 'Закрытый', {
      allowCreateDirectory: false,
      allowUploadDocuments: false,
    });
    const closedName = (await getThroughApi(server, closed)).name;
    await refused(
      () => folderForm(architecture.id, closedName, [{ path: 'b.pdf' }, { path: 'a.pdf' }]),
      403,
      'NotAllowedUploadDocument',
    );
    await refused(
      () => folderForm(architecture.id, closedName, [{ path: 'Вложенный/a.pdf' }]),
      403,
      'NotAllowedCreateDirectory',
    );
  });

  it('never fills a skeleton directory: the name clash is answered as by the check', async () => {
    const { architecture } = await place();
    await seedDirectory(server.app.db, architecture, 'КЖ', {
      skeletonEntityId: 'f7000000-0000-4000-8000-000000000005',
    });
    const problem = await refused(
      () => folderForm(architecture.id, 'КЖ', [{ path: 'a.pdf' }]),
      400,
      'DirectoryWithNameAlreadyExists',
    );
    expect(problem).toMatchObject({ allowedName: 'КЖ (1)', isSkeletonEntity: true });
  });

  it('answers 404 for an unknown or deleted parent', async () => {
    const { top, architecture } = await place();
    await refused(() => folderForm(UNKNOWN_ID, 'Папка', [{ path: 'a.pdf' }]), 404, 'NotFound');
    await deleteDirectory(server, ADMIN, top.id);
    await refused(() => folderForm(architecture.id, 'Папка', [{ path: 'a.pdf' }]), 404, 'NotFound');
  });

  it('refuses a folder without files with EmptyDirectoryUpload', async () => {
    const { architecture } = await place();
    await refused(() => folderForm(architecture.id, 'Пустая', []), 400, 'EmptyDirectoryUpload');
  });

  it('refuses a malformed form with ValidationFailed', async () => {
    const { architecture } = await place();
    const files = [{ path: 'Разделы/a.pdf' }, { path: 'b.pdf' }];
    const without = (field: string) => () => {
      const form = folderForm(architecture.id, 'Папка', files);
      form.delete(field);
      return form;
    };
    const withExtra = (field: string, value: string | Blob) => () => {
      const form = folderForm(architecture.id, 'Папка', files);
      form.append(field, value);
      return form;
    };
    const forms = [
      without('parentDirectoryId'),
      without('name'),
      without('relativePaths'),
      withExtra('relativePaths', 'c.pdf'),
      withExtra('name', 'Другая'),
      withExtra('parentDirectoryId', architecture.id),
      withExtra('file', new Blob(['x'])),
      withExtra('files', 'not a file'),
      withExtra('isUploadDirectory', 'true'),
      () => folderForm('not-an-id', 'Папка', files),
      () => folderForm(architecture.id, '   ', files),
      () => folderForm(architecture.id, 'Раз/Два', files),
    ];
    for (const form of forms) await refused(form, 400, 'ValidationFailed');
    await expectRefusedUnchanged(
      server,
      () => uploadFolderRequest(server, STAFF, uploadForm({}, { parentDirectoryId: architecture.id })),
      400,
      'ValidationFailed',
    );
  });

  it('answers 401 SignIn without a token, storing nothing', async () => {
    const { architecture } = await place();
    await expectRefusedUnchanged(
      server,
      () => uploadFolderRequest(server, null, folderForm(architecture.id, 'Папка', [{ path: 'a.pdf' }])),
      401,
      'SignIn',
    );
  });

  it('undoes everything when the transaction fails midway, and answers 500 CreateResourceFailed', async () => {
    const { architecture } = await place();
    const before = await trashSnapshot(server);
    await whileInsertsFail(server.app.db, 'versions', async () => {
      const response = await uploadFolderRequest(server, STAFF, folderForm(architecture.id, 'Папка', NESTED));
      expectProblem(response, 500, 'CreateResourceFailed');
    });
    expect(await trashSnapshot(server)).toEqual(before);
  });
});
