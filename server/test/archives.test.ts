import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchiveDirectory } from '../../codegen/model/archiveDirectory';
import type { Document } from '../../codegen/model/document';
import { getArchiveContent200Response } from '../../codegen/zod/archives/archives.zod';
import { buildArchive, sharedArchive } from './archive-fixtures';
import { eventTypesOf, expectProblem, seedDirectory, uploadTestDocument } from './documents.seed';
import { startTestServer, STAFF, USER, type TestAccount } from './test-server';

let server: Awaited<ReturnType<typeof startTestServer>>;
let directoryId: string;

beforeAll(async () => {
  server = await startTestServer({
    config: { archiveViewLimits: { maxEntries: 1000, maxBytes: 1024 ** 3, maxRatio: 1000, listTimeoutMs: 30_000 } },
  });
  directoryId = (await seedDirectory(server.app.db)).id;
});
afterAll(async () => {
  await server.app.close();
});

const upload = (name: string, content: Uint8Array<ArrayBuffer> | string) =>
  uploadTestDocument(server, STAFF, directoryId, { name, content, type: 'application/octet-stream' });

const list = (document: Document, account: TestAccount = STAFF, index = -1) =>
  server.call(account, { method: 'GET', url: `/v1/unpack/${document.id}/versions/${String(index)}` });

const entry = (document: Document, filePath: string, account: TestAccount = STAFF) =>
  server.call(account, {
    method: 'GET',
    url: `/v1/archives/${document.id}/versions/0/download?filePath=${encodeURIComponent(filePath)}`,
  });

async function tree(document: Document): Promise<ArchiveDirectory> {
  const response = await list(document);
  expect(response.statusCode, response.body).toBe(200);
  return getArchiveContent200Response.parse(response.json());
}

/** The tree as «dir/», «dir/file (size)» lines, depth first, in the order given. */
function outline(directory: ArchiveDirectory, prefix = ''): string[] {
  return [
    ...directory.directories.flatMap((child) => [
      `${prefix}${child.name}/`,
      ...outline(child, `${prefix}${child.name}/`),
    ]),
    ...directory.documents.map((file) => `${file.path} (${String(file.size)})`),
  ];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('GET /v1/unpack/{id}/versions/{index}: the fixtures of every format', () => {
  const common = ['exe/', 'exe/test.exe (45056)', 'jpg/', 'jpg/test.jpg (40372)'];
  it.each([
    ['WinZip26.zip', [...common, 'тест.txt (15498)']],
    ['7Zip.LZMA2.7z', [...common, 'тест.txt (15498)']],
    ['Rar5.rar', ['Empty/', ...common, 'тест.txt (15498)']],
    // Its name was written in CP866, which the listing reads when a name is not UTF-8.
    ['Tar.tar.gz', ['Empty/', ...common, 'тест.txt (15498)']],
  ])('lists %s as nested directories, directories first, each sorted by name', async (name, expected) => {
    const archive = await upload(name, sharedArchive(name));
    const root = await tree(archive);
    expect(root.name).toBe(name);
    expect(outline(root)).toEqual(expected);
  });

  it('unpacks the same file from every format, byte for byte, with its name and length', async () => {
    const digests = new Set<string>();
    for (const name of ['WinZip26.zip', '7Zip.LZMA2.7z', 'Rar5.rar', 'Tar.tar.gz']) {
      const archive = await upload(`Снимок ${name}`, sharedArchive(name));
      const response = await entry(archive, 'jpg/test.jpg');
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'application/octet-stream',
        'content-disposition': "attachment; filename*=UTF-8''test.jpg",
        'content-length': '40372',
        'x-content-type-options': 'nosniff',
      });
      expect(response.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
      digests.add(sha256(response.rawPayload));
      const text = await entry(archive, 'тест.txt');
      expect(text.statusCode, `${name}: ${text.body}`).toBe(200);
      expect(text.rawPayload.length).toBe(15498);
    }
    expect(digests.size).toBe(1);
  });

  it('lists a bare .gz as its one file and unpacks it', async () => {
    const archive = await upload('test_expand.gz', sharedArchive('test_expand.gz'));
    expect(outline(await tree(archive))).toEqual(['test_expand (28)']);
    const response = await entry(archive, 'test_expand');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.length).toBe(28);
    const own = await upload('Журнал.log.gz', new Uint8Array(gzipSync('строка журнала\n'.repeat(100))));
    expect(outline(await tree(own))).toEqual([`Журнал.log (${String(Buffer.byteLength('строка журнала\n') * 100)})`]);
    expect((await entry(own, 'Журнал.log')).body).toBe('строка журнала\n'.repeat(100));
  });

  it('reads zip names written in CP866 by DOS and older Windows tools', async () => {
    const archive = await upload(
      'Старый.zip',
      buildArchive('zip', { 'Проекты/План.txt': 'план' }, { charset: 'CP866' }),
    );
    expect(outline(await tree(archive))).toEqual(['Проекты/', 'Проекты/План.txt (8)']);
    expect((await entry(archive, 'Проекты/План.txt')).body).toBe('план');
  });

  it('records an unpacked file as a download of the archive', async () => {
    const archive = await upload('Отчёт.zip', buildArchive('zip', { 'a.txt': 'a' }));
    await entry(archive, 'a.txt');
    expect(await eventTypesOf(server.app.db, archive.id)).toContain(10);
  });
});

describe('archives that try to leave, hide or explode', () => {
  it('lists `..`, absolute and dotted names inside the archive, never links, and serves them only from there', async () => {
    const archive = await upload(
      'Хитрый.tar',
      buildArchive(
        'ustar',
        { '../evil.txt': 'evil', '/abs/x.txt': 'abs', './a/./b.txt': 'b', 'a*b[1].txt': 'star', 'aXb1.txt': 'plain' },
        { links: { link: '../../etc/passwd' } },
      ),
    );
    expect(outline(await tree(archive))).toEqual([
      'a/',
      'a/b.txt (1)',
      'abs/',
      'abs/x.txt (3)',
      'a*b[1].txt (4)',
      'aXb1.txt (5)',
      'evil.txt (4)',
    ]);
    expect((await entry(archive, 'evil.txt')).body).toBe('evil');
    expect((await entry(archive, 'abs/x.txt')).body).toBe('abs');
    expect((await entry(archive, 'a/b.txt')).body).toBe('b');
    // Wildcards in a name match that name only.
    expect((await entry(archive, 'a*b[1].txt')).body).toBe('star');
    expectProblem(await entry(archive, '../evil.txt'), 400, 'IncorrectParam');
    expectProblem(await entry(archive, 'a/../../evil.txt'), 400, 'IncorrectParam');
    expectProblem(await entry(archive, 'link'), 404, 'NotFound');
    expectProblem(await entry(archive, 'abs'), 404, 'NotFound');
    expectProblem(await entry(archive, 'a*'), 404, 'NotFound');
  });

  it('refuses the zip bomb from its listing with 413 ArchiveVeryLarge, listing or unpacking', async () => {
    const bomb = await upload('zbsm.zip', sharedArchive('zbsm.zip'));
    const problem = expectProblem(await list(bomb), 413, 'ArchiveVeryLarge');
    expect(problem.detail).toContain('5461307620');
    expectProblem(await entry(bomb, '0'), 413, 'ArchiveVeryLarge');
  });

  it('refuses an archive of more entries than the limit', async () => {
    const files = Object.fromEntries(Array.from({ length: 1001 }, (_, index) => [`f${String(index)}.txt`, '']));
    const many = await upload('Много.zip', buildArchive('zip', files));
    expectProblem(await list(many), 413, 'ArchiveVeryLarge');
  });

  it('answers 422 ArchiveDamaged for a damaged archive or a file that is no archive', async () => {
    const zip = buildArchive('zip', { 'a.txt': 'a'.repeat(1000) });
    for (const [name, content] of [
      ['Обрывок.zip', zip.slice(0, 40)],
      ['Не архив.zip', 'это текст, а не архив'],
      ['Не архив.gz', 'и это не gzip, хотя и .gz'],
    ] as const) {
      expectProblem(await list(await upload(name, content)), 422, 'ArchiveDamaged');
    }
    // A dummy version (0 bytes) is an archive with nothing in it.
    expect(outline(await tree(await upload('Заглушка.7z', '')))).toEqual([]);
  });
});

describe('who may list and unpack', () => {
  it('lets an ordinary user list an archive (a view) but not unpack a file (a download)', async () => {
    const archive = await upload('Для всех.zip', buildArchive('zip', { 'a.txt': 'a' }));
    expect((await list(archive, USER)).statusCode).toBe(200);
    expectProblem(await entry(archive, 'a.txt', USER), 403, 'YouAreNotAllowedToDownloadDocument');
  });

  it('refuses a listing of a document that is not an archive, and answers 404 for a missing file or version', async () => {
    const pdf = await upload('План.pdf', 'PDF');
    expectProblem(await list(pdf), 403, 'YouAreNotAllowedToViewDocument');
    expectProblem(await entry(pdf, 'a.txt'), 404, 'NotFound');
    const archive = await upload('Один.zip', buildArchive('zip', { 'a.txt': 'a' }));
    expectProblem(await entry(archive, 'b.txt'), 404, 'NotFound');
    expectProblem(await list(archive, STAFF, 3), 404, 'NotFound');
  });
});
