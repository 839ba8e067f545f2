import type { KitRequest } from '../kit-client';
import {
  field,
  fileForm,
  kitDirectory,
  listsId,
  makeDirectory,
  namesAttachment,
  requiredId,
  type Scenario,
  uploadFile,
} from './scenario';

/** The catalogue spells it with a Cyrillic «С» (U+0421) before «ommented», and clients compare it byte for byte. */
const OPEN_REMARKS = 'DocumentCommentsNot\u0421ommented';

/** Remarks and agreement, related documents and shared links on documents of the kit. */
export const reviewScenario: Scenario = {
  name: 'review',
  operations: [
    'createDocumentNotes',
    'createNoteComment',
    'toggleDocumentNote',
    'agreeDocument',
    'disagreeDocument',
    'addRelatedDocuments',
    'getRelatedDocuments',
    'removeRelatedDocuments',
    'shareDocument',
    'openSharedLink',
    'shareMultiple',
    'getSharedLinks',
    'revokeSharedLink',
  ],
  async run({ run, state }) {
    const kit = kitDirectory(state);
    const folder = await makeDirectory(run, 'Согласование', kit);
    const sheet = await uploadFile(run, folder, 'АР-05 Разрез.pdf', '%PDF-1.7\n% section\n');
    const specification = await uploadFile(run, folder, 'Спецификация.txt', 'Спецификация элементов');

    const notes = await run.step('createDocumentNotes', 'adds a remark', {
      method: 'POST',
      path: `/documents/${sheet}/notes`,
      json: { comments: ['Проверить отметку низа перекрытия.'] },
    });
    const noteId = requiredId(notes, 'createDocumentNotes', 0, 'id');
    await run.check(
      'agreeDocument',
      `refuses to agree with an open remark: 409 ${OPEN_REMARKS}`,
      { method: 'POST', path: `/documents/${sheet}/agree` },
      { status: 409, code: OPEN_REMARKS },
    );
    await run.check('createNoteComment', 'answers the remark', {
      method: 'POST',
      path: `/documents/${sheet}/notes/${noteId}/comments`,
      json: { comment: 'Отметка исправлена.' },
    });
    await run.check(
      'toggleDocumentNote',
      'marks the remark done',
      { method: 'POST', path: `/documents/${sheet}/notes/${noteId}/toggle` },
      { status: 200 },
    );
    await run.check('agreeDocument', 'agrees the document', { method: 'POST', path: `/documents/${sheet}/agree` });
    // An agreed document cannot change: every change the contract documents with 409 DocumentAgreed is refused.
    const agreedRefusals: [string, string, KitRequest][] = [
      [
        'renameDocument',
        'rename',
        { method: 'PUT', path: `/documents/${sheet}`, json: { name: 'АР-05 Разрез (новый).pdf' } },
      ],
      [
        'uploadDocumentVersion',
        'take a new version of',
        {
          method: 'POST',
          path: `/documents/${sheet}/versions`,
          form: fileForm('АР-05 Разрез.pdf', '%PDF-1.7\n', { documentId: sheet }),
        },
      ],
      [
        'createDocumentNotes',
        'add a remark to',
        { method: 'POST', path: `/documents/${sheet}/notes`, json: { comments: ['Ещё одно'] } },
      ],
      [
        'createNoteComment',
        'comment on a remark of',
        { method: 'POST', path: `/documents/${sheet}/notes/${noteId}/comments`, json: { comment: 'Ещё' } },
      ],
      [
        'toggleDocumentNote',
        'reopen a remark of',
        { method: 'POST', path: `/documents/${sheet}/notes/${noteId}/toggle` },
      ],
      [
        'addRelatedDocuments',
        'relate a document to',
        { method: 'POST', path: `/documents/${sheet}/related`, json: { documentIds: [specification] } },
      ],
      [
        'moveItems',
        'move',
        {
          method: 'POST',
          path: `/explorer/move/from/${folder}/to/${kit}`,
          json: { documentIds: [sheet], directoryIds: [] },
        },
      ],
      ['deleteDocument', 'delete', { method: 'DELETE', path: `/documents/${sheet}` }],
      ['deleteDocuments', 'delete (of several)', { method: 'POST', path: '/documents/delete', json: [sheet] }],
    ];
    for (const [operationId, what, request] of agreedRefusals) {
      await run.check(operationId, `refuses to ${what} an agreed document: 409 DocumentAgreed`, request, {
        status: 409,
        code: 'DocumentAgreed',
      });
    }
    await run.check('disagreeDocument', 'withdraws the agreement', {
      method: 'POST',
      path: `/documents/${sheet}/disagree`,
    });

    await run.check('addRelatedDocuments', 'relates the specification', {
      method: 'POST',
      path: `/documents/${sheet}/related`,
      json: { documentIds: [specification] },
    });
    await run.check(
      'getRelatedDocuments',
      'lists the related document',
      { method: 'GET', path: `/documents/${sheet}/related` },
      { status: 200, check: listsId(specification) },
    );
    await run.check('removeRelatedDocuments', 'removes the relation', {
      method: 'POST',
      path: `/documents/${sheet}/related/delete`,
      json: [specification],
    });

    const link = await run.step('shareDocument', 'makes a link to the document', {
      method: 'POST',
      path: '/shared-documents',
      json: { documentId: sheet, persistent: false },
    });
    const uri = String(field(link, 'uri'));
    const token = decodeURIComponent(uri.split('?')[0]?.split('/').pop() ?? '');
    await run.check(
      'openSharedLink',
      'opens the link without signing in',
      { method: 'GET', path: `/shared/${encodeURIComponent(token)}`, as: null },
      { status: 200, check: namesAttachment },
    );
    await run.check('shareMultiple', 'makes a zip link to a document and a directory', {
      method: 'POST',
      path: '/shared-documents/multiple',
      json: { name: 'Комплект на согласование', documents: [specification], directories: [] },
    });
    const linkId = field(link, 'id');
    await run.check(
      'getSharedLinks',
      'lists the account’s links',
      { method: 'GET', path: '/shared-links' },
      { status: 200, ...(typeof linkId === 'string' ? { check: listsId(linkId) } : {}) },
    );
    if (typeof linkId === 'string') {
      await run.check('revokeSharedLink', 'revokes the link', { method: 'DELETE', path: `/shared-links/${linkId}` });
      await run.check(
        'openSharedLink',
        'refuses a revoked link: 404 or 410',
        { method: 'GET', path: `/shared/${encodeURIComponent(token)}`, as: null },
        { status: [404, 410] },
      );
    } else {
      run.skip('revokeSharedLink', 'the shared link came without its id');
    }
  },
};
