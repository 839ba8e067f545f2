import { Button, Group, Stack } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../shared/routes/routes';
import { pinnedLabel } from './pinned-directories.utils';
import { usePinnedDirectories } from './usePinnedDirectories';

export interface PinnedDirectoriesListProps {
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

/**
 * The header's quick links to the pinned directories, by their short names (the full name in the tooltip). Quiet while
 * loading or failing: the list is a shortcut, the tree stays the way to every directory.
 * Memoised, as the header renders again on every navigation.
 */
export const PinnedDirectoriesList = memo(function PinnedDirectoriesList({
  orientation,
  onNavigate,
}: PinnedDirectoriesListProps) {
  const { t } = useTranslation();
  const { data: directories = [] } = usePinnedDirectories();
  if (directories.length === 0) return null;

  const links = directories.map((directory) => (
    <Button
      key={directory.id}
      component={Link}
      to={routePath('home.directory', { directoryId: directory.id })}
      title={directory.name}
      variant="subtle"
      size="compact-sm"
      justify={orientation === 'vertical' ? 'flex-start' : undefined}
      leftSection={<IconPin size={14} aria-hidden />}
      onClick={onNavigate}
      style={{ flexShrink: 0 }}
    >
      {pinnedLabel(directory)}
    </Button>
  ));

  return (
    <nav aria-label={t('layout.pinned')} style={{ minWidth: 0 }}>
      {orientation === 'horizontal' ? (
        // Many pins scroll sideways instead of pushing the profile card out of the header.
        <Group gap={4} wrap="nowrap" style={{ overflowX: 'auto' }}>
          {links}
        </Group>
      ) : (
        <Stack gap={4}>{links}</Stack>
      )}
    </nav>
  );
});
