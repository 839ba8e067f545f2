import type { Directory } from '../../../codegen/model/directory';

/** The drag data type of items dragged out of the explorer (their ids as JSON), distinct from dragged files. */
export const ITEM_DRAG_TYPE = 'application/x-cde-explorer-items';

/**
 * The items being dragged, as their source offers them to other drop targets (the tree): which directories may take
 * them, and the move itself. A target never decides on its own: the source's rules and move hook apply wherever they
 * are dropped.
 */
export interface ItemDragSession {
  /** Whether a directory (null: the root) takes the drop; the root takes it only to say why it refuses. */
  canDropOn: (target: Directory | null) => boolean;
  dropOn: (target: Directory | null) => void;
}

let session: ItemDragSession | null = null;

export function beginItemDrag(next: ItemDragSession): void {
  session = next;
}

export function endItemDrag(): void {
  session = null;
}

/** The drag under way, when the drag event carries explorer items. */
export function itemDragOf(dataTransfer: DataTransfer | null): ItemDragSession | null {
  return dataTransfer?.types.includes(ITEM_DRAG_TYPE) ? session : null;
}
