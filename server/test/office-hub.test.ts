import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document } from '../../codegen/model/document';
import type { EditingUser } from '../../codegen/model/editingUser';
import { ProblemCode } from '../../codegen/model/problemCode';
import { SpecialVersionIndex } from '../../codegen/model/specialVersionIndex';
import type { ExplorerChange } from '../src/realtime/explorer-change';
import { EXPLORER_HUB_PATH } from '../src/realtime/live';
import { OFFICE_HUB_PATH } from '../src/realtime/office-hub';
import type { DraftVersionUpdate } from '../src/services/office-document';
import { agreeRequest, freshDocument, getDocument, seedProject } from './document-actions-helpers';
import { expectProblem, lockDocument, uploadForm } from './documents.seed';
import {
  openSession,
  readersDirectory,
  startOfficeServer,
  wopiClient,
  wopiTarget,
  type OfficeTestServer,
} from './office-helpers';
import { ADMIN, STAFF, USER, type TestAccount } from './test-server';

/**
 * The office hub (openapi/office-hub.md) with the official SignalR client: edit and view sessions, the editing users,
 * DraftVersionUpdated after the editor's saves and the publishing, the «finish editing» refusals while a draft is
 * open, and the draft nobody saved into dropped when its editor leaves.
 */
let server: OfficeTestServer;
let baseUrl = '';
let directoryId = '';

beforeAll(async () => {
  server = await startOfficeServer();
  baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
  directoryId = (await seedProject(server)).section.id;
});
afterAll(async () => {
  await server.app.close();
});

interface Session {
  connection: HubConnection;
  updates: DraftVersionUpdate[];
  update(predicate: (update: DraftVersionUpdate) => boolean): Promise<DraftVersionUpdate>;
}

async function connect(account: TestAccount): Promise<Session> {
  const token = await server.tokenFor(account);
  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl}${OFFICE_HUB_PATH}`, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None)
    .build();
  const updates: DraftVersionUpdate[] = [];
  const waiting: {
    predicate: (update: DraftVersionUpdate) => boolean;
    resolve: (update: DraftVersionUpdate) => void;
  }[] = [];
  connection.on('DraftVersionUpdated', (update: DraftVersionUpdate) => {
    updates.push(update);
    for (const wait of waiting.filter((candidate) => candidate.predicate(update))) wait.resolve(update);
  });
  await connection.start();
  return {
    connection,
    updates,
    update: (predicate) =>
      updates.find(predicate) !== undefined
        ? Promise.resolve(updates.find(predicate) as DraftVersionUpdate)
        : new Promise((resolve) => waiting.push({ predicate, resolve })),
  };
}

async function editingUsers(documentId: string): Promise<string[]> {
  const response = await server.call(STAFF, {
    method: 'GET',
    url: `/v1/documents/${documentId}/sessions/editing/users`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: EditingUser[] }>().data.map((user) => user.displayName);
}

const docx = () =>
  freshDocument(server, directoryId, { name: `Записка ${String(Math.random()).slice(2, 8)}.docx`, content: 'v0' });

describe('the office hub', () => {
  it('edits, saves, tells the viewers, refuses what a draft forbids, and publishes', async () => {
    const document = await docx();
    // Known to the server, as the app's first request makes every account.
    await getDocument(server, document.id, ADMIN);
    const editor = await connect(STAFF);
    const viewer = await connect(ADMIN);
    const started = await editor.connection.invoke<Document>('StartEditSession', document.id, 0);
    expect(started.draft?.index).toBe(SpecialVersionIndex.Draft);
    expect(await viewer.connection.invoke('StartViewSession', document.id, SpecialVersionIndex.Draft)).toBeNull();
    expect(await editingUsers(document.id)).toEqual([STAFF.name]);

    // While the draft is open, neither a new version nor the agreement.
    const upload = await server.call(STAFF, {
      method: 'POST',
      url: `/v1/documents/${document.id}/versions`,
      payload: uploadForm({ name: 'Другая.docx', content: 'other' }, { documentId: document.id }),
    });
    expectProblem(upload, 409, ProblemCode.FinishEditingDocumentToUploadVersion);
    expectProblem(await agreeRequest(server, document.id), 409, ProblemCode.FinishEditingDocumentToAgree);

    const wopi = wopiClient(server, wopiTarget(await openSession(server, document.id, -2)));
    expect((await wopi.lock('L')).statusCode).toBe(200);
    expect((await wopi.putFile('L', 'saved by the editor')).statusCode).toBe(200);
    const saved = await viewer.update((update) => update.draftIndex === SpecialVersionIndex.Draft);
    expect(saved.documentId).toBe(document.id);
    await editor.update((update) => update.draftIndex === SpecialVersionIndex.Draft);

    const published = await editor.connection.invoke<Document>('PublishDraftVersion', document.id);
    expect(published.version.index).toBe(1);
    expect(published.draft).toBeUndefined();
    await viewer.update((update) => update.draftIndex === SpecialVersionIndex.None);
    await editor.connection.stop();
    await viewer.connection.stop();
    await expect.poll(() => editingUsers(document.id)).toEqual([]);
  });

  it('drops a draft nobody saved into when its last editor leaves, and keeps a saved one', async () => {
    const untouched = await docx();
    const saved = await docx();
    // The explorer of a colleague hears the draft come and go (its versions screen shows it).
    await getDocument(server, untouched.id, ADMIN);
    const explorer = new HubConnectionBuilder()
      .withUrl(`${baseUrl}${EXPLORER_HUB_PATH}`, {
        accessTokenFactory: async () => server.tokenFor(ADMIN),
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    const heard: ExplorerChange[] = [];
    explorer.on('ExplorerChanged', (change: ExplorerChange) => heard.push(change));
    await explorer.start();
    const first = await connect(STAFF);
    const second = await connect(STAFF);
    await first.connection.invoke('StartEditSession', untouched.id, -1);
    await second.connection.invoke('StartEditSession', untouched.id, -1);
    await first.connection.stop();
    expect((await getDocument(server, untouched.id)).draft).toBeDefined();
    await second.connection.stop();
    await expect.poll(async () => (await getDocument(server, untouched.id)).draft).toBeUndefined();
    await expect
      .poll(() => heard.filter((change) => change.elementId === untouched.id && change.change === 'updated').length)
      .toBeGreaterThanOrEqual(3);
    await explorer.stop();

    const third = await connect(STAFF);
    await third.connection.invoke('StartEditSession', saved.id, -1);
    const wopi = wopiClient(server, wopiTarget(await openSession(server, saved.id, -2)));
    await wopi.lock('S');
    await wopi.putFile('S', 'kept');
    await third.connection.stop();
    await expect.poll(() => editingUsers(saved.id)).toEqual([]);
    expect((await getDocument(server, saved.id)).draft?.document.size).toBe(4);
  });

  it('refuses editing without the right, on an agreed document, and a malformed id, with the catalogue code', async () => {
    const readers = await readersDirectory(server);
    const document = await freshDocument(server, readers.id, { name: 'Ведомость.docx', content: 'v0' });
    await getDocument(server, document.id, USER);
    const reader = await connect(USER);
    await expect(reader.connection.invoke('StartEditSession', document.id, 0)).rejects.toThrow(
      /ForbiddenResourceFailed/,
    );
    await expect(reader.connection.invoke('PublishDraftVersion', document.id)).rejects.toThrow(
      /ForbiddenResourceFailed/,
    );
    await expect(reader.connection.invoke('StartEditSession', 'nonsense', 0)).rejects.toThrow(/IncorrectId/);
    expect(await reader.connection.invoke('StartViewSession', document.id, 0)).toBeNull();
    await expect(reader.connection.invoke('StartViewSession', document.id, -2)).rejects.toThrow(/NotFound/);
    await reader.connection.stop();

    const agreed = await docx();
    await lockDocument(server.app.db, agreed.id, { agreed: true });
    const editor = await connect(STAFF);
    await expect(editor.connection.invoke('StartEditSession', agreed.id, 0)).rejects.toThrow(/DocumentAgreed/);
    await editor.connection.stop();
    expect((await getDocument(server, agreed.id)).draft).toBeUndefined();
  });
});
