const DAY_MS = 24 * 60 * 60 * 1000;

/** The day number of a date, by the local calendar (days since 1 January 1970). */
export function dayNumber(date: Date): number {
  return Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
}

/** Today's puzzle: the set is walked one puzzle a day, starting again at the end. */
export function dailyIndex(date: Date, count: number): number {
  if (count <= 0) return 0;
  return ((dayNumber(date) % count) + count) % count;
}
