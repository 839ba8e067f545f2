/** The zooms pdf.js computes from the window: automatic (fit to width, not above 125 %), page width, whole page. */
export const ZOOM_PRESETS = ['auto', 'page-width', 'page-fit'] as const;
export type ZoomPreset = (typeof ZOOM_PRESETS)[number];

/** The fixed zooms offered, in percent. */
export const ZOOM_PERCENTS: readonly number[] = [25, 50, 75, 100, 125, 150, 200, 300, 400];

/** The zoom a document opens with: landscape drawings fit whole, portrait pages fit their width. */
export const DEFAULT_ZOOM: ZoomPreset = 'auto';

const MIN_PERCENT = ZOOM_PERCENTS[0] ?? 25;
const MAX_PERCENT = ZOOM_PERCENTS[ZOOM_PERCENTS.length - 1] ?? 400;

export type ZoomChoice = { kind: 'preset'; value: ZoomPreset } | { kind: 'percent'; value: string; percent: number };

export function isZoomPreset(value: string): value is ZoomPreset {
  return (ZOOM_PRESETS as readonly string[]).includes(value);
}

/** A scale (1 = 100 %) as whole percent. */
export function scalePercent(scale: number): number {
  return Math.round(scale * 100);
}

/** The next fixed zoom above the current scale; the largest at most. */
export function zoomInScale(scale: number): number {
  const percent = scalePercent(scale);
  return (ZOOM_PERCENTS.find((candidate) => candidate > percent) ?? MAX_PERCENT) / 100;
}

/** The next fixed zoom below the current scale; the smallest at least. */
export function zoomOutScale(scale: number): number {
  const percent = scalePercent(scale);
  return ([...ZOOM_PERCENTS].reverse().find((candidate) => candidate < percent) ?? MIN_PERCENT) / 100;
}

export function canZoomIn(scale: number): boolean {
  return scalePercent(scale) < MAX_PERCENT;
}

export function canZoomOut(scale: number): boolean {
  return scalePercent(scale) > MIN_PERCENT;
}

/**
 * The choice the zoom list shows: the preset pdf.js applies (its `currentScaleValue`), else the scale as percent —
 * also a scale that is none of the fixed zooms (a pinch on a touch screen).
 */
export function currentZoomChoice(scaleValue: string, scale: number): string {
  return isZoomPreset(scaleValue) ? scaleValue : String(scalePercent(scale));
}

/** The zoom list: the presets, then the fixed zooms with the current one among them when it is none of them. */
export function zoomChoices(current: string): ZoomChoice[] {
  const percents = new Set(ZOOM_PERCENTS);
  if (/^\d+$/.test(current)) percents.add(Number(current));
  return [
    ...ZOOM_PRESETS.map((value): ZoomChoice => ({ kind: 'preset', value })),
    ...[...percents]
      .sort((a, b) => a - b)
      .map((percent): ZoomChoice => ({ kind: 'percent', value: String(percent), percent })),
  ];
}

/** What pdf.js is given for a choice of the list (`currentScaleValue`): a preset's name, or the scale as a number. */
export function scaleValueOfChoice(choice: string): string | undefined {
  if (isZoomPreset(choice)) return choice;
  return /^\d+$/.test(choice) && Number(choice) > 0 ? String(Number(choice) / 100) : undefined;
}
