import { Burger, Group, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFolders } from '@tabler/icons-react';
import { memo, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppLanguage } from '../../shared/i18n/i18n';
import type { RouteMeta } from '../../shared/routes/routes';
import { lazyPart, MountOnceOpened } from '../../shared/ui/lazy-part';
import classes from './AppLayout.module.css';
import { FooterBar } from './FooterBar';
import { MOBILE_MEDIA_QUERY } from './layout-breakpoints';
import { MainMenu } from './MainMenu';
import { PinnedDirectoriesList } from './PinnedDirectoriesList';
import { ProfileMenu } from './ProfileMenu';
import { swipeAction, type SwipeDirection } from './swipe.utils';
import { useNow } from './useNow';
import { useSwipe } from './useSwipe';

export interface AppLayoutProps {
  children: ReactNode;
  /** The current route's flags: full screen, hidden header or footer bar, Go back link. */
  meta: RouteMeta;
  /**
   * The left column's directory tree, made by the app (a feature never imports another); `onNavigate` is to be called
   * after a directory is chosen, which shows the content column on mobile.
   */
  renderTree: (onNavigate: () => void) => ReactNode;
  /** What the header shows before the profile card (the notification bell), made by the app. */
  headerActions?: ReactNode;
  /** The profile menu's 'invite participant'; the app opens the invite dialog. */
  onInvite: () => void;
  /** The profile menu's language switch; by default the context's i18next instance, remembered on the device. */
  onLanguageChange?: (language: AppLanguage) => void;
  /** The clock for the winter-only entries; the current time by default. */
  now?: Date;
}

/** The page columns on mobile, left to right: the directory tree, then the route's content. */
const TREE_COLUMN = 0;
const CONTENT_COLUMN = 1;

/** The phone's menu drawer (with Mantine's drawer) comes when the burger first opens it. */
const MobileMenuDrawer = lazyPart(async () => (await import('./MobileMenuDrawer')).MobileMenuDrawer);

/** react-remove-scroll's class for fixed elements: a modal's scroll lock moves them by the scroll bar it hides. */
const SCROLL_LOCK_OFFSET = 'right-scroll-bar-position';

/**
 * The product frame (explorer.md §2 Layout, platform.md §2.3): header with logo, menu, pinned directories and profile
 * card; the directory tree in the left column; the footer bar. Full-screen routes get the route alone, without the
 * columns. On mobile a burger drawer replaces the header menu and horizontal swipes move between the columns.
 * Memoised: given the same route flags, a navigation renders the route's screen and the header's menu, not the frame.
 */
export const AppLayout = memo(function AppLayout({
  children,
  meta,
  renderTree,
  headerActions,
  onInvite,
  onLanguageChange,
  now,
}: AppLayoutProps) {
  const { t } = useTranslation();
  const clock = useNow();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [menuOpened, menu] = useDisclosure(false);
  const [column, setColumn] = useState(CONTENT_COLUMN);
  const columnCount = meta.fullScreen ? 1 : 2;
  const currentColumn = Math.min(column, columnCount - 1);

  const onSwipe = useCallback(
    (direction: SwipeDirection) => {
      if (menuOpened) return;
      // Full-screen routes show the content alone, so it counts as the first column there.
      const action = swipeAction(meta.fullScreen ? 0 : currentColumn, direction, columnCount);
      if (action?.type === 'menu') menu.open();
      else if (action) setColumn(meta.fullScreen ? CONTENT_COLUMN : action.column);
    },
    [menuOpened, menu, meta.fullScreen, currentColumn, columnCount],
  );
  const swipeHandlers = useSwipe(onSwipe, mobile);
  const showContent = useCallback(() => {
    setColumn(CONTENT_COLUMN);
  }, []);

  const showHeader = !meta.hideHeaderBar;
  const showFooter = !meta.hideFooterBar;
  const showTree = !meta.fullScreen;

  return (
    <div
      className={classes['frame']}
      data-header={showHeader || undefined}
      data-footer={showFooter || undefined}
      data-navbar={showTree || undefined}
      data-full-screen={meta.fullScreen || undefined}
      {...swipeHandlers}
    >
      {showHeader && (
        <header className={`${classes['header'] ?? ''} ${SCROLL_LOCK_OFFSET}`}>
          <Group h="100%" px="md" gap="sm" wrap="nowrap">
            <Burger opened={menuOpened} onClick={menu.toggle} hiddenFrom="xs" size="sm" aria-label={t('layout.menu')} />
            <UnstyledButton component={Link} to="/" aria-label={t('layout.logo')} style={{ flexShrink: 0 }}>
              <ThemeIcon size="lg" radius="md" variant="filled">
                <IconFolders size={22} aria-hidden />
              </ThemeIcon>
            </UnstyledButton>
            <Group gap={4} wrap="nowrap" visibleFrom="xs" component="nav" aria-label={t('layout.menu')}>
              <MainMenu showGoBackLink={meta.showGoBackLink} orientation="horizontal" />
            </Group>
            <Group visibleFrom="xs" style={{ flex: 1, minWidth: 0 }}>
              <PinnedDirectoriesList orientation="horizontal" />
            </Group>
            <Group ml="auto" gap="xs" wrap="nowrap">
              {headerActions}
              <ProfileMenu onInvite={onInvite} onLanguageChange={onLanguageChange} now={now ?? clock} />
            </Group>
          </Group>
        </header>
      )}

      {showTree && (
        <nav className={classes['navbar']} data-collapsed={currentColumn !== TREE_COLUMN || undefined}>
          {renderTree(showContent)}
        </nav>
      )}

      <main className={classes['main']}>{children}</main>

      {showFooter && (
        <footer className={`${classes['footer'] ?? ''} ${SCROLL_LOCK_OFFSET}`}>
          <FooterBar />
        </footer>
      )}

      <MountOnceOpened opened={menuOpened}>
        <MobileMenuDrawer
          opened={menuOpened}
          onClose={menu.close}
          showGoBackLink={meta.showGoBackLink}
          onNavigate={() => {
            menu.close();
            showContent();
          }}
        />
      </MountOnceOpened>
    </div>
  );
});
