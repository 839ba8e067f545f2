/**
 * Items of the federated scene: per part (its id in the engine, ModelPart.id), the IFC items' local ids. A model,
 * storey, class or tree node stands for such a set.
 */
export type ItemRefs = ReadonlyMap<string, readonly number[]>;

/** What is hidden: per part, the local ids hidden. Everything else is shown. */
export interface VisibilityState {
  hidden: ReadonlyMap<string, ReadonlySet<number>>;
}

export type VisibilityAction =
  | { type: 'hide'; items: ItemRefs }
  | { type: 'show'; items: ItemRefs }
  /** Shows `items` alone: everything else of `all` is hidden. */
  | { type: 'isolate'; items: ItemRefs; all: ItemRefs }
  | { type: 'showAll' };

export const ALL_VISIBLE: VisibilityState = { hidden: new Map() };

/** The set of one part's items, once. */
export function partRefs(partId: string, localIds: readonly number[]): ItemRefs {
  return new Map([[partId, localIds]]);
}

/** Several sets as one (a storey found in several models). */
export function mergeRefs(refs: readonly ItemRefs[]): ItemRefs {
  const merged = new Map<string, Set<number>>();
  for (const items of refs) {
    for (const [partId, ids] of items) {
      const set = merged.get(partId) ?? new Set<number>();
      for (const id of ids) set.add(id);
      merged.set(partId, set);
    }
  }
  return new Map([...merged].map(([partId, ids]) => [partId, [...ids]]));
}

/** Hidden sets without empty parts, so that «nothing hidden» has one shape. */
function compact(hidden: Map<string, Set<number>>): VisibilityState {
  for (const [partId, ids] of hidden) if (ids.size === 0) hidden.delete(partId);
  return { hidden };
}

function copy(state: VisibilityState): Map<string, Set<number>> {
  return new Map([...state.hidden].map(([partId, ids]) => [partId, new Set(ids)]));
}

export function visibilityReducer(state: VisibilityState, action: VisibilityAction): VisibilityState {
  switch (action.type) {
    case 'showAll':
      return state.hidden.size === 0 ? state : ALL_VISIBLE;
    case 'hide': {
      const hidden = copy(state);
      for (const [partId, ids] of action.items) {
        const set = hidden.get(partId) ?? new Set<number>();
        for (const id of ids) set.add(id);
        hidden.set(partId, set);
      }
      return compact(hidden);
    }
    case 'show': {
      const hidden = copy(state);
      for (const [partId, ids] of action.items) {
        const set = hidden.get(partId);
        if (set) for (const id of ids) set.delete(id);
      }
      return compact(hidden);
    }
    case 'isolate': {
      const hidden = new Map<string, Set<number>>();
      for (const [partId, ids] of action.all) {
        const kept = new Set(action.items.get(partId) ?? []);
        hidden.set(partId, new Set(ids.filter((id) => !kept.has(id))));
      }
      return compact(hidden);
    }
  }
}

export type VisibilityStatus = 'visible' | 'hidden' | 'partial';

/** Whether all, none or some of `items` are shown; an empty set counts as shown. */
export function visibilityOf(state: VisibilityState, items: ItemRefs): VisibilityStatus {
  let shown = 0;
  let hidden = 0;
  for (const [partId, ids] of items) {
    const set = state.hidden.get(partId);
    for (const id of ids) {
      if (set?.has(id)) hidden += 1;
      else shown += 1;
      // Both seen: the answer cannot change any more, so a large set is not read to its end.
      if (shown > 0 && hidden > 0) return 'partial';
    }
  }
  return hidden > 0 ? 'hidden' : 'visible';
}

/** One call to the engine: show or hide these items of one part. */
export interface VisibilityChange {
  partId: string;
  localIds: number[];
  visible: boolean;
}

/**
 * What the engine must change to go from `previous` to `next`: only the items whose visibility differs, so that a
 * click on one element does not send the whole model to the worker again.
 */
export function visibilityChanges(previous: VisibilityState, next: VisibilityState): VisibilityChange[] {
  const changes: VisibilityChange[] = [];
  const parts = new Set([...previous.hidden.keys(), ...next.hidden.keys()]);
  for (const partId of parts) {
    const before = previous.hidden.get(partId) ?? new Set<number>();
    const after = next.hidden.get(partId) ?? new Set<number>();
    const toHide = [...after].filter((id) => !before.has(id));
    const toShow = [...before].filter((id) => !after.has(id));
    if (toHide.length > 0) changes.push({ partId, localIds: toHide, visible: false });
    if (toShow.length > 0) changes.push({ partId, localIds: toShow, visible: true });
  }
  return changes;
}
