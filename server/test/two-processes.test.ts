import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventType } from '../../codegen/model/eventType';
import type { Notification } from '../../codegen/model/notification';
import type { ExplorerChange } from '../src/realtime/explorer-change';
import { EXPLORER_HUB_PATH } from '../src/realtime/live';
import { OFFICE_HUB_PATH } from '../src/realtime/office-hub';
import { dotNetTicks, signWopiProof } from '../src/office/wopi-proof';
import type { DraftVersionUpdate } from '../src/services/office-document';
import { createThroughApi, uniqueName } from './directory-helpers';
import {
  CURRENT_PROOF_KEY,
  openSession,
  startOfficeServer,
  wopiClient,
  wopiTarget,
  WOPI_URL,
  type OfficeTestServer,
} from './office-helpers';
import { uploadTestDocument } from './documents.seed';
import { grantGroup, STAFF } from './test-server';
import { freshUser } from './trash-helpers';

/**
 * Two server processes over one PostgreSQL (docs/notifications.md): an account connected to the first hears, within
 * a second or two, what another account did through the second: the live change and its notification; an office
 * session on the first hears of the editor's save through the second, under the lock it took there.
 */
const postgres = process.env['TEST_DATABASE_URL'];
let server: OfficeTestServer | undefined;
let second: ChildProcess | undefined;
let secondUrl = '';
let firstUrl = '';

beforeAll(async () => {
  if (!postgres) return;
  server = await startOfficeServer();
  firstUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const first = server;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('second-process.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        TEST_SCHEMA: first.schema ?? '',
        TEST_JWKS: JSON.stringify(first.jwks),
        TEST_COLLABORA_URL: first.discovery.url,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  second = child;
  let output = '';
  for await (const chunk of child.stdout) {
    output += String(chunk);
    const port = /listening (\d+)/.exec(output)?.[1];
    if (port) {
      secondUrl = `http://127.0.0.1:${port}`;
      break;
    }
  }
}, 60_000);

afterAll(async () => {
  if (second && second.exitCode === null) {
    second.kill('SIGTERM');
    await once(second, 'exit');
  }
  await server?.app.close();
});

describe.skipIf(!postgres)('two server processes over PostgreSQL', () => {
  it('delivers a change made through one process to a client of the other', async () => {
    if (!server) throw new Error('The first server did not start.');
    const subscriber = freshUser('Подписчик Другого Процесса');
    const top = await createThroughApi(server, uniqueName('ЖК «Северный квартал»'), null);
    await grantGroup(server.app.db, { directoryIds: [top.id], members: [subscriber, STAFF] });
    const listener = await server.call(subscriber, {
      method: 'POST',
      url: `/v1/directories/${top.id}/listeners`,
      payload: { type: EventType.CreateDirectory },
    });
    expect(listener.statusCode, listener.body).toBe(201);

    const token = await server.tokenFor(subscriber);
    const connection: HubConnection = new HubConnectionBuilder()
      .withUrl(`${firstUrl}${EXPLORER_HUB_PATH}`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    const changes: ExplorerChange[] = [];
    const notifications: Notification[] = [];
    const arrived = new Promise<void>((resolve) => {
      const check = () => {
        if (changes.length > 0 && notifications.length > 0) resolve();
      };
      connection.on('ExplorerChanged', (change: ExplorerChange) => {
        changes.push(change);
        check();
      });
      connection.on('NotificationReceived', (notification: Notification) => {
        notifications.push(notification);
        check();
      });
    });
    await connection.start();
    try {
      const response = await fetch(`${secondUrl}/v1/directories`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await server.tokenFor(STAFF)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Раздел второго процесса', parentId: top.id }),
      });
      expect(response.status).toBe(201);
      const created = (await response.json()) as { data?: { id: string }; id?: string };
      const createdId = created.data?.id ?? created.id;
      await arrived;
      expect(changes).toContainEqual(
        expect.objectContaining({
          change: 'created',
          elementType: 'Directory',
          elementId: createdId,
          directoryId: top.id,
        }),
      );
      expect(notifications).toEqual([
        expect.objectContaining({ eventType: EventType.CreateDirectory, itemName: 'Раздел второго процесса' }),
      ]);
    } finally {
      await connection.stop();
    }
  });

  it('tells an office session on one process of the editor’s save through the other', async () => {
    if (!server) throw new Error('The first server did not start.');
    const top = await createThroughApi(server, uniqueName('ЖК «Северный квартал»'), null);
    await grantGroup(server.app.db, { directoryIds: [top.id], members: [STAFF] });
    const document = await uploadTestDocument(server, STAFF, top.id, { name: 'Записка.docx', content: 'v0' });
    const token = await server.tokenFor(STAFF);
    const office = new HubConnectionBuilder()
      .withUrl(`${firstUrl}${OFFICE_HUB_PATH}`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    const saved = new Promise<DraftVersionUpdate>((resolve) => {
      office.on('DraftVersionUpdated', resolve);
    });
    await office.start();
    try {
      await office.invoke('StartEditSession', document.id, 0);
      const target = wopiTarget(await openSession(server, document.id, -2));
      // The editor's server reaches the second process; its calls are signed for the address it was given.
      const wopi = (suffix: string, headers: Record<string, string>, body?: string) => {
        const url = `${target.path}${suffix}?access_token=${encodeURIComponent(target.token)}`;
        const timestamp = dotNetTicks(Date.now());
        const proof = signWopiProof(CURRENT_PROOF_KEY, {
          accessToken: target.token,
          url: `${WOPI_URL}${url}`,
          timestamp,
        });
        return fetch(`${secondUrl}${url}`, {
          method: 'POST',
          headers: {
            ...headers,
            'x-wopi-proof': proof,
            'x-wopi-proofold': proof,
            'x-wopi-timestamp': String(timestamp),
          },
          ...(body === undefined ? {} : { body }),
        });
      };
      expect((await wopi('', { 'x-wopi-override': 'LOCK', 'x-wopi-lock': 'two' })).status).toBe(200);
      // The lock is the database's: the first process refuses another one.
      const other = wopiClient(server, target);
      expect((await other.lock('one')).headers['x-wopi-lock']).toBe('two');
      const put = await wopi('/contents', { 'x-wopi-override': 'PUT', 'x-wopi-lock': 'two' }, 'saved on the second');
      expect(put.status).toBe(200);
      expect(await saved).toMatchObject({ documentId: document.id, draftIndex: -2 });
    } finally {
      await office.stop();
    }
  });
});
