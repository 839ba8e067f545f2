import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { ModalsReady } from '../../../shared/modals/modals-ready';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { DocumentOverview } from '../../../../codegen/model/documentOverview';
import type { OfficeSession } from '../../../../codegen/model/officeSession';
import type { Version } from '../../../../codegen/model/version';
import { httpClient } from '../../../api/http-client';
import { testSession } from '../../../shared/downloads/downloads.test-fixtures';
import { i18n } from '../../../shared/i18n/i18n';
import { routeDefinition } from '../../../shared/routes/routes';
import { SessionContext, type Session } from '../../../shared/session/session-context';
import { createTestQueryClient } from '../../../shared/testing/test-providers';
import { DocumentViewerPage } from '../DocumentViewerPage';
import { OfficeHubConnectionContext } from './office-hub-connection';
import { fakeOfficeHub } from './office-hub.test-fixtures';

export const DOCUMENT = 'b2000000-0000-4000-8000-000000000003';
export const EDITOR_ORIGIN = 'https://office.sevkvartal.ru';
export const ACTION = `${EDITOR_ORIGIN}/browser/dist/cool.html?WOPISrc=https%3A%2F%2Fcde.sevkvartal.ru%2Fwopi%2Ffiles%2F${DOCUMENT}`;
export const NAME = 'Пояснительная записка.docx';

/** A version of «Пояснительная записка.docx». */
export function noteVersion(index: number, fields: Partial<Version> = {}): Version {
  return {
    index,
    masterIndex: index === -2 ? 0 : index - 1,
    isActive: true,
    downloadUri: `/v1/documents/${DOCUMENT}/versions/${String(index)}/download`,
    documentId: DOCUMENT,
    createdAt: '2026-11-22T08:30:00Z',
    updatedAt: '2026-11-22T09:41:00Z',
    metadata: { tanglVersionId: null, jobId: null, uploadState: null },
    document: {
      name: 'Пояснительная записка',
      fullName: NAME,
      size: 1_261_568,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: '.docx',
      authorId: 'c3000000-0000-4000-8000-000000000001',
    },
    ...fields,
  };
}

/** The overview (and the office session's document) of a numbered version, or of the draft based on version 1. */
export function noteOverview(index: number): DocumentOverview {
  return {
    id: DOCUMENT,
    name: 'Пояснительная записка',
    fullName: NAME,
    version: noteVersion(index),
    relevant: index !== -2,
    createdAt: '2026-11-22T08:30:00Z',
    versionIndex: index === -2 ? 1 : index,
    parentId: 'a1000000-0000-4000-8000-000000000002',
    ancestorIds: ['a1000000-0000-4000-8000-000000000001'],
  };
}

/** The office session of a version: the contract's example, a hidden form posting the token. */
export function officeSession(
  index: number,
  { userCanWrite = true, forceIframe = false, keepActiveSession = true } = {},
): OfficeSession {
  return {
    document: noteOverview(index),
    renderData: {
      method: 'POST',
      action: ACTION,
      params: { access_token: 'wopi-token', access_token_ttl: '1795420800000' },
      keepActiveSession,
      forceIframe,
    },
    collaboraOfficeData: { collaboraOrigin: EDITOR_ORIGIN, userCanWrite },
  };
}

/** A session whose configuration has the online editor for the newer office formats. */
export function editorSession(): Session {
  const session = testSession();
  return { ...session, configuration: { ...session.configuration, officeEditor: { extensions: ['.docx', '.xlsx'] } } };
}

export interface OfficeServer {
  session?: (index: number) => OfficeSession | Promise<OfficeSession>;
  overview?: (index: number) => DocumentOverview | Promise<DocumentOverview>;
}

/** Answers the overview and the office session through the mocked `httpClient` (mock `…/api/http-client`). */
export function serveOffice({ session = (index) => officeSession(index), overview = noteOverview }: OfficeServer = {}) {
  vi.mocked(httpClient).mockImplementation(async (config: AxiosRequestConfig) => {
    const url = config.url ?? '';
    const office = /^\/documents\/[^/]+\/versions\/(-?\d+)\/office-session$/.exec(url);
    if (office?.[1]) return session(Number(office[1]));
    const overviewMatch = /^\/documents\/[^/]+\/versions\/(-?\d+)\/overview$/.exec(url);
    if (overviewMatch?.[1]) return overview(Number(overviewMatch[1]));
    throw new Error(`unexpected ${url}`);
  });
}

/** The office-session requests made: their index and parameters. */
export function sessionRequests(): { url: string; params: unknown }[] {
  return vi
    .mocked(httpClient)
    .mock.calls.map(([config]) => ({ url: config.url ?? '', params: config.params as unknown }))
    .filter(({ url }) => url.endsWith('/office-session'));
}

/**
 * Renders the office screen at `path` in a data router (the draft's leave guard needs one), with the fake hub, the
 * providers of the app and a page elsewhere to leave to.
 */
export function showOffice(path: string, session: Session = editorSession()) {
  const hub = fakeOfficeHub();
  const queryClient = createTestQueryClient();
  const office = routeDefinition('document.office');
  const router = createMemoryRouter(
    [
      ...[office.path, ...(office.aliases ?? [])].map((routePath) => ({
        path: routePath,
        element: <DocumentViewerPage />,
      })),
      { path: '/elsewhere', element: <p>Другая страница</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <ModalsReady />
            <Notifications />
            <SessionContext.Provider value={session}>
              <OfficeHubConnectionContext.Provider value={hub.create}>
                <RouterProvider router={router} />
              </OfficeHubConnectionContext.Provider>
            </SessionContext.Provider>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  const connection = () => {
    const latest = hub.connections.at(-1);
    if (!latest) throw new Error('No hub connection was made');
    return latest;
  };
  return { router, queryClient, hub, connection };
}

/** The editor's frame window, once the frame is there. */
export function frameWindow(frame: HTMLElement): Window {
  const window = (frame as HTMLIFrameElement).contentWindow;
  if (!window) throw new Error('The frame has no window');
  return window;
}

/** A message posted to the app, by default from the editor's origin and frame. */
export function postToApp(
  data: unknown,
  { origin = EDITOR_ORIGIN, source }: { origin?: string; source: Window | null },
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data), origin, source }),
    );
  });
}

/** The messages posted to the frame: their ids, values and target origins. */
export function postedToFrame(post: { mock: { calls: unknown[][] } }): { id: unknown; values: unknown; to: unknown }[] {
  return post.mock.calls.map(([data, to]) => {
    const message = JSON.parse(String(data)) as { MessageId?: unknown; Values?: unknown };
    return { id: message.MessageId, values: message.Values, to };
  });
}

export const documentLoaded = { MessageId: 'App_LoadingStatus', SendTime: 1, Values: { Status: 'Document_Loaded' } };

/** The editor's frame, once it is there (its title is the document's name, which the heading carries too). */
export function findFrame(): Promise<HTMLIFrameElement> {
  return waitFor(() => {
    const frame = document.querySelector('iframe');
    if (!frame) throw new Error('No editor frame');
    return frame;
  });
}

/** The editor's frame, if it is there. */
export function queryFrame(): HTMLIFrameElement | null {
  return document.querySelector('iframe');
}
