/** A box in the drawing's plane (DxfViewer's bounds and the area FitView takes). */
export interface DrawingBox {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/**
 * The area that fits the whole drawing, in the scene's coordinates: DxfViewer gives the drawing's bounds in its own
 * coordinates and draws everything shifted by the scene's origin (large coordinates lose precision in WebGL), so the
 * origin is taken off. Undefined for an empty drawing (no bounds).
 */
export function fitArea(
  bounds: DrawingBox | null | undefined,
  origin: { x: number; y: number } | null | undefined,
): DrawingBox | undefined {
  if (!bounds) return undefined;
  const x = origin?.x ?? 0;
  const y = origin?.y ?? 0;
  return { minX: bounds.minX - x, maxX: bounds.maxX - x, minY: bounds.minY - y, maxY: bounds.maxY - y };
}

/** What the orthographic camera shows: its frustum, its zoom and where it stands. */
export interface DrawingCamera {
  left: number;
  right: number;
  top: number;
  bottom: number;
  zoom: number;
  position: { x: number; y: number };
}

/** The part of the drawing on screen: its centre and size, in the scene's coordinates. */
export interface DrawingViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How much one press of «zoom in» magnifies (and «zoom out» reduces). */
export const DRAWING_ZOOM_STEP = 1.5;

/** How far one press of an arrow key moves the drawing: a tenth of the window. */
export const DRAWING_PAN_STEP = 0.1;

/** The part of the drawing the camera shows (the mouse wheel changes the camera's zoom, panning its position). */
export function cameraViewBox({ left, right, top, bottom, zoom, position }: DrawingCamera): DrawingViewBox {
  const scale = zoom > 0 ? zoom : 1;
  return { x: position.x, y: position.y, width: (right - left) / scale, height: (top - bottom) / scale };
}

/** The view `factor` times closer (above 1) or farther (below 1), about the same centre. */
export function zoomedViewBox(view: DrawingViewBox, factor: number): DrawingViewBox {
  return { ...view, width: view.width / factor, height: view.height / factor };
}

/** The view moved by fractions of its own size: `dx` to the right, `dy` up. */
export function pannedViewBox(view: DrawingViewBox, dx: number, dy: number): DrawingViewBox {
  return { ...view, x: view.x + dx * view.width, y: view.y + dy * view.height };
}

/** A layer of the drawing as DxfViewer lists it (GetLayers). */
export interface DrawingLayerInfo {
  name: string;
  displayName: string;
  /** RGB, as drawn (after the viewer's correction against the background). */
  color: number;
}

/** A layer as the layer list shows it. */
export interface DrawingLayer {
  /** The drawing's own name: what showing and hiding it takes. */
  name: string;
  displayName: string;
  /** A CSS colour, `#rrggbb`. */
  color: string;
}

/** An RGB number (0xRRGGBB) as a CSS colour; anything out of range is black. */
export function layerColor(color: number): string {
  const valid = Number.isInteger(color) && color >= 0 && color <= 0xffffff;
  return `#${(valid ? color : 0).toString(16).padStart(6, '0')}`;
}

/**
 * The drawing's layers for the layer list, sorted by name as `language` reads them (numbers by value, case ignored:
 * «0», «2», «10», «Оси», «оси-2»; in Russian Cyrillic before Latin), the drawing's own name breaking ties.
 */
export function drawingLayers(layers: Iterable<DrawingLayerInfo>, language: string): DrawingLayer[] {
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  return Array.from(layers, ({ name, displayName, color }) => ({
    name,
    displayName: displayName.trim() === '' ? name : displayName,
    color: layerColor(color),
  })).sort((a, b) => collator.compare(a.displayName, b.displayName) || collator.compare(a.name, b.name));
}

/** The layers whose name holds `query` (case ignored); all of them for an empty query. */
export function filterLayers(layers: readonly DrawingLayer[], query: string): readonly DrawingLayer[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return layers;
  return layers.filter((layer) => layer.displayName.toLocaleLowerCase().includes(needle));
}

/** The stages of loading a drawing, as DxfViewer reports them. */
export type DrawingLoadPhase = 'font' | 'fetch' | 'parse' | 'prepare';

/** How far loading is: the stage, and the percentage where the stage knows its size. */
export interface DrawingProgress {
  phase: DrawingLoadPhase;
  percent?: number;
}

/** DxfViewer's progress report as the viewer shows it: a percentage only with a known, non-zero total. */
export function drawingProgress(phase: DrawingLoadPhase, processed: number, total: number | null): DrawingProgress {
  if (total === null || !(total > 0)) return { phase };
  return { phase, percent: Math.min(100, Math.max(0, Math.round((processed / total) * 100))) };
}
