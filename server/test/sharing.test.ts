import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemCode } from '../../codegen/model/problemCode';
import { shareDocument200Response, shareMultiple200Response } from '../../codegen/zod/sharing/sharing.zod';
import { createThroughApi, DEVELOPER, expectProblem, UNKNOWN_ID, type TestServer } from './directory-helpers';
import { downloadTree, sharingSnapshot } from './download-helpers';
import { uploadTestDocument } from './documents.seed';
import { insertSharedLink } from '../src/repositories/shared-links.repository';
import { newLinkToken } from '../src/services/shared-link-token';
import { ADMIN, startTestServer, STAFF, USER, type TestAccount, joinOpenGroup } from './test-server';
import { deleteDirectory, deleteDocuments } from './trash-helpers';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const SEVEN_DAYS_LATER = '2026-11-29T10:00:00.000Z';
const PUBLIC_URL = 'https://cde.sevkvartal.ru';
const LINK = /^https:\/\/cde\.sevkvartal\.ru\/v1\/shared\/([A-Za-z0-9_-]{43})$/;
const NDA = { id: 'nda', text: 'Не передавать третьим лицам.', buttonName: 'Подтверждаю' };

let server: TestServer;
let tree: Awaited<ReturnType<typeof downloadTree>>;

beforeAll(async () => {
  server = await startTestServer({
    config: { publicUrl: PUBLIC_URL, undownloadableExtensions: ['.exe'], downloadRequirements: [NDA] },
    clock: () => NOW,
  });
  for (const account of [STAFF, ADMIN, DEVELOPER]) {
    const accepted = await server.call(account, { method: 'POST', url: `/v1/download-acceptances/${NDA.id}` });
    expect(accepted.statusCode).toBe(204);
  }
  tree = await downloadTree(server);
});
afterAll(async () => {
  await server.app.close();
});

const shareDocument = (account: TestAccount | null, payload: unknown) =>
  server.call(account, { method: 'POST', url: '/v1/shared-documents', payload: payload as object });
const shareMultiple = (account: TestAccount | null, payload: unknown) =>
  server.call(account, { method: 'POST', url: '/v1/shared-documents/multiple', payload: payload as object });

/** The token of a link's address, checked to be 256 bits of base64url under the configured public address. */
function tokenOf(uri: string): string {
  const token = LINK.exec(uri)?.[1];
  if (token === undefined) throw new Error(`Not a shared link: ${uri}`);
  return token;
}

async function storedLink(token: string) {
  const hash = createHash('sha256').update(token).digest('hex');
  const link = await server.app.db
    .selectFrom('shared_links')
    .selectAll()
    .where('token_hash', '=', hash)
    .executeTakeFirstOrThrow();
  const items = await server.app.db
    .selectFrom('shared_link_items')
    .select(['document_id', 'directory_id'])
    .where('link_id', '=', link.id)
    .orderBy('position')
    .execute();
  return { link, items };
}

async function refusedUnchanged(request: () => ReturnType<typeof shareDocument>, status: number, code: ProblemCode) {
  const before = await sharingSnapshot(server);
  expectProblem(await request(), status, code);
  expect(await sharingSnapshot(server)).toEqual(before);
}

/** An exe among the documents, which nobody downloads (UNDOWNLOADABLE_EXTENSIONS). */
async function installer() {
  return uploadTestDocument(server, STAFF, tree.stage.id, { name: `setup-${randomUUID()}.exe`, content: 'MZ' });
}

describe('POST /v1/shared-documents', () => {
  it('creates a link valid 7 days at the public address, storing only the hash of its random token', async () => {
    const response = await shareDocument(STAFF, { documentId: tree.plan.id, persistent: false });
    expect(response.statusCode, response.body).toBe(200);
    const link = shareDocument200Response.parse(response.json());
    expect(link.expiresAt).toBe(SEVEN_DAYS_LATER);
    const token = tokenOf(link.uri);
    const { link: row, items } = await storedLink(token);
    expect(row).toMatchObject({ kind: 'document', name: null, created_by: STAFF.id, expires_at: SEVEN_DAYS_LATER });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(items).toEqual([{ document_id: tree.plan.id, directory_id: null }]);
  });

  it('creates a persistent link on request, and a new token each time', async () => {
    const persistent = shareDocument200Response.parse(
      (await shareDocument(ADMIN, { documentId: tree.plan.id, persistent: true })).json(),
    );
    expect(persistent.expiresAt).toBeNull();
    const temporary = shareDocument200Response.parse(
      (await shareDocument(DEVELOPER, { documentId: tree.plan.id })).json(),
    );
    expect(temporary.expiresAt).toBe(SEVEN_DAYS_LATER);
    expect(tokenOf(persistent.uri)).not.toBe(tokenOf(temporary.uri));
  });

  it('shares a dummy too: its link gives the empty file', async () => {
    const response = await shareDocument(STAFF, { documentId: tree.dummy.id });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses roles other than staff, administrator and developer with 403 ForbiddenResourceFailed', async () => {
    await refusedUnchanged(() => shareDocument(USER, { documentId: tree.plan.id }), 403, 'ForbiddenResourceFailed');
  });

  it('refuses a document the account may not download with 403 YouAreNotAllowedToDownloadDocument', async () => {
    const exe = await installer();
    await refusedUnchanged(
      () => shareDocument(STAFF, { documentId: exe.id }),
      403,
      'YouAreNotAllowedToDownloadDocument',
    );
    const notAccepted = await joinOpenGroup<TestAccount>(server.app.db, {
      id: randomUUID(),
      name: 'Новый сотрудник',
      roles: ['staff'],
    });
    await refusedUnchanged(
      () => shareDocument(notAccepted, { documentId: tree.plan.id }),
      403,
      'YouAreNotAllowedToDownloadDocument',
    );
  });

  it('answers 404 for an unknown or deleted document', async () => {
    await refusedUnchanged(() => shareDocument(STAFF, { documentId: UNKNOWN_ID }), 404, 'NotFound');
    const gone = await uploadTestDocument(server, STAFF, tree.empty.id, { name: 'Удалённый.pdf' });
    await deleteDocuments(server, STAFF, [gone.id]);
    await refusedUnchanged(() => shareDocument(STAFF, { documentId: gone.id }), 404, 'NotFound');
  });

  it('refuses bad bodies with 400 ValidationFailed and a request without a token with 401', async () => {
    for (const payload of [
      {},
      { documentId: 'b2000000' },
      { documentId: tree.plan.id, persistent: 'yes' },
      { documentId: tree.plan.id.toUpperCase() },
      [tree.plan.id],
    ])
      await refusedUnchanged(() => shareDocument(STAFF, payload), 400, 'ValidationFailed');
    await refusedUnchanged(() => shareDocument(null, { documentId: tree.plan.id }), 401, 'SignIn');
  });
});

describe('POST /v1/shared-documents/multiple', () => {
  it('creates a 7-day link to the chosen directories and documents under the trimmed name, each once', async () => {
    const response = await shareMultiple(STAFF, {
      name: '  Комплект АР на 22.11.2026  ',
      documents: [tree.plan.id, tree.facade.id, tree.plan.id],
      directories: [tree.facades.id, tree.empty.id, tree.facades.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const link = shareMultiple200Response.parse(response.json());
    expect(link.expiresAt).toBe(SEVEN_DAYS_LATER);
    const { link: row, items } = await storedLink(tokenOf(link.uri));
    expect(row).toMatchObject({ kind: 'items', name: 'Комплект АР на 22.11.2026', expires_at: SEVEN_DAYS_LATER });
    expect(items).toEqual([
      { document_id: null, directory_id: tree.facades.id },
      { document_id: null, directory_id: tree.empty.id },
      { document_id: tree.plan.id, directory_id: null },
      { document_id: tree.facade.id, directory_id: null },
    ]);
  });

  it('shares directories alone or documents alone', async () => {
    for (const payload of [
      { name: 'Фасады', documents: [], directories: [tree.facades.id] },
      { name: 'План', documents: [tree.plan.id], directories: [] },
    ]) {
      const response = await shareMultiple(ADMIN, payload);
      expect(response.statusCode, response.body).toBe(200);
      tokenOf(shareMultiple200Response.parse(response.json()).uri);
    }
  });

  it('refuses other roles with 403 ForbiddenResourceFailed', async () => {
    await refusedUnchanged(
      () => shareMultiple(USER, { name: 'Набор', documents: [tree.plan.id], directories: [] }),
      403,
      'ForbiddenResourceFailed',
    );
  });

  it('refuses a selection with a document nobody may download, and an account that has not accepted the terms', async () => {
    const exe = await installer();
    await refusedUnchanged(
      () => shareMultiple(STAFF, { name: 'Набор', documents: [tree.plan.id, exe.id], directories: [] }),
      403,
      'YouAreNotAllowedToDownloadDocument',
    );
    const notAccepted: TestAccount = { id: randomUUID(), name: 'Новый сотрудник', roles: ['developer'] };
    await refusedUnchanged(
      () => shareMultiple(notAccepted, { name: 'Набор', documents: [tree.plan.id], directories: [] }),
      403,
      'YouAreNotAllowedToDownloadDocument',
    );
    await refusedUnchanged(
      () => shareMultiple(notAccepted, { name: 'Набор', documents: [], directories: [tree.facades.id] }),
      403,
      'YouAreNotAllowedToDownloadDirectory',
    );
  });

  it('answers 404 when a chosen document or directory is unknown or deleted', async () => {
    const gone = await createThroughApi(server, 'Удаляемый', tree.top.id);
    await deleteDirectory(server, STAFF, gone.id);
    for (const payload of [
      { name: 'Набор', documents: [UNKNOWN_ID], directories: [] },
      { name: 'Набор', documents: [tree.plan.id], directories: [UNKNOWN_ID] },
      { name: 'Набор', documents: [], directories: [tree.facades.id, gone.id] },
    ])
      await refusedUnchanged(() => shareMultiple(STAFF, payload), 404, 'NotFound');
  });

  it('refuses a blank name, an empty selection and malformed bodies with 400; no token with 401', async () => {
    const ids = { documents: [tree.plan.id], directories: [] };
    for (const payload of [
      { ...ids, name: '   ' },
      { ...ids, name: '' },
      { ...ids, name: 'Я'.repeat(256) },
      { name: 'Набор', documents: [], directories: [] },
      { name: 'Набор', documents: [tree.plan.id] },
      { name: 'Набор', documents: ['plan'], directories: [] },
      { name: 'Набор', documents: Array.from({ length: 1001 }, () => tree.plan.id), directories: [] },
      { ...ids, name: 42 },
    ])
      await refusedUnchanged(() => shareMultiple(STAFF, payload), 400, 'ValidationFailed');
    await refusedUnchanged(() => shareMultiple(null, { ...ids, name: 'Набор' }), 401, 'SignIn');
  });
});

describe('a link whose file may no longer be given', () => {
  it('answers 404 NotFound for a document whose extension became undownloadable after it was shared', async () => {
    const exe = await installer();
    // A link made while the extension was still allowed: stored as the service stores it.
    const { token, tokenHash } = newLinkToken();
    await insertSharedLink(
      server.app.db,
      {
        id: randomUUID(),
        tokenHash,
        kind: 'document',
        name: null,
        createdBy: STAFF.id,
        createdAt: NOW.toISOString(),
        expiresAt: null,
      },
      [{ documentId: exe.id }],
    );
    const before = await sharingSnapshot(server);
    expectProblem(await server.call(null, { method: 'GET', url: `/v1/shared/${token}` }), 404, 'NotFound');
    expect(await sharingSnapshot(server)).toEqual(before);
  });
});
