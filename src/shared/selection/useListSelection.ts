import { useScopedState } from '../state/useScopedState';
import { EMPTY_SELECTION, selectionReducer, type ListSelection, type SelectionAction } from './selection.utils';

export interface ListSelectionState {
  /** The selected rows of the page shown, in page order. */
  selectedIds: readonly string[];
  dispatch: (action: SelectionAction) => void;
}

/**
 * The selection of the page shown. It belongs to one page of one query (`scope`): another page, search, sort or
 * filter starts with nothing selected, and rows that left the page after a reload drop out.
 */
export function useListSelection(scope: string, rowIds: readonly string[]): ListSelectionState {
  const [current, setSelection] = useScopedState<ListSelection>(scope, EMPTY_SELECTION);
  const visible = selectionReducer(current, { type: 'retain', ids: rowIds });

  return {
    selectedIds: visible.selectedIds,
    dispatch: (action) => {
      setSelection(selectionReducer(visible, action));
    },
  };
}
