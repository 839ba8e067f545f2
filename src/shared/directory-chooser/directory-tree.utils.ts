import type { TreeNodeData } from '@mantine/core';
import type { Directory } from '../../../codegen/model/directory';

/** GET /directories/root/children lists the top-level directories (explorer.md §7). */
export const ROOT_DIRECTORY_ID = 'root';

/** The child directories loaded so far, by parent id (`root` for the top level); a missing entry is not loaded yet. */
export type DirectoryChildren = ReadonlyMap<string, readonly Directory[]>;

/**
 * The Mantine tree data of the loaded levels: a directory whose children are not loaded yet is marked `hasChildren`,
 * so the tree offers to expand it; a loaded one gets its children (none when it has no subdirectories). A parent
 * reached twice (malformed data) is not descended into again.
 */
export function directoryTreeData(
  children: DirectoryChildren,
  parentId: string = ROOT_DIRECTORY_ID,
  path: ReadonlySet<string> = new Set([parentId]),
): TreeNodeData[] {
  return (children.get(parentId) ?? []).map((directory): TreeNodeData => {
    const loaded = children.get(directory.id);
    if (!loaded || path.has(directory.id)) return { value: directory.id, label: directory.name, hasChildren: !loaded };
    return {
      value: directory.id,
      label: directory.name,
      children: directoryTreeData(children, directory.id, new Set([...path, directory.id])),
    };
  });
}

/** The loaded directory with this id, wherever it is in the tree. */
export function findDirectory(children: DirectoryChildren, id: string): Directory | undefined {
  for (const level of children.values()) {
    const found = level.find((directory) => directory.id === id);
    if (found) return found;
  }
  return undefined;
}

/** The ids whose children the tree needs: the top level and every expanded directory, in a stable order. */
export function directoryIdsToLoad(expanded: Readonly<Record<string, boolean>>): string[] {
  const open = Object.keys(expanded)
    .filter((id) => expanded[id] === true)
    .sort();
  return [ROOT_DIRECTORY_ID, ...open.filter((id) => id !== ROOT_DIRECTORY_ID)];
}
