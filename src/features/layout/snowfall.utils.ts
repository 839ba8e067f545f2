/**
 * The numbers of the winter snowfall (explorer.md §1): it appears after a random delay of 15 seconds to 15 minutes and
 * has 30 to 50 flakes. Every function takes its randomness as an argument so that tests can pin it.
 */
export const SNOW_DELAY_MIN_MS = 15_000;
export const SNOW_DELAY_MAX_MS = 15 * 60_000;
export const FLAKE_COUNT_MIN = 30;
export const FLAKE_COUNT_MAX = 50;

/** A uniform pick between `min` and `max` from `random` in [0, 1). */
function between(random: number, min: number, max: number): number {
  return min + Math.min(Math.max(random, 0), 1) * (max - min);
}

/** The delay before the snowfall appears, uniform in 15 s to 15 min, for `random` in [0, 1). */
export function snowDelayMs(random: number): number {
  return Math.round(between(random, SNOW_DELAY_MIN_MS, SNOW_DELAY_MAX_MS));
}

/** The number of flakes, uniform over the whole numbers 30 to 50, for `random` in [0, 1). */
export function flakeCount(random: number): number {
  const count = FLAKE_COUNT_MIN + Math.floor(between(random, 0, FLAKE_COUNT_MAX - FLAKE_COUNT_MIN + 1));
  return Math.min(count, FLAKE_COUNT_MAX);
}

export interface FlakeParameters {
  /** Horizontal start, percent of the window width. */
  leftPercent: number;
  /** Diameter, px. */
  sizePx: number;
  /** One fall from the top to the bottom, seconds. */
  durationS: number;
  /** Start offset, seconds, so the flakes do not fall in a line. */
  delayS: number;
  /** Sideways sway over one fall, px (negative to the left). */
  driftPx: number;
  opacity: number;
}

/** One flake's look and motion, from a source of random numbers in [0, 1). */
export function flakeParameters(random: () => number): FlakeParameters {
  const durationS = between(random(), 8, 18);
  return {
    leftPercent: between(random(), 0, 100),
    sizePx: between(random(), 4, 10),
    durationS,
    delayS: between(random(), 0, durationS),
    driftPx: between(random(), -60, 60),
    opacity: between(random(), 0.5, 1),
  };
}

/** The flakes of one snowfall: 30 to 50 of them. */
export function createFlakes(random: () => number = Math.random): FlakeParameters[] {
  return Array.from({ length: flakeCount(random()) }, () => flakeParameters(random));
}
