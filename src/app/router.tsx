import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { LogoutPage } from '../features/auth/LogoutPage';
import { SignInCallbackPage } from '../features/auth/SignInCallbackPage';
import { AppNavigationProvider } from '../shared/routes/app-navigation';
import { ROUTES, routePath, type RouteDefinition, type RouteName } from '../shared/routes/routes';
import { ExplorerRoute } from './ExplorerRoute';
import {
  AdminPanelScreen,
  ArchiveBrowserPage,
  DirectoryNotificationsPanel,
  DirectoryPropertiesPanel,
  DocumentOverviewPage,
  DocumentPanel,
  DocumentViewerPage,
  ModelViewerPage,
  RelatedPage,
  SharedLinksPage,
  TrashPage,
  VersionsPage,
} from './lazy-screens';
import { PendingPage } from './pages/PendingPage';
import type { RouteHandle } from './route-handle';
import { SignedInShell } from './SignedInShell';

/**
 * The screen of each route (the explorer's routes: their side panel). Those of `lazy-screens.tsx` are not in the
 * explorer's first load; viewers and some admin screens arrive later (README: Pending).
 */
function screen(name: RouteName) {
  switch (name) {
    case 'home':
      return <Navigate to={routePath('home.directory')} replace />;
    case 'logout':
      return <LogoutPage />;
    case 'signin-callback':
      return <SignInCallbackPage />;
    case 'home.directory':
      // The explorer itself is the parent route (ExplorerRoute); this route adds no panel.
      return null;
    case 'home.directories.document':
      return <DocumentPanel />;
    case 'home.directory.directories.properties':
      return <DirectoryPropertiesPanel />;
    case 'home.directory.directories.notifications':
      return <DirectoryNotificationsPanel />;
    case 'home.deleted':
      return <TrashPage />;
    case 'home.shared-links':
      return <SharedLinksPage />;
    case 'home.directories.documents.versions':
    case 'home.directories.documents.versions.version':
      return <VersionsPage />;
    case 'home.directories.documents.related':
      return <RelatedPage />;
    case 'document.overview':
      return <DocumentOverviewPage />;
    case 'archive.overview':
      return <ArchiveBrowserPage />;
    case 'document.office':
      return <DocumentViewerPage />;
    case 'tangl.viewer':
      return <ModelViewerPage />;
    case 'admin-panel.dashboard':
    case 'admin-panel.users':
    case 'admin-panel.security-groups':
    case 'admin-panel.settings':
    case 'admin-panel.skeleton-editor':
    case 'admin-panel.documents':
    case 'admin-panel.directories':
    case 'admin-panel.logs':
      return <AdminPanelScreen route={name} />;
    default:
      return <PendingPage />;
  }
}

function toRouteObjects(route: RouteDefinition): RouteObject[] {
  const handle: RouteHandle = { name: route.name, meta: route.meta };
  return [route.path, ...(route.aliases ?? [])].map((path) => ({ path, handle, element: screen(route.name) }));
}

/** The routes shown inside the explorer: the directory alone, or with a side panel. */
const EXPLORER_ROUTES: ReadonlySet<RouteName> = new Set([
  'home.directory',
  'home.directories.document',
  'home.directories.documents.versions',
  'home.directories.documents.versions.version',
  'home.directories.documents.related',
  'home.directory.directories.properties',
  'home.directory.directories.notifications',
]);

export interface AppRouterOptions {
  /** Whether the API has the explorer hub (config.json). */
  explorerHub?: boolean;
}

export function createAppRouter(basename: string, { explorerHub = true }: AppRouterOptions = {}) {
  const signedInRoutes = ROUTES.filter((route) => route.meta.requiresAuth);
  const explorer = signedInRoutes.filter((route) => EXPLORER_ROUTES.has(route.name)).flatMap(toRouteObjects);
  const signedIn = [
    { element: <ExplorerRoute />, children: explorer },
    ...signedInRoutes.filter((route) => !EXPLORER_ROUTES.has(route.name)).flatMap(toRouteObjects),
  ];
  const open = ROUTES.filter((route) => !route.meta.requiresAuth).flatMap(toRouteObjects);
  return createBrowserRouter(
    [
      {
        // Made once here, so the provider's render on each navigation does not render the routes below it again.
        element: (
          <AppNavigationProvider>
            <Outlet />
          </AppNavigationProvider>
        ),
        children: [
          ...open,
          { element: <SignedInShell explorerHub={explorerHub} />, children: signedIn },
          { path: '*', element: <Navigate to={routePath('home.directory')} replace /> },
        ],
      },
    ],
    { basename },
  );
}
