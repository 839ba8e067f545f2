import type { Directory } from '../../../codegen/model/directory';

/** The ancestors (top level first) whose children are not loaded yet: the levels to ask for at once. */
export function missingLevels(ancestorIds: readonly string[], isLoaded: (id: string) => boolean): string[] {
  return ancestorIds.filter((id) => !isLoaded(id));
}

/**
 * Splits the answer of POST /directories/children (the children of several ancestors in one list) into one level per
 * asked ancestor, each in the answer's order. Every asked ancestor gets a level, empty when nothing came for it;
 * directories under a parent that was not asked for are dropped.
 */
export function levelsByParent(
  ancestorIds: readonly string[],
  directories: readonly Directory[],
): Map<string, Directory[]> {
  const levels = new Map<string, Directory[]>(ancestorIds.map((id) => [id, []]));
  for (const directory of directories) {
    if (directory.parentId !== null) levels.get(directory.parentId)?.push(directory);
  }
  return levels;
}
