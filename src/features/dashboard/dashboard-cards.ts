import type { DashboardData } from '../../../codegen/model/dashboardData';
import type { DashboardSeries } from '../../../codegen/model/dashboardSeries';

/**
 * The eight cards of the dashboard in the specification's order (platform.md §3): six counts of the period, each with
 * its daily series when the server sends one, and two sizes of now, in JEDEC units.
 */
export type DashboardCard =
  | {
      figure: Exclude<keyof DashboardData, 'series' | 'totalDocumentsSize' | 'totalDeletedDocumentsSize'>;
      kind: 'count';
      series: Exclude<keyof DashboardSeries, 'days'>;
    }
  | { figure: 'totalDocumentsSize' | 'totalDeletedDocumentsSize'; kind: 'size' };

export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  { figure: 'documentsCountPerPeriod', kind: 'count', series: 'documents' },
  { figure: 'directoriesCountPerPeriod', kind: 'count', series: 'directories' },
  { figure: 'usersCountPerPeriod', kind: 'count', series: 'users' },
  { figure: 'deletedDocumentsCountPerPeriod', kind: 'count', series: 'deletedDocuments' },
  { figure: 'totalDocumentsSize', kind: 'size' },
  { figure: 'totalDeletedDocumentsSize', kind: 'size' },
  { figure: 'downloadedDocumentsCountPerPeriod', kind: 'count', series: 'downloadedDocuments' },
  { figure: 'stampedDocumentsCountPerPeriod', kind: 'count', series: 'stampedDocuments' },
];

/** What a chart's text alternative says of a daily series: its length, highest day and daily average. */
export interface DailySummary {
  days: number;
  peak: number;
  /** The first day of the highest value (`YYYY-MM-DD`); null when every day is 0. */
  peakDay: string | null;
  average: number;
}

export function dailySummary(days: readonly string[], values: readonly number[]): DailySummary {
  let peak = 0;
  let peakDay: string | null = null;
  let total = 0;
  values.forEach((value, index) => {
    total += value;
    if (value > peak) {
      peak = value;
      peakDay = days[index] ?? null;
    }
  });
  return { days: values.length, peak, peakDay, average: values.length > 0 ? total / values.length : 0 };
}

/** The daily values of a card, when the answer has a series that fits its days; null otherwise (no chart). */
export function cardSeries(data: DashboardData, card: DashboardCard): { days: string[]; values: number[] } | null {
  if (card.kind !== 'count' || !data.series) return null;
  const values = data.series[card.series];
  if (values.length !== data.series.days.length || values.length < 2) return null;
  return { days: data.series.days, values };
}
