import { describe, expect, it } from 'vitest';
import { clippingDistances, fitDistance, initialSectionHeight, isClick, sectionRange } from './model-view.utils';

describe('fitDistance', () => {
  it('sees a sphere whole through the vertical field of view on a wide screen', () => {
    // sin(22.5°) ≈ 0.383: a radius of 10 needs about 26 units, and a margin.
    expect(fitDistance(10, 45, 16 / 9)).toBeCloseTo((10 / Math.sin(Math.PI / 8)) * 1.15);
  });

  it('stands farther back on an upright phone, where the horizontal view is narrower', () => {
    expect(fitDistance(10, 45, 375 / 700)).toBeGreaterThan(fitDistance(10, 45, 16 / 9) * 1.5);
  });

  it('never divides by nothing', () => {
    expect(Number.isFinite(fitDistance(0, 45, 0))).toBe(true);
  });
});

describe('clippingDistances', () => {
  it('keeps the whole scene between the planes', () => {
    const { near, far } = clippingDistances(50, 150);
    expect(near).toBeLessThan(1);
    expect(far).toBeGreaterThan(200);
  });
});

describe('section range', () => {
  it('spans the models’ height in round steps', () => {
    expect(sectionRange(-1.27, 8.42)).toEqual({ min: -1.3, max: 8.45, step: 0.05 });
    const range = sectionRange(0, 3000);
    expect(range).toEqual({ min: 0, max: 3000, step: 20 });
  });

  it('starts two thirds up, on a step', () => {
    expect(initialSectionHeight({ min: 0, max: 3000, step: 20 })).toBe(2000);
  });

  it('has none for nothing loaded', () => {
    expect(sectionRange(Infinity, -Infinity)).toBeUndefined();
  });
});

describe('isClick', () => {
  it('tells a click from a drag', () => {
    expect(isClick({ x: 10, y: 10 }, { x: 12, y: 13 })).toBe(true);
    expect(isClick({ x: 10, y: 10 }, { x: 30, y: 10 })).toBe(false);
  });
});
