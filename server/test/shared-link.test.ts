import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Directory } from '../../codegen/model/directory';
import type { SharedLink } from '../../codegen/model/sharedLink';
import { shareDocument200Response, shareMultiple200Response } from '../../codegen/zod/sharing/sharing.zod';
import { createThroughApi, expectProblem, type TestServer } from './directory-helpers';
import {
  downloadEventsOf,
  downloadTree,
  FACADE,
  newVersion,
  PLAN_HEAD,
  sharingSnapshot,
  zipBody,
} from './download-helpers';
import { uploadTestDocument } from './documents.seed';
import { ADMIN, startTestServer, STAFF } from './test-server';
import { deleteDirectory, deleteDocuments, deleteForGoodRequest, restoreRequest } from './trash-helpers';
import { zipFiles, zipFolders } from './zip-reader';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-11-22T10:00:00.000Z').getTime();
/** The server's time, moved on by the tests instead of waiting. */
let now = START;

let server: TestServer;
let tree: Awaited<ReturnType<typeof downloadTree>>;
/** Beside the tree's stage: the documents tests add, so that the tree's directories stay as seeded. */
let inbox: Directory;

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date(now) });
  tree = await downloadTree(server);
  inbox = await createThroughApi(server, 'Входящие', tree.top.id);
});
afterAll(async () => {
  await server.app.close();
});

/** Every test starts at the same moment; links live from there. */
const at = (offset: number) => {
  now = START + offset;
};

function created(response: Awaited<ReturnType<TestServer['call']>>): SharedLink {
  expect(response.statusCode, response.body).toBe(200);
  return shareDocument200Response.parse(response.json());
}

async function shareDocument(documentId: string, persistent = false) {
  at(0);
  return created(
    await server.call(STAFF, { method: 'POST', url: '/v1/shared-documents', payload: { documentId, persistent } }),
  );
}

async function shareItems(name: string, documents: string[], directories: string[]) {
  at(0);
  const response = await server.call(ADMIN, {
    method: 'POST',
    url: '/v1/shared-documents/multiple',
    payload: { name, documents, directories },
  });
  expect(response.statusCode, response.body).toBe(200);
  return shareMultiple200Response.parse(response.json());
}

/** Opens a link as anybody would: by its address, without a token (or with whatever header is given). */
function open(link: SharedLink | string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  const url = typeof link === 'string' ? `/v1/shared/${link}` : new URL(link.uri).pathname;
  return server.call(null, { method, url, headers });
}

const PLAN_DISPOSITION = `attachment; filename*=UTF-8''${encodeURIComponent('АР-01 План.pdf')}`;

describe('GET /v1/shared/{token}: a document', () => {
  it('gives the head version’s file without sign-in, as an attachment with byte ranges', async () => {
    const link = await shareDocument(tree.plan.id);
    expect(link.uri.startsWith('http://127.0.0.1:8080/v1/shared/')).toBe(true);
    const response = await open(link);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe(PLAN_HEAD);
    expect(response.headers).toMatchObject({
      'content-disposition': PLAN_DISPOSITION,
      'content-type': 'application/octet-stream',
      'content-length': String(Buffer.byteLength(PLAN_HEAD)),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
  });

  it('is public: a missing, malformed or foreign bearer token changes nothing', async () => {
    const link = await shareDocument(tree.plan.id);
    for (const authorization of ['Bearer forged.token.here', 'Basic Zm9vOmJhcg=='])
      expect((await open(link, { authorization })).body).toBe(PLAN_HEAD);
  });

  it('answers one byte range with 206', async () => {
    const link = await shareDocument(tree.plan.id);
    const bytes = Buffer.from(PLAN_HEAD);
    const response = await open(link, { range: 'bytes=0-3' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-3/${String(bytes.length)}`);
    expect(response.rawPayload.equals(bytes.subarray(0, 4))).toBe(true);
  });

  it('gives the version that is head when opened, not when shared', async () => {
    const document = await uploadTestDocument(server, STAFF, inbox.id, { name: 'Ведомость.pdf', content: 'v1' });
    const link = await shareDocument(document.id);
    await newVersion(server, STAFF, document, 'v2');
    expect((await open(link)).body).toBe('v2');
  });

  it('records a download for the link’s creator, once per download from the start, never for HEAD', async () => {
    const document = await uploadTestDocument(server, STAFF, inbox.id, { name: 'Журнал.pdf', content: 'журнал' });
    const link = await shareDocument(document.id);
    const token = new URL(link.uri).pathname.split('/').pop() ?? '';
    const { id: linkId } = await server.app.db
      .selectFrom('shared_links')
      .select('id')
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .executeTakeFirstOrThrow();
    await open(link);
    await open(link, { range: 'bytes=2-3' });
    expect((await open(link, {}, 'HEAD')).statusCode).toBe(200);
    expect(await downloadEventsOf(server, document.id)).toEqual([
      {
        accountId: STAFF.id,
        directoryId: inbox.id,
        details: { name: 'Журнал.pdf', index: 0, sharedLinkId: linkId },
      },
    ]);
  });

  it('works until 7 days have passed, then answers 410 ExpiredReference; a persistent link keeps working', async () => {
    const temporary = await shareDocument(tree.plan.id);
    const persistent = await shareDocument(tree.plan.id, true);
    at(7 * DAY - 1);
    expect((await open(temporary)).statusCode).toBe(200);
    at(7 * DAY);
    const before = await sharingSnapshot(server);
    expectProblem(await open(temporary), 410, 'ExpiredReference');
    expect(await sharingSnapshot(server)).toEqual(before);
    at(400 * DAY);
    expect((await open(persistent)).body).toBe(PLAN_HEAD);
  });

  it('answers 404 for a token never issued, a forged one and the stored hash; 400 for a malformed one', async () => {
    const link = await shareDocument(tree.plan.id);
    const token = new URL(link.uri).pathname.split('/').pop() ?? '';
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const hash = createHash('sha256').update(token).digest('hex');
    const before = await sharingSnapshot(server);
    for (const candidate of [randomBytes(32).toString('base64url'), forged, hash, token.slice(0, 20)])
      expectProblem(await open(candidate), 404, 'NotFound');
    for (const candidate of ['short', 'with%20space-0123456789', `${token}${'x'.repeat(90)}`, `${token}.`])
      expectProblem(await open(candidate), 400, 'ValidationFailed');
    expect(await sharingSnapshot(server)).toEqual(before);
  });

  it('answers 404 while the document is in the trash, works again once restored, and goes with it for good', async () => {
    const document = await uploadTestDocument(server, STAFF, inbox.id, { name: 'Акт.pdf', content: 'акт' });
    const link = await shareDocument(document.id);
    await deleteDocuments(server, STAFF, [document.id]);
    expectProblem(await open(link), 404, 'NotFound');
    expect((await restoreRequest(server, STAFF, { deletedElementIds: [document.id] })).statusCode).toBe(204);
    expect((await open(link)).body).toBe('акт');
    await deleteDocuments(server, STAFF, [document.id]);
    expect((await deleteForGoodRequest(server, STAFF, [document.id])).statusCode).toBe(204);
    expectProblem(await open(link), 404, 'NotFound');
    const items = await server.app.db
      .selectFrom('shared_link_items')
      .select('link_id')
      .where('document_id', '=', document.id)
      .execute();
    expect(items).toEqual([]);
  });
});

describe('GET /v1/shared/{token}: several items', () => {
  it('gives a zip named after the link: each directory as a folder with its subtree, the documents at the top', async () => {
    const link = await shareItems('Комплект АР', [tree.plan.id, tree.dummy.id], [tree.stage.id, tree.facades.id]);
    const zip = zipBody(await open(link), 'Комплект АР.zip');
    expect(zipFolders(zip)).toEqual([
      'Рабочая документация/',
      'Рабочая документация/Пустой/',
      'Рабочая документация/Фасады/',
      'Фасады/',
    ]);
    expect(zipFiles(zip)).toEqual({
      'Рабочая документация/Фасады/Фасад 1-10.pdf': FACADE,
      'Рабочая документация/АР-01 План.pdf': PLAN_HEAD,
      'Фасады/Фасад 1-10.pdf': FACADE,
      'АР-01 План.pdf': PLAN_HEAD,
    });
  });

  it('records a download of each document in the zip for the link’s creator', async () => {
    const section = await createThroughApi(server, 'Передача', tree.top.id);
    const document = await uploadTestDocument(server, STAFF, section.id, { name: 'Реестр.pdf', content: 'реестр' });
    const link = await shareItems('Передача', [], [section.id]);
    await open(link);
    const [event] = await downloadEventsOf(server, document.id);
    expect(event).toMatchObject({
      accountId: ADMIN.id,
      directoryId: section.id,
      details: { name: 'Реестр.pdf', index: 0, archive: 'Передача.zip' },
    });
    expect(typeof event?.details['sharedLinkId']).toBe('string');
  });

  it('leaves out what was deleted since, and answers 404 once nothing is left to give', async () => {
    const section = await createThroughApi(server, 'Временный', tree.top.id);
    const kept = await uploadTestDocument(server, STAFF, section.id, { name: 'Остаётся.pdf', content: 'остаётся' });
    const dropped = await uploadTestDocument(server, STAFF, inbox.id, { name: 'Уходит.pdf', content: 'уходит' });
    const link = await shareItems('Временный набор', [dropped.id], [section.id]);
    await deleteDocuments(server, STAFF, [dropped.id]);
    expect(zipFiles(zipBody(await open(link), 'Временный набор.zip'))).toEqual({
      'Временный/Остаётся.pdf': 'остаётся',
    });
    await deleteDocuments(server, STAFF, [kept.id]);
    expectProblem(await open(link), 404, 'NotFound');
    await deleteDirectory(server, STAFF, section.id);
    expect((await deleteForGoodRequest(server, STAFF, [section.id, dropped.id])).statusCode).toBe(204);
    expectProblem(await open(link), 404, 'NotFound');
  });

  it('answers 404 when the items hold only dummies, and 410 once 7 days have passed', async () => {
    const dummies = await shareItems('Заглушки', [tree.dummy.id], [tree.empty.id]);
    expectProblem(await open(dummies), 404, 'NotFound');
    const link = await shareItems('Фасады', [], [tree.facades.id]);
    at(7 * DAY);
    expectProblem(await open(link), 410, 'ExpiredReference');
  });
});
