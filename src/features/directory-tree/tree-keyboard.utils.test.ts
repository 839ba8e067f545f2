import { describe, expect, it } from 'vitest';
import { testDirectory } from '../../shared/testing/test-directory';
import { treeKeyAction } from './tree-keyboard.utils';
import type { TreeNodeState, TreeRow } from './tree-rows.utils';

function row(id: string, level: number, parentId: string | null, state: TreeNodeState): TreeRow {
  return { directory: testDirectory({ id, name: id, parentId }), level, parentId, state, posInSet: 1, setSize: 1 };
}

// p (expanded) > w (collapsed), d (leaf); a (collapsed); l (loading)
const rows = [
  row('p', 0, null, 'expanded'),
  row('w', 1, 'p', 'collapsed'),
  row('d', 1, 'p', 'leaf'),
  row('a', 0, null, 'collapsed'),
  row('l', 0, null, 'loading'),
];

describe('treeKeyAction', () => {
  it('moves up and down through the visible nodes, not past the ends', () => {
    expect(treeKeyAction('ArrowDown', rows, 0)).toEqual({ type: 'focus', index: 1 });
    expect(treeKeyAction('ArrowUp', rows, 3)).toEqual({ type: 'focus', index: 2 });
    expect(treeKeyAction('ArrowUp', rows, 0)).toBeUndefined();
    expect(treeKeyAction('ArrowDown', rows, 4)).toBeUndefined();
  });

  it('jumps to the first and last node', () => {
    expect(treeKeyAction('Home', rows, 3)).toEqual({ type: 'focus', index: 0 });
    expect(treeKeyAction('End', rows, 1)).toEqual({ type: 'focus', index: 4 });
  });

  it('expands a collapsed node and enters an expanded one with Right', () => {
    expect(treeKeyAction('ArrowRight', rows, 3)).toEqual({ type: 'expand', row: rows[3] });
    expect(treeKeyAction('ArrowRight', rows, 0)).toEqual({ type: 'focus', index: 1 });
    expect(treeKeyAction('ArrowRight', rows, 2)).toBeUndefined();
    expect(treeKeyAction('ArrowRight', rows, 4)).toBeUndefined();
  });

  it('collapses an expanded node and goes to the parent with Left', () => {
    expect(treeKeyAction('ArrowLeft', rows, 0)).toEqual({ type: 'collapse', row: rows[0] });
    expect(treeKeyAction('ArrowLeft', rows, 2)).toEqual({ type: 'focus', index: 0 });
    expect(treeKeyAction('ArrowLeft', rows, 3)).toBeUndefined();
  });

  it('leaves other keys alone', () => {
    expect(treeKeyAction('Enter', rows, 0)).toBeUndefined();
    expect(treeKeyAction('a', rows, 0)).toBeUndefined();
    expect(treeKeyAction('ArrowDown', rows, 9)).toBeUndefined();
  });
});
