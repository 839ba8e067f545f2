import type { DragEvent } from 'react';
import { itemDragOf } from '../../shared/moves/item-drag';
import { createDropMarker } from '../../shared/ui/drop-marker';
import type { TreeRow } from './tree-rows.utils';

const markDropTarget = createDropMarker();

/**
 * Items dragged out of the explorer may be dropped on a tree node (explorer.md §4 Move): the drag's own rules say
 * which nodes take them, and its move runs on the drop. Handlers for the tree element, delegated to the node under the
 * pointer.
 */
export function useTreeItemDrops(rows: readonly TreeRow[], indexById: ReadonlyMap<string, number>) {
  const nodeAt = (event: DragEvent) => {
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-id]') : null;
    const index = element?.dataset['id'] === undefined ? undefined : indexById.get(element.dataset['id']);
    const row = index === undefined ? undefined : rows[index];
    return element && row ? { element, directory: row.directory } : undefined;
  };

  return {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      const drag = itemDragOf(event.dataTransfer);
      const node = nodeAt(event);
      const allowed = drag !== null && node !== undefined && drag.canDropOn(node.directory);
      markDropTarget(allowed ? node.element : null);
      if (!allowed) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (event.currentTarget === event.target) markDropTarget(null);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      markDropTarget(null);
      const drag = itemDragOf(event.dataTransfer);
      const node = nodeAt(event);
      if (!drag || !node) return;
      event.preventDefault();
      drag.dropOn(node.directory);
    },
  };
}
