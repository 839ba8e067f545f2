import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useGetDirectory } from '../../../codegen/api/directories/directories';
import type { Directory } from '../../../codegen/model/directory';
import { LoadState } from '../../shared/ui/LoadState';
import { routePath, type RouteName } from '../../shared/routes/routes';

export type DirectoryPanelName = 'properties' | 'notifications';

const PANEL_ROUTES: Record<DirectoryPanelName, RouteName> = {
  properties: 'home.directory.directories.properties',
  notifications: 'home.directory.directories.notifications',
};

export interface DirectoryPanelFrameProps {
  active: DirectoryPanelName;
  /** The panel's content for the shown directory, which has a parent. */
  children: (directory: Directory) => ReactNode;
}

/**
 * What both directory panels share: the shown directory (`openDirectoryId`) is loaded, its name heads the panel with
 * links between the two panels, and a top-level directory gets an explanation instead, as properties and
 * notifications exist only for directories with a parent (explorer.md §6).
 */
export function DirectoryPanelFrame({ active, children }: DirectoryPanelFrameProps) {
  const { t } = useTranslation();
  const { directoryId = '', openDirectoryId = '' } = useParams();
  const { data: directory, error, isPending } = useGetDirectory(openDirectoryId);

  if (isPending || error) {
    return <LoadState pending={isPending} error={error} loadingLabel={t('directoryPanels.loading')} />;
  }
  if (directory.parentId === null) {
    return (
      <Stack gap="xs" p="md">
        <Title order={2}>{directory.name}</Title>
        <Text c="dimmed">{t('directoryPanels.topLevel')}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md" pb="xl">
      <Title order={2}>{directory.name}</Title>
      <Group component="nav" gap="xs" aria-label={t('directoryPanels.sections')}>
        {(Object.keys(PANEL_ROUTES) as DirectoryPanelName[]).map((panel) => (
          <Button
            key={panel}
            component={Link}
            to={routePath(PANEL_ROUTES[panel], { directoryId, openDirectoryId })}
            variant={panel === active ? 'filled' : 'default'}
            aria-current={panel === active ? 'page' : undefined}
            size="xs"
          >
            {t(`directoryPanels.${panel}`)}
          </Button>
        ))}
      </Group>
      {children(directory)}
    </Stack>
  );
}
