import { calls } from '../../shared/testing/recorded-calls';
import { render } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { CreateListenerRequest } from '../../../codegen/model/createListenerRequest';
import type { Directory } from '../../../codegen/model/directory';
import type { DirectoryListener } from '../../../codegen/model/directoryListener';
import type { DirectoryProperties } from '../../../codegen/model/directoryProperties';
import { httpClient } from '../../api/http-client';
import { routeDefinition } from '../../shared/routes/routes';
import { createTestQueryClient, TestProviders } from '../../shared/testing/test-providers';
import { testDirectory } from '../../shared/testing/test-directory';
import { EVENT_TYPES } from './listeners.utils';

export const PARENT_ID = 'a1000000-0000-4000-8000-000000000003';
export const DIRECTORY_ID = 'a1000000-0000-4000-8000-000000000004';

/** «АР» under «Рабочая документация», as in the contract's examples. */
export const architecture: Directory = testDirectory({
  id: DIRECTORY_ID,
  name: 'АР — Архитектурные решения',
  parentId: PARENT_ID,
  createdAt: '2026-09-12T10:20:00Z',
  updatedAt: '2026-11-21T16:02:00Z',
});
export const topLevel: Directory = testDirectory({ id: PARENT_ID, name: 'ЖК «Северный квартал»' });
export const exampleProperties: DirectoryProperties = { totalSize: 378419200, documentsCount: 4, directoriesCount: 3 };

let nextListener = 100;

/** A subscription in the shown directory. */
export function listener(type: DirectoryListener['type'], fields: Partial<DirectoryListener> = {}): DirectoryListener {
  nextListener += 1;
  return {
    id: `aa000000-0000-4000-8000-${String(nextListener).padStart(12, '0')}`,
    type,
    once: false,
    self: false,
    directoryId: DIRECTORY_ID,
    ...fields,
  };
}

export interface PanelsServer {
  directory?: Directory;
  /** GET /directories/{id}/properties; may throw. */
  properties?: () => DirectoryProperties;
  /** The subscriptions the server starts with; POST, DELETE, reset and listen-all change them. */
  listeners?: DirectoryListener[];
}

/** Answers the generated calls through the mocked `httpClient` (mock `../../api/http-client` in the test file). */
export function servePanels(server: PanelsServer = {}): void {
  const directory = server.directory ?? architecture;
  let listeners = [...(server.listeners ?? [])];
  const base = `/directories/${directory.id}`;
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const { url = '', method = 'GET' } = config;
    const one = new RegExp(`^${base}/listeners/([^/]+)$`).exec(url);
    try {
      if (url === base && method === 'GET') return Promise.resolve(directory);
      if (url === `${base}/properties` && method === 'GET') {
        return Promise.resolve((server.properties ?? (() => exampleProperties))());
      }
      if (url === `${base}/listeners` && method === 'GET') return Promise.resolve({ data: listeners });
      if (url === `${base}/listeners` && method === 'POST') {
        const body = config.data as CreateListenerRequest;
        const created = listener(body.type, { once: body.once ?? false, self: body.self ?? false });
        listeners = [...listeners, created];
        return Promise.resolve(created);
      }
      if (url === `${base}/listeners/reset` && method === 'POST') {
        listeners = [];
        return Promise.resolve(undefined);
      }
      if (url === `${base}/listeners/listen-all` && method === 'POST') {
        const have = new Set(listeners.map((candidate) => candidate.type));
        listeners = [...listeners, ...EVENT_TYPES.filter((type) => !have.has(type)).map((type) => listener(type))];
        return Promise.resolve({ data: listeners });
      }
      if (one?.[1] && method === 'DELETE') {
        listeners = listeners.filter((candidate) => candidate.id !== one[1]);
        return Promise.resolve(undefined);
      }
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
}

/** The calls that change something (not GET). */
export function changes() {
  return calls().filter((call) => call.method !== 'GET');
}

/** Renders a panel at its route for `directory` (the shown one) under `PARENT_ID`. */
export function renderPanel(
  name: 'home.directory.directories.properties' | 'home.directory.directories.notifications',
  panel: ReactNode,
  directory: Directory = architecture,
) {
  const queryClient = createTestQueryClient();
  const suffix = name.endsWith('notifications') ? '/notifications' : '';
  render(
    <TestProviders queryClient={queryClient} path={`/directories/${PARENT_ID}/directories/${directory.id}${suffix}`}>
      <Routes>
        <Route path={routeDefinition(name).path} element={panel} />
      </Routes>
    </TestProviders>,
  );
  return { queryClient };
}
