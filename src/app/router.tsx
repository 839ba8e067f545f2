import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LogoutPage } from '../features/auth/LogoutPage';
import { SignInCallbackPage } from '../features/auth/SignInCallbackPage';
import { DirectoryNotificationsPanel } from '../features/directory-panels/DirectoryNotificationsPanel';
import { DirectoryPropertiesPanel } from '../features/directory-panels/DirectoryPropertiesPanel';
import { TrashPage } from '../features/trash/TrashPage';
import { VersionsPage } from '../features/versions/VersionsPage';
import { ROUTES, routePath, type RouteDefinition, type RouteName } from '../shared/routes/routes';
import { PendingPage } from './pages/PendingPage';
import type { RouteHandle } from './route-handle';
import { SignedInShell } from './SignedInShell';

/** The screen of each route; the explorer, viewers and admin screens arrive with their issues (README: Pending). */
function screen(name: RouteName) {
  switch (name) {
    case 'home':
      return <Navigate to={routePath('home.directory')} replace />;
    case 'logout':
      return <LogoutPage />;
    case 'signin-callback':
      return <SignInCallbackPage />;
    case 'home.directory.directories.properties':
      return <DirectoryPropertiesPanel />;
    case 'home.directory.directories.notifications':
      return <DirectoryNotificationsPanel />;
    case 'home.deleted':
      return <TrashPage />;
    case 'home.directories.documents.versions':
    case 'home.directories.documents.versions.version':
      return <VersionsPage />;
    default:
      return <PendingPage />;
  }
}

function toRouteObjects(route: RouteDefinition): RouteObject[] {
  const handle: RouteHandle = { name: route.name, meta: route.meta };
  return [route.path, ...(route.aliases ?? [])].map((path) => ({ path, handle, element: screen(route.name) }));
}

export function createAppRouter(basename: string) {
  const signedIn = ROUTES.filter((route) => route.meta.requiresAuth).flatMap(toRouteObjects);
  const open = ROUTES.filter((route) => !route.meta.requiresAuth).flatMap(toRouteObjects);
  return createBrowserRouter(
    [
      ...open,
      { element: <SignedInShell />, children: signedIn },
      { path: '*', element: <Navigate to={routePath('home.directory')} replace /> },
    ],
    { basename },
  );
}
