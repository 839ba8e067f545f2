import { mergeRefs, partRefs, type ItemRefs } from './model-visibility.utils';

/**
 * A node of a part's spatial structure as That Open fragments gives it (`model.getSpatialStructure()`): items (with a
 * local id) and, between them, groups of items of one IFC class (a category, no local id). The project is the root.
 */
export interface SpatialNode {
  category: string | null;
  localId: number | null;
  children?: readonly SpatialNode[];
}

/** What the tree shows of an item, read from its attributes. */
export interface ItemLabel {
  name?: string;
  /** A storey's elevation, to order the storeys. */
  elevation?: number;
}

/** One loaded part's structure and its items' labels. */
export interface PartStructure {
  partId: string;
  partName: string;
  root: SpatialNode;
  labels: ReadonlyMap<number, ItemLabel>;
}

/**
 * A node of the viewer's tree: a part (one model file), an IFC item (project, site, building, storey, element) or a
 * class (the elements of one IFC class below an item). `items` are the local ids of the node and all below it: what
 * hiding or isolating the node acts on.
 */
export interface ModelTreeNode {
  /** Unique in the federated tree. */
  value: string;
  kind: 'part' | 'item' | 'class';
  partId: string;
  localId?: number;
  category?: string;
  name?: string;
  elevation?: number;
  items: readonly number[];
  children: readonly ModelTreeNode[];
}

/**
 * The classes that make the spatial breakdown (project → site → building → storeys): their items are shown directly
 * below their parent, not in a class group, so the tree reads as the building does. Spaces stay a class: a storey
 * lists «Помещения» next to its walls.
 */
const SPATIAL_CONTAINERS: ReadonlySet<string> = new Set([
  'IFCPROJECT',
  'IFCSITE',
  'IFCBUILDING',
  'IFCBUILDINGSTOREY',
  'IFCFACILITY',
  'IFCFACILITYPART',
  'IFCBRIDGE',
  'IFCROAD',
  'IFCRAILWAY',
  'IFCMARINEFACILITY',
]);

export const STOREY_CATEGORY = 'IFCBUILDINGSTOREY';

/**
 * Spaces: volumes the elements of a room are contained in, not made of. Hiding the class «Помещения» hides the
 * spaces, not the furniture in them (a window's class, by contrast, takes its members along).
 */
export const SPACE_CATEGORIES: ReadonlySet<string> = new Set([
  'IFCSPACE',
  'IFCSPATIALZONE',
  'IFCEXTERNALSPATIALELEMENT',
]);

interface Built {
  node: ModelTreeNode;
  items: number[];
}

/** The items below a class group or an item, keyed by category, in the order they come. */
function groupsOf(node: SpatialNode, inherited: string | null): Map<string | null, SpatialNode[]> {
  const groups = new Map<string | null, SpatialNode[]>();
  const add = (category: string | null, item: SpatialNode) => {
    const list = groups.get(category) ?? [];
    list.push(item);
    groups.set(category, list);
  };
  for (const child of node.children ?? []) {
    if (child.localId !== null) {
      add(child.category ?? inherited, child);
      continue;
    }
    // A group: its items are of its class (an item may name its own, should a later format do so).
    for (const item of child.children ?? []) {
      if (item.localId !== null) add(item.category ?? child.category, item);
      else
        for (const [category, nested] of groupsOf(item, child.category)) for (const each of nested) add(category, each);
    }
  }
  return groups;
}

/** Storeys from the top down, by elevation; those without one keep their order after the others. */
function byElevation(a: { elevation?: number }, b: { elevation?: number }): number {
  if (a.elevation === undefined || b.elevation === undefined) {
    return (a.elevation === undefined ? 1 : 0) - (b.elevation === undefined ? 1 : 0);
  }
  return b.elevation - a.elevation;
}

function buildChildren(part: PartStructure, parent: SpatialNode, parentValue: string): Built[] {
  const built: Built[] = [];
  for (const [category, items] of groupsOf(parent, null)) {
    const nodes = items.map((item) => buildItem(part, item, category));
    if (category !== null && !SPATIAL_CONTAINERS.has(category)) {
      const ids = nodes.flatMap((each) => each.items);
      built.push({
        node: {
          value: `${parentValue}/${category}`,
          kind: 'class',
          partId: part.partId,
          category,
          items: ids,
          children: nodes.map((each) => each.node),
        },
        items: ids,
      });
      continue;
    }
    const sorted = category === STOREY_CATEGORY ? [...nodes].sort((a, b) => byElevation(a.node, b.node)) : nodes;
    built.push(...sorted);
  }
  return built;
}

function buildItem(part: PartStructure, item: SpatialNode, category: string | null): Built {
  const localId = item.localId ?? -1;
  const value = `${part.partId}/${String(localId)}`;
  const children = buildChildren(part, item, value);
  const items = [localId, ...children.flatMap((child) => child.items)];
  const label = part.labels.get(localId);
  return {
    node: {
      value,
      kind: 'item',
      partId: part.partId,
      localId,
      ...(category !== null && { category }),
      ...(label?.name !== undefined && { name: label.name }),
      ...(label?.elevation !== undefined && { elevation: label.elevation }),
      items,
      children: children.map((child) => child.node),
    },
    items,
  };
}

/** A part's tree: the part's node, then its project (or projects) with everything below. */
export function buildPartTree(part: PartStructure): ModelTreeNode {
  const root =
    part.root.localId === null
      ? buildChildren(part, { category: null, localId: null, children: [part.root] }, part.partId)
      : [buildItem(part, part.root, part.root.category)];
  return {
    value: part.partId,
    kind: 'part',
    partId: part.partId,
    name: part.partName,
    items: root.flatMap((each) => each.items),
    children: root.map((each) => each.node),
  };
}

/** Every item's local id in a part's structure: whose names the tree asks for. */
export function structureItemIds(root: SpatialNode): number[] {
  const ids: number[] = [];
  const walk = (node: SpatialNode) => {
    if (node.localId !== null) ids.push(node.localId);
    for (const child of node.children ?? []) walk(child);
  };
  walk(root);
  return ids;
}

/** The node's items as a set of the scene. */
export function nodeRefs(node: ModelTreeNode): ItemRefs {
  return partRefs(node.partId, node.items);
}

/** Every node by its value, to find what a tree row or a pick stands for. */
export function indexTree(parts: readonly ModelTreeNode[]): Map<string, ModelTreeNode> {
  const index = new Map<string, ModelTreeNode>();
  const walk = (node: ModelTreeNode) => {
    index.set(node.value, node);
    for (const child of node.children) walk(child);
  };
  for (const part of parts) walk(part);
  return index;
}

/** The tree's value of an item: how a pick in the scene finds its row. */
export function itemValue(partId: string, localId: number): string {
  return `${partId}/${String(localId)}`;
}

/** The rows to open at first: down to the storeys, whose contents stay closed. */
export function initialExpanded(parts: readonly ModelTreeNode[]): Record<string, boolean> {
  const expanded: Record<string, boolean> = {};
  const walk = (node: ModelTreeNode) => {
    const spatial =
      node.kind === 'part' ||
      (node.kind === 'item' && node.category !== STOREY_CATEGORY && SPATIAL_CONTAINERS.has(node.category ?? ''));
    if (!spatial) return;
    expanded[node.value] = true;
    for (const child of node.children) walk(child);
  };
  for (const part of parts) walk(part);
  return expanded;
}

/** The values of a node's ancestors, nearest last: what must be open to show it. */
export function ancestorValues(parts: readonly ModelTreeNode[], value: string): string[] {
  const path: string[] = [];
  const walk = (node: ModelTreeNode): boolean => {
    if (node.value === value) return true;
    path.push(node.value);
    for (const child of node.children) if (walk(child)) return true;
    path.pop();
    return false;
  };
  for (const part of parts) if (walk(part)) return path;
  return [];
}

/** An entry of the filters: a model, a storey (by name, across models) or an IFC class (across models). */
export interface FilterEntry {
  key: string;
  /** The model's or storey's name; a class has its category instead. */
  name?: string;
  category?: string;
  /** How many elements a class has. */
  count?: number;
  refs: ItemRefs;
}

/** Every item of the scene: what isolating hides the rest of. */
export function allRefs(parts: readonly ModelTreeNode[]): ItemRefs {
  return new Map(parts.map((part) => [part.partId, part.items]));
}

export function modelFilters(parts: readonly ModelTreeNode[]): FilterEntry[] {
  return parts.map((part) => ({
    key: part.partId,
    name: part.name ?? part.partId,
    refs: nodeRefs(part),
  }));
}

function collect(parts: readonly ModelTreeNode[], accept: (node: ModelTreeNode) => boolean): ModelTreeNode[] {
  const found: ModelTreeNode[] = [];
  const walk = (node: ModelTreeNode) => {
    if (accept(node)) found.push(node);
    for (const child of node.children) walk(child);
  };
  for (const part of parts) walk(part);
  return found;
}

/**
 * The storeys of all models, one entry per name (the «Level 1» of the architecture and of the structure model are one
 * floor of the building), from the top down by elevation; an unnamed storey keeps an entry of its own.
 */
export function storeyFilters(parts: readonly ModelTreeNode[]): FilterEntry[] {
  const byName = new Map<string, { name?: string; elevation?: number; nodes: ModelTreeNode[] }>();
  for (const storey of collect(parts, (node) => node.kind === 'item' && node.category === STOREY_CATEGORY)) {
    const named = storey.name !== undefined && storey.name !== '';
    const key = named ? `name:${storey.name ?? ''}` : storey.value;
    const entry = byName.get(key) ?? { name: storey.name, elevation: storey.elevation, nodes: [] };
    entry.nodes.push(storey);
    entry.elevation ??= storey.elevation;
    byName.set(key, entry);
  }
  return [...byName]
    .map(([key, entry]) => ({ key, entry }))
    .sort((a, b) => byElevation(a.entry, b.entry))
    .map(({ key, entry }) => ({
      key,
      ...(entry.name !== undefined && entry.name !== '' && { name: entry.name }),
      refs: mergeRefs(entry.nodes.map(nodeRefs)),
    }));
}

/** The IFC classes of the elements of all models (not the spatial breakdown), by category, with their count. */
export function classFilters(parts: readonly ModelTreeNode[]): FilterEntry[] {
  const byCategory = new Map<string, ModelTreeNode[]>();
  for (const group of collect(parts, (node) => node.kind === 'class')) {
    const category = group.category ?? '';
    byCategory.set(category, [...(byCategory.get(category) ?? []), group]);
  }
  return [...byCategory]
    .map(([category, groups]) => ({
      key: category,
      category,
      // The class's own elements: a window's members count among the members.
      count: groups.reduce((sum, group) => sum + group.children.length, 0),
      refs: SPACE_CATEGORIES.has(category)
        ? mergeRefs(
            groups.map((group) =>
              partRefs(
                group.partId,
                group.children.flatMap((child) => child.localId ?? []),
              ),
            ),
          )
        : mergeRefs(groups.map(nodeRefs)),
    }))
    .sort((a, b) => a.category.localeCompare(b.category));
}
