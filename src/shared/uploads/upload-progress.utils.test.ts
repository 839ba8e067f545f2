import { describe, expect, it } from 'vitest';
import { progressBarValue, uploadPercent } from './upload-progress.utils';

describe('uploadPercent', () => {
  it('rounds and caps, 0 without a total', () => {
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(5, 4)).toBe(100);
    expect(uploadPercent(5, undefined)).toBe(0);
  });
});

describe('progressBarValue', () => {
  it('shows the percent below 10', () => {
    expect(progressBarValue(0)).toBe(0);
    expect(progressBarValue(9)).toBe(9);
  });
  it('lags 5 behind from 10 on', () => {
    expect(progressBarValue(10)).toBe(5);
    expect(progressBarValue(100)).toBe(95);
  });
});
