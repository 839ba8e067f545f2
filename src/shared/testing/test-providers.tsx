import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { ModalsReady } from '../modals/modals-ready';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from '../i18n/i18n';
import { AppNavigationProvider } from '../routes/app-navigation';

/** A query client for one test: no retries, so a failing answer shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export interface TestProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** The router's location; `/` by default. */
  path?: string;
}

/**
 * The providers a screen needs in a component test: i18n, Mantine (with the promise modals), the query cache and a
 * memory router. Call `initI18n('ru')` before rendering.
 */
export function TestProviders({ children, queryClient, path = '/' }: TestProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <ModalsReady />
            <MemoryRouter initialEntries={[path]}>
              <AppNavigationProvider>{children}</AppNavigationProvider>
            </MemoryRouter>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
