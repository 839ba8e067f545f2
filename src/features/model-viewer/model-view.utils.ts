/** The camera's vertical field of view, in degrees. */
export const CAMERA_FOV = 45;

/** A little room around what is fitted, so that it does not touch the edges. */
const FIT_MARGIN = 1.15;

/**
 * How far the camera stands from the centre of a sphere of `radius` to see it whole: the narrower of the vertical and
 * horizontal fields of view decides (a phone held upright is narrower than high).
 */
export function fitDistance(radius: number, fovDegrees: number, aspect: number): number {
  const vertical = (fovDegrees * Math.PI) / 180;
  const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * Math.max(aspect, 0.01));
  const half = Math.min(vertical, horizontal) / 2;
  return (Math.max(radius, 0.01) / Math.sin(half)) * FIT_MARGIN;
}

/** The camera's near and far planes for a view of a sphere of `radius` from `distance`: depth enough, no flicker. */
export function clippingDistances(radius: number, distance: number): { near: number; far: number } {
  const far = (distance + Math.max(radius, 0.01)) * 4;
  return { near: Math.max(far / 20_000, 0.01), far };
}

/** The heights a horizontal section moves between: the models' vertical extent, and the slider's step. */
export interface SectionRange {
  min: number;
  max: number;
  step: number;
}

/**
 * The section's range over the models' height (`min`…`max` in scene units), in 200 steps, with a rounded step so
 * the slider's values stay short; none for nothing loaded.
 */
export function sectionRange(bottom: number, top: number): SectionRange | undefined {
  if (!Number.isFinite(bottom) || !Number.isFinite(top) || top < bottom) return undefined;
  const height = Math.max(top - bottom, 0.01);
  const raw = height / 200;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= raw) ?? raw;
  return { min: onStep(Math.floor(bottom / step), step), max: onStep(Math.ceil(top / step), step), step };
}

/** `count` steps, without the binary fractions' tails (-1.3, not -1.3000000000000003). */
function onStep(count: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  return Number((count * step).toFixed(decimals));
}

/** Where the section starts when turned on: two thirds up, where a storey's plan usually reads best. */
export function initialSectionHeight(range: SectionRange): number {
  const height = range.min + ((range.max - range.min) * 2) / 3;
  return onStep(Math.round(height / range.step), range.step);
}

/** A click is a pick, not the end of an orbit, when the pointer moved less than this many pixels. */
export const CLICK_TOLERANCE_PX = 5;

export function isClick(from: { x: number; y: number }, to: { x: number; y: number }): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) < CLICK_TOLERANCE_PX;
}
