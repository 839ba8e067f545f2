import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedOnceMounted } from '../../shared/ui/useOpenedOnceMounted';
import { MainMenu } from './MainMenu';
import { PinnedDirectoriesList } from './PinnedDirectoriesList';

export interface MobileMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  showGoBackLink: boolean;
  /** After an entry is chosen: closes the drawer and shows the content column. */
  onNavigate: () => void;
}

/** The burger's drawer on phones (explorer.md §2 Layout): the header's menu and the pinned directories, stacked. */
export function MobileMenuDrawer({ opened, onClose, showGoBackLink, onNavigate }: MobileMenuDrawerProps) {
  const shown = useOpenedOnceMounted(opened);
  const { t } = useTranslation();
  return (
    <Drawer opened={shown} onClose={onClose} title={t('layout.menu')} size="80%" hiddenFrom="xs">
      <Stack gap="md">
        <Stack gap={2} component="nav" aria-label={t('layout.menu')}>
          <MainMenu showGoBackLink={showGoBackLink} orientation="vertical" onNavigate={onNavigate} />
        </Stack>
        <PinnedDirectoriesList orientation="vertical" onNavigate={onNavigate} />
      </Stack>
    </Drawer>
  );
}
