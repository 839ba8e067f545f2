import type { TFunction } from 'i18next';
import { i18n } from '../i18n/i18n';

/** JEDEC units: steps of 1024, named KB, MB, GB, TB (platform.md §3). */
export const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

const STEP = 1024;

/** No digit grouping («1023 Б», not «1 023 Б»). One decimal from MB up while the number is below 10 («4,5 МБ»); bytes, kilobytes and larger numbers are whole. */
function fractionDigits(unitIndex: number, value: number): number {
  return unitIndex >= 2 && value < 10 ? 1 : 0;
}

/** Making an Intl.NumberFormat costs far more than using one, and a list formats a size per row. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, digits: number): Intl.NumberFormat {
  const key = `${language}|${String(digits)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: digits, useGrouping: false });
    numberFormats.set(key, format);
  }
  return format;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * A size in bytes in JEDEC units with the unit's translated name (`size.<unit>` of `common`) and the language's
 * decimal separator: 0 → «0 Б», 1023 → «1023 Б», 1024 → «1 КБ», 4.5 × 1024² → «4,5 МБ». `language` defaults to the
 * current one of the app's i18n instance.
 */
export function formatSize(bytes: number, t: TFunction, language: string = i18n.language): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unitIndex = 0;
  while (value >= STEP && unitIndex < SIZE_UNITS.length - 1) {
    value /= STEP;
    unitIndex += 1;
  }
  let digits = fractionDigits(unitIndex, value);
  let rounded = round(value, digits);
  // 1023.96 KB rounds to 1024 KB: show it as 1 MB instead.
  if (rounded >= STEP && unitIndex < SIZE_UNITS.length - 1) {
    unitIndex += 1;
    value = rounded / STEP;
    digits = fractionDigits(unitIndex, value);
    rounded = round(value, digits);
  }
  const unit: SizeUnit = SIZE_UNITS[unitIndex] ?? 'B';
  const number = numberFormat(language, digits).format(rounded);
  return `${number} ${t(`size.${unit}`, { ns: 'common' })}`;
}
