import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Directory } from '../../codegen/model/directory';
import { getApplication200Response } from '../../codegen/zod/auth/auth.zod';
import {
  getDirectoryDownloadable200Response,
  getDirectoryDownloadRequirements200Response,
} from '../../codegen/zod/directories/directories.zod';
import {
  createThroughApi,
  DEVELOPER,
  expectProblem,
  uniqueName,
  UNKNOWN_ID,
  type TestServer,
} from './directory-helpers';
import { downloadEventsOf, downloadTree, FACADE, PLAN_HEAD, sharingSnapshot, zipBody } from './download-helpers';
import { uploadTestDocument } from './documents.seed';
import { ADMIN, startTestServer, STAFF, USER, type TestAccount } from './test-server';
import { deleteDirectory, deleteDocuments } from './trash-helpers';
import { readZip, zipFiles, zipFolders } from './zip-reader';

let server: TestServer;
let tree: Awaited<ReturnType<typeof downloadTree>>;
/** Beside the tree's stage: where tests add directories of their own, so that the stage's zip stays as seeded. */
let sandbox: Directory;

beforeAll(async () => {
  server = await startTestServer();
  tree = await downloadTree(server);
  sandbox = await createThroughApi(server, 'Песочница', tree.top.id);
});
afterAll(async () => {
  await server.app.close();
});

const downloadable = (id: string, account: TestAccount | null = STAFF, on: TestServer = server) =>
  on.call(account, { method: 'GET', url: `/v1/directories/${id}/downloadable` });
const download = (id: string, options: { account?: TestAccount | null; query?: string; on?: TestServer } = {}) =>
  (options.on ?? server).call(options.account === undefined ? STAFF : options.account, {
    method: 'GET',
    url: `/v1/directories/${id}/download${options.query ?? ''}`,
  });

async function checkOf(id: string, on: TestServer = server) {
  const response = await downloadable(id, STAFF, on);
  expect(response.statusCode, response.body).toBe(200);
  return getDirectoryDownloadable200Response.parse(response.json());
}

const EMPTY = 'В каталоге нет документов для скачивания';
const ONLY_DUMMIES = 'Все документы каталога — пустые заглушки (размер 0 байт), скачивать нечего.';
const TOO_LARGE = 'Каталог слишком велик, чтобы скачать его целиком: скачайте его по частям.';

/** A directory of its own, for tests that add or delete. */
const scratch = (name = uniqueName('Раздел')) => createThroughApi(server, name, sandbox.id);

describe('GET /v1/directories/{id}/downloadable', () => {
  it('says a directory with files in its subtree can be downloaded, whatever the role', async () => {
    expect(await checkOf(tree.top.id)).toEqual({ downloadable: true, message: null });
    expect(await checkOf(tree.facades.id)).toEqual({ downloadable: true, message: null });
    const asUser = await downloadable(tree.stage.id, USER);
    expect(getDirectoryDownloadable200Response.parse(asUser.json())).toEqual({ downloadable: true, message: null });
  });

  it('says why not: no documents at all, only empty subdirectories, or only dummies', async () => {
    expect(await checkOf(tree.empty.id)).toEqual({ downloadable: false, message: EMPTY });
    const nested = await scratch();
    await createThroughApi(server, 'Подраздел', nested.id);
    expect(await checkOf(nested.id)).toEqual({ downloadable: false, message: EMPTY });
    await uploadTestDocument(server, STAFF, nested.id, { name: 'Пусто.pdf', content: '' });
    expect(await checkOf(nested.id)).toEqual({ downloadable: false, message: ONLY_DUMMIES });
  });

  it('counts neither deleted documents nor what a deleted subdirectory holds', async () => {
    const section = await scratch();
    const inner = await createThroughApi(server, 'Вложенный', section.id);
    const document = await uploadTestDocument(server, STAFF, section.id, { name: 'Лист.pdf', content: 'лист' });
    await uploadTestDocument(server, STAFF, inner.id, { name: 'Глубже.pdf', content: 'глубже' });
    await deleteDocuments(server, STAFF, [document.id]);
    expect(await checkOf(section.id)).toEqual({ downloadable: true, message: null });
    await deleteDirectory(server, STAFF, inner.id);
    expect(await checkOf(section.id)).toEqual({ downloadable: false, message: EMPTY });
  });

  it('answers 404 for an unknown or deleted directory, 400 for a malformed id, 401 without a token', async () => {
    expectProblem(await downloadable(UNKNOWN_ID), 404, 'NotFound');
    const gone = await scratch();
    await deleteDirectory(server, STAFF, gone.id);
    expectProblem(await downloadable(gone.id), 404, 'NotFound');
    expectProblem(await downloadable('root'), 400, 'ValidationFailed');
    expectProblem(await downloadable(tree.top.id, null), 401, 'SignIn');
  });
});

describe('GET /v1/directories/{id}/download', () => {
  it('streams the visible subtree as a zip named after the directory: folders, head versions, no dummies', async () => {
    const response = await download(tree.stage.id);
    const zip = zipBody(response, 'Рабочая документация.zip');
    expect(zipFolders(zip)).toEqual(['Пустой/', 'Фасады/']);
    expect(zipFiles(zip)).toEqual({ 'Фасады/Фасад 1-10.pdf': FACADE, 'АР-01 План.pdf': PLAN_HEAD });
    expect(readZip(zip).every((entry) => entry.utf8)).toBe(true);
  });

  it('is a zip that unzip reads too', async (context) => {
    let unzip = true;
    try {
      execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    } catch {
      unzip = false;
    }
    if (!unzip) context.skip('unzip is not installed');
    const folder = await mkdtemp(join(tmpdir(), 'cde-zip-'));
    try {
      const file = join(folder, 'stage.zip');
      await writeFile(file, (await download(tree.stage.id)).rawPayload);
      const listing = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' });
      expect(listing.split('\n').filter(Boolean).sort()).toEqual(
        ['Пустой/', 'Фасады/', 'Фасады/Фасад 1-10.pdf', 'АР-01 План.pdf'].sort(),
      );
      expect(execFileSync('unzip', ['-p', file, 'Фасады/Фасад 1-10.pdf'], { encoding: 'utf8' })).toBe(FACADE);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('gives only the directory’s own documents with documentsOnly', async () => {
    const zip = zipBody(await download(tree.stage.id, { query: '?documentsOnly=true' }), 'Рабочая документация.zip');
    expect(zipFolders(zip)).toEqual([]);
    expect(zipFiles(zip)).toEqual({ 'АР-01 План.pdf': PLAN_HEAD });
    expectProblem(await download(tree.top.id, { query: '?documentsOnly=true' }), 409, 'ArchiveEmpty');
  });

  it('makes names safe and unique in each folder, case-insensitively, files after folders', async () => {
    const outer = await scratch();
    const section = await createThroughApi(server, 'Раздел: «АР»?', outer.id);
    await createThroughApi(server, 'Схемы', section.id);
    const first = await uploadTestDocument(server, STAFF, section.id, { name: 'Лист.pdf', content: 'первый' });
    const rename = await server.call(STAFF, {
      method: 'PUT',
      url: `/v1/documents/${first.id}`,
      payload: { name: 'Лист (старый).pdf' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    // A file is zipped under its document's name (docs/server.md), not the one it was uploaded under.
    await uploadTestDocument(server, STAFF, section.id, { name: 'ЛИСТ.pdf', content: 'второй' });
    await uploadTestDocument(server, STAFF, section.id, { name: 'Схемы', content: 'файл без расширения' });
    // Two names the explorer tells apart, which become one once made safe.
    await uploadTestDocument(server, STAFF, section.id, { name: 'Узел <1>.pdf', content: 'узел' });
    await uploadTestDocument(server, STAFF, section.id, { name: 'Узел _1_.pdf', content: 'другой узел' });

    const zip = zipBody(await download(outer.id), `${outer.name}.zip`);
    const folder = 'Раздел_ «АР»_/';
    expect(zipFolders(zip)).toEqual([folder, `${folder}Схемы/`]);
    const { [`${folder}Схемы (2)`]: unnamed, ...rest } = zipFiles(zip);
    const { [`${folder}Лист (старый).pdf`]: old, [`${folder}ЛИСТ.pdf`]: sheet, ...nodes } = rest;
    expect({ unnamed, old, sheet }).toEqual({ unnamed: 'файл без расширения', old: 'первый', sheet: 'второй' });
    // The one the explorer lists first keeps the name, the other is numbered.
    expect([
      { [`${folder}Узел _1_.pdf`]: 'узел', [`${folder}Узел _1_ (2).pdf`]: 'другой узел' },
      { [`${folder}Узел _1_.pdf`]: 'другой узел', [`${folder}Узел _1_ (2).pdf`]: 'узел' },
    ]).toContainEqual(nodes);
  });

  it('is for staff, administrators and developers; others get 403 ForbiddenResourceFailed and nothing is recorded', async () => {
    for (const account of [STAFF, ADMIN, DEVELOPER])
      expect((await download(tree.facades.id, { account })).statusCode).toBe(200);
    const before = await sharingSnapshot(server);
    expectProblem(await download(tree.facades.id, { account: USER }), 403, 'ForbiddenResourceFailed');
    expect(await sharingSnapshot(server)).toEqual(before);
  });

  it('records a download event for each document in the zip, none for a HEAD request', async () => {
    const section = await scratch();
    const document = await uploadTestDocument(server, STAFF, section.id, { name: 'Учёт.pdf', content: 'учёт' });
    const dummy = await uploadTestDocument(server, STAFF, section.id, { name: 'Пустой.pdf', content: '' });
    const head = await server.call(ADMIN, { method: 'HEAD', url: `/v1/directories/${section.id}/download` });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(await downloadEventsOf(server, document.id)).toEqual([]);
    await download(section.id, { account: ADMIN });
    expect(await downloadEventsOf(server, document.id)).toEqual([
      {
        accountId: ADMIN.id,
        directoryId: section.id,
        details: { name: 'Учёт.pdf', index: 0, archive: `${section.name}.zip` },
      },
    ]);
    expect(await downloadEventsOf(server, dummy.id)).toEqual([]);
  });

  it('refuses an empty directory and one of dummies only with 409 ArchiveEmpty, changing nothing', async () => {
    const dummies = await scratch();
    await uploadTestDocument(server, STAFF, dummies.id, { name: 'Ноль.pdf', content: '' });
    const before = await sharingSnapshot(server);
    expectProblem(await download(tree.empty.id), 409, 'ArchiveEmpty');
    expectProblem(await download(dummies.id), 409, 'ArchiveEmpty');
    expect(await sharingSnapshot(server)).toEqual(before);
  });

  it('answers 404 for an unknown or deleted directory, 400 for bad parameters, 401 without a token', async () => {
    expectProblem(await download(UNKNOWN_ID), 404, 'NotFound');
    const gone = await scratch();
    await deleteDirectory(server, STAFF, gone.id);
    expectProblem(await download(gone.id), 404, 'NotFound');
    expectProblem(await download('a1000000'), 400, 'ValidationFailed');
    expectProblem(await download(tree.stage.id, { query: '?documentsOnly=maybe' }), 400, 'ValidationFailed');
    expectProblem(await download(tree.stage.id, { account: null }), 401, 'SignIn');
  });

  it('cuts the zip short when a blob has gone missing, and the server keeps serving', async () => {
    const section = await scratch();
    // The first file is large enough for the answer to have started when the zip reaches the lost one.
    await uploadTestDocument(server, STAFF, section.id, { name: 'А-первый.pdf', content: 'а'.repeat(300_000) });
    const lost = await uploadTestDocument(server, STAFF, section.id, { name: 'Я-потерян.pdf', content: 'потерян' });
    const row = await server.app.db
      .selectFrom('versions')
      .select('blob_key')
      .where('document_id', '=', lost.id)
      .executeTakeFirstOrThrow();
    await unlink(join(server.blobDir, row.blob_key.slice(0, 2), row.blob_key));
    const cutShort = await download(section.id).then(
      (response) => response.rawPayload.length < Number(response.headers['content-length']),
      () => true,
    );
    expect(cutShort).toBe(true);
    expect((await download(tree.facades.id)).statusCode).toBe(200);
  });
});

describe('download requirements when none are configured', () => {
  const requirements = (account: TestAccount) =>
    server.call(account, { method: 'GET', url: `/v1/directories/${tree.stage.id}/download-requirements` });

  it('lets staff, administrators and developers download at once and refuses other roles', async () => {
    for (const account of [STAFF, ADMIN, DEVELOPER]) {
      const response = await requirements(account);
      expect(response.statusCode).toBe(200);
      expect(getDirectoryDownloadRequirements200Response.parse(response.json())).toEqual({
        canDownload: true,
        requireAcceptance: [],
      });
    }
    const refused = getDirectoryDownloadRequirements200Response.parse((await requirements(USER)).json());
    expect(refused).toEqual({ canDownload: false, requireAcceptance: [] });
  });

  it('has nothing to accept: any requirement id answers 404 NotFound', async () => {
    const before = await sharingSnapshot(server);
    const response = await server.call(STAFF, { method: 'POST', url: '/v1/download-acceptances/nda-sevkvartal' });
    expectProblem(response, 404, 'NotFound');
    expect(await sharingSnapshot(server)).toEqual(before);
  });
});

describe('archive limits and undownloadable files', () => {
  let limited: TestServer;
  let limitedTree: Awaited<ReturnType<typeof downloadTree>>;

  beforeAll(async () => {
    limited = await startTestServer({
      config: { archiveLimits: { maxFiles: 1, maxBytes: 100 }, undownloadableExtensions: ['.exe'] },
    });
    limitedTree = await downloadTree(limited);
  });
  afterAll(async () => {
    await limited.app.close();
  });

  it('says a directory above the file count or the byte limit is too large, and refuses its zip with 413', async () => {
    // The stage holds two files (the dummy does not count): one more than allowed.
    expect(await checkOf(limitedTree.stage.id, limited)).toEqual({ downloadable: false, message: TOO_LARGE });
    expectProblem(await download(limitedTree.stage.id, { on: limited }), 413, 'ArchiveVeryLarge');
    expect(await checkOf(limitedTree.facades.id, limited)).toEqual({ downloadable: true, message: null });
    const large = await createThroughApi(limited, 'Крупный', limitedTree.stage.id);
    await uploadTestDocument(limited, STAFF, large.id, { name: 'Большой.pdf', content: 'x'.repeat(101) });
    expect(await checkOf(large.id, limited)).toEqual({ downloadable: false, message: TOO_LARGE });
    const before = await sharingSnapshot(limited);
    expectProblem(await download(large.id, { on: limited }), 413, 'ArchiveVeryLarge');
    expect(await sharingSnapshot(limited)).toEqual(before);
  });

  it('gives the app the same undownloadable list the server applies', async () => {
    const response = await limited.call(STAFF, { method: 'GET', url: '/v1/application' });
    const { configuration } = getApplication200Response.parse(response.json());
    expect(configuration.undownloadableExtensions).toEqual({ extensions: ['.exe'] });
  });

  it('leaves files of an undownloadable extension out, and a directory of only those is not downloadable', async () => {
    const tools = await createThroughApi(limited, 'Утилиты', limitedTree.stage.id);
    await uploadTestDocument(limited, STAFF, tools.id, { name: 'setup.EXE', content: 'MZ' });
    expect(await checkOf(tools.id, limited)).toEqual({
      downloadable: false,
      message: 'В каталоге нет документов, доступных для скачивания.',
    });
    expectProblem(await download(tools.id, { on: limited }), 409, 'ArchiveEmpty');
    await uploadTestDocument(limited, STAFF, tools.id, { name: 'readme.txt', content: 'прочти' });
    const zip = zipBody(await download(tools.id, { on: limited }), 'Утилиты.zip');
    expect(zipFiles(zip)).toEqual({ 'readme.txt': 'прочти' });
  });
});
