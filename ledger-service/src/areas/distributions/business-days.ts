/**
 * Banking days of the Federal Reserve (docs/distributions.md, The bank file): Monday to Friday, not a
 * Federal Reserve holiday. A holiday falling on a Sunday is observed the Monday after; one falling on a
 * Saturday is not moved (the Reserve Banks are open the Friday before).
 */

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** The `n`th `weekday` (0 Sunday … 6 Saturday) of a month; n = -1 for the last. */
const nthWeekday = (year: number, month: number, weekday: number, n: number): Date => {
  if (n === -1) {
    const last = utc(year, month + 1, 0);
    return utc(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = utc(year, month, 1);
  return utc(year, month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
};

/** A fixed-date holiday, moved to Monday when it falls on a Sunday. */
const observed = (date: Date): Date =>
  date.getUTCDay() === 0 ? utc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate() + 1) : date;

/** The Federal Reserve's holidays of a year, as observed, `YYYY-MM-DD`. */
export const federalReserveHolidays = (year: number): string[] =>
  [
    observed(utc(year, 1, 1)), // New Year's Day
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    ...(year >= 2022 ? [observed(utc(year, 6, 19))] : []), // Juneteenth National Independence Day
    observed(utc(year, 7, 4)), // Independence Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    observed(utc(year, 11, 11)), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    observed(utc(year, 12, 25)), // Christmas Day
  ].map(iso);

export const isBusinessDay = (date: string): boolean => {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !federalReserveHolidays(day.getUTCFullYear()).includes(date);
};

/** `date` when it is a banking day, else the next one. */
export const businessDayFrom = (date: string): string => {
  let day = date;
  while (!isBusinessDay(day)) day = iso(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));
  return day;
};
