import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { ProblemCode } from '../../codegen/model/problemCode';
import { useAuthClient } from '../features/auth/auth-context';
import { signOut } from '../features/auth/sign-out';
import { useAppStart } from '../features/auth/use-app-start';
import { DirectoryTree } from '../features/directory-tree/DirectoryTree';
import { InviteDialog } from '../features/invite/InviteDialog';
import { AppLayout } from '../features/layout/AppLayout';
import { Snowfall } from '../features/layout/Snowfall';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { ExplorerHubProvider } from '../features/realtime/ExplorerHubProvider';
import { LiveExplorerUpdates } from '../features/realtime/LiveExplorerUpdates';
import { UploadQueuePanel } from '../features/upload-queue/UploadQueuePanel';
import { SessionContext, type Session } from '../shared/session/session-context';
import { errorMessageKey } from '../shared/errors/error-message';
import { FileDropOverlay } from '../shared/uploads/FileDropOverlay';
import { UploadQueueProvider } from '../shared/uploads/UploadQueueProvider';
import { AppStatusPage } from './pages/AppStatusPage';
import { currentRouteHandle } from './route-handle';
import { useDocumentTitle } from './use-document-title';

/** The layout's left column; module-level, so its identity never changes. */
function renderTree(onNavigate: () => void) {
  return <DirectoryTree onNavigate={onNavigate} />;
}

export interface SignedInShellProps {
  /** Whether the API has the explorer hub (config.json): live changes and notifications. */
  explorerHub?: boolean;
}

/** Every signed-in route: app start, then the product's frame around the route's screen. */
export function SignedInShell({ explorerHub = true }: SignedInShellProps) {
  const { t } = useTranslation();
  const auth = useAuthClient();
  const location = useLocation();
  const handle = currentRouteHandle(useMatches());
  const state = useAppStart(`${location.pathname}${location.search}`);
  const [inviting, setInviting] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  useDocumentTitle(handle?.name);

  const endSession = useCallback(() => {
    // The channel closes with the session: once the server has ended it, the channel could only fail to reconnect.
    setSigningOut(true);
    return signOut(auth);
  }, [auth]);
  const session = useMemo<Session | null>(
    () =>
      state.status === 'ready'
        ? { account: state.application.account, configuration: state.application.configuration, signOut: endSession }
        : null,
    [state, endSession],
  );

  if (state.status === 'load-failed') {
    // A disabled account (platform.md §8 DisabledUser) is told so, and may only sign out.
    if (errorMessageKey(state.error) === ProblemCode.DisabledUser)
      return (
        <AppStatusPage
          message={t('appStart.disabled')}
          action={{ label: t('appStart.signOut'), onClick: () => void endSession() }}
        />
      );
    return <AppStatusPage message={t('appStart.loadFailed')} />;
  }
  if (!session || !handle) return <AppStatusPage busyLabel={t('appStart.loading')} />;

  return (
    <SessionContext.Provider value={session}>
      <ExplorerHubProvider enabled={explorerHub && !signingOut}>
        <LiveExplorerUpdates />
        <UploadQueueProvider>
          <AppLayout
            meta={handle.meta}
            renderTree={renderTree}
            headerActions={<NotificationBell />}
            onInvite={() => {
              setInviting(true);
            }}
          >
            <Outlet />
          </AppLayout>
          <InviteDialog
            opened={inviting}
            onClose={() => {
              setInviting(false);
            }}
          />
          <UploadQueuePanel />
          <FileDropOverlay />
        </UploadQueueProvider>
        <Snowfall />
      </ExplorerHubProvider>
    </SessionContext.Provider>
  );
}
