/** The selected rows of the trash table, in the order of the page, and the anchor of a shift-click range. */
export interface TrashSelection {
  selectedIds: readonly string[];
  /** The row the last plain or ctrl-click landed on; a shift-click selects from here. */
  anchorId: string | null;
}

export const EMPTY_SELECTION: TrashSelection = { selectedIds: [], anchorId: null };

/** The main mouse button; `MouseEvent.button` is 1 for the middle and 2 for the right one. */
const PRIMARY_BUTTON = 0;

export type TrashSelectionAction =
  | {
      type: 'click';
      id: string;
      /** The ids of the rows on the page, in their order. */
      ids: readonly string[];
      button: number;
      /** Ctrl (Cmd on macOS) held: toggle the row. */
      toggle: boolean;
      /** Shift held: select the range from the anchor. */
      range: boolean;
    }
  /** The row's checkbox: adds or removes the row alone, as ctrl-click does. */
  | { type: 'toggle'; id: string; ids: readonly string[] }
  | { type: 'selectAll'; ids: readonly string[] }
  | { type: 'clear' }
  /** After the page reloaded: rows that are gone leave the selection. */
  | { type: 'retain'; ids: readonly string[] };

/** Ctrl or Cmd toggles; Shift selects a range (explorer.md §2: selection with ctrl/shift). */
export function clickModifiers(event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): {
  toggle: boolean;
  range: boolean;
} {
  return { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey };
}

function inPageOrder(ids: readonly string[], selected: ReadonlySet<string>): string[] {
  return ids.filter((id) => selected.has(id));
}

function rangeBetween(ids: readonly string[], from: string, to: string): string[] {
  const start = ids.indexOf(from);
  const end = ids.indexOf(to);
  if (start === -1 || end === -1) return [to];
  return ids.slice(Math.min(start, end), Math.max(start, end) + 1);
}

function toggled(state: TrashSelection, id: string, ids: readonly string[]): TrashSelection {
  const selected = new Set(state.selectedIds);
  if (selected.has(id)) selected.delete(id);
  else selected.add(id);
  return { selectedIds: inPageOrder(ids, selected), anchorId: id };
}

function clicked(state: TrashSelection, action: Extract<TrashSelectionAction, { type: 'click' }>): TrashSelection {
  // The middle button is ignored (explorer.md §2); the right one opens the context menu instead.
  if (action.button !== PRIMARY_BUTTON) return state;
  const { id, ids } = action;
  if (action.range) {
    const anchor = state.anchorId !== null && ids.includes(state.anchorId) ? state.anchorId : id;
    const range = rangeBetween(ids, anchor, id);
    // Ctrl+Shift adds the range to what is selected; Shift alone replaces the selection with it.
    const selected = new Set(action.toggle ? [...state.selectedIds, ...range] : range);
    return { selectedIds: inPageOrder(ids, selected), anchorId: anchor };
  }
  if (action.toggle) return toggled(state, id, ids);
  return { selectedIds: [id], anchorId: id };
}

/** The selection logic of the trash table, as a reducer: click, ctrl-click, shift-click, checkbox, all, none. */
export function trashSelectionReducer(state: TrashSelection, action: TrashSelectionAction): TrashSelection {
  switch (action.type) {
    case 'click':
      return clicked(state, action);
    case 'toggle':
      return toggled(state, action.id, action.ids);
    case 'selectAll':
      return { selectedIds: [...action.ids], anchorId: state.anchorId };
    case 'clear':
      return EMPTY_SELECTION;
    case 'retain': {
      const selectedIds = inPageOrder(action.ids, new Set(state.selectedIds));
      const anchorId = state.anchorId !== null && action.ids.includes(state.anchorId) ? state.anchorId : null;
      return { selectedIds, anchorId };
    }
  }
}
