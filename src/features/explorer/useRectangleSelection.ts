import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import {
  coveredRows,
  dragScrollStep,
  exceedsThreshold,
  rectangleBetween,
  type Point,
  type Rectangle,
} from './rectangle-selection.utils';

const DRAG_SCROLL_INTERVAL_MS = 60;

export interface RectangleSelectionOptions {
  scrollRef: RefObject<HTMLElement | null>;
  rowHeight: number;
  rowCount: number;
  /** Called once when a drag becomes a rectangle. */
  onStart: () => void;
  /** Called as the rectangle changes: the row indexes it covers and whether ctrl (or cmd) adds to the selection. */
  onSelect: (rows: number[], additive: boolean) => void;
}

interface Drag {
  pointerId: number;
  start: Point;
  /** The last pointer position in client coordinates, kept for scrolling while the pointer rests. */
  client: Point;
  additive: boolean;
  active: boolean;
}

/**
 * Selection by rectangle (explorer.md §2): with the mouse only (touch and pen scroll the list instead), from a 10 px
 * movement on; near the top or bottom edge the list scrolls 50 px at a time. The click ending a drag is swallowed so
 * that it does not replace the selection the rectangle made.
 */
export function useRectangleSelection({
  scrollRef,
  rowHeight,
  rowCount,
  onStart,
  onSelect,
}: RectangleSelectionOptions) {
  const [rectangle, setRectangle] = useState<Rectangle | null>(null);
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);
  const scrollTimer = useRef<number | undefined>(undefined);
  const latest = useRef({ rowHeight, rowCount, onStart, onSelect });
  useEffect(() => {
    latest.current = { rowHeight, rowCount, onStart, onSelect };
  });

  const contentPoint = useCallback(
    (client: Point): Point | null => {
      const element = scrollRef.current;
      if (!element) return null;
      const bounds = element.getBoundingClientRect();
      return { x: client.x - bounds.left + element.scrollLeft, y: client.y - bounds.top + element.scrollTop };
    },
    [scrollRef],
  );

  const update = useCallback(() => {
    const current = drag.current;
    const point = current ? contentPoint(current.client) : null;
    if (!current || !point) return;
    const next = rectangleBetween(current.start, point);
    setRectangle(next);
    latest.current.onSelect(coveredRows(next, latest.current.rowHeight, latest.current.rowCount), current.additive);
  }, [contentPoint]);

  const stopScrolling = useCallback(() => {
    window.clearInterval(scrollTimer.current);
    scrollTimer.current = undefined;
  }, []);

  const end = useCallback(() => {
    if (drag.current?.active) swallowClick.current = true;
    drag.current = null;
    setRectangle(null);
    stopScrolling();
  }, [stopScrolling]);

  useEffect(() => stopScrolling, [stopScrolling]);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      const client = { x: event.clientX, y: event.clientY };
      const start = contentPoint(client);
      if (!start) return;
      swallowClick.current = false;
      drag.current = {
        pointerId: event.pointerId,
        start,
        client,
        additive: event.ctrlKey || event.metaKey,
        active: false,
      };
    },
    [contentPoint],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (current?.pointerId !== event.pointerId) return;
      current.client = { x: event.clientX, y: event.clientY };
      const point = contentPoint(current.client);
      if (!current.active) {
        if (!point || !exceedsThreshold(current.start, point)) return;
        current.active = true;
        latest.current.onStart();
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      event.preventDefault();
      update();
      const element = scrollRef.current;
      if (!element) return;
      const bounds = element.getBoundingClientRect();
      if (dragScrollStep(event.clientY, bounds.top, bounds.bottom) === 0) stopScrolling();
      else if (scrollTimer.current === undefined) {
        scrollTimer.current = window.setInterval(() => {
          const last = drag.current;
          if (!last) return;
          const viewport = element.getBoundingClientRect();
          const step = dragScrollStep(last.client.y, viewport.top, viewport.bottom);
          if (step === 0) return;
          element.scrollTop += step;
          update();
        }, DRAG_SCROLL_INTERVAL_MS);
      }
    },
    [contentPoint, scrollRef, stopScrolling, update],
  );

  const onClickCapture = useCallback((event: MouseEvent<HTMLElement>) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.stopPropagation();
    event.preventDefault();
  }, []);

  return {
    rectangle,
    handlers: { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel: end, onClickCapture },
  };
}
