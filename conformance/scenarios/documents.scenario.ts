import {
  fileForm,
  field,
  kitDirectory,
  makeDirectory,
  namesAttachment,
  requiredId,
  type Scenario,
  uploadFile,
} from './scenario';
import type { Answer } from '../kit-client';

const PLAN = '%PDF-1.7\n% conformance kit: plan, version 1\n';
const PLAN_2 = '%PDF-1.7\n% conformance kit: plan, version 2 with more text\n';

/** Range requests: the first bytes, answered 206 with the matching Content-Range. */
function firstBytes(expected: string): (answer: Answer) => string | null {
  return (answer) => {
    const range = answer.headers['content-range'] ?? '';
    if (!/^bytes 0-3\/\d+$/.test(range)) return `Content-Range is «${range}», not bytes 0-3/<size>`;
    const got = new TextDecoder().decode(answer.bytes);
    return got === expected.slice(0, 4) ? null : `the bytes are «${got}», not «${expected.slice(0, 4)}»`;
  };
}

/** Subscriptions, uploads, documents and their versions in a directory of the kit. */
export const documentsScenario: Scenario = {
  name: 'documents',
  operations: [
    'createDirectoryListener',
    'getDirectoryListeners',
    'deleteDirectoryListener',
    'listenAllDirectoryEvents',
    'resetDirectoryListeners',
    'uploadDocument',
    'getDocument',
    'renameDocument',
    'getDocumentAuthors',
    'uploadDocumentVersion',
    'downloadVersion',
    'getVersionDownloadRequirements',
    'getVersionOverview',
    'getEditingUsers',
    'makeVersionHead',
    'destroyVersion',
    'restoreVersion',
    'publishDraftVersion',
    'downloadDirectory',
  ],
  async run({ run, state }) {
    const kit = kitDirectory(state);
    const folder = await makeDirectory(run, 'Документы', kit);

    const listener = await run.step('createDirectoryListener', 'subscribes to uploads (type 6)', {
      method: 'POST',
      path: `/directories/${folder}/listeners`,
      json: { type: 6, once: false, self: false },
    });
    const listenerId = requiredId(listener, 'createDirectoryListener', 'id');
    await run.check('getDirectoryListeners', 'lists the subscription', {
      method: 'GET',
      path: `/directories/${folder}/listeners`,
    });
    await run.check('deleteDirectoryListener', 'ends the subscription', {
      method: 'DELETE',
      path: `/directories/${folder}/listeners/${listenerId}`,
    });
    await run.check('listenAllDirectoryEvents', 'subscribes to every event type', {
      method: 'POST',
      path: `/directories/${folder}/listeners/listen-all`,
      json: {},
    });
    await run.check('resetDirectoryListeners', 'ends every subscription', {
      method: 'POST',
      path: `/directories/${folder}/listeners/reset`,
    });

    const planId = await uploadFile(run, folder, 'КР-01 План.pdf', PLAN);
    await run.check(
      'uploadDocument',
      'refuses a second document of the same name: 409 DocumentWithNameAlreadyExists',
      { method: 'POST', path: '/documents', form: fileForm('кр-01 план.pdf', PLAN, { parentDirectoryId: folder }) },
      { status: 409, code: 'DocumentWithNameAlreadyExists' },
    );
    await run.check(
      'uploadDocument',
      'refuses an upload without its file: 400',
      {
        method: 'POST',
        path: '/documents',
        form: (() => {
          const form = new FormData();
          form.append('parentDirectoryId', folder);
          return form;
        })(),
      },
      { status: 400 },
    );
    await uploadFile(run, folder, 'Пояснительная записка.txt', 'Пояснительная записка к разделу КР.');

    await run.check('getDocument', 'reads the document', { method: 'GET', path: `/documents/${planId}` });
    await run.check('renameDocument', 'renames it, keeping its extension', {
      method: 'PUT',
      path: `/documents/${planId}`,
      json: { name: 'КР-01 План этажа.pdf' },
    });
    await run.check(
      'renameDocument',
      'refuses a sibling’s name: 409 DocumentWithNameAlreadyExists',
      { method: 'PUT', path: `/documents/${planId}`, json: { name: 'Пояснительная записка.txt' } },
      { status: 409, code: 'DocumentWithNameAlreadyExists' },
    );
    await run.check('getDocumentAuthors', 'lists its authors', { method: 'GET', path: `/documents/${planId}/authors` });

    await run.step('uploadDocumentVersion', 'uploads version 2', {
      method: 'POST',
      path: `/documents/${planId}/versions`,
      form: fileForm('КР-01 План этажа.pdf', PLAN_2, { documentId: planId }),
    });
    await run.check(
      'downloadVersion',
      'downloads the head version with its name',
      { method: 'GET', path: `/documents/${planId}/versions/-1/download` },
      {
        status: 200,
        check: (answer) =>
          namesAttachment(answer) ??
          (new TextDecoder().decode(answer.bytes) === PLAN_2 ? null : 'the bytes are not those of version 2'),
      },
    );
    await run.check(
      'downloadVersion',
      'answers a Range request with 206 Partial Content',
      { method: 'GET', path: `/documents/${planId}/versions/0/download`, headers: { range: 'bytes=0-3' } },
      { status: 206, check: firstBytes(PLAN) },
    );
    await run.check('getVersionDownloadRequirements', 'reads the version’s download conditions', {
      method: 'GET',
      path: `/documents/${planId}/versions/-1/download-requirements`,
    });
    await run.check('getVersionOverview', 'gives the version’s overview', {
      method: 'GET',
      path: `/documents/${planId}/versions/0/overview`,
    });
    await run.check('getEditingUsers', 'lists who edits its draft', {
      method: 'GET',
      path: `/documents/${planId}/sessions/editing/users`,
    });

    await run.check(
      'makeVersionHead',
      'refuses to make the head the head again: 400 IncorrectParam',
      { method: 'POST', path: `/documents/${planId}/versions/-1/head` },
      { status: 400, code: 'IncorrectParam' },
    );
    await run.check('makeVersionHead', 'makes version 0 the head', {
      method: 'POST',
      path: `/documents/${planId}/versions/0/head`,
    });
    await run.check(
      'getDocument',
      'shows version 0 as the head',
      { method: 'GET', path: `/documents/${planId}` },
      {
        status: 200,
        check: (answer) => {
          const head = field(answer, 'version', 'index');
          return head === 0 ? null : `the head is version ${String(head)} after makeVersionHead 0`;
        },
      },
    );
    await run.check('destroyVersion', 'deactivates version 1', {
      method: 'POST',
      path: `/documents/${planId}/versions/1/destroy`,
    });
    await run.check('restoreVersion', 'reactivates version 1', {
      method: 'POST',
      path: `/documents/${planId}/versions/1/restore`,
    });
    await run.check(
      'publishDraftVersion',
      'refuses to publish a draft that does not exist: 404',
      { method: 'POST', path: `/documents/${planId}/versions/draft/publish` },
      { status: 404 },
    );

    await run.check(
      'downloadDirectory',
      'downloads the directory as a zip',
      { method: 'GET', path: `/directories/${folder}/download` },
      {
        status: 200,
        check: (answer) =>
          namesAttachment(answer) ??
          (answer.bytes[0] === 0x50 && answer.bytes[1] === 0x4b ? null : 'the body is not a zip (no «PK» signature)'),
      },
    );
  },
};
