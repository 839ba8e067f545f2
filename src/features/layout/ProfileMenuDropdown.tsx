import { Menu, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
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
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppLanguage } from '../../shared/i18n/i18n';
import { routePath } from '../../shared/routes/routes';
import { canShareAndDownload } from '../../shared/session/roles.utils';
import { hasElevatedRole, useSession } from '../../shared/session/session-context';
import { AnchorTarget } from '../../shared/ui/AnchorTarget';
import { useOpenedOnceMounted } from '../../shared/ui/useOpenedOnceMounted';
import { DEFAULT_COLOR_SCHEME } from './color-scheme-manager';
import { isWinterSeason } from './season.utils';
import { useSnowEnabled } from './useSnowEnabled';

export interface ProfileMenuDropdownProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The profile card, which the dropdown opens from. */
  anchor: HTMLElement | null;
  onInvite: () => void;
  /** The other language, which the language entry switches to. */
  otherLanguage: AppLanguage;
  onChangeLanguage: () => void;
  /** The clock for the winter-only snow entry. */
  now: Date;
}

const ICON_SIZE = 16;

/** The profile card's dropdown (platform.md §2.3), loaded when the card is first wanted (`ProfileMenu`). */
export function ProfileMenuDropdown({
  opened,
  onChange,
  anchor,
  onInvite,
  otherLanguage,
  onChangeLanguage,
  now,
}: ProfileMenuDropdownProps) {
  const shown = useOpenedOnceMounted(opened);
  const { t } = useTranslation();
  const { account, signOut } = useSession();
  const { setColorScheme } = useMantineColorScheme();
  // 'auto' resolves to the system scheme; the fallback applies only where it cannot be read.
  const colorScheme = useComputedColorScheme(DEFAULT_COLOR_SCHEME);
  const [snowEnabled, setSnowEnabled] = useSnowEnabled();
  const elevated = hasElevatedRole(account);

  return (
    <Menu opened={shown} onChange={onChange} position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <AnchorTarget element={anchor} />
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
          onClick={onChangeLanguage}
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
}
