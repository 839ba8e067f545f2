/**
 * The winter decoration season (explorer.md §9): 1 December to 14 January inclusive, in the user's local calendar.
 */
export function isWinterSeason(date: Date): boolean {
  const month = date.getMonth();
  const day = date.getDate();
  return month === 11 || (month === 0 && day <= 14);
}
