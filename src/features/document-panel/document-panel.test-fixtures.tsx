import { render, screen } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { Route, Routes, useParams } from 'react-router';
import { vi } from 'vitest';
import type { Author } from '../../../codegen/model/author';
import type { CreateNoteCommentRequest } from '../../../codegen/model/createNoteCommentRequest';
import type { CreateNotesRequest } from '../../../codegen/model/createNotesRequest';
import type { Document } from '../../../codegen/model/document';
import type { DownloadRequirements } from '../../../codegen/model/downloadRequirements';
import type { PermissionOperation } from '../../../codegen/model/permissionOperation';
import type { Role } from '../../../codegen/model/role';
import { httpClient } from '../../api/http-client';
import {
  TEST_AUTHOR_ID,
  TEST_DIRECTORY_ID,
  TEST_DOCUMENT_ID,
  TEST_REVIEWER_ID,
  testComment,
  testDocument,
  testNote,
} from '../../shared/documents/documents.test-data';
import { testSession } from '../../shared/downloads/downloads.test-fixtures';
import { routeDefinition } from '../../shared/routes/routes';
import { SessionContext } from '../../shared/session/session-context';
import { calls } from '../../shared/testing/recorded-calls';
import { testDirectory, testDirectoryLoad } from '../../shared/testing/test-directory';
import { createTestQueryClient, TestProviders } from '../../shared/testing/test-providers';
import { DocumentPanel } from './DocumentPanel';

export const AUTHORS: Author[] = [
  { id: TEST_AUTHOR_ID, displayName: 'Смирнова Анна Викторовна' },
  { id: TEST_REVIEWER_ID, displayName: 'Иванов Сергей Петрович' },
];

/** What the mocked server answers; it keeps the document and changes it as the real one would. */
export interface PanelServer {
  document?: Document;
  /** GET /documents/{id}; overrides the kept document, e.g. to fail. */
  load?: () => Document | Promise<Document>;
  requirements?: DownloadRequirements;
  /** Any POST or DELETE: returning a value (or throwing) replaces the default answer. */
  change?: (method: string, url: string) => unknown;
  /** The account's permissions in the document's directory (its `fetch`); every one by default. */
  permissions?: PermissionOperation[];
}

/** Answers the panel's calls through the mocked mutator (mock `../../api/http-client` in the test file). */
export function servePanel(server: PanelServer = {}): { current: () => Document } {
  let document = server.document ?? testDocument();
  let nextId = 1;
  const base = `/documents/${TEST_DOCUMENT_ID}`;
  vi.mocked(httpClient).mockImplementation(async (config: AxiosRequestConfig) => {
    const { url = '', method = 'GET' } = config;
    if (method === 'GET') {
      if (url === base) return server.load ? server.load() : document;
      if (url === `${base}/authors`) return { data: AUTHORS };
      if (url.endsWith('/download-requirements')) {
        return server.requirements ?? { canDownload: true, requireAcceptance: [] };
      }
      if (url.endsWith('/download')) return new Blob(['file']);
      if (url === `/directories/${TEST_DIRECTORY_ID}/fetch`) {
        const directory = testDirectory({ id: TEST_DIRECTORY_ID, name: 'АР', parentId: 'p' });
        return testDirectoryLoad({ ...directory, permissions: server.permissions ?? directory.permissions });
      }
      throw new Error(`unexpected GET ${url}`);
    }
    const custom = server.change?.(method, url);
    if (custom !== undefined) return custom;
    if (method === 'POST' && url === `${base}/agree`) {
      document = { ...document, agreed: true, status: 3 };
      return { data: document };
    }
    if (method === 'POST' && url === `${base}/disagree`) {
      document = { ...document, agreed: false, status: 4 };
      return { data: document };
    }
    if (method === 'POST' && url === `${base}/notes`) {
      const created = (config.data as CreateNotesRequest).comments.map((text) =>
        testNote(`new-${String(nextId++)}`, text, { autorId: TEST_REVIEWER_ID }),
      );
      document = { ...document, comments: [...document.comments, ...created] };
      return { data: created };
    }
    const toggle = /^\/documents\/[^/]+\/notes\/([^/]+)\/toggle$/.exec(url);
    if (method === 'POST' && toggle) {
      const note = document.comments.find((candidate) => candidate.id === toggle[1]);
      if (!note) throw new Error('no such note');
      const toggled = { ...note, isDone: !note.isDone };
      document = { ...document, comments: document.comments.map((c) => (c.id === note.id ? toggled : c)) };
      return toggled;
    }
    const comment = /^\/documents\/[^/]+\/notes\/([^/]+)\/comments$/.exec(url);
    if (method === 'POST' && comment) {
      const created = testComment(`c-${String(nextId++)}`, (config.data as CreateNoteCommentRequest).comment);
      document = {
        ...document,
        comments: document.comments.map((note) =>
          note.id === comment[1] ? { ...note, comments: [...note.comments, created] } : note,
        ),
      };
      return created;
    }
    if (method === 'DELETE' && url === base) return undefined;
    throw new Error(`unexpected ${method} ${url}`);
  });
  return { current: () => document };
}

/** The changes the panel sent: method, url and body of every call but the GETs. */
export function changes() {
  return calls().filter((call) => call.method !== 'GET');
}

export function documentLoads(): number {
  return calls().filter((call) => call.method === 'GET' && call.url === `/documents/${TEST_DOCUMENT_ID}`).length;
}

function DirectoryScreen() {
  const { directoryId } = useParams();
  return <p>Каталог {directoryId}</p>;
}

function ArchiveScreen() {
  const { documentId, versionIndex } = useParams();
  return <p>{`Архив ${String(documentId)}, версия ${String(versionIndex)}`}</p>;
}

function DocumentViewerScreen() {
  const { documentId, versionIndex } = useParams();
  return <p>{`Документ ${String(documentId)}, версия ${String(versionIndex)}`}</p>;
}

/** Renders the panel at its route for an account of `roles` (staff by default), with the directory route beside it. */
export function renderPanel({ roles = ['staff'] }: { roles?: Role[] } = {}) {
  const queryClient = createTestQueryClient();
  render(
    <TestProviders queryClient={queryClient} path={`/directories/${TEST_DIRECTORY_ID}/documents/${TEST_DOCUMENT_ID}`}>
      <SessionContext.Provider value={testSession(roles)}>
        <Routes>
          <Route path={routeDefinition('home.directories.document').path} element={<DocumentPanel />} />
          <Route path={routeDefinition('home.directory').path} element={<DirectoryScreen />} />
          <Route path={routeDefinition('archive.overview').path} element={<ArchiveScreen />} />
          <Route path={routeDefinition('document.office').path} element={<DocumentViewerScreen />} />
        </Routes>
      </SessionContext.Provider>
    </TestProviders>,
  );
  return { queryClient };
}

/** Waits for the panel to show its document. */
export function panelReady() {
  return screen.findByRole('heading', { level: 2 });
}
