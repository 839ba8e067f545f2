import { useState } from 'react';
import {
  EMPTY_SELECTION,
  trashSelectionReducer,
  type TrashSelection,
  type TrashSelectionAction,
} from './trash-selection.utils';

export interface TrashSelectionState {
  /** The selected rows of the page shown, in page order. */
  selectedIds: readonly string[];
  dispatch: (action: TrashSelectionAction) => void;
}

/**
 * The selection of the page shown. It belongs to one page of one query (`scope`): another page, search, sort or
 * filter starts with nothing selected, and rows that left the page after a reload drop out.
 */
export function useTrashSelection(scope: string, rowIds: readonly string[]): TrashSelectionState {
  const [state, setState] = useState<{ scope: string; selection: TrashSelection }>({
    scope,
    selection: EMPTY_SELECTION,
  });
  const current = state.scope === scope ? state.selection : EMPTY_SELECTION;
  const visible = trashSelectionReducer(current, { type: 'retain', ids: rowIds });

  return {
    selectedIds: visible.selectedIds,
    dispatch: (action) => {
      setState({ scope, selection: trashSelectionReducer(visible, action) });
    },
  };
}
