import { mainRole } from './main-role.utils';
import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { memo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage, type AppLanguage } from '../../shared/i18n/i18n';
import { useAppNavigation } from '../../shared/routes/app-navigation';
import { routePath } from '../../shared/routes/routes';
import { useSession } from '../../shared/session/session-context';
import { lazyPart, MountOnceOpened } from '../../shared/ui/lazy-part';
import { useOverlayTrigger } from '../../shared/ui/useOverlayTrigger';

/** The dropdown, with Mantine's menu and floating-ui, comes when the card is first pointed at, focused or clicked. */
const ProfileMenuDropdown = lazyPart(async () => (await import('./ProfileMenuDropdown')).ProfileMenuDropdown);

export interface ProfileMenuProps {
  onInvite: () => void;
  /** Switches the app's language; by default `setLanguage` (its texts loaded first, remembered on the device). */
  onLanguageChange?: (language: AppLanguage) => void;
  /** The clock for the winter-only snow entry. */
  now: Date;
}

/**
 * The profile card (picture, display name, first role) and its dropdown (platform.md §2.3). Memoised, as the header
 * renders again on every navigation, and its link made without React Router's hooks, which would render it too.
 */
export const ProfileMenu = memo(function ProfileMenu({ onInvite, onLanguageChange, now }: ProfileMenuProps) {
  const { t, i18n } = useTranslation();
  const { account } = useSession();
  const menu = useOverlayTrigger(ProfileMenuDropdown.preload);
  // The card names the most significant role: an administrator who is also staff reads «Администратор».
  const firstRole = mainRole(account.roles);
  const roleLabel = firstRole ? t(`roles.${firstRole}`) : undefined;
  // The entry names the other language in that language ('English' in Russian and back).
  const otherLanguage: AppLanguage = (i18n.resolvedLanguage ?? i18n.language).startsWith('en') ? 'ru' : 'en';

  const profileHref = useAppNavigation().href(routePath('profile'));

  const changeLanguage = () => {
    if (onLanguageChange) {
      onLanguageChange(otherLanguage);
      return;
    }
    void setLanguage(otherLanguage);
  };

  return (
    <>
      {/* The card is the /profile link of the specification, its click suppressed: a click opens this menu, while
          "open in new tab" still reaches /profile. */}
      <UnstyledButton
        component="a"
        href={profileHref}
        role="button"
        style={{ flexShrink: 0 }}
        {...menu.triggerProps}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          menu.triggerProps.onClick();
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
      <MountOnceOpened opened={menu.opened}>
        <ProfileMenuDropdown
          opened={menu.opened}
          onChange={menu.setOpened}
          anchor={menu.anchor}
          onInvite={onInvite}
          otherLanguage={otherLanguage}
          onChangeLanguage={changeLanguage}
          now={now}
        />
      </MountOnceOpened>
    </>
  );
});
