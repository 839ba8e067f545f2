import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardData } from '../../../codegen/model/dashboardData';
import { formatSize } from '../../shared/format/format-size';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { loadTexts } from '../../shared/i18n/lazy-texts';
import { cardSeries, dailySummary, DASHBOARD_CARDS } from './dashboard-cards';
import {
  defaultPeriod,
  displayDay,
  isoDay,
  periodFromRange,
  quarterOf,
  quarterPeriod,
  statisticsParams,
  toQueryDay,
} from './dashboard-period.utils';

beforeAll(async () => {
  await initI18n('ru');
  await loadTexts('admin');
});

// Local dates: the dashboard's days are the user's calendar days.
const day = (year: number, month: number, date: number, hour = 12) => new Date(year, month - 1, date, hour);

describe('the default period', () => {
  it('runs from the first of the current month to today', () => {
    expect(defaultPeriod(day(2026, 11, 22))).toEqual({ from: '2026-11-01', to: '2026-11-22' });
  });

  it('is the first day alone on the first of the month, late at night too', () => {
    expect(defaultPeriod(day(2026, 3, 1, 23))).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(defaultPeriod(new Date(2026, 0, 1, 0, 0, 0))).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });
});

describe('the quarters of the current year', () => {
  const today = day(2026, 5, 14);

  it.each([
    [1, '2026-01-01', '2026-03-31'],
    [2, '2026-04-01', '2026-06-30'],
    [3, '2026-07-01', '2026-09-30'],
    [4, '2026-10-01', '2026-12-31'],
  ] as const)('quarter %d runs from %s to %s', (quarter, from, to) => {
    expect(quarterPeriod(quarter, today)).toEqual({ from, to });
    expect(quarterOf({ from, to }, today)).toBe(quarter);
  });

  it('takes the year of today, leap or not', () => {
    expect(quarterPeriod(1, day(2028, 12, 31))).toEqual({ from: '2028-01-01', to: '2028-03-31' });
    expect(quarterPeriod(4, day(2027, 1, 1))).toEqual({ from: '2027-10-01', to: '2027-12-31' });
  });

  it('names no quarter for another period, nor for a quarter of another year', () => {
    expect(quarterOf(defaultPeriod(today), today)).toBeNull();
    expect(quarterOf({ from: '2025-01-01', to: '2025-03-31' }, today)).toBeNull();
  });
});

describe('the days as the request and the screen name them', () => {
  it('asks with YYYY-M-D, without zero padding', () => {
    expect(toQueryDay('2026-01-05')).toBe('2026-1-5');
    expect(toQueryDay('2026-11-22')).toBe('2026-11-22');
    expect(statisticsParams({ from: '2026-11-01', to: '2026-11-09' })).toEqual({
      periodFrom: '2026-11-1',
      periodTo: '2026-11-9',
    });
  });

  it('shows DD.MM.YYYY', () => {
    expect(displayDay('2026-01-05')).toBe('05.01.2026');
    expect(displayDay('2026-11-22')).toBe('22.11.2026');
  });

  it('takes the local calendar day of a date', () => {
    expect(isoDay(day(2026, 2, 3, 0))).toBe('2026-02-03');
    expect(isoDay(day(2026, 2, 3, 23))).toBe('2026-02-03');
  });
});

describe('a picked range', () => {
  it('is a period once both days are picked, in order whichever came first', () => {
    expect(periodFromRange(['2026-11-03', null])).toBeNull();
    expect(periodFromRange([null, null])).toBeNull();
    expect(periodFromRange(['2026-11-03', '2026-11-10'])).toEqual({ from: '2026-11-03', to: '2026-11-10' });
    expect(periodFromRange(['2026-11-10', '2026-11-03'])).toEqual({ from: '2026-11-03', to: '2026-11-10' });
    expect(periodFromRange(['2026-11-03', '2026-11-03'])).toEqual({ from: '2026-11-03', to: '2026-11-03' });
  });
});

describe('the cards', () => {
  const data: DashboardData = {
    documentsCountPerPeriod: 3,
    directoriesCountPerPeriod: 1,
    usersCountPerPeriod: 2,
    deletedDocumentsCountPerPeriod: 0,
    totalDocumentsSize: 18253611008,
    totalDeletedDocumentsSize: 734003200,
    downloadedDocumentsCountPerPeriod: 5,
    stampedDocumentsCountPerPeriod: 0,
    series: {
      days: ['2026-11-01', '2026-11-02', '2026-11-03'],
      documents: [0, 3, 0],
      directories: [1, 0, 0],
      users: [1, 2, 1],
      deletedDocuments: [0, 0, 0],
      downloadedDocuments: [2, 0, 3],
      stampedDocuments: [0, 0, 0],
    },
  };

  it('are the eight figures of the specification, in its order', () => {
    expect(DASHBOARD_CARDS.map((card) => card.figure)).toEqual([
      'documentsCountPerPeriod',
      'directoriesCountPerPeriod',
      'usersCountPerPeriod',
      'deletedDocumentsCountPerPeriod',
      'totalDocumentsSize',
      'totalDeletedDocumentsSize',
      'downloadedDocumentsCountPerPeriod',
      'stampedDocumentsCountPerPeriod',
    ]);
  });

  it('show sizes in JEDEC units (1 KB = 1024 bytes) with the app’s size formatter', () => {
    const ru = i18n.getFixedT('ru');
    expect(formatSize(data.totalDocumentsSize, ru, 'ru')).toBe('17 ГБ');
    expect(formatSize(data.totalDeletedDocumentsSize, ru, 'ru')).toBe('700 МБ');
    expect(formatSize(1536, ru, 'ru')).toBe('2 КБ');
  });

  it('give each count its daily series, and none to the sizes or to an answer without one', () => {
    const [documents, , , , size, , downloads] = DASHBOARD_CARDS;
    if (!documents || !size || !downloads) throw new Error('cards missing');
    expect(cardSeries(data, documents)).toEqual({ days: data.series?.days, values: [0, 3, 0] });
    expect(cardSeries(data, downloads)?.values).toEqual([2, 0, 3]);
    expect(cardSeries(data, size)).toBeNull();
    expect(cardSeries({ ...data, series: undefined }, documents)).toBeNull();
    // A single day draws no line; a series that does not fit its days is not drawn.
    const oneDay = { ...data, series: { ...data.series, days: ['2026-11-01'], documents: [3] } } as DashboardData;
    expect(cardSeries(oneDay, documents)).toBeNull();
    const broken = { ...data, series: { ...data.series, documents: [1] } } as DashboardData;
    expect(cardSeries(broken, documents)).toBeNull();
  });

  it('summarise a series for its text alternative: days, highest day (the first of equals), average', () => {
    expect(dailySummary(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'], [2, 5, 5, 0])).toEqual({
      days: 4,
      peak: 5,
      peakDay: '2026-11-02',
      average: 3,
    });
    expect(dailySummary(['2026-11-01', '2026-11-02'], [0, 0])).toEqual({
      days: 2,
      peak: 0,
      peakDay: null,
      average: 0,
    });
  });
});
