import type { AxiosRequestConfig } from 'axios';
import { Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Directory } from '../../../codegen/model/directory';
import type { DirectoryLoad } from '../../../codegen/model/directoryLoad';
import type { Role } from '../../../codegen/model/role';
import { httpClient } from '../../api/http-client';
import { otherDocument, testNote } from '../../shared/documents/documents.test-data';
import { renderWithSession } from '../../shared/downloads/downloads.test-fixtures';
import { routeDefinition } from '../../shared/routes/routes';
import { testDirectory } from '../../shared/testing/test-directory';
import { ExplorerPage } from './ExplorerPage';

export const PROJECT_ID = 'a1000000-0000-4000-8000-000000000001';
export const STAGE_ID = 'a1000000-0000-4000-8000-000000000002';
export const SECTION_ID = 'a1000000-0000-4000-8000-000000000003';
export const SHOWN_ID = 'a1000000-0000-4000-8000-000000000004';

export const facades = testDirectory({
  id: 'a1000000-0000-4000-8000-000000000008',
  name: 'Фасады',
  parentId: SHOWN_ID,
});
export const sections = testDirectory({
  id: 'a1000000-0000-4000-8000-000000000009',
  name: 'Разрезы',
  parentId: SHOWN_ID,
  skeletonEntityId: 'f7000000-0000-4000-8000-000000000003',
});
export const plan = otherDocument('b2000000-0000-4000-8000-000000000001', 'АР-01 План 1 этажа.pdf', {
  parentId: SHOWN_ID,
  comments: [testNote('a8000000-0000-4000-8000-000000000001', 'Уточнить отметки')],
});
export const facadeSheet = otherDocument('b2000000-0000-4000-8000-000000000002', 'АР-02 Фасады.pdf', {
  parentId: SHOWN_ID,
  agreed: true,
});
export const photo = otherDocument('b2000000-0000-4000-8000-000000000003', 'Фото площадки.jpg', { parentId: SHOWN_ID });

export function shownDirectory(fields: Partial<Directory> = {}): Directory {
  return testDirectory({
    id: SHOWN_ID,
    name: 'АР',
    parentId: SECTION_ID,
    ancestorIds: [PROJECT_ID, STAGE_ID, SECTION_ID],
    depth: 3,
    ...fields,
  });
}

export function testLoad(fields: Partial<DirectoryLoad> = {}): DirectoryLoad {
  return {
    ancestors: [
      testDirectory({ id: PROJECT_ID, name: 'ЖК «Северный квартал»' }),
      testDirectory({ id: STAGE_ID, name: 'Рабочая документация', parentId: PROJECT_ID }),
      testDirectory({ id: SECTION_ID, name: 'Корпус 1', parentId: STAGE_ID }),
    ],
    directory: shownDirectory(),
    childrenDirectories: [facades, sections],
    childrenDocuments: [plan, facadeSheet, photo],
    ...fields,
  };
}

export interface ExplorerServer {
  /** The load of the directory the URL names (GET …/fetch); `testLoad()` by default. */
  load?: (url: string) => DirectoryLoad | Promise<DirectoryLoad>;
  /** Any call other than the loads; returns the answer or throws. */
  action?: (config: AxiosRequestConfig) => unknown;
}

/** Answers the explorer's calls through the mocked mutator (mock `../../api/http-client` in the test file). */
export function serveExplorer(server: ExplorerServer = {}): void {
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const { url = '', method = 'GET' } = config;
    if (method === 'GET' && url.endsWith('/fetch'))
      return Promise.resolve(server.load ? server.load(url) : testLoad()).then((data) => ({ data }));
    if (method === 'GET' && url === '/skeleton') {
      return Promise.resolve({ id: 'f6000000-0000-4000-8000-000000000001', name: 'default' });
    }
    if (method === 'GET' && url.startsWith('/skeleton/')) return Promise.resolve([]);
    if (method === 'GET' && url.endsWith('/children')) return Promise.resolve([]);
    if (server.action) return Promise.resolve().then(() => server.action?.(config));
    return Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders the explorer at a directory, with a session of the given roles and the location shown for assertions. */
export function renderExplorer({ roles = ['staff'] as Role[], directoryId = SHOWN_ID } = {}) {
  const element = (
    <>
      <ExplorerPage />
      <Location />
    </>
  );
  return renderWithSession(
    <Routes>
      <Route path={routeDefinition('home.directory').path} element={element} />
      <Route path={routeDefinition('home.directories.document').path} element={<Location />} />
      <Route path={routeDefinition('archive.overview').path} element={<Location />} />
    </Routes>,
    { roles, path: `/directories/${directoryId}` },
  );
}
