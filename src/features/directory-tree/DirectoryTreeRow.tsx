import { Loader } from '@mantine/core';
import { IconChevronRight, IconFolder, IconFolderOpen, IconPinFilled } from '@tabler/icons-react';
import { memo, type MouseEvent, type Ref } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadDirectoryEarly, opensInPlace } from '../../shared/directories/load-directory-early';
import { useAppNavigation } from '../../shared/routes/app-navigation';
import { routePath } from '../../shared/routes/routes';
import classes from './DirectoryTree.module.css';
import { nodeIndent, type TreeRow } from './tree-rows.utils';

export interface DirectoryTreeRowProps {
  row: TreeRow;
  /** The route's directory. */
  selected: boolean;
  /** The one node in the tab order (roving tabindex). */
  active: boolean;
  /** Where the virtualizer puts the row, in px from the top. */
  start: number;
  height: number;
  /** One callback for every row: it tells the rows apart by their `data-id`. */
  elementRef: Ref<HTMLAnchorElement>;
  onToggle: (row: TreeRow) => void;
  onNavigate?: () => void;
  onFocus: (id: string) => void;
}

/**
 * One node (explorer.md §4): the treeitem is the link to the directory itself, so Enter, a click, a middle click and
 * "open in new tab" all work as on any link; the chevron before it expands or collapses by mouse (the keyboard uses
 * the arrows). A directory not made from a structure entity is shown in italics (§3). Memoised, with a plain link
 * followed through AppNavigation: React Router's Link renders again with every navigation, so every visible node did,
 * where only the two whose selection changes need to.
 */
export const DirectoryTreeRow = memo(function DirectoryTreeRow({
  row,
  selected,
  active,
  start,
  height,
  elementRef,
  onToggle,
  onNavigate,
  onFocus,
}: DirectoryTreeRowProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigation = useAppNavigation();
  const { directory, level, state } = row;
  const expanded = state === 'expanded';
  const path = routePath('home.directory', { directoryId: directory.id });

  const open = (event: MouseEvent) => {
    // Any other click (a modifier, the middle button) is the browser's: a new tab or window.
    if (opensInPlace(event)) {
      event.preventDefault();
      loadDirectoryEarly(queryClient, directory.id);
      navigation.navigate(path);
    }
    onNavigate?.();
  };

  const toggle = (event: MouseEvent) => {
    // The chevron sits inside the link: it must not open the directory too.
    event.preventDefault();
    event.stopPropagation();
    onToggle(row);
  };

  return (
    <a
      ref={elementRef}
      href={navigation.href(path)}
      role="treeitem"
      aria-level={level + 1}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={state === 'leaf' ? undefined : expanded}
      aria-selected={selected}
      aria-busy={state === 'loading' ? true : undefined}
      tabIndex={active ? 0 : -1}
      data-id={directory.id}
      title={directory.name}
      className={classes['row']}
      style={{ height, transform: `translateY(${start}px)`, paddingLeft: nodeIndent(level) }}
      onClick={open}
      onFocus={() => {
        onFocus(directory.id);
      }}
    >
      <span
        className={classes['toggle']}
        aria-hidden
        data-testid={`toggle-${directory.id}`}
        title={state === 'leaf' ? undefined : expanded ? t('directoryTree.collapse') : t('directoryTree.expand')}
        onClick={state === 'leaf' ? undefined : toggle}
      >
        {state === 'loading' && <Loader size={12} />}
        {(state === 'collapsed' || state === 'expanded') && (
          <IconChevronRight size={14} className={classes['chevron']} data-expanded={expanded || undefined} />
        )}
      </span>
      {expanded ? (
        <IconFolderOpen size={16} aria-hidden style={{ flexShrink: 0 }} />
      ) : (
        <IconFolder size={16} aria-hidden style={{ flexShrink: 0 }} />
      )}
      <span
        className={classes['name']}
        style={{ fontStyle: directory.skeletonEntityId === null ? 'italic' : undefined }}
      >
        {directory.name}
      </span>
      {directory.isPinned && <IconPinFilled size={12} aria-hidden style={{ flexShrink: 0, opacity: 0.6 }} />}
    </a>
  );
});
