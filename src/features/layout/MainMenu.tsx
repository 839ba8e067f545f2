import { NavLink } from '@mantine/core';
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
  // A row of full-width NavLinks would each take the whole header. The active item is filled: the light variant's
  // blue on pale blue falls short of WCAG AA contrast.
  const width = orientation === 'horizontal' ? 'auto' : undefined;

  return (
    <>
      {showGoBackLink && (
        <NavLink
          component="button"
          type="button"
          w={width}
          label={t('layout.goBack')}
          leftSection={<IconArrowLeft size={ICON_SIZE} aria-hidden />}
          onClick={() => {
            goBack();
            onNavigate?.();
          }}
        />
      )}
      <NavLink
        component={Link}
        to={homePath}
        w={width}
        label={t('layout.home')}
        leftSection={<IconHome size={ICON_SIZE} aria-hidden />}
        active={pathname === '/' || pathname.startsWith(homePath)}
        variant="filled"
        onClick={onNavigate}
      />
      <NavLink
        component={Link}
        to={trashPath}
        w={width}
        label={t('layout.trash')}
        leftSection={<IconTrash size={ICON_SIZE} aria-hidden />}
        active={pathname.startsWith(trashPath)}
        variant="filled"
        onClick={onNavigate}
      />
    </>
  );
}
