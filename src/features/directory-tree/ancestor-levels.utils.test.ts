import { describe, expect, it } from 'vitest';
import { testDirectory } from '../../shared/testing/test-directory';
import { levelsByParent, missingLevels } from './ancestor-levels.utils';

describe('missingLevels', () => {
  it('keeps the ancestors without a loaded level, in order', () => {
    const loaded = new Set(['a1']);
    expect(missingLevels(['a1', 'a2', 'a3'], (id) => loaded.has(id))).toEqual(['a2', 'a3']);
    expect(missingLevels([], () => false)).toEqual([]);
  });
});

describe('levelsByParent', () => {
  it('splits the answer into one level per asked ancestor', () => {
    const working = testDirectory({ id: 'w', name: 'Рабочая', parentId: 'p', depth: 1 });
    const design = testDirectory({ id: 'd', name: 'Проектная', parentId: 'p', depth: 1 });
    const architecture = testDirectory({ id: 'ar', name: 'АР', parentId: 'w', depth: 2 });
    const stray = testDirectory({ id: 's', name: 'Чужой', parentId: 'x', depth: 1 });
    const levels = levelsByParent(['p', 'w', 'empty'], [working, architecture, stray, design]);
    expect([...levels.keys()]).toEqual(['p', 'w', 'empty']);
    expect(levels.get('p')).toEqual([working, design]);
    expect(levels.get('w')).toEqual([architecture]);
    expect(levels.get('empty')).toEqual([]);
  });
});
