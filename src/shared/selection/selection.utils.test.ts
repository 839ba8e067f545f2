import { describe, expect, it } from 'vitest';
import {
  clickModifiers,
  EMPTY_SELECTION,
  selectionReducer,
  type ListSelection,
  type SelectionAction,
} from './selection.utils';

const ids = ['a', 'b', 'c', 'd', 'e'];

function click(id: string, options: { toggle?: boolean; range?: boolean; button?: number } = {}): SelectionAction {
  return {
    type: 'click',
    id,
    ids,
    button: options.button ?? 0,
    toggle: options.toggle ?? false,
    range: options.range ?? false,
  };
}

function run(...actions: SelectionAction[]): ListSelection {
  return actions.reduce(selectionReducer, EMPTY_SELECTION);
}

describe('selectionReducer', () => {
  it('selects the clicked row alone', () => {
    expect(run(click('b'))).toEqual({ selectedIds: ['b'], anchorId: 'b' });
    expect(run(click('b'), click('d'))).toEqual({ selectedIds: ['d'], anchorId: 'd' });
  });

  it('toggles a row with ctrl, keeping the page order', () => {
    expect(run(click('d'), click('b', { toggle: true })).selectedIds).toEqual(['b', 'd']);
    expect(run(click('d'), click('b', { toggle: true }), click('d', { toggle: true }))).toEqual({
      selectedIds: ['b'],
      anchorId: 'd',
    });
  });

  it('selects a range with shift, from the anchor either way', () => {
    expect(run(click('b'), click('d', { range: true }))).toEqual({ selectedIds: ['b', 'c', 'd'], anchorId: 'b' });
    expect(run(click('d'), click('a', { range: true })).selectedIds).toEqual(['a', 'b', 'c', 'd']);
  });

  it('moves the range around the same anchor', () => {
    expect(run(click('c'), click('e', { range: true }), click('a', { range: true })).selectedIds).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('replaces the selection with a plain shift range and adds to it with ctrl+shift', () => {
    const base = [click('a'), click('e', { toggle: true }), click('c', { toggle: true })];
    expect(run(...base, click('d', { range: true })).selectedIds).toEqual(['c', 'd']);
    expect(
      run(click('a'), click('c', { toggle: true }), click('e', { range: true, toggle: true })).selectedIds,
    ).toEqual(['a', 'c', 'd', 'e']);
  });

  it('starts a shift range at the clicked row when there is no anchor', () => {
    expect(run(click('c', { range: true }))).toEqual({ selectedIds: ['c'], anchorId: 'c' });
  });

  it('ignores the middle and the right button', () => {
    const state = run(click('b'));
    expect(selectionReducer(state, click('d', { button: 1 }))).toBe(state);
    expect(selectionReducer(state, click('d', { button: 2 }))).toBe(state);
    expect(run(click('a', { button: 1 }))).toBe(EMPTY_SELECTION);
  });

  it('selects the rows a rectangle covers, alone or added to the selection it started from', () => {
    const alone = selectionReducer(EMPTY_SELECTION, { type: 'rectangle', ids, covered: ['d', 'b', 'c'], base: [] });
    expect(alone.selectedIds).toEqual(['b', 'c', 'd']);
    const added = selectionReducer(alone, { type: 'rectangle', ids, covered: ['e'], base: ['a'] });
    expect(added.selectedIds).toEqual(['a', 'e']);
  });

  it('toggles through the checkbox like ctrl-click', () => {
    const state = run({ type: 'toggle', id: 'c', ids }, { type: 'toggle', id: 'a', ids });
    expect(state).toEqual({ selectedIds: ['a', 'c'], anchorId: 'a' });
    expect(selectionReducer(state, { type: 'toggle', id: 'a', ids }).selectedIds).toEqual(['c']);
  });

  it('selects all and clears', () => {
    expect(run(click('b'), { type: 'selectAll', ids }).selectedIds).toEqual(ids);
    expect(run(click('b'), { type: 'selectAll', ids }, { type: 'clear' })).toEqual(EMPTY_SELECTION);
  });

  it('drops rows that left the page', () => {
    const state = run(click('b'), click('d', { range: true }));
    expect(selectionReducer(state, { type: 'retain', ids: ['a', 'c', 'd'] })).toEqual({
      selectedIds: ['c', 'd'],
      anchorId: null,
    });
  });
});

describe('clickModifiers', () => {
  it('reads ctrl or cmd as toggle and shift as range', () => {
    expect(clickModifiers({ ctrlKey: true, metaKey: false, shiftKey: false })).toEqual({ toggle: true, range: false });
    expect(clickModifiers({ ctrlKey: false, metaKey: true, shiftKey: false })).toEqual({ toggle: true, range: false });
    expect(clickModifiers({ ctrlKey: false, metaKey: false, shiftKey: true })).toEqual({ toggle: false, range: true });
  });
});
