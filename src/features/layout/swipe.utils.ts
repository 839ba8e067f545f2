/** A touch must travel at least this far to count as a swipe, so taps and small jitters do not move columns. */
export const SWIPE_MIN_DISTANCE_PX = 50;

/**
 * A swipe is mostly horizontal when the sideways travel is at least twice the vertical one (under about 27° from the
 * horizontal), so scrolling a list up or down never switches columns.
 */
export const SWIPE_MAX_VERTICAL_RATIO = 0.5;

export type SwipeDirection = 'left' | 'right';

export interface SwipePoint {
  x: number;
  y: number;
}

/** The direction the finger moved from `start` to `end`, or null when the gesture is no horizontal swipe. */
export function detectSwipe(
  start: SwipePoint,
  end: SwipePoint,
  minDistance: number = SWIPE_MIN_DISTANCE_PX,
): SwipeDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < minDistance) return null;
  if (Math.abs(dy) > Math.abs(dx) * SWIPE_MAX_VERTICAL_RATIO) return null;
  return dx < 0 ? 'left' : 'right';
}

export type SwipeAction = { type: 'column'; column: number } | { type: 'menu' };

/**
 * What a swipe does on mobile (explorer.md §1, platform.md §2.3): swiping left shows the next page column, swiping
 * right the previous one, and swiping right on the first column opens the menu. Null when there is nowhere to go.
 */
export function swipeAction(column: number, direction: SwipeDirection, columnCount: number): SwipeAction | null {
  if (direction === 'left') {
    return column < columnCount - 1 ? { type: 'column', column: column + 1 } : null;
  }
  return column > 0 ? { type: 'column', column: column - 1 } : { type: 'menu' };
}
