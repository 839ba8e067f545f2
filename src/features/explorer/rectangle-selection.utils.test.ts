import { describe, expect, it } from 'vitest';
import { coveredRows, dragScrollStep, exceedsThreshold, rectangleBetween } from './rectangle-selection.utils';

describe('rectangle selection', () => {
  it('starts only after the pointer moved 10 px', () => {
    expect(exceedsThreshold({ x: 0, y: 0 }, { x: 6, y: 7 })).toBe(false);
    expect(exceedsThreshold({ x: 0, y: 0 }, { x: 6, y: 8 })).toBe(true);
    expect(exceedsThreshold({ x: 5, y: 5 }, { x: 5, y: -5 })).toBe(true);
  });

  it('spans the two points whichever way the pointer went', () => {
    expect(rectangleBetween({ x: 50, y: 90 }, { x: 10, y: 30 })).toEqual({ left: 10, top: 30, width: 40, height: 60 });
  });

  it('covers every row it touches, also rows outside the rendered window', () => {
    expect(coveredRows({ left: 0, top: 30, width: 5, height: 60 }, 40, 100)).toEqual([0, 1, 2]);
    expect(coveredRows({ left: 0, top: 4000, width: 5, height: 400 }, 40, 1000)).toEqual([
      100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110,
    ]);
  });

  it('stays within the rows there are', () => {
    expect(coveredRows({ left: 0, top: 150, width: 5, height: 500 }, 40, 5)).toEqual([3, 4]);
    expect(coveredRows({ left: 0, top: 0, width: 5, height: 10 }, 40, 0)).toEqual([]);
  });

  it('scrolls 50 px near the top or the bottom edge only', () => {
    expect(dragScrollStep(110, 100, 500)).toBe(-50);
    expect(dragScrollStep(300, 100, 500)).toBe(0);
    expect(dragScrollStep(490, 100, 500)).toBe(50);
  });
});
