/**
 * The typed route table of both specifications (explorer.md §2, platform.md §2). Paths are relative to the app's base
 * path (`/0` by default); `:name?` marks an optional parameter.
 */
export interface RouteMeta {
  /** The screen takes the whole window, without the page columns. */
  fullScreen: boolean;
  hideHeaderBar: boolean;
  hideFooterBar: boolean;
  /** The header menu shows Go back (history back, else home). */
  showGoBackLink: boolean;
  /** Every route needs sign-in except the sign-in callback. */
  requiresAuth: boolean;
}

export interface RouteDefinition {
  name: RouteName;
  path: string;
  meta: RouteMeta;
  /** Further paths that show the same screen. */
  aliases?: readonly string[];
}

export const ROUTE_NAMES = [
  'home',
  'home.directory',
  'home.directories.document',
  'home.directories.documents.versions',
  'home.directories.documents.versions.version',
  'home.directories.documents.related',
  'home.directory.directories.properties',
  'home.directory.directories.notifications',
  'home.deleted',
  'home.shared-links',
  'tangl.viewer',
  'document.overview',
  'document.office',
  'archive.overview',
  'admin-panel.dashboard',
  'admin-panel.users',
  'admin-panel.security-groups',
  'admin-panel.settings',
  'admin-panel.skeleton-editor',
  'admin-panel.documents',
  'admin-panel.directories',
  'admin-panel.logs',
  'profile',
  'logout',
  'signin-callback',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

const page: RouteMeta = {
  fullScreen: false,
  hideHeaderBar: false,
  hideFooterBar: false,
  showGoBackLink: false,
  requiresAuth: true,
};

export const ROUTES: readonly RouteDefinition[] = [
  { name: 'home', path: '/', meta: page },
  { name: 'home.directory', path: '/directories/:directoryId?', meta: page },
  { name: 'home.directories.document', path: '/directories/:directoryId/documents/:documentId', meta: page },
  {
    name: 'home.directories.documents.versions',
    path: '/directories/:directoryId/documents/:documentId/versions',
    meta: page,
  },
  {
    name: 'home.directories.documents.versions.version',
    path: '/directories/:directoryId/documents/:documentId/versions/:versionIndex',
    meta: page,
  },
  {
    name: 'home.directories.documents.related',
    path: '/directories/:directoryId/documents/:documentId/related',
    meta: page,
  },
  {
    name: 'home.directory.directories.properties',
    path: '/directories/:directoryId/directories/:openDirectoryId',
    meta: page,
  },
  {
    name: 'home.directory.directories.notifications',
    path: '/directories/:directoryId/directories/:openDirectoryId/notifications',
    meta: page,
  },
  { name: 'home.deleted', path: '/deleted', meta: page },
  // Designed: the shared links that still work, to revoke them (docs/server.md, Shared links).
  { name: 'home.shared-links', path: '/shared-links', meta: page },
  {
    name: 'tangl.viewer',
    path: '/tangl-viewer/model/*',
    meta: { ...page, fullScreen: true, showGoBackLink: true, hideFooterBar: true },
  },
  {
    name: 'document.overview',
    path: '/documents/:documentId/versions/:versionIndex?/overview',
    meta: { ...page, fullScreen: true, hideHeaderBar: true, hideFooterBar: true },
  },
  {
    name: 'document.office',
    path: '/documents/:documentId/versions/:versionIndex?/office',
    meta: { ...page, fullScreen: true, showGoBackLink: true, hideFooterBar: true },
    aliases: [
      '/documents/:documentId/office',
      '/documents/:documentId/versions/:versionIndex?/pdf',
      '/directories/:directoryId/documents/:documentId/view',
      '/directories/:directoryId/documents/:documentId/preview',
      '/directories/:directoryId/documents/:documentId/versions/:versionIndex/view',
      '/directories/:directoryId/documents/:documentId/versions/:versionIndex/preview',
    ],
  },
  {
    name: 'archive.overview',
    path: '/directories/:directoryId/documents/:documentId/versions/:versionIndex/archive',
    meta: { ...page, showGoBackLink: true, hideFooterBar: true },
  },
  { name: 'admin-panel.dashboard', path: '/admin-panel/dashboard', meta: page },
  { name: 'admin-panel.users', path: '/admin-panel/users', meta: page },
  { name: 'admin-panel.security-groups', path: '/admin-panel/security-groups', meta: page },
  { name: 'admin-panel.settings', path: '/admin-panel/settings', meta: page },
  { name: 'admin-panel.skeleton-editor', path: '/admin-panel/skeleton-editor', meta: page },
  { name: 'admin-panel.documents', path: '/admin-panel/documents', meta: page },
  { name: 'admin-panel.directories', path: '/admin-panel/directories', meta: page },
  { name: 'admin-panel.logs', path: '/admin-panel/logs', meta: page },
  { name: 'profile', path: '/profile', meta: page },
  { name: 'logout', path: '/logout', meta: page },
  { name: 'signin-callback', path: '/signin-callback', meta: { ...page, requiresAuth: false } },
];

const byName = new Map(ROUTES.map((route) => [route.name, route]));

export function routeDefinition(name: RouteName): RouteDefinition {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

export type RouteParams = Record<string, string | number | undefined>;

/**
 * Builds the path of a named route: `routePath('home.directory', { directoryId })`. Optional parameters left out
 * drop their segment; a missing required parameter is a programming error.
 */
export function routePath(name: RouteName, params: RouteParams = {}): string {
  const { path } = routeDefinition(name);
  const segments = path
    .split('/')
    .filter((segment) => segment !== '*')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return undefined;
        throw new Error(`Route ${name} needs the parameter ${key}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment): segment is string => segment !== undefined);
  const built = segments.join('/');
  return built === '' ? '/' : built;
}
