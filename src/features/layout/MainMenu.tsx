import { Button, type ButtonProps } from '@mantine/core';
import { IconArrowLeft, IconHome, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { routePath } from '../../shared/routes/routes';
import { useGoBack } from '../../shared/routes/useGoBack';

export interface MainMenuProps {
  /** Routes flagged showGoBackLink get a Go back entry. */
  showGoBackLink: boolean;
  /** Laid out in a row in the header, in a column in the mobile drawer. */
  orientation: 'horizontal' | 'vertical';
  /** After any entry is chosen, e.g. to close the drawer. */
  onNavigate?: () => void;
}

const ICON_SIZE = 18;

/** The header menu: Home, Trash bin and, on some routes, Go back. */
export function MainMenu({ showGoBackLink, orientation, onNavigate }: MainMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const goBack = useGoBack();
  const trashPath = routePath('home.deleted');
  const homePath = routePath('home.directory');
  // The active entry is filled: the light variant's blue on pale blue falls short of WCAG AA contrast. Buttons, not
  // Mantine's NavLink, whose nested-menu collapse would come along into the explorer's first load unused.
  const look = (active: boolean): ButtonProps => ({
    variant: active ? 'filled' : 'subtle',
    color: active ? undefined : 'gray',
    fullWidth: orientation === 'vertical',
    justify: orientation === 'vertical' ? 'flex-start' : undefined,
  });
  const homeActive = pathname === '/' || pathname.startsWith(homePath);
  const trashActive = pathname.startsWith(trashPath);

  return (
    <>
      {showGoBackLink && (
        <Button
          {...look(false)}
          leftSection={<IconArrowLeft size={ICON_SIZE} aria-hidden />}
          onClick={() => {
            goBack();
            onNavigate?.();
          }}
        >
          {t('layout.goBack')}
        </Button>
      )}
      <Button
        {...look(homeActive)}
        component={Link}
        to={homePath}
        aria-current={homeActive ? 'page' : undefined}
        leftSection={<IconHome size={ICON_SIZE} aria-hidden />}
        onClick={onNavigate}
      >
        {t('layout.home')}
      </Button>
      <Button
        {...look(trashActive)}
        component={Link}
        to={trashPath}
        aria-current={trashActive ? 'page' : undefined}
        leftSection={<IconTrash size={ICON_SIZE} aria-hidden />}
        onClick={onNavigate}
      >
        {t('layout.trash')}
      </Button>
    </>
  );
}
