import { describe, expect, it } from 'vitest';
import { isWinterSeason } from './season.utils';

// Local dates, as the season follows the user's calendar.
const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour);

describe('isWinterSeason', () => {
  it('starts on 1 December', () => {
    expect(isWinterSeason(at(2025, 11, 30, 23))).toBe(false);
    expect(isWinterSeason(at(2025, 12, 1, 0))).toBe(true);
  });

  it('runs through the new year', () => {
    expect(isWinterSeason(at(2025, 12, 31))).toBe(true);
    expect(isWinterSeason(at(2026, 1, 1))).toBe(true);
  });

  it('ends after 14 January', () => {
    expect(isWinterSeason(at(2026, 1, 14, 23))).toBe(true);
    expect(isWinterSeason(at(2026, 1, 15, 0))).toBe(false);
  });

  it('is off in the rest of the year', () => {
    expect(isWinterSeason(at(2026, 2, 1))).toBe(false);
    expect(isWinterSeason(at(2026, 7, 15))).toBe(false);
  });
});
