import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { getFetchDirectoryQueryKey, getGetDirectoryChildrenQueryKey } from '../../codegen/api/directories/directories';
import { getGetSkeletonQueryKey } from '../../codegen/api/skeleton/skeleton';
import type { DirectoryLoadEnvelope } from '../../codegen/model/directoryLoadEnvelope';
import { DirectoryTree } from '../../src/features/directory-tree/DirectoryTree';
import { ExplorerPage } from '../../src/features/explorer/ExplorerPage';
import { otherDocument } from '../../src/shared/documents/documents.test-data';
import { i18n, initI18n } from '../../src/shared/i18n/i18n';
import { SessionContext, type Session } from '../../src/shared/session/session-context';
import { testDirectory } from '../../src/shared/testing/test-directory';

/**
 * The real explorer page over a directory of `?items=` children (10,000 by default: 5 % directories), or with
 * `?view=tree` the directory tree with `?items=` loaded top-level nodes, served from a pre-filled query cache so that
 * the figures are the page's own work, not the network's. `window.__renderStart` marks the moment before React renders.
 */
const DIRECTORY_ID = 'a1000000-0000-4000-8000-000000000004';
const search = new URLSearchParams(window.location.search);
const count = Number(search.get('items') ?? '10000');
const tree = search.get('view') === 'tree';
const directoryCount = Math.round(count * 0.05);

function id(prefix: string, index: number): string {
  return `${prefix}000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
}

const date = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
const load: DirectoryLoadEnvelope = {
  data: {
    ancestors: [testDirectory({ id: 'a1000000-0000-4000-8000-000000000001', name: 'ЖК «Северный квартал»' })],
    directory: testDirectory({ id: DIRECTORY_ID, name: 'АР', parentId: 'a1000000-0000-4000-8000-000000000001' }),
    childrenDirectories: Array.from({ length: directoryCount }, (_, index) =>
      testDirectory({ id: id('a2', index), name: `Раздел ${String(index)}`, parentId: DIRECTORY_ID }),
    ),
    childrenDocuments: Array.from({ length: count - directoryCount }, (_, index) =>
      otherDocument(id('b3', index), `АР-${String(index).padStart(5, '0')} Лист ${String(index % 97)}.pdf`, {
        parentId: DIRECTORY_ID,
        createdAt: date(index),
        updatedAt: date(count - index),
        agreed: index % 11 === 0,
      }),
    ),
  },
};

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
queryClient.setQueryData(getFetchDirectoryQueryKey(DIRECTORY_ID), load);
queryClient.setQueryData(getGetSkeletonQueryKey(), null);
queryClient.setQueryData(
  getGetDirectoryChildrenQueryKey('root'),
  Array.from({ length: count }, (_, index) =>
    testDirectory({
      id: id('a3', index),
      name: `Объект ${String(index).padStart(5, '0')}`,
      isPinned: index % 500 === 0,
    }),
  ),
);

const session: Session = {
  account: {
    id: 'c3000000-0000-4000-8000-000000000002',
    displayName: 'Смирнова А. В.',
    picture: null,
    roles: ['staff'],
  },
  configuration: {
    documentViewer: {
      browser: { extensions: ['.png', '.jpg'] },
      collabora: { extensions: ['.pdf'] },
      dwgViewer: { extensions: [] },
      tanglViewer: { extensions: [] },
      archiveViewer: { extensions: [] },
    },
    undownloadableExtensions: { extensions: [] },
    tanglViewerUrl: null,
  },
  signOut: () => Promise.resolve(),
};

await initI18n('ru');
declare global {
  interface Window {
    __renderStart: number;
    __firstRows?: number;
  }
}
// The moment the first rows are in the document, taken when the DOM changes (before the browser paints them).
const observer = new MutationObserver(() => {
  if (document.querySelector('[role=option], [role=treeitem]')) {
    window.__firstRows = performance.now() - window.__renderStart;
    observer.disconnect();
  }
});
observer.observe(document.body, { childList: true, subtree: true });
window.__renderStart = performance.now();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <SessionContext.Provider value={session}>
              <MemoryRouter initialEntries={[tree ? `/directories/${id('a3', 0)}` : `/directories/${DIRECTORY_ID}`]}>
                <div style={{ height: '100vh', padding: 16, display: 'flex', flexDirection: 'column' }}>
                  <Routes>
                    <Route
                      path="/directories/:directoryId"
                      element={
                        tree ? (
                          <div style={{ width: 300, height: '100%', display: 'flex', flexDirection: 'column' }}>
                            <DirectoryTree />
                          </div>
                        ) : (
                          <ExplorerPage />
                        )
                      }
                    />
                  </Routes>
                </div>
              </MemoryRouter>
            </SessionContext.Provider>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}
