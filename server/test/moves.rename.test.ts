import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimFreeName, numberedName, planNames } from '../src/services/free-names';
import { createThroughApi, type TestServer, uniqueName } from './directory-helpers';
import { moved, moveEvents, moveRequest } from './move-helpers';
import { ADMIN, startTestServer, STAFF } from './test-server';
import { deleteDocuments, expectRefusedUnchanged, getDocument, project, upload } from './trash-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

describe('moveItems: names taken in the target (417 MoveFilesFailed)', () => {
  it('moves nothing and tells the movement-error dialog what clashes: count, source, target and names', async () => {
    const { architecture, facades, plan } = await project(server, STAFF);
    const list = await upload(server, STAFF, architecture.id, 'Ведомость.xlsx');
    const free = await upload(server, STAFF, architecture.id, 'Пояснительная записка.docx');
    const details = await createThroughApi(server, 'Узлы', architecture.id);
    // Names clash case-insensitively, Cyrillic included.
    await upload(server, STAFF, facades.id, 'ар-01 ПЛАН.PDF');
    await upload(server, STAFF, facades.id, 'Ведомость.xlsx');
    await createThroughApi(server, 'УЗЛЫ', facades.id);

    const problem = await expectRefusedUnchanged(
      server,
      () =>
        moveRequest(server, STAFF, architecture.id, facades.id, {
          documentIds: [plan.id, list.id, free.id],
          directoryIds: [details.id],
        }),
      417,
      'MoveFilesFailed',
    );
    expect(problem).toEqual({
      type: 'urn:cde:problem:MoveFilesFailed',
      title: 'MoveFilesFailed',
      status: 417,
      detail: 'Some names already exist in the target directory.',
      moveConflict: {
        count: 3,
        sourceName: architecture.name,
        targetName: facades.name,
        names: [details.name, plan.name, list.name],
      },
    });
    expect((await getDocument(server, STAFF, free.id)).parentId).toBe(architecture.id);
    // rename=false is the same as leaving it out.
    await expectRefusedUnchanged(
      server,
      () => moveRequest(server, STAFF, architecture.id, facades.id, { documentIds: [plan.id] }, false),
      417,
      'MoveFilesFailed',
    );
  });

  it('names the top level «/» as the source of top-level directories', async () => {
    const { top } = await project(server, STAFF);
    const name = uniqueName('Архив');
    const archive = await createThroughApi(server, name, null);
    await createThroughApi(server, name, top.id);
    const problem = await expectRefusedUnchanged(
      server,
      // Top-level directories are moved by administrators and developers only (docs/access-control.md).
      () => moveRequest(server, ADMIN, 'root', top.id, { directoryIds: [archive.id] }),
      417,
      'MoveFilesFailed',
    );
    expect(problem.moveConflict).toEqual({ count: 1, sourceName: '/', targetName: top.name, names: [name] });
  });

  it('does not count deleted items of the target as taken', async () => {
    const { architecture, facades, plan } = await project(server, STAFF);
    const old = await upload(server, STAFF, facades.id, plan.name);
    await deleteDocuments(server, STAFF, [old.id]);
    const result = await moved(server, STAFF, architecture.id, facades.id, { documentIds: [plan.id] });
    expect(result.documents[0]?.name).toBe(plan.name);
  });
});

describe('moveItems with rename=true: desktop-style names', () => {
  it('renames clashing documents and directories with the first free number, in the same transaction', async () => {
    const { working, architecture, facades } = await project(server, STAFF);
    const report = await upload(server, STAFF, working.id, 'Отчёт.pdf');
    const archive = await upload(server, STAFF, working.id, 'Чертежи.tar.gz');
    const section = await createThroughApi(server, 'Раздел', working.id);
    await upload(server, STAFF, facades.id, 'Отчёт.pdf');
    await upload(server, STAFF, facades.id, 'отчёт (1).pdf');
    await upload(server, STAFF, facades.id, 'Чертежи.tar.gz');
    await createThroughApi(server, 'Раздел', facades.id);

    const result = await moved(
      server,
      STAFF,
      working.id,
      facades.id,
      { documentIds: [report.id, archive.id], directoryIds: [section.id, architecture.id] },
      true,
    );
    expect(result.documents.map((document) => document.name)).toEqual(['Отчёт (2).pdf', 'Чертежи (1).tar.gz']);
    expect(result.directories.map((directory) => directory.name)).toEqual(['Раздел (1)', architecture.name]);
    expect((await getDocument(server, STAFF, report.id)).name).toBe('Отчёт (2).pdf');
    expect(await moveEvents(server, 'document_id', report.id)).toMatchObject([
      { details: { name: 'Отчёт (2).pdf', previousName: 'Отчёт.pdf' } },
    ]);
    expect(await moveEvents(server, 'directory_id', architecture.id)).toMatchObject([
      { details: { name: architecture.name } },
    ]);
  });

  it('never gives a renamed item the name another moved item brings along', async () => {
    const { working, facades } = await project(server, STAFF);
    const first = await upload(server, STAFF, working.id, 'Отчёт.pdf');
    const second = await upload(server, STAFF, working.id, 'Отчёт (1).pdf');
    await upload(server, STAFF, facades.id, 'Отчёт.pdf');
    const result = await moved(server, STAFF, working.id, facades.id, { documentIds: [first.id, second.id] }, true);
    expect(result.documents.map((document) => document.name)).toEqual(['Отчёт (2).pdf', 'Отчёт (1).pdf']);
  });

  it('renames even where the new name is taken in the source: parent and name change together', async () => {
    const { working, facades } = await project(server, STAFF);
    const report = await upload(server, STAFF, working.id, 'Отчёт.pdf');
    await upload(server, STAFF, working.id, 'Отчёт (1).pdf');
    await upload(server, STAFF, facades.id, 'Отчёт.pdf');
    const result = await moved(server, STAFF, working.id, facades.id, { documentIds: [report.id] }, true);
    expect(result.documents[0]?.name).toBe('Отчёт (1).pdf');
  });

  it('keeps names that are free', async () => {
    const { architecture, facades, plan } = await project(server, STAFF);
    const result = await moved(server, STAFF, architecture.id, facades.id, { documentIds: [plan.id] }, true);
    expect(result.documents[0]?.name).toBe(plan.name);
    expect(await moveEvents(server, 'document_id', plan.id)).toMatchObject([{ details: { name: plan.name } }]);
    expect((await moveEvents(server, 'document_id', plan.id))[0]?.details).not.toHaveProperty('previousName');
  });
});

describe('free-names: the numbering', () => {
  it('puts the number before a document’s extension, at the end of a directory’s name', () => {
    expect(numberedName('Отчёт.pdf', 1, 'document')).toBe('Отчёт (1).pdf');
    expect(numberedName('Модель.tar.gz', 3, 'document')).toBe('Модель (3).tar.gz');
    expect(numberedName('.gitignore', 1, 'document')).toBe('.gitignore (1)');
    expect(numberedName('README', 2, 'document')).toBe('README (2)');
    expect(numberedName('Раздел', 1, 'directory')).toBe('Раздел (1)');
    expect(numberedName('v1.2', 1, 'directory')).toBe('v1.2 (1)');
  });

  it('shortens the name so that the numbered one stays under 255 characters', () => {
    const long = `${'ж'.repeat(250)}.pdf`;
    const numbered = numberedName(long, 12, 'document');
    expect(Array.from(numbered)).toHaveLength(254);
    expect(numbered.endsWith(' (12).pdf')).toBe(true);
    expect(Array.from(numberedName('я'.repeat(254), 1, 'directory'))).toHaveLength(254);
    const hugeExtension = `a.${'b'.repeat(252)}`;
    expect(Array.from(numberedName(hugeExtension, 1, 'document'))).toHaveLength(254);
  });

  it('takes the first free number, case-insensitively, and claims it', () => {
    const taken = new Set(['отчёт.pdf', 'отчёт (1).pdf', 'отчёт (3).pdf']);
    expect(claimFreeName('ОТЧЁТ.pdf', 'document', taken)).toBe('ОТЧЁТ (2).pdf');
    expect(claimFreeName('ОТЧЁТ.pdf', 'document', taken)).toBe('ОТЧЁТ (4).pdf');
    expect(claimFreeName('Новый.pdf', 'document', taken)).toBe('Новый.pdf');
    expect(taken.has('новый.pdf')).toBe(true);
  });

  it('plans the free names first, then numbers the clashing ones', () => {
    const plan = planNames(['Б', 'А', 'А (1)'], 'directory', new Set(['а', 'б']));
    expect(plan).toEqual({ clashes: ['Б', 'А'], names: ['Б (1)', 'А (2)', 'А (1)'] });
  });
});
