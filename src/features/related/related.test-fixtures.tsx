import { render } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { AddRelatedRequest } from '../../../codegen/model/addRelatedRequest';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import type { PermissionOperation } from '../../../codegen/model/permissionOperation';
import type { Role } from '../../../codegen/model/role';
import { httpClient } from '../../api/http-client';
import {
  otherDocument,
  TEST_DIRECTORY_ID,
  TEST_DOCUMENT_ID,
  testDocument,
  testNote,
} from '../../shared/documents/documents.test-data';
import { testSession } from '../../shared/downloads/downloads.test-fixtures';
import { routeDefinition } from '../../shared/routes/routes';
import { SessionContext } from '../../shared/session/session-context';
import { calls } from '../../shared/testing/recorded-calls';
import { testDirectory, testDirectoryLoad } from '../../shared/testing/test-directory';
import { createTestQueryClient, TestProviders } from '../../shared/testing/test-providers';
import { RelatedPage } from './RelatedPage';

export const PROJECT_ID = 'a1000000-0000-4000-8000-000000000001';
export const WORKING_ID = 'a1000000-0000-4000-8000-000000000002';

export const project = testDirectory({ id: PROJECT_ID, name: 'ЖК «Северный квартал»', skeletonEntityId: 's1' });
export const working = testDirectory({ id: WORKING_ID, name: 'Рабочая документация', parentId: PROJECT_ID });

/** Related to the plan: in another directory, with remarks. */
export const finishes = otherDocument('b2000000-0000-4000-8000-000000000004', 'Ведомость отделки помещений.xlsx', {
  parentId: WORKING_ID,
  comments: [testNote('n9', 'Уточнить площади')],
});
export const facadePhoto = otherDocument('b2000000-0000-4000-8000-000000000005', 'Фото фасада.png', {
  parentId: PROJECT_ID,
});
/** The survey report archive, related in some tests. */
export const survey = otherDocument('b2000000-0000-4000-8000-000000000007', 'Изыскания.zip', { parentId: WORKING_ID });
/** Not related yet. */
export const model = otherDocument('b2000000-0000-4000-8000-000000000002', 'Модель КЖ.ifc', { parentId: PROJECT_ID });
export const specification = otherDocument('b2000000-0000-4000-8000-000000000006', 'Спецификация.pdf', {
  parentId: WORKING_ID,
});

export interface RelatedServer {
  document?: Document;
  related?: Document[];
  /** The account's permissions in the document's directory; every one by default. */
  permissions?: PermissionOperation[];
}

const children: Record<string, Directory[]> = { root: [project], [PROJECT_ID]: [working], [WORKING_ID]: [] };

/** Answers the screen's calls through the mocked mutator; the related list changes as the server's would. */
export function serveRelated(server: RelatedServer = {}): void {
  const document = server.document ?? testDocument();
  let related = server.related ?? [finishes, facadePhoto];
  const all = [document, finishes, facadePhoto, model, specification];
  const documents: Record<string, Document[]> = {
    [PROJECT_ID]: [document, facadePhoto, model],
    [WORKING_ID]: [finishes, specification],
  };
  const answer = (config: AxiosRequestConfig): unknown => {
    const { url = '', method = 'GET' } = config;
    const base = `/documents/${TEST_DOCUMENT_ID}`;
    if (method === 'GET' && url === base) return document;
    if (method === 'GET' && url === `${base}/related`) return { data: related };
    if (method === 'POST' && url === `${base}/related`) {
      const ids = (config.data as AddRelatedRequest).documentIds;
      related = [...related, ...all.filter((candidate) => ids.includes(candidate.id))];
      return { data: related };
    }
    if (method === 'POST' && url === `${base}/related/delete`) {
      const ids = config.data as string[];
      related = related.filter((item) => !ids.includes(item.id));
      return undefined;
    }
    if (method === 'GET' && url === `/directories/${document.parentId}/fetch`) {
      const directory = testDirectory({ id: document.parentId, name: 'АР', parentId: PROJECT_ID });
      return testDirectoryLoad({ ...directory, permissions: server.permissions ?? directory.permissions });
    }
    const level = /^\/directories\/([^/]+)\/(children|fetch)$/.exec(url);
    if (method === 'GET' && level) {
      const [, id = '', kind] = level;
      if (kind === 'children') return children[id] ?? [];
      return {
        data: { ancestors: [], directory: project, childrenDocuments: documents[id] ?? [], childrenDirectories: [] },
      };
    }
    if (method === 'GET' && url.endsWith('/download-requirements')) return { canDownload: true, requireAcceptance: [] };
    throw new Error(`unexpected ${method} ${url}`);
  };
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) =>
    Promise.resolve().then(() => answer(config)),
  );
}

export function urlsCalled(): string[] {
  return calls().map((call) => `${call.method} ${call.url}`);
}

/** Where the archive browser would be: the address it was opened at. */
function ArchiveMarker() {
  return <output data-testid="archive">{useLocation().pathname}</output>;
}

/** Renders the related screen at its route, with the archive browser's route as a marker beside it. */
export function renderRelated({ roles = ['staff'] }: { roles?: Role[] } = {}) {
  const queryClient = createTestQueryClient();
  render(
    <TestProviders
      queryClient={queryClient}
      path={`/directories/${TEST_DIRECTORY_ID}/documents/${TEST_DOCUMENT_ID}/related`}
    >
      <SessionContext.Provider value={testSession(roles)}>
        <Routes>
          <Route path={routeDefinition('home.directories.documents.related').path} element={<RelatedPage />} />
          <Route path={routeDefinition('archive.overview').path} element={<ArchiveMarker />} />
        </Routes>
      </SessionContext.Provider>
    </TestProviders>,
  );
  return { queryClient };
}
