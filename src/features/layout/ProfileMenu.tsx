import { mainRole } from './main-role.utils';
import {
  Avatar,
  Group,
  Menu,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconLanguage,
  IconLayoutDashboard,
  IconLink,
  IconLogout,
  IconMoon,
  IconSitemap,
  IconSnowflake,
  IconSnowflakeOff,
  IconSun,
  IconUserPlus,
} from '@tabler/icons-react';
import { memo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useHref } from 'react-router';
import { LANGUAGE_STORAGE_KEY, type AppLanguage } from '../../shared/i18n/i18n';
import { routePath } from '../../shared/routes/routes';
import { canShareAndDownload } from '../../shared/session/roles.utils';
import { hasElevatedRole, useSession } from '../../shared/session/session-context';
import { DEFAULT_COLOR_SCHEME } from './color-scheme-manager';
import { isWinterSeason } from './season.utils';
import { useSnowEnabled } from './useSnowEnabled';

export interface ProfileMenuProps {
  onInvite: () => void;
  /** Switches the app's language; by default the i18next instance of the context, remembered on the device. */
  onLanguageChange?: (language: AppLanguage) => void;
  /** The clock for the winter-only snow entry. */
  now: Date;
}

const ICON_SIZE = 16;

/**
 * The profile card (picture, display name, first role) and its dropdown (platform.md §2.3). Memoised, as the header
 * renders again on every navigation.
 */
export const ProfileMenu = memo(function ProfileMenu({ onInvite, onLanguageChange, now }: ProfileMenuProps) {
  const { t, i18n } = useTranslation();
  const { account, signOut } = useSession();
  const { setColorScheme } = useMantineColorScheme();
  // 'auto' resolves to the system scheme; the fallback applies only where it cannot be read.
  const colorScheme = useComputedColorScheme(DEFAULT_COLOR_SCHEME);
  const [snowEnabled, setSnowEnabled] = useSnowEnabled();
  const elevated = hasElevatedRole(account);
  // The card names the most significant role: an administrator who is also staff reads «Администратор».
  const firstRole = mainRole(account.roles);
  const roleLabel = firstRole ? t(`roles.${firstRole}`) : undefined;
  // The entry names the other language in that language ('English' in Russian and back).
  const otherLanguage: AppLanguage = (i18n.resolvedLanguage ?? i18n.language).startsWith('en') ? 'ru' : 'en';

  const profileHref = useHref(routePath('profile'));

  const changeLanguage = () => {
    if (onLanguageChange) {
      onLanguageChange(otherLanguage);
      return;
    }
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, otherLanguage);
    } catch {
      // Storage blocked: the choice lasts until the page is reloaded.
    }
    void i18n.changeLanguage(otherLanguage);
  };

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        {/* The card is the /profile link of the specification, its click suppressed: a click opens this menu,
            while "open in new tab" still reaches /profile. */}
        <UnstyledButton
          component="a"
          href={profileHref}
          role="button"
          aria-haspopup="menu"
          style={{ flexShrink: 0 }}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
          }}
        >
          <Group gap="xs" wrap="nowrap">
            <span aria-hidden="true">
              <Avatar src={account.picture} name={account.displayName} alt="" radius="xl" size="md" />
            </span>
            {/* The button is named by its visible text (WCAG 2.5.3); on phones, where only the avatar shows, by this. */}
            <VisuallyHidden hiddenFrom="xs">{account.displayName}</VisuallyHidden>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate="end" visibleFrom="xs" maw={180}>
                {account.displayName}
              </Text>
              {firstRole && (
                <Text size="xs" c="dimmed" truncate="end" visibleFrom="xs" maw={180}>
                  {roleLabel}
                </Text>
              )}
            </div>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {elevated && (
          <>
            <Menu.Item
              component={Link}
              to={routePath('admin-panel.dashboard')}
              leftSection={<IconLayoutDashboard size={ICON_SIZE} aria-hidden />}
            >
              {t('layout.profile.adminPanel')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={routePath('admin-panel.skeleton-editor')}
              leftSection={<IconSitemap size={ICON_SIZE} aria-hidden />}
            >
              {t('layout.profile.skeletonEditor')}
            </Menu.Item>
            <Menu.Divider />
          </>
        )}
        <Menu.Item leftSection={<IconUserPlus size={ICON_SIZE} aria-hidden />} onClick={onInvite}>
          {t('layout.profile.invite')}
        </Menu.Item>
        {canShareAndDownload(account) && (
          <Menu.Item
            component={Link}
            to={routePath('home.shared-links')}
            leftSection={<IconLink size={ICON_SIZE} aria-hidden />}
          >
            {t('layout.profile.sharedLinks')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={
            colorScheme === 'dark' ? (
              <IconSun size={ICON_SIZE} aria-hidden />
            ) : (
              <IconMoon size={ICON_SIZE} aria-hidden />
            )
          }
          onClick={() => {
            setColorScheme(colorScheme === 'dark' ? 'light' : 'dark');
          }}
        >
          {colorScheme === 'dark' ? t('layout.profile.themeLight') : t('layout.profile.themeDark')}
        </Menu.Item>
        {isWinterSeason(now) && (
          <Menu.Item
            leftSection={
              snowEnabled ? (
                <IconSnowflakeOff size={ICON_SIZE} aria-hidden />
              ) : (
                <IconSnowflake size={ICON_SIZE} aria-hidden />
              )
            }
            onClick={() => {
              setSnowEnabled(!snowEnabled);
            }}
          >
            {snowEnabled ? t('layout.profile.snowOff') : t('layout.profile.snowOn')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconLanguage size={ICON_SIZE} aria-hidden />}
          lang={otherLanguage}
          onClick={changeLanguage}
        >
          {t('layout.profile.language')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={ICON_SIZE} aria-hidden />}
          onClick={() => {
            void signOut();
          }}
        >
          {t('layout.profile.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
});
