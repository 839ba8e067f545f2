import { useMemo, useRef, type TouchEvent } from 'react';
import { detectSwipe, type SwipeDirection, type SwipePoint } from './swipe.utils';

export interface SwipeHandlers {
  onTouchStart: (event: TouchEvent) => void;
  onTouchEnd: (event: TouchEvent) => void;
  onTouchCancel: () => void;
}

/**
 * Touch handlers to spread on the element that takes swipes; `onSwipe` gets each horizontal swipe's direction.
 * Pass a stable `onSwipe` (useCallback). Touch events only (not pointer events): a mouse drag on desktop must keep selecting text.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void, enabled = true): SwipeHandlers {
  const start = useRef<SwipePoint | null>(null);

  return useMemo(
    () => ({
      onTouchStart: (event: TouchEvent) => {
        const touch = event.touches[0];
        // A second finger means pinch-zoom, not a swipe.
        start.current = enabled && event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
      },
      onTouchEnd: (event: TouchEvent) => {
        const from = start.current;
        start.current = null;
        const touch = event.changedTouches[0];
        if (!from || !touch) return;
        const direction = detectSwipe(from, { x: touch.clientX, y: touch.clientY });
        if (direction) onSwipe(direction);
      },
      onTouchCancel: () => {
        start.current = null;
      },
    }),
    [enabled, onSwipe],
  );
}
