import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_DISTANCE_PX, detectSwipe, swipeAction } from './swipe.utils';

const origin = { x: 200, y: 300 };

describe('detectSwipe', () => {
  it('needs at least 50 px of horizontal travel', () => {
    expect(SWIPE_MIN_DISTANCE_PX).toBe(50);
    expect(detectSwipe(origin, { x: 151, y: 300 })).toBeNull();
    expect(detectSwipe(origin, { x: 150, y: 300 })).toBe('left');
    expect(detectSwipe(origin, { x: 249, y: 300 })).toBeNull();
    expect(detectSwipe(origin, { x: 250, y: 300 })).toBe('right');
  });

  it('accepts a slightly slanted swipe', () => {
    expect(detectSwipe(origin, { x: 100, y: 340 })).toBe('left');
    expect(detectSwipe(origin, { x: 300, y: 250 })).toBe('right');
  });

  it('ignores mostly vertical movement (scrolling)', () => {
    expect(detectSwipe(origin, { x: 140, y: 400 })).toBeNull();
    expect(detectSwipe(origin, { x: 270, y: 150 })).toBeNull();
  });

  it('ignores a tap', () => {
    expect(detectSwipe(origin, origin)).toBeNull();
  });

  it('takes another minimum distance', () => {
    expect(detectSwipe(origin, { x: 170, y: 300 }, 20)).toBe('left');
  });
});

describe('swipeAction', () => {
  it('moves to the next column on a left swipe', () => {
    expect(swipeAction(0, 'left', 2)).toEqual({ type: 'column', column: 1 });
  });

  it('stays on the last column on a left swipe', () => {
    expect(swipeAction(1, 'left', 2)).toBeNull();
  });

  it('moves to the previous column on a right swipe', () => {
    expect(swipeAction(1, 'right', 2)).toEqual({ type: 'column', column: 0 });
    expect(swipeAction(2, 'right', 3)).toEqual({ type: 'column', column: 1 });
  });

  it('opens the menu on a right swipe over the first column', () => {
    expect(swipeAction(0, 'right', 2)).toEqual({ type: 'menu' });
  });
});
