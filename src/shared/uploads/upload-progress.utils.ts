/** The upload's percent from axios' progress event (0 while the total is unknown). */
export function uploadPercent(loaded: number, total: number | undefined): number {
  if (!total) return 0;
  return Math.min(100, Math.round((loaded / total) * 100));
}

/**
 * The bar lags 5 points behind the upload's percent from 10 % on (explorer.md §4 Upload item): the bytes are sent
 * before the server has stored the version, so a full bar would promise too early.
 */
export function progressBarValue(percent: number): number {
  return percent >= 10 ? percent - 5 : percent;
}
