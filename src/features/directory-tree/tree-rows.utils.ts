import type { Directory } from '../../../codegen/model/directory';
import { ROOT_DIRECTORY_ID } from '../../shared/directory-chooser/directory-tree.utils';

/** The loaded children levels by parent id (`root` for the top level); a missing entry is not loaded. */
export type TreeLevels = ReadonlyMap<string, readonly Directory[]>;

/**
 * A node's state (explorer.md §4 Tree node): not fetched and collapsed, expanding (its children loading), expanded,
 * or a leaf once its children are known to be none.
 */
export type TreeNodeState = 'collapsed' | 'loading' | 'expanded' | 'leaf';

/** One visible node of the tree, in display order, with what the WAI-ARIA tree pattern needs about its place. */
export interface TreeRow {
  directory: Directory;
  /** 0 for a top-level directory. */
  level: number;
  /** The id of the row's parent in the tree, null at the top. */
  parentId: string | null;
  state: TreeNodeState;
  /** The position among its siblings, from 1 (aria-posinset), and their number (aria-setsize). */
  posInSet: number;
  setSize: number;
}

/** Explorer.md §4: the indent is 10 px per depth plus 15. */
export function nodeIndent(level: number): number {
  return 10 * level + 15;
}

function nodeState(
  id: string,
  children: readonly Directory[] | undefined,
  expanded: ReadonlySet<string>,
  loading: ReadonlySet<string>,
): TreeNodeState {
  if (loading.has(id)) return 'loading';
  if (children?.length === 0) return 'leaf';
  return children && expanded.has(id) ? 'expanded' : 'collapsed';
}

interface Frame {
  directories: readonly Directory[];
  next: number;
  level: number;
  parentId: string | null;
}

/**
 * The visible nodes, depth first in the levels' own order: the top level, and the children of every expanded node
 * whose level is loaded. Iterative, so that a deep tree cannot overflow the stack; a directory met a second time
 * (malformed data) is not shown again, so a cycle cannot loop.
 */
export function flattenTree(
  levels: TreeLevels,
  expanded: ReadonlySet<string>,
  loading: ReadonlySet<string> = new Set(),
): TreeRow[] {
  const rows: TreeRow[] = [];
  const top = levels.get(ROOT_DIRECTORY_ID);
  if (!top) return rows;
  const seen = new Set<string>();
  const stack: Frame[] = [{ directories: top, next: 0, level: 0, parentId: null }];
  for (let frame = stack.at(-1); frame; frame = stack.at(-1)) {
    const directory = frame.directories[frame.next];
    frame.next += 1;
    if (!directory) {
      stack.pop();
      continue;
    }
    if (seen.has(directory.id)) continue;
    seen.add(directory.id);
    const children = levels.get(directory.id);
    const state = nodeState(directory.id, children, expanded, loading);
    rows.push({
      directory,
      level: frame.level,
      parentId: frame.parentId,
      state,
      posInSet: frame.next,
      setSize: frame.directories.length,
    });
    if (state === 'expanded' && children) {
      stack.push({ directories: children, next: 0, level: frame.level + 1, parentId: directory.id });
    }
  }
  return rows;
}

/**
 * The expanded nodes that can be seen: reached from the top level through expanded nodes only. The tree loads and
 * watches these levels alone, so a collapsed branch, or a directory deleted from its parent, is never fetched.
 */
export function reachableExpandedIds(
  expanded: ReadonlySet<string>,
  level: (id: string) => readonly Directory[] | undefined,
): string[] {
  const reached: string[] = [];
  if (expanded.size === 0) return reached;
  const seen = new Set<string>();
  const queue = [ROOT_DIRECTORY_ID];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const directory of level(id) ?? []) {
      if (!expanded.has(directory.id) || seen.has(directory.id)) continue;
      seen.add(directory.id);
      reached.push(directory.id);
      queue.push(directory.id);
    }
  }
  return reached;
}

/** The loaded directory with this id, on any level. */
export function findLoadedDirectory(levels: TreeLevels, id: string): Directory | undefined {
  for (const level of levels.values()) {
    const found = level.find((directory) => directory.id === id);
    if (found) return found;
  }
  return undefined;
}
