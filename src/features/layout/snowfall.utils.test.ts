import { describe, expect, it } from 'vitest';
import {
  FLAKE_COUNT_MAX,
  FLAKE_COUNT_MIN,
  SNOW_DELAY_MAX_MS,
  SNOW_DELAY_MIN_MS,
  createFlakes,
  flakeCount,
  flakeParameters,
  snowDelayMs,
} from './snowfall.utils';

/** A repeatable source of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('snowDelayMs', () => {
  it('spans 15 seconds to 15 minutes', () => {
    expect(SNOW_DELAY_MIN_MS).toBe(15_000);
    expect(SNOW_DELAY_MAX_MS).toBe(900_000);
    expect(snowDelayMs(0)).toBe(15_000);
    expect(snowDelayMs(0.5)).toBe(457_500);
    expect(snowDelayMs(0.999_999_9)).toBeLessThanOrEqual(900_000);
  });

  it('clamps values outside [0, 1)', () => {
    expect(snowDelayMs(-1)).toBe(15_000);
    expect(snowDelayMs(2)).toBe(900_000);
  });
});

describe('flakeCount', () => {
  it('spans 30 to 50 flakes, both included', () => {
    expect(FLAKE_COUNT_MIN).toBe(30);
    expect(FLAKE_COUNT_MAX).toBe(50);
    expect(flakeCount(0)).toBe(30);
    expect(flakeCount(0.999_999)).toBe(50);
    expect(flakeCount(1)).toBe(50);
  });

  it('gives every count about the same chance', () => {
    const counts = new Set(Array.from({ length: 21 }, (_, index) => flakeCount((index + 0.5) / 21)));
    expect(counts.size).toBe(21);
  });
});

describe('flakeParameters', () => {
  it('stays within the window and the motion ranges', () => {
    const random = seeded(7);
    for (let index = 0; index < 200; index += 1) {
      const flake = flakeParameters(random);
      expect(flake.leftPercent).toBeGreaterThanOrEqual(0);
      expect(flake.leftPercent).toBeLessThanOrEqual(100);
      expect(flake.sizePx).toBeGreaterThanOrEqual(4);
      expect(flake.sizePx).toBeLessThanOrEqual(10);
      expect(flake.durationS).toBeGreaterThanOrEqual(8);
      expect(flake.durationS).toBeLessThanOrEqual(18);
      expect(flake.delayS).toBeGreaterThanOrEqual(0);
      expect(flake.delayS).toBeLessThanOrEqual(flake.durationS);
      expect(Math.abs(flake.driftPx)).toBeLessThanOrEqual(60);
      expect(flake.opacity).toBeGreaterThanOrEqual(0.5);
      expect(flake.opacity).toBeLessThanOrEqual(1);
    }
  });
});

describe('createFlakes', () => {
  it('creates 30 to 50 flakes', () => {
    expect(createFlakes(() => 0)).toHaveLength(30);
    expect(createFlakes(() => 0.999)).toHaveLength(50);
    const count = createFlakes(seeded(42)).length;
    expect(count).toBeGreaterThanOrEqual(30);
    expect(count).toBeLessThanOrEqual(50);
  });
});
