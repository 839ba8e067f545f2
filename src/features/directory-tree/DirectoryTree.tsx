import { Alert, Box, Center, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Directory } from '../../../codegen/model/directory';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { useDirectoryModal } from '../../shared/directory-modal/useDirectoryModal';
import { errorMessage } from '../../shared/errors/error-message';
import { useAppNavigation } from '../../shared/routes/app-navigation';
import { routePath } from '../../shared/routes/routes';
import { useSession } from '../../shared/session/session-context';
import { CreateRootButtons } from './CreateRootButtons';
import { DirectoryTreeList } from './DirectoryTreeList';
import { canCreateRootDirectories } from '../../shared/session/roles.utils';
import { useRevealDirectory } from './useRevealDirectory';
import type { TreeRow } from './tree-rows.utils';
import { useTreeLevels } from './useTreeLevels';

export interface DirectoryTreeProps {
  /** After a directory is chosen, e.g. to show the content column on mobile. */
  onNavigate?: () => void;
}

/**
 * The left column (explorer.md §2 Layout, §4 Tree node): the lazily loaded, virtualized directory tree, the route's
 * directory highlighted and opened down to, and the create-root-directory buttons for the accounts allowed to.
 */
export function DirectoryTree({ onNavigate }: DirectoryTreeProps) {
  const { t } = useTranslation();
  const { account } = useSession();
  const { directoryId } = useParams();
  const { navigate } = useAppNavigation();
  const labelId = useId();
  const modal = useDirectoryModal();
  const tree = useTreeLevels();
  const { expandPath, setLoadError } = tree;
  const [activeId, setActiveId] = useState<string>();
  const scrollTarget = useRef<string | null>(null);

  const reveal = useCallback(
    (directory: Directory) => {
      expandPath(directory.ancestorIds);
      setActiveId(directory.id);
      scrollTarget.current = directory.id;
    },
    [expandPath],
  );
  const revealFailed = useCallback(
    (error: unknown) => {
      setLoadError({ error });
    },
    [setLoadError],
  );
  useRevealDirectory({ directoryId, levels: tree.levels, onReveal: reveal, onError: revealFailed });
  const { expand, collapse } = tree;
  const expandRow = useCallback(
    (row: TreeRow) => {
      expand(row.directory);
    },
    [expand],
  );
  const collapseRow = useCallback(
    (row: TreeRow) => {
      collapse(row.directory.id);
    },
    [collapse],
  );

  const createRoot = (entity: SkeletonEntity) => {
    modal.open({
      mode: 'create',
      parent: null,
      entity,
      onDone: (directory) => {
        // The new directory opens; the tree already lists it (the cache event) and shows it as the route's.
        navigate(routePath('home.directory', { directoryId: directory.id }));
        onNavigate?.();
      },
    });
  };

  let body;
  if (tree.rootError !== undefined) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(tree.rootError, t)}
      </Alert>
    );
  } else if (tree.rootPending) {
    body = (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={t('directoryTree.loading')} />
      </Center>
    );
  } else if (tree.rows.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('directoryTree.empty')}
      </Text>
    );
  } else {
    body = (
      <DirectoryTreeList
        rows={tree.rows}
        labelledBy={labelId}
        selectedId={directoryId}
        activeId={activeId}
        onActiveChange={setActiveId}
        onExpand={expandRow}
        onCollapse={collapseRow}
        onNavigate={onNavigate}
        scrollTarget={scrollTarget}
      />
    );
  }

  const { loadError } = tree;
  let loadErrorText: string | undefined;
  if (loadError) {
    const message = errorMessage(loadError.error, t);
    loadErrorText =
      loadError.name === undefined
        ? t('directoryTree.revealFailed', { message })
        : t('directoryTree.loadFailed', { name: loadError.name, message });
  }

  return (
    <Stack gap="xs" h="100%" component="nav" aria-label={t('directoryTree.title')}>
      <Text fw={600} size="sm" id={labelId}>
        {t('directoryTree.title')}
      </Text>
      {canCreateRootDirectories(account) && <CreateRootButtons onCreate={createRoot} />}
      {loadErrorText !== undefined && (
        <Alert
          color="red"
          variant="light"
          p="xs"
          withCloseButton
          closeButtonLabel={t('directoryTree.closeError')}
          onClose={tree.dismissError}
        >
          {loadErrorText}
        </Alert>
      )}
      <Box style={{ flex: 1, minHeight: 0 }}>{body}</Box>
      {modal.element}
    </Stack>
  );
}
