import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME } from '../features/layout/color-scheme-manager';
import { appCssVariables, appTheme } from '../features/layout/theme';
import { i18n } from '../shared/i18n/i18n';
import { ModalHost } from '../shared/modals/modal-host';

/**
 * The notifications' container (with its transitions) comes after the first paint: `notifications.show` keeps what it
 * is given in Mantine's store, and the container shows it once mounted, so nothing shown earlier is lost.
 */
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already renews and retries once after a 401; other failures are shown, not retried blindly.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={appTheme}
        cssVariablesResolver={appCssVariables}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme={DEFAULT_COLOR_SCHEME}
      >
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <Notifications position="top-right" />
          </Suspense>
          {children}
          <ModalHost />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
