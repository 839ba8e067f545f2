import './app/zod-config';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureAuth } from './api/http-client';
import { loadAppConfig } from './app/app-config';
import { AppProviders } from './app/AppProviders';
import { UnsupportedBrowserPage } from './app/pages/UnsupportedBrowserPage';
import { createAppRouter } from './app/router';
import { isUnsupportedBrowser } from './app/unsupported-browser.utils';
import { AuthClient } from './features/auth/auth-client';
import { AuthClientContext } from './features/auth/auth-context';
import { initI18n, storedLanguage } from './shared/i18n/i18n';

const baseUrl = import.meta.env.BASE_URL;
const basename = baseUrl.replace(/\/$/, '') || '/';

/** The path inside the app (without the base), to come back to after signing in. */
function currentAppPath(): string {
  const path = window.location.pathname.startsWith(basename)
    ? window.location.pathname.slice(basename === '/' ? 0 : basename.length) || '/'
    : '/';
  return `${path}${window.location.search}`;
}

async function bootstrap(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  // The texts (English is a chunk of its own) and config.json load side by side.
  const texts = initI18n(storedLanguage());
  if (isUnsupportedBrowser(navigator.userAgent)) {
    await texts;
    root.render(
      <AppProviders>
        <UnsupportedBrowserPage />
      </AppProviders>,
    );
    return;
  }
  const [config] = await Promise.all([loadAppConfig(baseUrl), texts]);
  const auth = new AuthClient({ ...config.oidc, appBaseUrl: new URL(baseUrl, window.location.origin).href });
  configureAuth({
    accessToken: () => auth.accessToken(),
    renew: async () => (await auth.renewSilently())?.access_token,
    signIn: () => auth.signInRedirect(currentAppPath()),
  });
  root.render(
    <StrictMode>
      <AppProviders>
        <AuthClientContext.Provider value={auth}>
          <RouterProvider router={createAppRouter(basename, { explorerHub: config.explorerHub })} />
        </AuthClientContext.Provider>
      </AppProviders>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) {
  bootstrap(container).catch((error: unknown) => {
    // Startup failed before the app could render anything of its own (platform.md §2.2).
    console.error(error);
    container.textContent = 'Something went wrong...';
  });
}
