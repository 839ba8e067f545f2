import { calls } from '../../shared/testing/recorded-calls';
import { render } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Document } from '../../../codegen/model/document';
import type { EditingUser } from '../../../codegen/model/editingUser';
import type { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { httpClient } from '../../api/http-client';
import { testSession } from '../../shared/downloads/downloads.test-fixtures';
import { routeDefinition } from '../../shared/routes/routes';
import { SessionContext, type Session } from '../../shared/session/session-context';
import { testDirectory, testDirectoryLoad } from '../../shared/testing/test-directory';
import { createTestQueryClient, TestProviders } from '../../shared/testing/test-providers';
import { VersionsPage } from './VersionsPage';
import { DIRECTORY_ID, DOCUMENT_ID, testDocument } from './versions.test-data';

/** What the mocked server answers; each handler may return a value, a promise, or throw. */
export interface VersionsServer {
  /** GET /documents/{id}; `testDocument()` by default. */
  document?: () => Document | Promise<Document>;
  editingUsers?: () => EditingUser[];
  /** POST /documents/{id}/versions (multipart); gets the request config with its options to drive the progress. */
  upload?: (config: AxiosRequestConfig) => unknown;
  /** Any other POST (the version actions). */
  action?: (url: string) => unknown;
  /** The account's permissions in the document's directory (its `fetch`); every one by default. */
  permissions?: PermissionOperation[];
}

/** Answers the generated calls through the mocked `httpClient` (mock `../../api/http-client` in the test file). */
export function serveVersions(server: VersionsServer = {}): void {
  vi.mocked(httpClient).mockImplementation(async (config: AxiosRequestConfig, options?: AxiosRequestConfig) => {
    const { url = '', method = 'GET' } = config;
    if (url === `/documents/${DOCUMENT_ID}` && method === 'GET') return (server.document ?? testDocument)();
    if (url === `/documents/${DOCUMENT_ID}/sessions/editing/users` && method === 'GET') {
      return { data: server.editingUsers?.() ?? [] };
    }
    if (url === `/directories/${DIRECTORY_ID}/fetch` && method === 'GET') {
      const directory = testDirectory({ id: DIRECTORY_ID, name: 'АР', parentId: 'p' });
      return testDirectoryLoad({ ...directory, permissions: server.permissions ?? directory.permissions });
    }
    if (url.endsWith('/download-requirements') && method === 'GET') return { canDownload: true, requireAcceptance: [] };
    if (url === `/documents/${DOCUMENT_ID}/versions` && method === 'POST')
      return server.upload?.({ ...config, ...options });
    if (method === 'POST') return server.action?.(url);
    throw new Error(`unexpected ${method} ${url}`);
  });
}

export function documentLoads(): number {
  return calls().filter((call) => call.method === 'GET' && call.url === `/documents/${DOCUMENT_ID}`).length;
}

/** Where the archive browser or the document viewer would be: the address a version was opened at. */
function ViewerMarker() {
  return <output data-testid="viewer">{useLocation().pathname}</output>;
}

/**
 * Renders the versions screen at its route for an account without the download role (viewing needs none);
 * `versionIndex` picks the `.version` route, `session` another account or configuration.
 */
export function renderVersions(versionIndex?: string, session: Session = testSession(['user'])) {
  const queryClient = createTestQueryClient();
  const base = `/directories/${DIRECTORY_ID}/documents/${DOCUMENT_ID}/versions`;
  render(
    <TestProviders queryClient={queryClient} path={versionIndex === undefined ? base : `${base}/${versionIndex}`}>
      <SessionContext.Provider value={session}>
        <Routes>
          <Route path={routeDefinition('home.directories.documents.versions').path} element={<VersionsPage />} />
          <Route
            path={routeDefinition('home.directories.documents.versions.version').path}
            element={<VersionsPage />}
          />
          <Route path={routeDefinition('archive.overview').path} element={<ViewerMarker />} />
          <Route path={routeDefinition('document.office').path} element={<ViewerMarker />} />
        </Routes>
      </SessionContext.Provider>
    </TestProviders>,
  );
  return { queryClient };
}
