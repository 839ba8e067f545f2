import type { RouteMeta } from '../../shared/routes/routes';
import { testDirectory } from '../../shared/testing/test-directory';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { getGetPinnedDirectoriesQueryKey } from '../../../codegen/api/pins/pins';
import type { Account } from '../../../codegen/model/account';
import type { Directory } from '../../../codegen/model/directory';
import type { Role } from '../../../codegen/model/role';
import { i18n } from '../../shared/i18n/i18n';
import { SessionContext, type Session } from '../../shared/session/session-context';
import { AppNavigationProvider } from '../../shared/routes/app-navigation';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME } from './color-scheme-manager';
import { appTheme } from './theme';

/** The flags of an ordinary page: header, footer and columns, no Go back link. */
export const page: RouteMeta = {
  fullScreen: false,
  hideHeaderBar: false,
  hideFooterBar: false,
  showGoBackLink: false,
  requiresAuth: true,
};

/** A top-level directory made from a skeleton entity (so not italic), unless overridden. */
export function directory(overrides: Partial<Directory> & Pick<Directory, 'id' | 'name'>): Directory {
  return testDirectory({ skeletonEntityId: 'skeleton-1', ...overrides });
}

export function session(roles: Role[], signOut: () => Promise<void> = vi.fn(() => Promise.resolve())): Session {
  const account: Account = { id: 'account-1', displayName: 'Иван Петров', picture: null, roles };
  const none = { extensions: [] };
  return {
    account,
    configuration: {
      documentViewer: { browser: none, collabora: none, dwgViewer: none, tanglViewer: none, archiveViewer: none },
      undownloadableExtensions: none,
      tanglViewerUrl: null,
    },
    signOut,
  };
}

/** A query client whose cache already holds the pinned directories, so nothing is fetched. */
export function queryClientWith({ pinned = [] }: { pinned?: Directory[] }): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(getGetPinnedDirectoriesQueryKey(), { data: pinned });
  return client;
}

/**
 * Stands in for the app's directory tree in the left column: a labelled region with a link that reports the choice
 * through `onNavigate`, as the tree does.
 */
export function renderTestTree(onNavigate: () => void): ReactNode {
  return (
    <nav aria-label="Дерево каталогов">
      <a
        href="/directories/free"
        onClick={(event) => {
          event.preventDefault();
          onNavigate();
        }}
      >
        Входящие
      </a>
    </nav>
  );
}

export interface LayoutProvidersProps {
  children: ReactNode;
  session: Session;
  queryClient: QueryClient;
  path?: string;
}

/** The app's providers around a layout component: i18n, Mantine with the app theme, query cache, session, router. */
export function LayoutProviders({
  children,
  session: value,
  queryClient,
  path = '/directories',
}: LayoutProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        env="test"
        theme={appTheme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme={DEFAULT_COLOR_SCHEME}
      >
        <QueryClientProvider client={queryClient}>
          <SessionContext.Provider value={value}>
            <MemoryRouter initialEntries={[path]}>
              <AppNavigationProvider>{children}</AppNavigationProvider>
            </MemoryRouter>
          </SessionContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
