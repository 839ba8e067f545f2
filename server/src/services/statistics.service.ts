import { EventType } from '../../../codegen/model/eventType';
import type { DashboardData } from '../../../codegen/model/dashboardData';
import type { DashboardSeries } from '../../../codegen/model/dashboardSeries';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { Db } from '../db/database';
import { HttpProblem, validationFailed } from '../problem';
import {
  countActiveAccounts,
  countActiveAccountsByDay,
  countEventsByTypeAndDay,
  deletedDirectoryIds,
  directoryChains,
  versionBytesByDirectory,
  type TimestampRange,
} from '../repositories/statistics.repository';

/**
 * The admin dashboard's figures (platform.md §2.4, §3, §7; docs/server.md «Dashboard statistics»). A period is a run
 * of calendar days in UTC, both ends included. The six counts come from the event log of the period, each the events
 * of one type, except the users: the distinct accounts with any event. The two sizes are the present state.
 */

/** The most days a series holds (the contract's DashboardSeries): a longer period is answered without one. */
export const SERIES_MAX_DAYS = 3660;

const DAY_MS = 86_400_000;

/** The count figures read from one event type each, with the series list they fill. */
const COUNTED = [
  { type: EventType.UploadDocument, figure: 'documentsCountPerPeriod', series: 'documents' },
  { type: EventType.CreateDirectory, figure: 'directoriesCountPerPeriod', series: 'directories' },
  { type: EventType.DeleteDocument, figure: 'deletedDocumentsCountPerPeriod', series: 'deletedDocuments' },
  { type: EventType.DownloadDocument, figure: 'downloadedDocumentsCountPerPeriod', series: 'downloadedDocuments' },
  { type: EventType.AgreeDocument, figure: 'stampedDocumentsCountPerPeriod', series: 'stampedDocuments' },
] as const satisfies readonly {
  type: EventType;
  figure: keyof DashboardData;
  series: keyof DashboardSeries;
}[];

export interface StatisticsPeriod {
  /** YYYY-MM-DD of the first and the last day. */
  first: string;
  last: string;
  /** Every day of the period in order, YYYY-MM-DD. */
  days: string[] | null;
  range: TimestampRange;
}

/** A calendar day of the query (YYYY-M-D, the contract's pattern), or 400 ValidationFailed for one that does not exist. */
function calendarDay(text: string, field: 'periodFrom' | 'periodTo'): Date {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: years 0–99 stay themselves.
  if (year !== undefined && month !== undefined && day !== undefined) date.setUTCFullYear(year, month - 1, day);
  if (
    year === undefined ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== (month ?? 0) - 1 ||
    date.getUTCDate() !== day
  )
    throw validationFailed('The request is not valid.', [
      { field: `querystring.${field}`, message: 'must be a day of the calendar (YYYY-M-D)' },
    ]);
  return date;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The period of the query: both days must exist (2026-2-31 answers 400 ValidationFailed), and `periodTo` may not be
 * before `periodFrom` (400 IncorrectParam). Its timestamps run from the first day's midnight (UTC) to the end of the
 * last day, compared as the ISO 8601 text the events are stored in (`T24` sorts after every time of the day).
 */
export function statisticsPeriod(periodFrom: string, periodTo: string): StatisticsPeriod {
  const first = calendarDay(periodFrom, 'periodFrom');
  const last = calendarDay(periodTo, 'periodTo');
  if (last.getTime() < first.getTime())
    throw new HttpProblem(400, ProblemCode.IncorrectParam, 'The period ends before it starts (periodTo < periodFrom).');
  const length = Math.round((last.getTime() - first.getTime()) / DAY_MS) + 1;
  const days =
    length > SERIES_MAX_DAYS
      ? null
      : Array.from({ length }, (_, offset) => isoDay(new Date(first.getTime() + offset * DAY_MS)));
  const [firstDay, lastDay] = [isoDay(first), isoDay(last)];
  return {
    first: firstDay,
    last: lastDay,
    days,
    range: { from: `${firstDay}T00:00:00.000Z`, to: `${lastDay}T24:00:00.000Z` },
  };
}

/**
 * Bytes of every version of the documents now, split into those in the trash (deleted themselves, or inside a
 * directory marked deleted or below one) and the others. Read per directory, so the trash is decided once per
 * directory holding documents, from its ancestors' ids.
 */
async function documentSizes(db: Db): Promise<{ live: number; deleted: number }> {
  const [bytes, deletedTops] = await Promise.all([versionBytesByDirectory(db), deletedDirectoryIds(db)]);
  const hidden = new Set<string>();
  if (deletedTops.size > 0) {
    const chains = await directoryChains(db, [...new Set(bytes.map((place) => place.directoryId))]);
    for (const chain of chains)
      if (chain.deleted || chain.ancestorIds.some((id) => deletedTops.has(id))) hidden.add(chain.id);
  }
  let live = 0;
  let deleted = 0;
  for (const place of bytes) {
    if (place.documentDeleted || hidden.has(place.directoryId)) deleted += place.bytes;
    else live += place.bytes;
  }
  return { live, deleted };
}

/** The eight figures of the period, with the daily series when the period has at most SERIES_MAX_DAYS days. */
export async function loadStatistics(db: Db, period: StatisticsPeriod): Promise<DashboardData> {
  const [counts, users, usersByDay, sizes] = await Promise.all([
    countEventsByTypeAndDay(
      db,
      COUNTED.map((counted) => counted.type),
      period.range,
    ),
    countActiveAccounts(db, period.range),
    period.days ? countActiveAccountsByDay(db, period.range) : Promise.resolve([]),
    documentSizes(db),
  ]);
  const data: DashboardData = {
    documentsCountPerPeriod: 0,
    directoriesCountPerPeriod: 0,
    usersCountPerPeriod: users,
    deletedDocumentsCountPerPeriod: 0,
    totalDocumentsSize: sizes.live,
    totalDeletedDocumentsSize: sizes.deleted,
    downloadedDocumentsCountPerPeriod: 0,
    stampedDocumentsCountPerPeriod: 0,
  };
  for (const counted of COUNTED)
    data[counted.figure] = counts.filter((row) => row.type === counted.type).reduce((sum, row) => sum + row.count, 0);
  if (!period.days) return data;

  const position = new Map(period.days.map((day, index) => [day, index]));
  const daily = (rows: readonly { day: string; count: number }[]) => {
    const values = period.days?.map(() => 0) ?? [];
    for (const row of rows) {
      const index = position.get(row.day);
      if (index !== undefined) values[index] = (values[index] ?? 0) + row.count;
    }
    return values;
  };
  const series: DashboardSeries = {
    days: period.days,
    users: daily(usersByDay),
    documents: [],
    directories: [],
    deletedDocuments: [],
    downloadedDocuments: [],
    stampedDocuments: [],
  };
  for (const counted of COUNTED) series[counted.series] = daily(counts.filter((row) => row.type === counted.type));
  return { ...data, series };
}
