import { Alert, Center, Loader, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../shared/errors/error-message';
import { routePath } from '../../shared/routes/routes';
import { useRootDirectories } from './useRootDirectories';

export interface DirectoryTreeRootProps {
  /** After a directory is chosen, e.g. to show the content column on mobile. */
  onNavigate?: () => void;
}

/**
 * The left column: the top level of the directory tree, pinned directories first. Free directories (not created
 * from a structure entity) are shown in italics (explorer.md §3).
 */
export function DirectoryTreeRoot({ onNavigate }: DirectoryTreeRootProps) {
  const { t } = useTranslation();
  const { directoryId } = useParams();
  const { data: directories, error, isPending } = useRootDirectories();

  let body;
  if (isPending) {
    body = (
      <Center py="md">
        <Loader size="sm" aria-label={t('layout.tree.title')} />
      </Center>
    );
  } else if (error) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(error, t)}
      </Alert>
    );
  } else if (directories.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('layout.tree.empty')}
      </Text>
    );
  } else {
    body = directories.map((directory) => (
      <NavLink
        key={directory.id}
        component={Link}
        to={routePath('home.directory', { directoryId: directory.id })}
        active={directory.id === directoryId}
        title={directory.name}
        leftSection={<IconFolder size={18} aria-hidden />}
        label={
          <Text span inherit fs={directory.skeletonEntityId === null ? 'italic' : undefined}>
            {directory.name}
          </Text>
        }
        onClick={onNavigate}
      />
    ));
  }

  return (
    <Stack gap="xs" h="100%" component="nav" aria-label={t('layout.tree.title')}>
      <Text fw={600} size="sm">
        {t('layout.tree.title')}
      </Text>
      <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
        <Stack gap={2}>{body}</Stack>
      </ScrollArea>
    </Stack>
  );
}
