import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent, type RefObject } from 'react';
import classes from './DirectoryTree.module.css';
import { DirectoryTreeRow } from './DirectoryTreeRow';
import { treeKeyAction } from './tree-keyboard.utils';
import type { TreeRow } from './tree-rows.utils';
import { useTreeItemDrops } from './useTreeItemDrops';

/** Every row has the same height, so the virtualizer never measures. */
const TREE_ROW_HEIGHT = 30;
const OVERSCAN = 10;

export interface DirectoryTreeListProps {
  rows: readonly TreeRow[];
  /** The id of the tree's visible label. */
  labelledBy: string;
  /** The route's directory. */
  selectedId: string | undefined;
  /** The node holding the tab stop; when it is not visible, the selected node, else the first. */
  activeId: string | undefined;
  onActiveChange: (id: string) => void;
  onExpand: (row: TreeRow) => void;
  onCollapse: (row: TreeRow) => void;
  onNavigate?: () => void;
  /** A node to scroll into view once it is among the rows; cleared when done. */
  scrollTarget: RefObject<string | null>;
}

/**
 * The visible nodes as a WAI-ARIA tree, virtualized: only the rows in view (and a few around) are in the document,
 * so thousands of loaded nodes stay smooth. A flat list of treeitems with aria-level, aria-posinset and aria-setsize;
 * one tab stop moved by the arrows, Home and End (roving tabindex).
 */
export function DirectoryTreeList({
  rows,
  labelledBy,
  selectedId,
  activeId,
  onActiveChange,
  onExpand,
  onCollapse,
  onNavigate,
  scrollTarget,
}: DirectoryTreeListProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const elements = useRef(new Map<string, HTMLAnchorElement>());
  // The node the keyboard moved to: it takes the focus once the virtualizer has rendered it.
  const focusTarget = useRef<string | null>(null);
  const indexById = useMemo(() => new Map(rows.map((row, index) => [row.directory.id, index])), [rows]);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's API is not memoisable; nothing here relies on the compiler memoising it.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => TREE_ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.directory.id ?? index,
    overscan: OVERSCAN,
    // Rendering is not forced synchronously on scroll: React 19 warns about flushSync from an effect.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();

  const tabStop =
    activeId !== undefined && indexById.has(activeId)
      ? activeId
      : selectedId !== undefined && indexById.has(selectedId)
        ? selectedId
        : rows[0]?.directory.id;
  const tabStopIndex = tabStop === undefined ? -1 : (indexById.get(tabStop) ?? -1);
  const tabStopRendered = items.some((item) => item.index === tabStopIndex);

  const moveFocus = (index: number) => {
    const id = rows[index]?.directory.id;
    if (id === undefined) return;
    focusTarget.current = id;
    onActiveChange(id);
    virtualizer.scrollToIndex(index);
  };

  useEffect(() => {
    const focusId = focusTarget.current;
    const focusElement = focusId === null ? undefined : elements.current.get(focusId);
    if (focusElement) {
      focusElement.focus();
      focusTarget.current = null;
    }
    const scrollId = scrollTarget.current;
    const scrollIndex = scrollId === null ? undefined : indexById.get(scrollId);
    if (scrollIndex !== undefined) {
      virtualizer.scrollToIndex(scrollIndex);
      scrollTarget.current = null;
    }
  });

  const itemDrops = useTreeItemDrops(rows, indexById);

  // The rows are memoised: what they are given keeps its identity from one render to the next.
  const elementRef = useCallback((element: HTMLAnchorElement | null) => {
    const id = element?.dataset['id'];
    if (!element || id === undefined) return;
    elements.current.set(id, element);
    return () => {
      if (elements.current.get(id) === element) elements.current.delete(id);
    };
  }, []);
  const toggle = useCallback(
    (toggled: TreeRow) => {
      if (toggled.state === 'expanded') onCollapse(toggled);
      else if (toggled.state === 'collapsed') onExpand(toggled);
    },
    [onCollapse, onExpand],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const id = event.target instanceof HTMLElement ? event.target.dataset['id'] : undefined;
    const index = id === undefined ? undefined : indexById.get(id);
    if (index === undefined) return;
    const action = treeKeyAction(event.key, rows, index);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'focus') moveFocus(action.index);
    else if (action.type === 'expand') onExpand(action.row);
    else onCollapse(action.row);
  };

  return (
    <div ref={scrollerRef} className={classes['scroller']}>
      <div
        role="tree"
        aria-labelledby={labelledBy}
        // When the tab stop has scrolled out of the document, the tree itself takes the Tab and hands it on.
        tabIndex={tabStopRendered ? undefined : 0}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        onKeyDown={onKeyDown}
        {...itemDrops}
        onFocus={(event) => {
          if (event.target === event.currentTarget && tabStopIndex >= 0) moveFocus(tabStopIndex);
        }}
      >
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const { id } = row.directory;
          return (
            <DirectoryTreeRow
              key={item.key}
              row={row}
              selected={id === selectedId}
              active={id === tabStop}
              start={item.start}
              height={TREE_ROW_HEIGHT}
              elementRef={elementRef}
              onToggle={toggle}
              onNavigate={onNavigate}
              onFocus={onActiveChange}
            />
          );
        })}
      </div>
    </div>
  );
}
