import type { AppLanguage } from '../i18n/i18n';

/** An ISO date-time without a zone designator, which `Date` would read as local time. */
const WITHOUT_ZONE = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: AppLanguage, timeZone: string | undefined): Intl.DateTimeFormat {
  const cacheKey = `${language}|${timeZone ?? ''}`;
  let cached = formatters.get(cacheKey);
  if (!cached) {
    cached = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone });
    formatters.set(cacheKey, cached);
  }
  return cached;
}

/**
 * A date-time the server stores in UTC, shown in the local zone (or `timeZone`) in the long format with hours and
 * minutes (explorer.md §9): «22 ноября 2026 г. в 12:30», "November 22, 2026 at 12:30 PM". A value without a zone is
 * read as UTC; an unreadable one gives an empty string.
 */
export function formatDateTime(iso: string, language: AppLanguage, timeZone?: string): string {
  const date = new Date(WITHOUT_ZONE.test(iso) ? `${iso}Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(language, timeZone).format(date);
}
