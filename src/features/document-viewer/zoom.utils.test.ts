import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  currentZoomChoice,
  scaleValueOfChoice,
  zoomChoices,
  zoomInScale,
  zoomOutScale,
} from './zoom.utils';

describe('zoom steps', () => {
  it('zooms in to the next fixed zoom above the scale', () => {
    expect(zoomInScale(1)).toBe(1.25);
    expect(zoomInScale(1.37)).toBe(1.5);
    expect(zoomInScale(0.1)).toBe(0.25);
    expect(zoomInScale(3.5)).toBe(4);
  });

  it('zooms out to the next fixed zoom below the scale', () => {
    expect(zoomOutScale(1)).toBe(0.75);
    expect(zoomOutScale(1.37)).toBe(1.25);
    expect(zoomOutScale(8)).toBe(4);
  });

  it('stops at 25 % and 400 %', () => {
    expect(zoomInScale(4)).toBe(4);
    expect(zoomOutScale(0.25)).toBe(0.25);
    expect(canZoomIn(4)).toBe(false);
    expect(canZoomIn(3.999)).toBe(false);
    expect(canZoomIn(3.9)).toBe(true);
    expect(canZoomOut(0.25)).toBe(false);
    expect(canZoomOut(0.3)).toBe(true);
  });
});

describe('the zoom list', () => {
  it('shows the preset pdf.js applies, else the scale in percent', () => {
    expect(currentZoomChoice('page-width', 1.37)).toBe('page-width');
    expect(currentZoomChoice('auto', 1.25)).toBe('auto');
    expect(currentZoomChoice('1.5', 1.5)).toBe('150');
    expect(currentZoomChoice('1.3333', 1.3333)).toBe('133');
  });

  it('lists the presets, then the fixed zooms in order', () => {
    expect(zoomChoices('auto').map((choice) => choice.value)).toEqual([
      'auto',
      'page-width',
      'page-fit',
      '25',
      '50',
      '75',
      '100',
      '125',
      '150',
      '200',
      '300',
      '400',
    ]);
  });

  it('lists a scale that is none of the fixed zooms in its place', () => {
    const percents = zoomChoices('133').flatMap((choice) => (choice.kind === 'percent' ? [choice.percent] : []));
    expect(percents).toEqual([25, 50, 75, 100, 125, 133, 150, 200, 300, 400]);
    expect(zoomChoices('150').filter((choice) => choice.value === '150')).toHaveLength(1);
  });

  it('gives pdf.js a preset’s name or the scale as a number', () => {
    expect(scaleValueOfChoice('page-fit')).toBe('page-fit');
    expect(scaleValueOfChoice('150')).toBe('1.5');
    expect(scaleValueOfChoice('0')).toBeUndefined();
    expect(scaleValueOfChoice('big')).toBeUndefined();
  });
});
