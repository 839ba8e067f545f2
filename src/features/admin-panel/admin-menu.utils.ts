import type { RouteName } from '../../shared/routes/routes';

export interface AdminMenuItem {
  /** The text key under `admin.menu`. */
  key: 'dashboard' | 'users' | 'securityGroups' | 'skeletonEditor' | 'settings';
  route: RouteName;
}

/** The admin panel's left menu, in the specification's order (platform.md §2.4). */
export const ADMIN_MENU: readonly AdminMenuItem[] = [
  { key: 'dashboard', route: 'admin-panel.dashboard' },
  { key: 'users', route: 'admin-panel.users' },
  { key: 'securityGroups', route: 'admin-panel.security-groups' },
  { key: 'skeletonEditor', route: 'admin-panel.skeleton-editor' },
  { key: 'settings', route: 'admin-panel.settings' },
];

/**
 * The menu entry of the route shown, if it has one. /admin-panel/documents, /directories and /logs show the security
 * groups screen but are not in the menu, so no entry is marked there.
 */
export function activeAdminMenuItem(route: RouteName): AdminMenuItem | undefined {
  return ADMIN_MENU.find((item) => item.route === route);
}
