import { describe, expect, it } from 'vitest';
import { visiblePath } from './path-bar.utils';

describe('visiblePath', () => {
  it('shows the last two items and hides the older ones until expanded', () => {
    expect(visiblePath(['a', 'b', 'c', 'd'], false)).toEqual({ hidden: true, shown: ['c', 'd'] });
    expect(visiblePath(['a', 'b', 'c', 'd'], true)).toEqual({ hidden: false, shown: ['a', 'b', 'c', 'd'] });
  });

  it('hides nothing in a short path', () => {
    expect(visiblePath(['a', 'b'], false)).toEqual({ hidden: false, shown: ['a', 'b'] });
    expect(visiblePath([], false)).toEqual({ hidden: false, shown: [] });
  });
});
