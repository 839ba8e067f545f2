import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbiddenCharacterFault } from '../src/services/name-rules';
import type { TestServer } from './directory-helpers';
import { expectProblem, seedDirectory, uploadForm, uploadTestDocument, type SeededDirectory } from './documents.seed';
import { folderForm, uploadFolderRequest } from './folder-upload-helpers';
import { ensureSkeleton, saveEntity } from './skeleton-helpers';
import { ADMIN, startTestServer, STAFF } from './test-server';

/**
 * Issue 18, item 5: one rule for every name. Bidirectional controls (a right-to-left override before «fdp.exe»
 * shows «exe.pdf»), zero-width characters, lone surrogates and control characters were accepted in document names and
 * uploaded file names (the latter lost their control characters silently); directory names refused only some. Now
 * every name refuses them with 400 ValidationFailed naming the field, and names are stored composed (NFC).
 */

/** One of each kind the rule refuses, by its code point. */
const FORBIDDEN: readonly [string, string][] = [
  ['U+0007 (bell, C0)', '\u0007'],
  ['U+0009 (tab, C0)', '\t'],
  ['U+007F (delete)', '\u007f'],
  ['U+0085 (next line, C1)', '\u0085'],
  ['U+061C (Arabic letter mark)', '\u061c'],
  ['U+200B (zero-width space)', '\u200b'],
  ['U+200C (zero-width non-joiner)', '\u200c'],
  ['U+200D (zero-width joiner)', '\u200d'],
  ['U+200E (left-to-right mark)', '\u200e'],
  ['U+200F (right-to-left mark)', '\u200f'],
  ['U+202A (left-to-right embedding)', '\u202a'],
  ['U+202D (left-to-right override)', '\u202d'],
  ['U+202E (right-to-left override)', '\u202e'],
  ['U+2060 (word joiner)', '\u2060'],
  ['U+2066 (left-to-right isolate)', '\u2066'],
  ['U+2069 (pop directional isolate)', '\u2069'],
  ['U+FEFF (byte-order mark)', '\ufeff'],
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate', '\udc00'],
];

/** The name of a program shown as a PDF by a right-to-left override. */
const SPOOFED = 'Счёт \u202efdp.exe';

let server: TestServer;
let project: SeededDirectory;
let documentId: string;

beforeAll(async () => {
  server = await startTestServer();
  project = await seedDirectory(server.app.db);
  documentId = (await uploadTestDocument(server, ADMIN, project.id, { name: 'Спецификация.pdf' })).id;
});
afterAll(async () => {
  await server.app.close();
});

function expectRefusedName(response: Awaited<ReturnType<TestServer['call']>>, field: string) {
  const problem = expectProblem(response, 400, 'ValidationFailed');
  expect(problem.errors).toEqual([expect.objectContaining({ field, rule: 'controlCharacters' })]);
}

describe('the rule', () => {
  it.each(FORBIDDEN)('refuses %s anywhere in a name', (_name, character) => {
    for (const name of [`${character}План`, `План${character}`, `Пл${character}ан.pdf`])
      expect(forbiddenCharacterFault(name), JSON.stringify(name)).not.toBeNull();
  });

  it('takes ordinary names of any script, with the spaces, punctuation and emoji people use', () => {
    for (const name of [
      'АР-01 План этажа (ред. 2).pdf',
      'Façade — élévation.dwg',
      'مخطط.pdf',
      '图纸 №5.pdf',
      'Отчёт 📐.pdf',
    ])
      expect(forbiddenCharacterFault(name), name).toBeNull();
  });
});

describe('every name follows it', () => {
  it('directory names, created and renamed', async () => {
    const created = await server.call(ADMIN, {
      method: 'POST',
      url: '/v1/directories',
      payload: { name: SPOOFED, parentId: project.id },
    });
    expectRefusedName(created, 'body.name');
    for (const [, character] of FORBIDDEN) {
      const renamed = await server.call(ADMIN, {
        method: 'PUT',
        url: `/v1/directories/${project.id}/rename`,
        payload: { name: `Раздел${character}АР` },
      });
      expectRefusedName(renamed, 'body.name');
    }
  });

  it('document renames', async () => {
    for (const [, character] of FORBIDDEN) {
      const response = await server.call(STAFF, {
        method: 'PUT',
        url: `/v1/documents/${documentId}`,
        payload: { name: `Смета${character}.pdf` },
      });
      expectRefusedName(response, 'body.name');
    }
    const document = await server.app.db
      .selectFrom('documents')
      .select('name')
      .where('id', '=', documentId)
      .executeTakeFirst();
    expect(document?.name).toBe('Спецификация.pdf');
  });

  it('uploaded file names, refused rather than stripped', async () => {
    for (const name of [SPOOFED, 'Отчёт\t2026.pdf', 'Акт\u200b.pdf', '\ufeffПлан.pdf']) {
      const response = await server.call(STAFF, {
        method: 'POST',
        url: '/v1/documents',
        payload: uploadForm({ name }, { parentDirectoryId: project.id }),
      });
      expectRefusedName(response, 'body.file');
    }
  });

  it('the steps and file names of folder uploads', async () => {
    for (const path of ['Разделы\u202e/a.pdf', 'Разделы/a\u200b.pdf']) {
      const response = await uploadFolderRequest(server, STAFF, folderForm(project.id, 'Папка', [{ path }]));
      expectRefusedName(response, 'body.relativePaths.0');
    }
    const folderName = await uploadFolderRequest(
      server,
      STAFF,
      folderForm(project.id, 'Папка\u2066', [{ path: 'a.pdf' }]),
    );
    expectRefusedName(folderName, 'body.name');
  });

  it('structure entities and the structure itself', async () => {
    const skeletonId = await ensureSkeleton(server);
    expectRefusedName(await saveEntity(server, { skeletonId, name: SPOOFED }), 'body.name');
    expectRefusedName(
      await saveEntity(server, { skeletonId, name: 'Раздел', isPinned: true, pinShortName: 'АР\u200d' }),
      'body.pinShortName',
    );
  });
});

describe('names are stored composed (NFC)', () => {
  // «й» written as «и» and a combining breve.
  const decomposed = 'Сводныи\u0306 план';

  it('directory names', async () => {
    const response = await server.call(ADMIN, {
      method: 'POST',
      url: '/v1/directories',
      payload: { name: decomposed, parentId: project.id },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ name: string }>().name).toBe('Сводный план');
  });

  it('document renames', async () => {
    const response = await server.call(STAFF, {
      method: 'PUT',
      url: `/v1/documents/${documentId}`,
      payload: { name: `${decomposed}.pdf` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ name: string }>().name).toBe('Сводный план.pdf');
  });
});
