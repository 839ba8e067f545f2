import { AdminPanelFrame } from '../features/admin-panel/AdminPanelFrame';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { SecurityGroupsPage } from '../features/security-groups/SecurityGroupsPage';
import { ServerSettingsPage } from '../features/server-settings/ServerSettingsPage';
import { SkeletonEditorPage } from '../features/skeleton-editor/SkeletonEditorPage';
import { UsersPage } from '../features/users/UsersPage';
import type { RouteName } from '../shared/routes/routes';
import { PendingPage } from './pages/PendingPage';

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

/**
 * An admin route: the frame and its screen. The whole admin panel is one chunk, loaded when it is first opened
 * (`lazy-screens.tsx`), so moving between its screens keeps the frame and asks for nothing more.
 */
export function AdminPanelScreen({ route }: { route: RouteName }) {
  return <AdminPanelFrame route={route}>{adminScreen(route)}</AdminPanelFrame>;
}
