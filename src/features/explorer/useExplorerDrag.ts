import { useRef } from 'react';
import type { Directory } from '../../../codegen/model/directory';
import { ROOT_DIRECTORY_ID } from '../../shared/directory-chooser/directory-tree.utils';
import { beginItemDrag, endItemDrag } from '../../shared/moves/item-drag';
import { canMoveTo, isDropIgnored } from '../../shared/moves/move-rules.utils';
import type { MoveItemsRequest } from '../../shared/moves/useMoveItems';
import { explorerRowId, splitExplorerItems, type ExplorerItem, type ExplorerRow } from './explorer-items.utils';

export interface ExplorerDragOptions {
  itemsById: ReadonlyMap<string, ExplorerItem>;
  /** The directory shown; null at the root. */
  shown: Directory | null;
  /** Its ancestors from the top down: the last is the '...' entry's directory. */
  ancestors: readonly Directory[];
  selectedIds: ReadonlySet<string>;
  /** Whether the account may take items out of the directory shown (DeleteFiles there); else nothing takes a drop. */
  canMoveOut: boolean;
  moveTo: (target: Directory | null, request: MoveItemsRequest) => Promise<boolean>;
}

/**
 * Moving items by drag and drop inside the explorer list (explorer.md §2, §4 Move, §5): an item's name is the handle;
 * a selected item carries the whole selection. Directories and the '...' entry take drops the move rules allow; the
 * root's '...' takes one only to say why it refuses it; a directory dropped on itself or its child is ignored. The
 * drag is offered to the directory tree too (`beginItemDrag`), under the same rules and the same move: a target needs
 * CreateFiles (the move rules), and without DeleteFiles in the directory shown no target takes the items at all.
 */
export function useExplorerDrag({ itemsById, shown, ancestors, selectedIds, canMoveOut, moveTo }: ExplorerDragOptions) {
  const dragged = useRef<readonly string[]>([]);

  const request = (): MoveItemsRequest => {
    const items = dragged.current.flatMap((id) => itemsById.get(id) ?? []);
    return { ...splitExplorerItems(items), sourceId: shown?.id ?? ROOT_DIRECTORY_ID };
  };

  /** The directory a row stands for as a drop target: null for the root, undefined for a document. */
  const targetOf = (row: ExplorerRow): Directory | null | undefined => {
    if (row.kind === 'directory') return row.directory;
    if (row.kind === 'parent') return row.parentId === null ? null : ancestors.at(-1);
    return undefined;
  };

  const canDropOnDirectory = (target: Directory | null): boolean => {
    if (!canMoveOut) return false;
    const items = request();
    // A directory seen only as the path to a deeper one is not the account's to move (the server answers 404).
    if (items.directories.some((directory) => !directory.contentsVisible)) return false;
    if (target === null) return true;
    return !isDropIgnored(target, items.directories) && canMoveTo(target, items).allowed;
  };

  const dropOnDirectory = (target: Directory | null): void => {
    if (!canMoveOut) return;
    const items = request();
    if (items.directories.some((directory) => !directory.contentsVisible)) return;
    if (target !== null && isDropIgnored(target, items.directories)) return;
    void moveTo(target, items);
  };

  const onDragItems = (row: ExplorerRow): readonly string[] => {
    const id = explorerRowId(row);
    dragged.current = selectedIds.has(id) ? [...selectedIds] : [id];
    beginItemDrag({ canDropOn: canDropOnDirectory, dropOn: dropOnDirectory });
    return dragged.current;
  };

  const canDropOn = (row: ExplorerRow): boolean => {
    const target = targetOf(row);
    return target !== undefined && canDropOnDirectory(target);
  };

  const onDropOn = (row: ExplorerRow): void => {
    const target = targetOf(row);
    if (target !== undefined) dropOnDirectory(target);
  };

  return { onDragItems, canDropOn, onDropOn, onDragEnd: endItemDrag };
}
