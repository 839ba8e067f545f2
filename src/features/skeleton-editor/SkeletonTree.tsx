import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { buildSkeletonTree, treeKeyAction, visibleRows } from './skeleton-tree.utils';
import classes from './SkeletonTree.module.css';
import { SkeletonTreeRowView } from './SkeletonTreeRow';

/** Where a row's menu should open, and the row to give the focus back to afterwards. */
export interface TreeMenuRequest {
  entity: SkeletonEntity;
  x: number;
  y: number;
  origin: HTMLElement;
}

export interface SkeletonTreeProps {
  entities: readonly SkeletonEntity[];
  /** The tree's accessible name. */
  label: string;
  onMenu: (request: TreeMenuRequest) => void;
}

/** The point below the start of an element: where a menu opened by keyboard or by the «…» button shows. */
function below(element: HTMLElement): { x: number; y: number } {
  const rect = element.getBoundingClientRect();
  return { x: rect.left, y: rect.bottom };
}

/**
 * The entities as a WAI-ARIA tree (platform.md §2.4): one flat list of treeitems with aria-level, aria-posinset and
 * aria-setsize, so each item is named by its own row alone (Mantine's Tree nests rows in their parents' items, whose
 * names would then take in the whole subtree). Everything starts expanded — a structure is small and meant to be seen
 * whole. One tab stop moved by the arrows, Home and End; a click or Right/Left expand and collapse; Enter, the
 * context-menu key, a right click or the «…» button open the row's menu.
 */
export function SkeletonTree({ entities, label, onMenu }: SkeletonTreeProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [activeId, setActiveId] = useState<string>();
  const elements = useRef(new Map<string, HTMLDivElement>());
  // The row the keyboard moved to: it takes the focus once rendered.
  const focusTarget = useRef<string | null>(null);
  const nodes = useMemo(() => buildSkeletonTree(entities), [entities]);
  const rows = useMemo(() => visibleRows(nodes, collapsed), [nodes, collapsed]);
  const tabStop = rows.some((row) => row.entity.id === activeId) ? activeId : rows[0]?.entity.id;

  useEffect(() => {
    const id = focusTarget.current;
    if (id === null) return;
    focusTarget.current = null;
    elements.current.get(id)?.focus();
  });

  const toggle = (id: string, expand: boolean) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (expand) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const openMenu = (entity: SkeletonEntity, point: { x: number; y: number }) => {
    const origin = elements.current.get(entity.id);
    if (origin) onMenu({ entity, ...point, origin });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const id = event.target instanceof HTMLElement ? event.target.dataset['id'] : undefined;
    const index = rows.findIndex((row) => row.entity.id === id);
    const action = treeKeyAction(event.key, rows, index);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'expand' || action.type === 'collapse') {
      toggle(action.id, action.type === 'expand');
      return;
    }
    const row = rows[action.index];
    if (!row) return;
    if (action.type === 'menu') {
      const element = elements.current.get(row.entity.id);
      if (element) openMenu(row.entity, below(element));
      return;
    }
    focusTarget.current = row.entity.id;
    setActiveId(row.entity.id);
  };

  // A right click, the context-menu key or Shift+F10 on a row; the keyboard's event has no pointer position.
  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    const item = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="treeitem"]') : null;
    const row = rows.find((candidate) => candidate.entity.id === item?.dataset['id']);
    if (!item || !row) return;
    event.preventDefault();
    const fromPointer = event.clientX !== 0 || event.clientY !== 0;
    openMenu(row.entity, fromPointer ? { x: event.clientX, y: event.clientY } : below(item));
  };

  return (
    <div role="tree" aria-label={label} className={classes['tree']} onKeyDown={onKeyDown} onContextMenu={onContextMenu}>
      {rows.map((row) => (
        <SkeletonTreeRowView
          key={row.entity.id}
          row={row}
          active={row.entity.id === tabStop}
          elementRef={(element) => {
            if (element) elements.current.set(row.entity.id, element);
            else elements.current.delete(row.entity.id);
          }}
          onFocus={() => {
            setActiveId(row.entity.id);
          }}
          onToggle={() => {
            if (row.hasChildren) toggle(row.entity.id, !row.expanded);
          }}
          onMenuButton={(button) => {
            openMenu(row.entity, below(button));
          }}
        />
      ))}
    </div>
  );
}
