import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document } from '../../codegen/model/document';
import { EventType } from '../../codegen/model/eventType';
import { getEditingUsers200Response, getVersionOverview200Response } from '../../codegen/zod/versions/versions.zod';
import {
  addVersion,
  expectRefusedUnchanged,
  freshDocument,
  getDocument,
  seedDraft,
  seedProject,
  tick,
} from './document-actions-helpers';
import type { TestServer } from './directory-helpers';
import { eventTypesOf, lockDocument, type SeededDirectory } from './documents.seed';
import { startTestServer, STAFF, USER, type TestAccount } from './test-server';

let server: TestServer;
let section: SeededDirectory;

beforeAll(async () => {
  server = await startTestServer();
  ({ section } = await seedProject(server));
});
afterAll(async () => {
  await server.app.close();
});

type Action = 'head' | 'destroy' | 'restore';

const actionRequest = (action: Action, id: string, index: number | string, account: TestAccount | null = STAFF) =>
  server.call(account, { method: 'POST', url: `/v1/documents/${id}/versions/${String(index)}/${action}` });
const publishRequest = (id: string, account: TestAccount | null = STAFF) =>
  server.call(account, { method: 'POST', url: `/v1/documents/${id}/versions/draft/publish` });
const overviewRequest = (id: string, index: number | string, account: TestAccount | null = STAFF) =>
  server.call(account, { method: 'GET', url: `/v1/documents/${id}/versions/${String(index)}/overview` });
const editingRequest = (id: string, account: TestAccount | null = STAFF) =>
  server.call(account, { method: 'GET', url: `/v1/documents/${id}/sessions/editing/users` });

async function act(action: Action, id: string, index: number, account: TestAccount = STAFF): Promise<Document> {
  const response = await actionRequest(action, id, index, account);
  expect(response.statusCode, response.body).toBe(204);
  expect(response.body).toBe('');
  return getDocument(server, id);
}

/** A document with versions 0, 1 and 2 (the head), each with content of its own. */
async function threeVersions(): Promise<Document> {
  const document = await freshDocument(server, section.id, { content: 'редакция 0' });
  await addVersion(server, document.id, 'редакция 1');
  await addVersion(server, document.id, 'редакция 2 итог');
  return getDocument(server, document.id);
}

const indexes = (document: Document) => ({
  head: document.version.index,
  older: document.versions.map((version) => [version.index, version.isActive]),
});

describe('POST /v1/documents/{id}/versions/{index}/head (makeVersionHead)', () => {
  it('makes an active older version the head; the old head joins the older versions', async () => {
    const document = await threeVersions();
    await tick();
    const changed = await act('head', document.id, 0, USER);
    expect(indexes(changed)).toEqual({
      head: 0,
      older: [
        [2, true],
        [1, true],
      ],
    });
    expect(changed.version).toEqual(document.versions[1]);
    expect(changed.updatedAt > document.updatedAt).toBe(true);
    expect(await eventTypesOf(server.app.db, document.id)).toEqual([6, 9, 9]);
    // A later upload follows the head it replaces.
    await addVersion(server, document.id, 'редакция 3');
    expect((await getDocument(server, document.id)).version).toMatchObject({ index: 3, masterIndex: 0 });
  });

  it('refuses the head itself (by index or -1), the draft and an inactive version with 400 IncorrectParam', async () => {
    const document = await threeVersions();
    await act('destroy', document.id, 0);
    await seedDraft(server, document.id, 2);
    for (const index of [2, -1, -2, 0])
      await expectRefusedUnchanged(server, () => actionRequest('head', document.id, index), 400, 'IncorrectParam');
  });

  it('refuses a blocked (DocumentDisabled) or agreed (DocumentAgreed) document', async () => {
    const document = await threeVersions();
    await lockDocument(server.app.db, document.id, { disabled: true });
    await expectRefusedUnchanged(server, () => actionRequest('head', document.id, 1), 409, 'DocumentDisabled');
    await lockDocument(server.app.db, document.id, { agreed: true });
    await expectRefusedUnchanged(server, () => actionRequest('head', document.id, 1), 409, 'DocumentAgreed');
  });
});

describe('POST /v1/documents/{id}/versions/{index}/destroy (destroyVersion)', () => {
  it('deactivates an active older version, which stays listed; its change time moves on', async () => {
    const document = await threeVersions();
    await tick();
    const changed = await act('destroy', document.id, 1);
    expect(indexes(changed)).toEqual({
      head: 2,
      older: [
        [1, false],
        [0, true],
      ],
    });
    const [before, after] = [document.versions[0], changed.versions[0]];
    expect(after?.updatedAt && before?.updatedAt && after.updatedAt > before.updatedAt).toBe(true);
    expect(after?.createdAt).toBe(before?.createdAt);
  });

  it('refuses the head (by index or -1), the draft and an inactive version with 400 IncorrectParam', async () => {
    const document = await threeVersions();
    await act('destroy', document.id, 0);
    await seedDraft(server, document.id, 2);
    for (const index of [2, -1, -2, 0])
      await expectRefusedUnchanged(server, () => actionRequest('destroy', document.id, index), 400, 'IncorrectParam');
  });

  it('refuses a blocked or agreed document with 409', async () => {
    const document = await threeVersions();
    await lockDocument(server.app.db, document.id, { disabled: true });
    await expectRefusedUnchanged(server, () => actionRequest('destroy', document.id, 1), 409, 'DocumentDisabled');
    await lockDocument(server.app.db, document.id, { agreed: true });
    await expectRefusedUnchanged(server, () => actionRequest('destroy', document.id, 1), 409, 'DocumentAgreed');
  });
});

describe('POST /v1/documents/{id}/versions/{index}/restore (restoreVersion)', () => {
  it('reactivates an inactive version, which may then be made head', async () => {
    const document = await threeVersions();
    await act('destroy', document.id, 0);
    const restored = await act('restore', document.id, 0);
    expect(indexes(restored).older).toEqual([
      [1, true],
      [0, true],
    ]);
    expect((await act('head', document.id, 0)).version.index).toBe(0);
  });

  it('refuses an active version, the head, the draft and a dummy (size 0) version with 400 IncorrectParam', async () => {
    const document = await threeVersions();
    await addVersion(server, document.id, '');
    await addVersion(server, document.id, 'редакция 4');
    await act('destroy', document.id, 3);
    expect((await getDocument(server, document.id)).versions[0]).toMatchObject({
      index: 3,
      isActive: false,
      document: { size: 0 },
    });
    await seedDraft(server, document.id, 4);
    for (const index of [1, 4, -1, -2, 3])
      await expectRefusedUnchanged(server, () => actionRequest('restore', document.id, index), 400, 'IncorrectParam');
  });

  it('refuses a blocked or agreed document with 409', async () => {
    const document = await threeVersions();
    await act('destroy', document.id, 0);
    await lockDocument(server.app.db, document.id, { disabled: true });
    await expectRefusedUnchanged(server, () => actionRequest('restore', document.id, 0), 409, 'DocumentDisabled');
    await lockDocument(server.app.db, document.id, { agreed: true });
    await expectRefusedUnchanged(server, () => actionRequest('restore', document.id, 0), 409, 'DocumentAgreed');
  });
});

describe('the version actions on what is not there or not allowed', () => {
  it('answer 404 for an unknown version, a draft that does not exist, an unknown or deleted document', async () => {
    const document = await threeVersions();
    const deleted = await freshDocument(server, section.id);
    expect((await server.call(STAFF, { method: 'DELETE', url: `/v1/documents/${deleted.id}` })).statusCode).toBe(204);
    for (const action of ['head', 'destroy', 'restore'] as const) {
      for (const index of [7, -2]) {
        const problem = await expectRefusedUnchanged(
          server,
          () => actionRequest(action, document.id, index),
          404,
          'NotFound',
        );
        expect(problem.detail).toBe('The document version was not found or was deleted.');
      }
      for (const id of [randomUUID(), deleted.id])
        await expectRefusedUnchanged(server, () => actionRequest(action, id, 0), 404, 'NotFound');
    }
  });

  it('refuse malformed indexes and ids with 400 ValidationFailed and a missing token with 401', async () => {
    const document = await threeVersions();
    for (const action of ['head', 'destroy', 'restore'] as const) {
      for (const index of [-3, 2147483648, 'abc', '1.5'])
        await expectRefusedUnchanged(server, () => actionRequest(action, document.id, index), 400, 'ValidationFailed');
      await expectRefusedUnchanged(server, () => actionRequest(action, 'doc', 0), 400, 'ValidationFailed');
      await expectRefusedUnchanged(server, () => actionRequest(action, document.id, 0, null), 401, 'SignIn');
    }
  });
});

describe('POST /v1/documents/{id}/versions/draft/publish (publishDraftVersion)', () => {
  it('makes the draft the next numbered head version with its file and master; event 9', async () => {
    const document = await threeVersions();
    await seedDraft(server, document.id, 1);
    const draft = (await getDocument(server, document.id)).draft;
    expect(draft).toMatchObject({ index: -2, masterIndex: 1 });
    await tick();

    const response = await publishRequest(document.id, USER);
    expect(response.statusCode, response.body).toBe(204);
    const published = await getDocument(server, document.id);
    expect(published.draft).toBeUndefined();
    expect(published.version).toMatchObject({
      index: 3,
      masterIndex: 1,
      isActive: true,
      downloadUri: `/v1/documents/${document.id}/versions/3/download`,
      document: draft?.document,
    });
    expect(published.versions.map((version) => version.index)).toEqual([2, 1, 0]);
    expect(published.version.createdAt > (draft?.createdAt ?? '')).toBe(true);
    expect(published.updatedAt > document.updatedAt).toBe(true);
    expect(await eventTypesOf(server.app.db, document.id)).toEqual([6, 9, 9, 9]);
    const event = await server.app.db
      .selectFrom('events')
      .select(['account_id', 'directory_id', 'details'])
      .where('document_id', '=', document.id)
      .where('type', '=', EventType.UploadDocumentVersion)
      .where('account_id', '=', USER.id)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({
      account_id: USER.id,
      directory_id: section.id,
      details: JSON.stringify({
        name: 'Черновик.pdf',
        index: 3,
        size: Buffer.byteLength('редакция 1'),
        publishedDraft: true,
      }),
    });
    // The published version's file is the draft's, and nothing is being edited any more.
    const download = await server.call(STAFF, { method: 'GET', url: published.version.downloadUri });
    expect(download.body).toBe('редакция 1');
    await addVersion(server, document.id, 'редакция 4');
  });

  it('answers 404 when there is no draft, for an unknown document and a deleted one', async () => {
    const document = await threeVersions();
    const problem = await expectRefusedUnchanged(server, () => publishRequest(document.id), 404, 'NotFound');
    expect(problem.detail).toBe('The document version was not found or was deleted.');
    await expectRefusedUnchanged(server, () => publishRequest(randomUUID()), 404, 'NotFound');
  });

  it('refuses a blocked or agreed document with 409; 400 for a bad id; 401 without a token', async () => {
    const document = await threeVersions();
    await seedDraft(server, document.id, 2);
    await lockDocument(server.app.db, document.id, { disabled: true });
    await expectRefusedUnchanged(server, () => publishRequest(document.id), 409, 'DocumentDisabled');
    await lockDocument(server.app.db, document.id, { agreed: true });
    await expectRefusedUnchanged(server, () => publishRequest(document.id), 409, 'DocumentAgreed');
    await expectRefusedUnchanged(server, () => publishRequest('draft'), 400, 'ValidationFailed');
    await expectRefusedUnchanged(server, () => publishRequest(document.id, null), 401, 'SignIn');
  });
});

describe('GET /v1/documents/{id}/versions/{index}/overview (getVersionOverview)', () => {
  it('answers the head version by -1 and by its index as relevant, an older one as not relevant', async () => {
    const document = await threeVersions();
    await seedDraft(server, document.id, 2);
    const loaded = await getDocument(server, document.id);
    for (const index of [-1, 2]) {
      const response = await overviewRequest(document.id, index, USER);
      expect(response.statusCode).toBe(200);
      expect(getVersionOverview200Response.parse(response.json())).toEqual({
        id: document.id,
        name: document.name.replace(/\.pdf$/, ''),
        fullName: document.name,
        version: loaded.version,
        versions: loaded.versions,
        draft: loaded.draft,
        relevant: true,
        createdAt: loaded.version.createdAt,
        versionIndex: 2,
        parentId: section.id,
        ancestorIds: [...section.ancestorIds, section.id],
      });
    }
    await act('destroy', document.id, 0);
    const older = getVersionOverview200Response.parse((await overviewRequest(document.id, 0)).json());
    expect(older).toMatchObject({ relevant: false, versionIndex: 0, version: { index: 0, isActive: false } });
    expect(older.createdAt).toBe(loaded.versions[1]?.createdAt);
  });

  it('refuses the draft with 400 IncorrectParam, answers 404 for unknown versions and documents, 400, 401', async () => {
    const document = await threeVersions();
    await seedDraft(server, document.id, 2);
    await expectRefusedUnchanged(server, () => overviewRequest(document.id, -2), 400, 'IncorrectParam');
    await expectRefusedUnchanged(server, () => overviewRequest(document.id, 9), 404, 'NotFound');
    await expectRefusedUnchanged(server, () => overviewRequest(randomUUID(), -1), 404, 'NotFound');
    await expectRefusedUnchanged(server, () => overviewRequest(document.id, 'head'), 400, 'ValidationFailed');
    await expectRefusedUnchanged(server, () => overviewRequest(document.id, -1, null), 401, 'SignIn');
  });
});

describe('GET /v1/documents/{id}/sessions/editing/users (getEditingUsers)', () => {
  it('answers that nobody is editing, with or without a draft: there are no office sessions here', async () => {
    const document = await threeVersions();
    for (const step of ['no draft', 'draft']) {
      if (step === 'draft') await seedDraft(server, document.id, 2);
      const response = await editingRequest(document.id, USER);
      expect(response.statusCode).toBe(200);
      expect(getEditingUsers200Response.parse(response.json())).toEqual({ data: [] });
    }
  });

  it('answers 404 for an unknown document, 400 for a bad id and 401 without a token', async () => {
    await expectRefusedUnchanged(server, () => editingRequest(randomUUID()), 404, 'NotFound');
    await expectRefusedUnchanged(server, () => editingRequest('abc'), 400, 'ValidationFailed');
    await expectRefusedUnchanged(server, () => editingRequest(randomUUID(), null), 401, 'SignIn');
  });
});
