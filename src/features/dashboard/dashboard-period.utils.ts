import type { GetStatisticsParams } from '../../../codegen/model/getStatisticsParams';

/**
 * The dashboard's period (platform.md §2.4, §4): two calendar days of the user's calendar as the date picker holds
 * them (`YYYY-MM-DD`), both included. By default the first of the current month to today; the quarter shortcuts
 * take quarter 1–4 of the current year. The request names the days as `YYYY-M-D` (platform.md §7), the screen shows
 * them as `DD.MM.YYYY`.
 */
export interface DashboardPeriod {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day, `YYYY-MM-DD`, not before `from`. */
  to: string;
}

export const QUARTERS = [1, 2, 3, 4] as const;
export type Quarter = (typeof QUARTERS)[number];

const pad = (value: number) => String(value).padStart(2, '0');

/** The day of a local date as the date picker holds it: `YYYY-MM-DD`. */
export function isoDay(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The default period: the first of today's month to today. */
export function defaultPeriod(today: Date): DashboardPeriod {
  return { from: isoDay(new Date(today.getFullYear(), today.getMonth(), 1)), to: isoDay(today) };
}

/** Quarter 1–4 of the current year: its first day to its last (a quarter not over yet ends in the future). */
export function quarterPeriod(quarter: Quarter, today: Date): DashboardPeriod {
  const year = today.getFullYear();
  const firstMonth = (quarter - 1) * 3;
  // Day 0 of the month after the quarter is the quarter's last day.
  return { from: isoDay(new Date(year, firstMonth, 1)), to: isoDay(new Date(year, firstMonth + 3, 0)) };
}

/** The quarter of the current year the period is exactly, if any (its shortcut shows pressed). */
export function quarterOf(period: DashboardPeriod, today: Date): Quarter | null {
  return (
    QUARTERS.find((quarter) => {
      const candidate = quarterPeriod(quarter, today);
      return candidate.from === period.from && candidate.to === period.to;
    }) ?? null
  );
}

function parts(day: string): [string, string, string] {
  const [year = '', month = '', date = ''] = day.split('-');
  return [year, month, date];
}

/** `2026-11-01` → `2026-11-1`: the request's form, without zero padding (platform.md §7). */
export function toQueryDay(day: string): string {
  const [year, month, date] = parts(day);
  return `${year}-${String(Number(month))}-${String(Number(date))}`;
}

/** `2026-11-01` → `01.11.2026`: the form the screen shows (platform.md §2.4). */
export function displayDay(day: string): string {
  const [year, month, date] = parts(day);
  return `${date}.${month}.${year}`;
}

/** The query of GET /statistics for the period. */
export function statisticsParams(period: DashboardPeriod): GetStatisticsParams {
  return { periodFrom: toQueryDay(period.from), periodTo: toQueryDay(period.to) };
}

/** A picked range as a period: both days chosen, in order; null while the second one is still to be picked. */
export function periodFromRange(range: readonly [string | null, string | null]): DashboardPeriod | null {
  const [first, second] = range;
  if (!first || !second) return null;
  return first <= second ? { from: first, to: second } : { from: second, to: first };
}
