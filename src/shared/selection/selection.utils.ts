/** The selected rows of a list (the trash page, the explorer), in list order, and the anchor of a shift-click range. */
export interface ListSelection {
  selectedIds: readonly string[];
  /** The row the last plain or ctrl-click landed on; a shift-click selects from here. */
  anchorId: string | null;
}

export const EMPTY_SELECTION: ListSelection = { selectedIds: [], anchorId: null };

/** The main mouse button; `MouseEvent.button` is 1 for the middle and 2 for the right one. */
const PRIMARY_BUTTON = 0;

export type SelectionAction =
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
  /** A selection rectangle: its rows, added to `base` (the selection when the drag began, with ctrl) or alone. */
  | { type: 'rectangle'; ids: readonly string[]; covered: readonly string[]; base: readonly string[] }
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

function toggled(state: ListSelection, id: string, ids: readonly string[]): ListSelection {
  const selected = new Set(state.selectedIds);
  if (selected.has(id)) selected.delete(id);
  else selected.add(id);
  return { selectedIds: inPageOrder(ids, selected), anchorId: id };
}

function clicked(state: ListSelection, action: Extract<SelectionAction, { type: 'click' }>): ListSelection {
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

/**
 * The selection logic of a list, as a reducer: click, ctrl-click, shift-click, checkbox, rectangle, all, none.
 */
export function selectionReducer(state: ListSelection, action: SelectionAction): ListSelection {
  switch (action.type) {
    case 'click':
      return clicked(state, action);
    case 'toggle':
      return toggled(state, action.id, action.ids);
    case 'selectAll':
      return { selectedIds: [...action.ids], anchorId: state.anchorId };
    case 'rectangle': {
      const selected = new Set([...action.base, ...action.covered]);
      return { selectedIds: inPageOrder(action.ids, selected), anchorId: action.covered[0] ?? state.anchorId };
    }
    case 'clear':
      return EMPTY_SELECTION;
    case 'retain': {
      const selectedIds = inPageOrder(action.ids, new Set(state.selectedIds));
      const anchorId = state.anchorId !== null && action.ids.includes(state.anchorId) ? state.anchorId : null;
      return { selectedIds, anchorId };
    }
  }
}
