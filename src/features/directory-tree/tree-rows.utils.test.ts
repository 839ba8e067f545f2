import { describe, expect, it } from 'vitest';
import type { Directory } from '../../../codegen/model/directory';
import { testDirectory } from '../../shared/testing/test-directory';
import {
  findLoadedDirectory,
  flattenTree,
  nodeIndent,
  reachableExpandedIds,
  type TreeLevels,
  type TreeRow,
} from './tree-rows.utils';

const project = testDirectory({ id: 'p', name: 'Проект' });
const archive = testDirectory({ id: 'a', name: 'Архив' });
const working = testDirectory({ id: 'w', name: 'Рабочая', parentId: 'p' });
const design = testDirectory({ id: 'd', name: 'Проектная', parentId: 'p' });
const facades = testDirectory({ id: 'f', name: 'Фасады', parentId: 'w' });

function levelsOf(entries: [string, Directory[]][]): TreeLevels {
  return new Map(entries);
}

const summary = (rows: TreeRow[]) => rows.map((row) => `${row.directory.id}:${row.level}:${row.state}`);

describe('flattenTree', () => {
  it('shows only the top level while nothing is expanded', () => {
    const levels = levelsOf([
      ['root', [project, archive]],
      ['p', [working]],
    ]);
    expect(summary(flattenTree(levels, new Set()))).toEqual(['p:0:collapsed', 'a:0:collapsed']);
  });

  it('shows the children of expanded nodes depth first, with their place among siblings', () => {
    const levels = levelsOf([
      ['root', [project, archive]],
      ['p', [working, design]],
      ['w', [facades]],
      ['a', []],
    ]);
    const rows = flattenTree(levels, new Set(['p', 'w', 'a']));
    expect(summary(rows)).toEqual(['p:0:expanded', 'w:1:expanded', 'f:2:collapsed', 'd:1:collapsed', 'a:0:leaf']);
    expect(rows.map((row) => [row.parentId, row.posInSet, row.setSize])).toEqual([
      [null, 1, 2],
      ['p', 1, 2],
      ['w', 1, 1],
      ['p', 2, 2],
      [null, 2, 2],
    ]);
  });

  it('keeps an expanded node without a loaded level collapsed, and marks one loading', () => {
    const levels = levelsOf([['root', [project, archive]]]);
    expect(summary(flattenTree(levels, new Set(['p']), new Set(['a'])))).toEqual(['p:0:collapsed', 'a:0:loading']);
  });

  it('hides the children of a collapsed node even when loaded', () => {
    const levels = levelsOf([
      ['root', [project]],
      ['p', [working]],
      ['w', [facades]],
    ]);
    expect(summary(flattenTree(levels, new Set(['w'])))).toEqual(['p:0:collapsed']);
  });

  it('is empty before the top level is loaded', () => {
    expect(flattenTree(new Map(), new Set(['p']))).toEqual([]);
  });

  it('does not loop on a directory listed under itself', () => {
    const levels = levelsOf([
      ['root', [project]],
      ['p', [project, working]],
    ]);
    expect(summary(flattenTree(levels, new Set(['p'])))).toEqual(['p:0:expanded', 'w:1:collapsed']);
  });

  it('flattens 5,000 nodes quickly', () => {
    const top = Array.from({ length: 50 }, (_, index) => testDirectory({ id: `t${index}`, name: `T${index}` }));
    const entries: [string, Directory[]][] = [['root', top]];
    for (const parent of top) {
      entries.push([
        parent.id,
        Array.from({ length: 99 }, (_, index) =>
          testDirectory({ id: `${parent.id}-${index}`, name: `${index}`, parentId: parent.id }),
        ),
      ]);
    }
    const started = performance.now();
    const rows = flattenTree(new Map(entries), new Set(top.map(({ id }) => id)));
    expect(rows).toHaveLength(5000);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('reachableExpandedIds', () => {
  const levels = levelsOf([
    ['root', [project, archive]],
    ['p', [working]],
    ['w', [facades]],
  ]);
  const level = (id: string) => levels.get(id);

  it('follows expanded nodes from the top level', () => {
    expect(reachableExpandedIds(new Set(['p', 'w']), level)).toEqual(['p', 'w']);
  });

  it('leaves out expanded nodes under a collapsed one and unknown ids', () => {
    expect(reachableExpandedIds(new Set(['w', 'gone']), level)).toEqual([]);
    expect(reachableExpandedIds(new Set(['a', 'w']), level)).toEqual(['a']);
  });
});

describe('nodeIndent', () => {
  it('is 10 px per depth plus 15', () => {
    expect([0, 1, 3].map(nodeIndent)).toEqual([15, 25, 45]);
  });
});

describe('findLoadedDirectory', () => {
  it('finds a directory on any level', () => {
    const levels = levelsOf([
      ['root', [project]],
      ['p', [working]],
    ]);
    expect(findLoadedDirectory(levels, 'w')).toBe(working);
    expect(findLoadedDirectory(levels, 'x')).toBeUndefined();
  });
});
