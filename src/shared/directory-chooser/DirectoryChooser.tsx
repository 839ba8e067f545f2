import { Alert, Box, Center, Group, Loader, Text, Tree, useTree, type RenderTreeNodePayload } from '@mantine/core';
import { IconChevronRight, IconFolder } from '@tabler/icons-react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetDirectoryChildrenQueryOptions } from '../../../codegen/api/directories/directories';
import type { Directory } from '../../../codegen/model/directory';
import { errorMessage } from '../errors/error-message';
import {
  directoryIdsToLoad,
  directoryTreeData,
  findDirectory,
  ROOT_DIRECTORY_ID,
  type DirectoryChildren,
} from './directory-tree.utils';

export interface DirectoryChooserProps {
  /** The chosen directory's id, or null. */
  value: string | null;
  onChange: (directory: Directory) => void;
  /** Directories failing the check are muted and cannot be chosen (e.g. no document upload); all by default. */
  isSelectable?: (directory: Directory) => boolean;
  /** The accessible name of the tree. */
  label: string;
  /**
   * The directory the chooser starts at (the place an upload or a move starts from): the tree opens expanded down to it
   * and scrolled to it, so that the chosen target is seen at once.
   */
  initialDirectory?: Pick<Directory, 'id' | 'ancestorIds'> | null;
}

interface LoadedLevels {
  children: DirectoryChildren;
  pending: ReadonlySet<string>;
  errors: ReadonlyMap<string, unknown>;
}

const anyDirectory = () => true;

/**
 * Folds the children queries (one per id of `idsKey`, in order) into the loaded levels. Made once per set of ids, so
 * React Query keeps the combined value while no answer changes.
 */
function levelsCombiner(idsKey: string) {
  const levelIds = idsKey.split('|');
  return (results: UseQueryResult<Directory[]>[]): LoadedLevels => {
    const children = new Map<string, readonly Directory[]>();
    const pending = new Set<string>();
    const errors = new Map<string, unknown>();
    results.forEach((result, index) => {
      const id = levelIds[index] ?? '';
      if (result.data) children.set(id, result.data);
      if (result.isPending && result.fetchStatus === 'fetching') pending.add(id);
      if (result.error) errors.set(id, result.error);
    });
    return { children, pending, errors };
  };
}
// The selection is the `value` prop alone; the tree's own range selection (Shift+arrows) must not change it.
const ignoreSelection = () => undefined;

/** The tree's first expanded state: every ancestor of the starting directory open. */
function expandedTo(directory: Pick<Directory, 'ancestorIds'> | null | undefined): Record<string, boolean> {
  return Object.fromEntries((directory?.ancestorIds ?? []).map((id) => [id, true]));
}

/**
 * A lazily loaded tree of directories to choose one from (explorer.md §2 Modals, §4 Tree node): the top level comes
 * from GET /directories/root/children, each level from its parent's children when first expanded, through the
 * shared query cache. Click or Enter chooses; arrows move, Right/Left or Space expand and collapse.
 */
export function DirectoryChooser({
  value,
  onChange,
  isSelectable = anyDirectory,
  label,
  initialDirectory,
}: DirectoryChooserProps) {
  const { t } = useTranslation();
  const selectedState = useMemo(() => (value === null ? [] : [value]), [value]);
  const tree = useTree({
    selectedState,
    onSelectedStateChange: ignoreSelection,
    initialExpandedState: expandedTo(initialDirectory),
  });
  const treeRef = useRef<HTMLUListElement>(null);
  // The starting directory is scrolled into view once, when its level has loaded; later the user scrolls.
  const scrollTarget = useRef(initialDirectory?.id);
  // A string, so that the combiner below is made again only when the set of loaded levels changes.
  const idsKey = directoryIdsToLoad(tree.expandedState).join('|');

  const combine = useMemo(() => levelsCombiner(idsKey), [idsKey]);
  const levels = useQueries({
    queries: idsKey.split('|').map((id) => getGetDirectoryChildrenQueryOptions(id)),
    combine,
  });
  const data = useMemo(() => directoryTreeData(levels.children), [levels.children]);

  useEffect(() => {
    const id = scrollTarget.current;
    const nodes =
      id === undefined ? [] : Array.from(treeRef.current?.querySelectorAll<HTMLElement>('[data-value]') ?? []);
    const node = nodes.find((candidate) => candidate.dataset['value'] === id);
    if (!node) return;
    scrollTarget.current = undefined;
    node.scrollIntoView({ block: 'nearest' });
  }, [data]);

  const choose = (id: string | undefined) => {
    const directory = id === undefined ? undefined : findDirectory(levels.children, id);
    if (directory && isSelectable(directory)) onChange(directory);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLElement)) return;
    if (event.target.getAttribute('role') !== 'treeitem') return;
    event.preventDefault();
    choose(event.target.dataset['value']);
  };

  const renderNode = ({ node, expanded, hasChildren, selected, elementProps }: RenderTreeNodePayload) => {
    const directory = findDirectory(levels.children, node.value);
    const selectable = directory !== undefined && isSelectable(directory);
    const name = directory?.name ?? node.value;
    const error = expanded ? levels.errors.get(node.value) : undefined;
    return (
      <Box>
        <Group
          gap={6}
          wrap="nowrap"
          {...elementProps}
          onClick={(event) => {
            elementProps.onClick(event);
            choose(node.value);
          }}
          style={{
            ...elementProps.style,
            cursor: selectable ? 'pointer' : 'default',
            // Mantine's selected label is a faint grey; the chosen target must stand out.
            backgroundColor: selected ? 'var(--mantine-primary-color-light)' : undefined,
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          {/* Not a button: a tree item may hold no focusable content; the keyboard expands with the arrows. */}
          <Box
            w={18}
            display="flex"
            aria-hidden
            data-testid={hasChildren ? `expand-${node.value}` : undefined}
            onClick={(event) => {
              if (!hasChildren) return;
              event.stopPropagation();
              tree.toggleExpanded(node.value);
            }}
          >
            {hasChildren && (
              <IconChevronRight
                size={16}
                style={{ transform: expanded ? 'rotate(90deg)' : undefined, transition: 'transform 150ms ease' }}
              />
            )}
          </Box>
          <IconFolder size={16} aria-hidden />
          <Text
            size="sm"
            c={selectable ? undefined : 'dimmed'}
            fs={directory?.skeletonEntityId === null ? 'italic' : undefined}
            truncate
          >
            {name}
          </Text>
          {expanded && levels.pending.has(node.value) && (
            <Loader size={12} role="status" aria-label={t('directoryChooser.loading')} />
          )}
        </Group>
        {error !== undefined && (
          <Text size="xs" c="red" role="alert" pl={24}>
            {errorMessage(error, t)}
          </Text>
        )}
      </Box>
    );
  };

  const rootError = levels.errors.get(ROOT_DIRECTORY_ID);
  if (rootError !== undefined) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(rootError, t)}
      </Alert>
    );
  }
  if (!levels.children.has(ROOT_DIRECTORY_ID)) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={t('directoryChooser.loading')} />
      </Center>
    );
  }
  if (data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('directoryChooser.empty')}
      </Text>
    );
  }
  return (
    <Tree
      ref={treeRef}
      data={data}
      tree={tree}
      aria-label={label}
      expandOnClick={false}
      allowRangeSelection={false}
      levelOffset="md"
      renderNode={renderNode}
      onKeyDown={onKeyDown}
    />
  );
}
