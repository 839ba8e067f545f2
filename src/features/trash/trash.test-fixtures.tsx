import { calls } from '../../shared/testing/recorded-calls';
import { render } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import type { DeletedElement } from '../../../codegen/model/deletedElement';
import type { Directory } from '../../../codegen/model/directory';
import type { TrashPage as TrashPageData } from '../../../codegen/model/trashPage';
import type { TrashQuery } from '../../../codegen/model/trashQuery';
import { httpClient } from '../../api/http-client';
import { createTestQueryClient, TestProviders } from '../../shared/testing/test-providers';
import { TrashPage } from './TrashPage';

/** A deleted element of the contract; `n` makes the ids and names unique. */
export function deletedElement(n: number, fields: Partial<DeletedElement> = {}): DeletedElement {
  const id = `ab000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    elementType: 'Document',
    element: { id: `b2000000-0000-4000-8000-${String(n).padStart(12, '0')}`, name: `Документ ${String(n)}.pdf` },
    originalLocation: 'ЖК «Северный квартал» / Рабочая документация',
    originalDirectoryId: 'a1000000-0000-4000-8000-000000000004',
    deletedAt: '2026-11-21T15:12:00Z',
    ...fields,
  };
}

export const oldRevisions = deletedElement(1, {
  elementType: 'Directory',
  element: { id: 'a1000000-0000-4000-8000-000000000007', name: 'Старые ревизии' },
  deletedAt: '2026-11-20T12:40:00Z',
});
export const facades = deletedElement(2, {
  element: { id: 'b2000000-0000-4000-8000-000000000006', name: 'АР-02 Фасады (устар.).pdf' },
});

/** What the mocked server answers; each handler may return a value, a promise, or throw. */
export interface TrashServer {
  /** POST /deleted; the first page of the two example elements by default. */
  list?: (query: TrashQuery) => TrashPageData;
  /** GET /directories/{id}/children. */
  children?: (id: string) => Directory[];
  restore?: (body: unknown) => unknown;
  deletePermanently?: (body: unknown) => unknown;
  empty?: () => unknown;
}

export const examplePage: TrashPageData = { deletedElements: [oldRevisions, facades], totalPages: 1 };

/** Answers the generated calls through the mocked `httpClient` (mock `../../api/http-client` in the test file). */
export function serveTrash(server: TrashServer = {}): void {
  vi.mocked(httpClient).mockImplementation((config: AxiosRequestConfig) => {
    const { url = '', method = 'GET' } = config;
    const data: unknown = config.data;
    const children = /^\/directories\/([^/]+)\/children$/.exec(url);
    try {
      if (url === '/deleted' && method === 'POST') {
        return Promise.resolve({ data: (server.list ?? (() => examplePage))(data as TrashQuery) });
      }
      if (url === '/deleted' && method === 'PATCH') return Promise.resolve(server.restore?.(data));
      if (url === '/deleted/delete' && method === 'POST') return Promise.resolve(server.deletePermanently?.(data));
      if (url === '/deleted/empty' && method === 'DELETE') return Promise.resolve(server.empty?.());
      if (children?.[1] && method === 'GET') return Promise.resolve(server.children?.(children[1]) ?? []);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return Promise.reject(new Error(`unexpected ${method} ${url}`));
  });
}

/** The bodies of the POST /deleted list requests, in order. */
export function listRequests(): TrashQuery[] {
  return calls()
    .filter((call) => call.method === 'POST' && call.url === '/deleted')
    .map((call) => call.data as TrashQuery);
}

/** Renders the trash screen with its providers; returns the query client to inspect the cache. */
export function renderTrash() {
  const queryClient = createTestQueryClient();
  render(
    <TestProviders queryClient={queryClient} path="/deleted">
      <TrashPage />
    </TestProviders>,
  );
  return { queryClient };
}
