import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemCode } from '../../codegen/model/problemCode';
import { freshDocument, getDocument, seedProject } from './document-actions-helpers';
import { expectProblem, lockDocument } from './documents.seed';
import { OLD_PROOF_PRIVATE_KEY } from './fixtures/collabora-proof-keys';
import {
  openSession,
  readersDirectory,
  sessionRequest,
  startOfficeServer,
  wopiClient,
  wopiTarget,
  type OfficeTestServer,
} from './office-helpers';
import { STAFF, USER } from './test-server';

/**
 * The WOPI host as Collabora Online uses it (openapi/wopi-host.md): CheckFileInfo → Lock → GetFile → PutFile →
 * Unlock, lock conflicts and expiry, forged and expired tokens, proofs, and writes the rights or the document's state
 * refuse. The editor's server is played by a protocol-level client signing its calls with the discovery's key.
 */
let server: OfficeTestServer;
let offsetMs = 0;
let directoryId = '';

beforeAll(async () => {
  server = await startOfficeServer({ clock: () => new Date(Date.now() + offsetMs) });
  directoryId = (await seedProject(server)).section.id;
});
afterAll(async () => {
  await server.app.close();
});

const docx = (name = 'Пояснительная записка') =>
  freshDocument(server, directoryId, {
    name: `${name} ${String(Math.random()).slice(2, 8)}.docx`,
    content: 'v0 bytes',
  });

describe('the office session', () => {
  it('opens the draft for editing from its master, with the editor’s frame and a token of its own', async () => {
    const document = await docx();
    const session = await openSession(server, document.id, -2, { master: 0 });
    const action = new URL(session.renderData.action);
    expect(action.origin + action.pathname).toBe('https://office.example.com/browser/c7d0a3f9b1/cool.html');
    expect(action.searchParams.get('WOPISrc')).toBe(`http://127.0.0.1:8080/wopi/files/${document.id}`);
    expect(action.searchParams.get('lang')).toBe('ru');
    expect(session.renderData).toMatchObject({ method: 'POST', keepActiveSession: true, forceIframe: false });
    expect(session.renderData.params['access_token']).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(Number(session.renderData.params['access_token_ttl'])).toBeGreaterThan(Date.now() + 9 * 3600_000);
    expect(session.collaboraOfficeData).toEqual({ collaboraOrigin: 'https://office.example.com', userCanWrite: true });
    expect(session.document).toMatchObject({ id: document.id, versionIndex: 0, relevant: false });
    expect(session.document.version.index).toBe(-2);
    expect((await getDocument(server, document.id)).draft?.index).toBe(-2);
    // A second editor joins the same draft and the same WOPI file.
    const again = await openSession(server, document.id, -2, { master: 0 });
    expect(wopiTarget(again).path).toBe(wopiTarget(session).path);
    expect(wopiTarget(again).token).not.toBe(wopiTarget(session).token);
  });

  it('views a published version read-only, and tells whether the pencil may start editing', async () => {
    const document = await docx();
    const session = await openSession(server, document.id, 0);
    expect(wopiTarget(session).path).toBe(`/wopi/files/${document.id}~0`);
    expect(session.renderData.keepActiveSession).toBe(false);
    expect(session.collaboraOfficeData.userCanWrite).toBe(true);
    const info = (await wopiClient(server, wopiTarget(session)).checkFileInfo()).json<Record<string, unknown>>();
    expect(info).toMatchObject({ UserCanWrite: false, ReadOnly: true, Version: 'v0', BaseFileName: document.name });
  });

  it('refuses an extension the editor does not open, a blocked or agreed document, and a draft that is not there', async () => {
    const pdf = await freshDocument(server, directoryId);
    expectProblem(await sessionRequest(server, pdf.id, 0), 400, ProblemCode.IncorrectParam);
    const blocked = await docx();
    await lockDocument(server.app.db, blocked.id, { disabled: true });
    expectProblem(await sessionRequest(server, blocked.id, -2), 409, ProblemCode.DocumentDisabled);
    const agreed = await docx();
    await lockDocument(server.app.db, agreed.id, { agreed: true });
    expectProblem(await sessionRequest(server, agreed.id, -2), 409, ProblemCode.DocumentAgreed);
    expect((await getDocument(server, agreed.id)).draft).toBeUndefined();
    expectProblem(await sessionRequest(server, agreed.id, -2, { master: 7 }), 409, ProblemCode.DocumentAgreed);
    const other = await docx();
    expectProblem(await sessionRequest(server, other.id, -2, { master: 7 }), 404, ProblemCode.NotFound);
  });
});

describe('the WOPI host', () => {
  it('runs an editing session: CheckFileInfo, Lock, GetFile, PutFile into the draft, Unlock, then publishing', async () => {
    const document = await docx();
    const editor = wopiClient(server, wopiTarget(await openSession(server, document.id, -2)));
    const info = (await editor.checkFileInfo()).json<Record<string, unknown>>();
    expect(info).toMatchObject({
      BaseFileName: document.name,
      Size: 8,
      OwnerId: STAFF.id,
      UserId: STAFF.id,
      UserFriendlyName: STAFF.name,
      UserCanWrite: true,
      SupportsLocks: true,
      SupportsUpdate: true,
      UserCanNotWriteRelative: true,
      PostMessageOrigin: 'http://127.0.0.1:8080',
      DisableExport: false,
    });
    expect((await editor.lock('lock-A')).statusCode).toBe(200);
    const original = await editor.getFile();
    expect(original.body).toBe('v0 bytes');
    expect(original.headers['x-wopi-itemversion']).toBe(info['Version']);

    const saved = await editor.putFile('lock-A', 'edited in the office');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['x-wopi-itemversion']).not.toBe(info['Version']);
    expect((await editor.getFile()).body).toBe('edited in the office');
    expect((await editor.checkFileInfo()).json<Record<string, unknown>>()['Version']).toBe(
      saved.headers['x-wopi-itemversion'],
    );
    expect((await editor.unlock('lock-A')).statusCode).toBe(200);
    expect((await editor.getLock()).headers['x-wopi-lock']).toBe('');

    const draft = await getDocument(server, document.id);
    expect(draft.draft?.document.size).toBe(20);
    expect(draft.version.index).toBe(0);
    const publish = await server.call(STAFF, {
      method: 'POST',
      url: `/v1/documents/${document.id}/versions/draft/publish`,
    });
    expect(publish.statusCode, publish.body).toBe(204);
    const published = await getDocument(server, document.id);
    expect(published.draft).toBeUndefined();
    expect(published.version.index).toBe(1);
    const download = await server.call(STAFF, {
      method: 'GET',
      url: `/v1/documents/${document.id}/versions/-1/download`,
    });
    expect(download.body).toBe('edited in the office');
    // A save after publishing starts a new draft from the new head.
    expect((await editor.lock('lock-B')).statusCode).toBe(200);
    expect((await editor.putFile('lock-B', 'a second round')).statusCode).toBe(200);
    expect((await getDocument(server, document.id)).draft?.masterIndex).toBe(1);
  });

  it('answers a lock conflict with the current lock, and lets the holder unlock and relock', async () => {
    const document = await docx();
    const editor = wopiClient(server, wopiTarget(await openSession(server, document.id, -2)));
    expect((await editor.lock('A')).statusCode).toBe(200);
    expect((await editor.lock('A')).statusCode).toBe(200);
    const conflict = await editor.lock('B');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.headers['x-wopi-lock']).toBe('A');
    expect((await editor.putFile('B', 'theirs')).headers['x-wopi-lock']).toBe('A');
    expect((await editor.putFile(undefined, 'nobody’s')).statusCode).toBe(409);
    expect((await editor.refreshLock('B')).statusCode).toBe(409);
    expect((await editor.unlock('B')).statusCode).toBe(409);
    expect((await editor.refreshLock('A')).statusCode).toBe(200);
    expect((await editor.lock('C', 'B')).statusCode).toBe(409);
    expect((await editor.lock('C', 'A')).statusCode).toBe(200);
    expect((await editor.getLock()).headers['x-wopi-lock']).toBe('C');
    expect((await getDocument(server, document.id)).draft?.document.size).toBe(8);
  });

  it('lets a lock expire after 30 minutes, and a token after ten hours', async () => {
    const document = await docx();
    const editor = wopiClient(server, wopiTarget(await openSession(server, document.id, -2)));
    expect((await editor.lock('old')).statusCode).toBe(200);
    offsetMs = 29 * 60_000;
    expect((await editor.lock('new')).statusCode).toBe(409);
    offsetMs = 31 * 60_000;
    expect((await editor.lock('new')).statusCode).toBe(200);
    offsetMs = 10 * 3600_000 + 60_000;
    expect((await editor.checkFileInfo()).statusCode).toBe(401);
    offsetMs = 0;
  });

  it('refuses forged, foreign and missing tokens, and calls without a valid proof', async () => {
    const document = await docx();
    const target = wopiTarget(await openSession(server, document.id, -2));
    const editor = wopiClient(server, target);
    const forged = `${target.token.split('.')[0] ?? ''}.${'x'.repeat(43)}`;
    expect((await editor.send('GET', '', {}, { token: forged })).statusCode).toBe(401);
    expect((await editor.send('GET', '', {}, { token: 'not-a-token' })).statusCode).toBe(401);
    const viewing = wopiTarget(await openSession(server, document.id, 0));
    expect((await editor.send('GET', '', {}, { token: viewing.token })).statusCode).toBe(401);
    const noProof = await editor.send('GET', '', {}, { proof: false });
    expect(noProof.statusCode).toBe(500);
    expect(noProof.headers['x-wopi-servererror']).toMatch(/missing/);
    const stale = await editor.send('GET', '', {}, { timestampMs: Date.now() - 21 * 60_000 });
    expect(stale.statusCode).toBe(500);
    const wrongKey = await editor.send('GET', '', {}, { proof: createPrivateKey(OLD_PROOF_PRIVATE_KEY) });
    expect(wrongKey.statusCode).toBe(200);
    const stranger = await editor.send(
      'GET',
      '',
      {},
      { proof: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey },
    );
    expect(stranger.statusCode).toBe(500);
  });

  it('refuses writing without the right, through a view session, and on an agreed document', async () => {
    const readers = await readersDirectory(server);
    const document = await freshDocument(server, readers.id, { name: 'Смета.xlsx', content: 'sheet' });
    // Without UpdateFiles the draft index shows the draft read-only, when there is one.
    expectProblem(await sessionRequest(server, document.id, -2, { account: USER }), 404, ProblemCode.NotFound);
    await openSession(server, document.id, -2);
    const reader = await openSession(server, document.id, -2, { account: USER });
    expect(reader.collaboraOfficeData.userCanWrite).toBe(false);
    const readOnly = wopiClient(server, wopiTarget(reader));
    const info = (await readOnly.checkFileInfo()).json<Record<string, unknown>>();
    expect(info).toMatchObject({ UserCanWrite: false, DisableExport: true, DisableCopy: true, HidePrintOption: true });
    expect((await readOnly.lock('R')).statusCode).toBe(403);
    expect((await readOnly.putFile('R', 'nope')).statusCode).toBe(403);

    const viewing = wopiClient(server, wopiTarget(await openSession(server, document.id, 0)));
    expect((await viewing.lock('V')).statusCode).toBe(403);

    const editor = wopiClient(server, wopiTarget(await openSession(server, document.id, -2)));
    expect((await editor.lock('E')).statusCode).toBe(200);
    await lockDocument(server.app.db, document.id, { agreed: true });
    const refused = await editor.putFile('E', 'after the agreement');
    expect(refused.statusCode).toBe(403);
    expect((await editor.checkFileInfo()).json<Record<string, unknown>>()['UserCanWrite']).toBe(false);
    expect((await getDocument(server, document.id)).draft?.document.size).toBe(5);
  });
});
