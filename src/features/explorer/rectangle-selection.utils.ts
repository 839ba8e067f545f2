/** Explorer.md §9: a selection rectangle starts after the pointer moved 10 px; near an edge the list scrolls 50 px. */
export const RECTANGLE_THRESHOLD_PX = 10;
export const DRAG_SCROLL_STEP_PX = 50;
/** How close to the list's top or bottom edge the pointer must be for the list to scroll. */
export const DRAG_SCROLL_EDGE_PX = 32;

export interface Point {
  x: number;
  y: number;
}

export interface Rectangle {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function exceedsThreshold(start: Point, point: Point): boolean {
  return Math.hypot(point.x - start.x, point.y - start.y) >= RECTANGLE_THRESHOLD_PX;
}

export function rectangleBetween(a: Point, b: Point): Rectangle {
  return {
    left: Math.min(a.x, b.x),
    top: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

/**
 * The indexes of the rows a rectangle touches, in content coordinates. Rows have one height and span the list's
 * width, so this is arithmetic rather than a hit test of every row: rows outside the rendered window count too.
 */
export function coveredRows(rectangle: Rectangle, rowHeight: number, rowCount: number): number[] {
  if (rowCount === 0) return [];
  const first = Math.max(0, Math.floor(rectangle.top / rowHeight));
  const last = Math.min(rowCount - 1, Math.floor((rectangle.top + rectangle.height) / rowHeight));
  const rows: number[] = [];
  for (let index = first; index <= last; index += 1) rows.push(index);
  return rows;
}

/** How far to scroll while the pointer rests near an edge of the list's viewport: up, down or not at all. */
export function dragScrollStep(pointerY: number, viewTop: number, viewBottom: number): number {
  if (pointerY < viewTop + DRAG_SCROLL_EDGE_PX) return -DRAG_SCROLL_STEP_PX;
  if (pointerY > viewBottom - DRAG_SCROLL_EDGE_PX) return DRAG_SCROLL_STEP_PX;
  return 0;
}
