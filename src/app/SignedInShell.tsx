import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { ProblemCode } from '../../codegen/model/problemCode';
import { useAuthClient } from '../features/auth/auth-context';
import { signOut } from '../features/auth/sign-out';
import { useAppStart } from '../features/auth/use-app-start';
import { DirectoryTree } from '../features/directory-tree/DirectoryTree';
import { AppLayout } from '../features/layout/AppLayout';
import { Snowfall } from '../features/layout/Snowfall';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { ExplorerHubProvider } from '../features/realtime/ExplorerHubProvider';
import { LiveExplorerUpdates } from '../features/realtime/LiveExplorerUpdates';
import { useAppNavigation } from '../shared/routes/app-navigation';
import { SessionContext, type Session } from '../shared/session/session-context';
import { errorMessageKey } from '../shared/errors/error-message';
import { FileDropOverlay } from '../shared/uploads/FileDropOverlay';
import { useUploadQueueMade } from '../shared/uploads/upload-queue-context';
import { UploadQueueProvider } from '../shared/uploads/UploadQueueProvider';
import { lazyPart, MountOnceOpened } from '../shared/ui/lazy-part';
import { AppStatusPage } from './pages/AppStatusPage';
import { currentRouteHandle } from './route-handle';
import { useDocumentTitle } from './use-document-title';

// Parts of the shell nobody sees at first: loaded when first wanted, not with the explorer (README, Performance).
const InviteDialog = lazyPart(async () => (await import('../features/invite/InviteDialog')).InviteDialog, 'invite');
const UploadQueuePanel = lazyPart(
  async () => (await import('../features/upload-queue/UploadQueuePanel')).UploadQueuePanel,
);

/** The upload queue's window, once the first upload has made the queue (then it stays; empty, it shows nothing). */
function UploadQueueWindow() {
  return (
    <MountOnceOpened opened={useUploadQueueMade()}>
      <UploadQueuePanel />
    </MountOnceOpened>
  );
}

/** The layout's left column; module-level, so its identity never changes. */
function renderTree(onNavigate: () => void) {
  return <DirectoryTree onNavigate={onNavigate} />;
}

/** The same element on every render, so that the memoised bell is not rendered again with each navigation. */
const headerActions = <NotificationBell />;
/** The route's screen; the same element on every render, so that the memoised layout lets it render alone. */
const routeScreen = <Outlet />;

interface RouteFrameProps {
  onInvite: () => void;
}

/**
 * The product's frame around the route's screen: the one part of the shell that follows the route (its flags and
 * title), so that a navigation renders this and the route, not the shell's providers and windows (README,
 * Performance). The layout is memoised: between routes of the same flags it does not render again.
 */
function RouteFrame({ onInvite }: RouteFrameProps) {
  const { t } = useTranslation();
  const handle = currentRouteHandle(useMatches());
  useDocumentTitle(handle?.name);
  if (!handle) return <AppStatusPage busyLabel={t('appStart.loading')} />;
  return (
    <AppLayout meta={handle.meta} renderTree={renderTree} headerActions={headerActions} onInvite={onInvite}>
      {routeScreen}
    </AppLayout>
  );
}

export interface SignedInShellProps {
  /** Whether the API has the explorer hub (config.json): live changes and notifications. */
  explorerHub?: boolean;
}

/** Every signed-in route: app start, then the product's frame around the route's screen. */
export function SignedInShell({ explorerHub = true }: SignedInShellProps) {
  const { t } = useTranslation();
  const auth = useAuthClient();
  const navigation = useAppNavigation();
  // Read, not followed: the start runs once, and the shell does not render again with each navigation.
  const state = useAppStart(`${navigation.pathname()}${navigation.search()}`);
  const [inviting, setInviting] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const invite = useCallback(() => {
    setInviting(true);
  }, []);

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
  if (!session) return <AppStatusPage busyLabel={t('appStart.loading')} />;

  return (
    <SessionContext.Provider value={session}>
      <ExplorerHubProvider enabled={explorerHub && !signingOut}>
        <LiveExplorerUpdates />
        <UploadQueueProvider>
          <RouteFrame onInvite={invite} />
          <MountOnceOpened opened={inviting}>
            <InviteDialog
              opened={inviting}
              onClose={() => {
                setInviting(false);
              }}
            />
          </MountOnceOpened>
          <UploadQueueWindow />
          <FileDropOverlay />
        </UploadQueueProvider>
        <Snowfall />
      </ExplorerHubProvider>
    </SessionContext.Provider>
  );
}
