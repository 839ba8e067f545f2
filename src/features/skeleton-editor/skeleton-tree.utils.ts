import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';

/** The entity's name as the editor shows it: a creatable entity in square brackets (platform.md §2.4). */
export function entityLabel(entity: Pick<SkeletonEntity, 'name' | 'isCreatable'>): string {
  return entity.isCreatable ? `[${entity.name}]` : entity.name;
}

/** Siblings in the order of their names, as Russian readers sort them. */
export function compareEntityNames(a: Pick<SkeletonEntity, 'name'>, b: Pick<SkeletonEntity, 'name'>): number {
  return a.name.localeCompare(b.name, 'ru');
}

export interface SkeletonTreeNode {
  entity: SkeletonEntity;
  /** Sorted by name. */
  children: SkeletonTreeNode[];
}

/**
 * The tree of the plain entity list (GET /skeleton/{id}/entities), built from parentId, siblings sorted by name.
 * An entity whose parent is not in the list is shown at the top level rather than lost; a parent cycle, which the
 * server never makes, cannot loop.
 */
export function buildSkeletonTree(entities: readonly SkeletonEntity[]): SkeletonTreeNode[] {
  const ids = new Set(entities.map((entity) => entity.id));
  const byParent = new Map<string | null, SkeletonEntity[]>();
  for (const entity of entities) {
    const parent = entity.parentId !== null && ids.has(entity.parentId) ? entity.parentId : null;
    const siblings = byParent.get(parent) ?? [];
    siblings.push(entity);
    byParent.set(parent, siblings);
  }
  const placed = new Set<string>();
  const nodes = (parent: string | null): SkeletonTreeNode[] =>
    [...(byParent.get(parent) ?? [])]
      .sort(compareEntityNames)
      .filter((entity) => !placed.has(entity.id))
      .map((entity) => {
        placed.add(entity.id);
        return { entity, children: nodes(entity.id) };
      });
  return nodes(null);
}

/** One shown line of the tree, with what the WAI-ARIA tree needs to say where it is. */
export interface SkeletonTreeRow {
  entity: SkeletonEntity;
  /** 1 at the top level (aria-level). */
  level: number;
  /** 1-based place among its siblings, and their count (aria-posinset, aria-setsize). */
  posInSet: number;
  setSize: number;
  hasChildren: boolean;
  expanded: boolean;
  /** The row's parent in the tree; null at the top level. */
  parentId: string | null;
}

/** The rows shown, depth first: everything is expanded but the collapsed nodes' subtrees. */
export function visibleRows(nodes: readonly SkeletonTreeNode[], collapsed: ReadonlySet<string>): SkeletonTreeRow[] {
  const rows: SkeletonTreeRow[] = [];
  const walk = (level: number, siblings: readonly SkeletonTreeNode[], parentId: string | null) => {
    siblings.forEach((node, index) => {
      const hasChildren = node.children.length > 0;
      const expanded = hasChildren && !collapsed.has(node.entity.id);
      rows.push({
        entity: node.entity,
        level,
        posInSet: index + 1,
        setSize: siblings.length,
        hasChildren,
        expanded,
        parentId,
      });
      if (expanded) walk(level + 1, node.children, node.entity.id);
    });
  };
  walk(1, nodes, null);
  return rows;
}

/** What a key does in the tree (WAI-ARIA tree view pattern). */
export type TreeKeyAction =
  | { type: 'focus'; index: number }
  | { type: 'expand'; id: string }
  | { type: 'collapse'; id: string }
  | { type: 'menu'; index: number };

/**
 * The action of a key on the row at `index`: Up/Down to the previous/next row, Home/End to the first/last; Right
 * expands a collapsed node or enters an expanded one; Left collapses an expanded node or goes to the parent; Enter
 * opens the row's menu (the context-menu key and Shift+F10 open it through the browser's contextmenu event).
 */
export function treeKeyAction(key: string, rows: readonly SkeletonTreeRow[], index: number): TreeKeyAction | undefined {
  const row = rows[index];
  if (!row) return undefined;
  const focus = (target: number): TreeKeyAction | undefined =>
    target >= 0 && target < rows.length && target !== index ? { type: 'focus', index: target } : undefined;
  switch (key) {
    case 'ArrowDown':
      return focus(index + 1);
    case 'ArrowUp':
      return focus(index - 1);
    case 'Home':
      return focus(0);
    case 'End':
      return focus(rows.length - 1);
    case 'ArrowRight':
      if (row.hasChildren && !row.expanded) return { type: 'expand', id: row.entity.id };
      return row.expanded ? focus(index + 1) : undefined;
    case 'ArrowLeft':
      if (row.expanded) return { type: 'collapse', id: row.entity.id };
      return row.parentId === null
        ? undefined
        : focus(rows.findLastIndex((other, at) => at < index && other.entity.id === row.parentId));
    case 'Enter':
      return { type: 'menu', index };
    default:
      return undefined;
  }
}

/**
 * The ids of the entity's ancestors, nearest first: the parentId chain through the loaded list, then whatever the
 * entities' own ancestorIds add (a parent missing from the list still counts).
 */
export function ancestorIdsOf(entities: readonly SkeletonEntity[], parentId: string | null | undefined): string[] {
  const byId = new Map(entities.map((entity) => [entity.id, entity]));
  const chain: string[] = [];
  let current = parentId ?? null;
  while (current !== null && !chain.includes(current)) {
    chain.push(current);
    current = byId.get(current)?.parentId ?? null;
  }
  const result = new Set(chain);
  for (const id of chain) {
    // ancestorIds run from the root down; nearest first here.
    for (const ancestor of [...(byId.get(id)?.ancestorIds ?? [])].reverse()) result.add(ancestor);
  }
  return [...result];
}

/** Whether an entity under `parentId` lies inside a creatable entity (the parent itself included). */
export function hasCreatableAncestor(
  entities: readonly SkeletonEntity[],
  parentId: string | null | undefined,
): boolean {
  const creatable = new Set(entities.filter((entity) => entity.isCreatable).map((entity) => entity.id));
  return ancestorIdsOf(entities, parentId).some((id) => creatable.has(id));
}

/**
 * Whether the pin toggle is offered (platform.md §2.4, docs/structure.md): only a non-creatable entity with no
 * creatable ancestor has a single directory that can be pinned for everybody.
 */
export function canPin(
  entities: readonly SkeletonEntity[],
  entity: { isCreatable: boolean; parentId: string | null | undefined },
): boolean {
  return !entity.isCreatable && !hasCreatableAncestor(entities, entity.parentId);
}

/** The entity and everything below it: what DELETE /skeleton-entities/{id} removes. */
export function subtreeIds(entities: readonly SkeletonEntity[], id: string): Set<string> {
  const result = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const entity of entities) {
      if (entity.parentId !== null && result.has(entity.parentId) && !result.has(entity.id)) {
        result.add(entity.id);
        grew = true;
      }
    }
  }
  return result;
}

/** The list with the saved entity in place of its old version, or added. */
export function withEntitySaved(entities: readonly SkeletonEntity[], saved: SkeletonEntity): SkeletonEntity[] {
  const index = entities.findIndex((entity) => entity.id === saved.id);
  if (index === -1) return [...entities, saved];
  return entities.map((entity) => (entity.id === saved.id ? saved : entity));
}

/** The list without the entity and its descendants. */
export function withoutSubtree(entities: readonly SkeletonEntity[], id: string): SkeletonEntity[] {
  const removed = subtreeIds(entities, id);
  return entities.filter((entity) => !removed.has(entity.id));
}
