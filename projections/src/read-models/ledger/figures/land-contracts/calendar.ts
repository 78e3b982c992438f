import { lastDayOfMonth } from '../months';

/**
 * The calendar a contract needs beyond months.ts: whole days between dates and due dates a month
 * apart. Dates are `YYYY-MM-DD` strings on the proleptic Gregorian calendar; Date is used only as
 * a calculator on midnight UTC, never as a clock.
 */

const DAY_MS = 86_400_000;

const epochDay = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** b − a in calendar days (negative when b is before a). */
export const calendarDaysBetween = (a: string, b: string): number => epochDay(b) - epochDay(a);

/** The date `days` calendar days after `date` (before it when negative). */
export const addCalendarDays = (date: string, days: number): string =>
  new Date((epochDay(date) + days) * DAY_MS).toISOString().slice(0, 10);

/**
 * `date` plus `months` months on the same day of the month, or the month's last day when it is
 * shorter. Always counted from the same start, so Jan 31 gives Feb 28 and then Mar 31, not Mar 28.
 */
export const addMonthsClamped = (date: string, months: number): string => {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const month = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
  const last = lastDayOfMonth(month);
  const day = date.slice(8, 10);
  return day > last.slice(8, 10) ? last : `${month}-${day}`;
};
