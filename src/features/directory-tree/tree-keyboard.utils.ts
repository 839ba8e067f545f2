import type { TreeRow } from './tree-rows.utils';

/** What a key does in the tree (WAI-ARIA tree view pattern); Enter is the node's own link. */
export type TreeKeyAction =
  { type: 'focus'; index: number } | { type: 'expand'; row: TreeRow } | { type: 'collapse'; row: TreeRow };

/**
 * The action of a key on the row at `index`: Up/Down to the previous/next visible node, Home/End to the first/last;
 * Right expands a collapsed node or enters an expanded one; Left collapses an expanded node or goes to the parent.
 * Undefined when the key does nothing there.
 */
export function treeKeyAction(key: string, rows: readonly TreeRow[], index: number): TreeKeyAction | undefined {
  const row = rows[index];
  if (!row) return undefined;
  const focus = (target: number) => (target >= 0 && target < rows.length && target !== index ? target : undefined);
  let target: number | undefined;
  switch (key) {
    case 'ArrowDown':
      target = focus(index + 1);
      break;
    case 'ArrowUp':
      target = focus(index - 1);
      break;
    case 'Home':
      target = focus(0);
      break;
    case 'End':
      target = focus(rows.length - 1);
      break;
    case 'ArrowRight':
      if (row.state === 'collapsed') return { type: 'expand', row };
      if (row.state === 'expanded') target = focus(index + 1);
      break;
    case 'ArrowLeft':
      if (row.state === 'expanded') return { type: 'collapse', row };
      if (row.parentId !== null)
        target = focus(rows.findLastIndex((other, at) => at < index && other.directory.id === row.parentId));
      break;
    default:
      return undefined;
  }
  return target === undefined ? undefined : { type: 'focus', index: target };
}
