import { describe, expect, it } from 'vitest';
import {
  ALL_VISIBLE,
  mergeRefs,
  partRefs,
  visibilityChanges,
  visibilityOf,
  visibilityReducer,
  type VisibilityState,
} from './model-visibility.utils';

const all = new Map([
  ['ar', [1, 2, 3, 4]],
  ['kzh', [10, 11]],
]);

function hidden(state: VisibilityState): Record<string, number[]> {
  return Object.fromEntries([...state.hidden].map(([partId, ids]) => [partId, [...ids].sort((a, b) => a - b)]));
}

describe('visibilityReducer', () => {
  it('hides and shows items, dropping parts with nothing hidden', () => {
    const hiddenTwo = visibilityReducer(ALL_VISIBLE, { type: 'hide', items: partRefs('ar', [1, 2]) });
    expect(hidden(hiddenTwo)).toEqual({ ar: [1, 2] });
    const shownAgain = visibilityReducer(hiddenTwo, { type: 'show', items: partRefs('ar', [1, 2, 3]) });
    expect(hidden(shownAgain)).toEqual({});
  });

  it('leaves the previous state untouched', () => {
    const before = visibilityReducer(ALL_VISIBLE, { type: 'hide', items: partRefs('ar', [1]) });
    visibilityReducer(before, { type: 'hide', items: partRefs('ar', [2]) });
    expect(hidden(before)).toEqual({ ar: [1] });
  });

  it('isolates items across parts: everything else of every part is hidden', () => {
    const isolated = visibilityReducer(ALL_VISIBLE, { type: 'isolate', items: partRefs('ar', [2, 3]), all });
    expect(hidden(isolated)).toEqual({ ar: [1, 4], kzh: [10, 11] });
  });

  it('shows everything again', () => {
    const isolated = visibilityReducer(ALL_VISIBLE, { type: 'isolate', items: partRefs('kzh', [10]), all });
    expect(visibilityReducer(isolated, { type: 'showAll' })).toBe(ALL_VISIBLE);
    expect(visibilityReducer(ALL_VISIBLE, { type: 'showAll' })).toBe(ALL_VISIBLE);
  });
});

describe('visibilityOf', () => {
  const state = visibilityReducer(ALL_VISIBLE, { type: 'hide', items: partRefs('ar', [1, 2]) });

  it('tells visible, hidden and partial sets apart', () => {
    expect(visibilityOf(state, partRefs('ar', [3, 4]))).toBe('visible');
    expect(visibilityOf(state, partRefs('ar', [1, 2]))).toBe('hidden');
    expect(visibilityOf(state, mergeRefs([partRefs('ar', [1]), partRefs('kzh', [10])]))).toBe('partial');
  });

  it('counts an empty set as shown', () => {
    expect(visibilityOf(state, new Map())).toBe('visible');
  });
});

describe('mergeRefs', () => {
  it('joins the sets per part without repeating ids', () => {
    expect([...mergeRefs([partRefs('ar', [1, 2]), partRefs('ar', [2, 3]), partRefs('kzh', [10])])]).toEqual([
      ['ar', [1, 2, 3]],
      ['kzh', [10]],
    ]);
  });
});

describe('visibilityChanges', () => {
  it('sends only what differs, per part', () => {
    const before = visibilityReducer(ALL_VISIBLE, { type: 'hide', items: partRefs('ar', [1, 2]) });
    const after = visibilityReducer(before, { type: 'isolate', items: partRefs('ar', [1, 3, 4]), all });
    expect(visibilityChanges(before, after)).toEqual([
      { partId: 'ar', localIds: [1], visible: true },
      { partId: 'kzh', localIds: [10, 11], visible: false },
    ]);
  });

  it('sends nothing when nothing changed', () => {
    expect(visibilityChanges(ALL_VISIBLE, ALL_VISIBLE)).toEqual([]);
  });
});
