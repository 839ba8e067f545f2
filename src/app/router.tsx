import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminPanelFrame } from '../features/admin-panel/AdminPanelFrame';
import { UsersPage } from '../features/users/UsersPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { LogoutPage } from '../features/auth/LogoutPage';
import { SignInCallbackPage } from '../features/auth/SignInCallbackPage';
import { DirectoryNotificationsPanel } from '../features/directory-panels/DirectoryNotificationsPanel';
import { DirectoryPropertiesPanel } from '../features/directory-panels/DirectoryPropertiesPanel';
import { DocumentPanel } from '../features/document-panel/DocumentPanel';
import { RelatedPage } from '../features/related/RelatedPage';
import { SharedLinksPage } from '../features/shared-links/SharedLinksPage';
import { SecurityGroupsPage } from '../features/security-groups/SecurityGroupsPage';
import { ServerSettingsPage } from '../features/server-settings/ServerSettingsPage';
import { SkeletonEditorPage } from '../features/skeleton-editor/SkeletonEditorPage';
import { TrashPage } from '../features/trash/TrashPage';
import { VersionsPage } from '../features/versions/VersionsPage';
import { ROUTES, routePath, type RouteDefinition, type RouteName } from '../shared/routes/routes';
import { DocumentOverviewPage } from '../features/document-overview/DocumentOverviewPage';
import { ArchiveBrowserPage } from '../features/archive-browser/ArchiveBrowserPage';
import { ExplorerRoute } from './ExplorerRoute';
import { PendingPage } from './pages/PendingPage';
import type { RouteHandle } from './route-handle';
import { SignedInShell } from './SignedInShell';

/**
 * The document viewer is loaded when it is first opened: it brings pdf.js (a megabyte), which no other screen needs,
 * so the explorer's first load stays as it was.
 */
const DocumentViewerPage = lazy(() =>
  import('../features/document-viewer/DocumentViewerPage').then(({ DocumentViewerPage: page }) => ({ default: page })),
);

/**
 * The model viewer likewise: three.js and That Open fragments (some megabytes, and a worker) come only with it; its
 * page itself is small, the engine a further chunk it loads once it has a canvas.
 */
const ModelViewerPage = lazy(() =>
  import('../features/model-viewer/ModelViewerPage').then(({ ModelViewerPage: page }) => ({ default: page })),
);

function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <Center p="xl">
      <Loader role="status" aria-label={t('documentViewer.loading')} />
    </Center>
  );
}

/** The screen of each route (the explorer's routes: their side panel); viewers and some admin screens arrive later (README: Pending). */
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
      return (
        <Suspense fallback={<ScreenLoading />}>
          <DocumentViewerPage />
        </Suspense>
      );
    case 'tangl.viewer':
      return (
        <Suspense fallback={<ScreenLoading />}>
          <ModelViewerPage />
        </Suspense>
      );
    case 'admin-panel.dashboard':
    case 'admin-panel.users':
    case 'admin-panel.security-groups':
    case 'admin-panel.settings':
    case 'admin-panel.skeleton-editor':
    case 'admin-panel.documents':
    case 'admin-panel.directories':
    case 'admin-panel.logs':
      return <AdminPanelFrame route={name}>{adminScreen(name)}</AdminPanelFrame>;
    default:
      return <PendingPage />;
  }
}

/**
 * The screen inside the admin panel's frame (platform.md §2.4); /admin-panel/documents, /directories and /logs show
 * the security groups screen.
 */
function adminScreen(name: RouteName) {
  switch (name) {
    case 'admin-panel.dashboard':
      return <DashboardPage />;
    case 'admin-panel.users':
      return <UsersPage />;
    case 'admin-panel.security-groups':
    case 'admin-panel.documents':
    case 'admin-panel.directories':
    case 'admin-panel.logs':
      return <SecurityGroupsPage />;
    case 'admin-panel.settings':
      return <ServerSettingsPage />;
    case 'admin-panel.skeleton-editor':
      return <SkeletonEditorPage />;
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
      ...open,
      { element: <SignedInShell explorerHub={explorerHub} />, children: signedIn },
      { path: '*', element: <Navigate to={routePath('home.directory')} replace /> },
    ],
    { basename },
  );
}
