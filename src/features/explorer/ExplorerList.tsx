import { Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TFunction } from 'i18next';
import { memo, useCallback, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLanguage } from '../../shared/i18n/i18n';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import { ITEM_DRAG_TYPE } from '../../shared/moves/item-drag';
import { createDropMarker } from '../../shared/ui/drop-marker';
import { explorerRowId, type ExplorerRow } from './explorer-items.utils';
import { listKeyCommand } from './explorer-keys.utils';
import classes from './ExplorerList.module.css';
import { ExplorerRowContent } from './ExplorerRowContent';
import { useRectangleSelection } from './useRectangleSelection';

export const ROW_HEIGHT = 44;
/** Rows rendered above and below the visible ones, so that fast scrolling does not show blank space. */
const OVERSCAN = 6;

export interface SelectModifiers {
  toggle: boolean;
  range: boolean;
}

export interface ExplorerListProps {
  rows: readonly ExplorerRow[];
  selectedIds: ReadonlySet<string>;
  activeId: string | null;
  onActiveChange: (id: string) => void;
  /** A click or a selecting key on a row (never the '...' entry). */
  onSelect: (id: string, modifiers: SelectModifiers) => void;
  onRectangleStart: () => void;
  /** The rows a selection rectangle covers, added to the earlier selection with ctrl. */
  onSelectRows: (ids: string[], additive: boolean) => void;
  onSelectAll: () => void;
  onClear: () => void;
  onOpen: (row: ExplorerRow, newTab: boolean) => void;
  /** The context menu for a row (null: the selection) at a point of the window. */
  onMenu: (row: ExplorerRow, point: { x: number; y: number }) => void;
  onDelete: () => void;
  /** Dragging an item's name: the ids it carries (the selection when the item is in it). */
  onDragItems: (row: ExplorerRow) => readonly string[];
  /** Whether the dragged items may be dropped on a row (a directory or the '...' entry). */
  canDropOn: (row: ExplorerRow) => boolean;
  onDropOn: (row: ExplorerRow) => void;
  /** The drag ended, dropped or not. */
  onDragEnd: () => void;
  label: string;
  emptyText: string;
}

const rowDomId = (id: string) => `explorer-row-${id}`;

const markDropTarget = createDropMarker();

interface ExplorerListRowProps {
  row: ExplorerRow;
  index: number;
  setSize: number;
  start: number;
  selected: boolean;
  active: boolean;
  t: TFunction;
  language: AppLanguage;
}

/** One option of the list; memoised, as its props change only when the row itself does. */
const ExplorerListRow = memo(function ExplorerListRow({
  row,
  index,
  setSize,
  start,
  selected,
  active,
  t,
  language,
}: ExplorerListRowProps) {
  const id = explorerRowId(row);
  return (
    <div
      id={rowDomId(id)}
      role="option"
      aria-selected={selected}
      aria-setsize={setSize}
      aria-posinset={index + 1}
      data-active={active || undefined}
      data-row-index={index}
      className={classes['row']}
      style={{ height: ROW_HEIGHT, transform: `translateY(${String(start)}px)` }}
    >
      <ExplorerRowContent row={row} t={t} language={language} />
    </div>
  );
});

/**
 * The explorer list (explorer.md §2): a virtualized listbox, so a directory of 10,000 items renders only the rows in
 * view plus a few. Selection by click, ctrl/shift, rectangle and keyboard; the right button only opens the menu
 * (right-click selection is ignored); double-click, Enter or a tap opens; the middle button opens in a new tab.
 */
export function ExplorerList(props: ExplorerListProps) {
  const { rows, selectedIds, activeId, onActiveChange, onSelect, onSelectRows, onOpen, onMenu } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const lastPointer = useRef<string>('mouse');
  const { t } = useTranslation();
  const language = useAppLanguage();
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's API is not memoisable; nothing here relies on the compiler memoising it.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => (rows[index] ? explorerRowId(rows[index]) : index),
    initialRect: { width: 800, height: 600 },
  });

  const selectRows = useCallback(
    (indexes: number[], additive: boolean) => {
      const ids = indexes.flatMap((index) => {
        const row = rows[index];
        return row && row.kind !== 'parent' ? [explorerRowId(row)] : [];
      });
      onSelectRows(ids, additive);
    },
    [rows, onSelectRows],
  );
  const { rectangle, handlers } = useRectangleSelection({
    scrollRef,
    rowHeight: ROW_HEIGHT,
    rowCount: rows.length,
    onStart: props.onRectangleStart,
    onSelect: selectRows,
  });

  // The list renders on every scroll frame: the search over all rows runs only when they or the active row change.
  const activeIndex = useMemo(
    () => (activeId === null ? -1 : rows.findIndex((row) => explorerRowId(row) === activeId)),
    [rows, activeId],
  );

  const rowPoint = (index: number) => {
    const bounds = scrollRef.current?.getBoundingClientRect();
    const top = (bounds?.top ?? 0) + index * ROW_HEIGHT - (scrollRef.current?.scrollTop ?? 0);
    return { x: (bounds?.left ?? 0) + 24, y: top + ROW_HEIGHT };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const pageSize = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / ROW_HEIGHT) - 1);
    const command = listKeyCommand(event, activeIndex, rows.length, pageSize);
    if (!command) return;
    event.preventDefault();
    const activeRow = rows[activeIndex];
    switch (command.type) {
      case 'move': {
        const row = rows[command.index];
        if (!row) return;
        const id = explorerRowId(row);
        onActiveChange(id);
        if (command.select !== 'none' && row.kind !== 'parent') {
          onSelect(id, { toggle: false, range: command.select === 'range' });
        }
        virtualizer.scrollToIndex(command.index, { align: 'auto' });
        return;
      }
      case 'toggle':
        if (activeRow && activeRow.kind !== 'parent')
          onSelect(explorerRowId(activeRow), { toggle: true, range: false });
        return;
      case 'open':
        if (activeRow) onOpen(activeRow, command.newTab);
        return;
      case 'menu':
        if (activeRow) onMenu(activeRow, rowPoint(activeIndex));
        return;
      case 'selectAll':
        props.onSelectAll();
        return;
      case 'clear':
        props.onClear();
        return;
      case 'delete':
        props.onDelete();
        return;
    }
  };

  // One set of handlers on the list instead of on each row keeps the rows pure, so scrolling renders only new ones.
  const rowAt = (target: EventTarget): ExplorerRow | undefined => {
    const element = target instanceof Element ? target.closest<HTMLElement>('[data-row-index]') : null;
    return element ? rows[Number(element.dataset['rowIndex'])] : undefined;
  };

  const onRowClick = (row: ExplorerRow, event: MouseEvent) => {
    const id = explorerRowId(row);
    onActiveChange(id);
    // A tap opens at once: touch has no double-click and no rectangle.
    if (lastPointer.current === 'touch') {
      onOpen(row, false);
      return;
    }
    if (row.kind !== 'parent') {
      onSelect(id, { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey });
    }
  };

  const empty = (
    <Text c="dimmed" className={classes['empty']}>
      {props.emptyText}
    </Text>
  );
  if (rows.length === 0) return <div className={classes['scroller']}>{empty}</div>;
  // Only the '...' entry: the list keeps it, and the empty text follows outside the listbox.
  const onlyParent = rows.every((row) => row.kind === 'parent');

  const activeDomId = activeIndex >= 0 ? rowDomId(activeId ?? '') : undefined;

  return (
    <>
      <div
        ref={scrollRef}
        className={classes['scroller']}
        data-only-parent={onlyParent || undefined}
        role="listbox"
        aria-multiselectable
        aria-label={props.label}
        aria-activedescendant={activeDomId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (activeIndex < 0 && rows[0]) onActiveChange(explorerRowId(rows[0]));
        }}
        onPointerDownCapture={(event) => {
          lastPointer.current = event.pointerType;
        }}
        {...handlers}
        onClick={(event) => {
          const row = rowAt(event.target);
          if (row) onRowClick(row, event);
        }}
        onDoubleClick={(event) => {
          const row = rowAt(event.target);
          if (row) onOpen(row, false);
        }}
        onAuxClick={(event) => {
          const row = rowAt(event.target);
          if (row && event.button === 1) onOpen(row, true);
        }}
        onMouseDown={(event) => {
          // The middle button would start the browser's autoscroll instead of opening a tab.
          if (event.button === 1) event.preventDefault();
        }}
        onContextMenu={(event) => {
          const row = rowAt(event.target);
          if (!row) return;
          event.preventDefault();
          onActiveChange(explorerRowId(row));
          onMenu(row, { x: event.clientX, y: event.clientY });
        }}
        onDragStart={(event) => {
          const row = rowAt(event.target);
          if (!row || row.kind === 'parent') {
            event.preventDefault();
            return;
          }
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData(ITEM_DRAG_TYPE, JSON.stringify(props.onDragItems(row)));
        }}
        onDragOver={(event) => {
          const row = rowAt(event.target);
          const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-row-index]') : null;
          const allowed =
            row !== undefined && event.dataTransfer.types.includes(ITEM_DRAG_TYPE) && props.canDropOn(row);
          markDropTarget(allowed ? target : null);
          if (!allowed) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
        }}
        onDragLeave={(event) => {
          if (event.currentTarget === event.target) markDropTarget(null);
        }}
        onDragEnd={() => {
          markDropTarget(null);
          props.onDragEnd();
        }}
        onDrop={(event) => {
          markDropTarget(null);
          const row = rowAt(event.target);
          if (!row || !event.dataTransfer.types.includes(ITEM_DRAG_TYPE)) return;
          event.preventDefault();
          props.onDropOn(row);
        }}
      >
        <div className={classes['canvas']} style={{ height: virtualizer.getTotalSize() }} role="presentation">
          {virtualizer.getVirtualItems().map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (!row) return null;
            const id = explorerRowId(row);
            return (
              <ExplorerListRow
                key={virtualRow.key}
                row={row}
                index={virtualRow.index}
                setSize={rows.length}
                start={virtualRow.start}
                selected={row.kind !== 'parent' && selectedIds.has(id)}
                active={id === activeId}
                t={t}
                language={language}
              />
            );
          })}
          {rectangle && (
            <div
              className={classes['rectangle']}
              style={{ left: rectangle.left, top: rectangle.top, width: rectangle.width, height: rectangle.height }}
            />
          )}
        </div>
      </div>
      {onlyParent && empty}
    </>
  );
}
