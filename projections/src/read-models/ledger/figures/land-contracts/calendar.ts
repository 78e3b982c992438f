import { lastDayOfMonth } from '../months';

/**
 * The calendar a contract needs beyond months.ts: whole days between dates and due dates a month
 * apart, on `YYYY-MM-DD` strings of the proleptic Gregorian calendar. Days are counted as integers
 * from 1970-01-01 (H. Hinnant's days_from_civil), not through Date: servicing a long contract counts
 * days for every receipt and fee, and the integer arithmetic is several times faster.
 */

const DAYS_PER_ERA = 146_097;
const EPOCH_SHIFT = 719_468; // days from 0000-03-01 to 1970-01-01

/** The number written in `text` from `from` to `to` (digits only), without making substrings. */
const digits = (text: string, from: number, to: number): number => {
  let value = 0;
  for (let i = from; i < to; i++) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
};

/** The day number of a date: days since 1970-01-01 (negative before). */
export const dayNumber = (date: string): number => {
  const month = digits(date, 5, 7);
  const year = digits(date, 0, 4) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + digits(date, 8, 10) - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_ERA + dayOfEra - EPOCH_SHIFT;
};

/** The date of a day number. */
export const dateOfDayNumber = (days: number): string => {
  const shifted = days + EPOCH_SHIFT;
  const era = Math.floor(shifted / DAYS_PER_ERA);
  const dayOfEra = shifted - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1_460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** b − a in calendar days (negative when b is before a). */
export const calendarDaysBetween = (a: string, b: string): number => dayNumber(b) - dayNumber(a);

/** The date `days` calendar days after `date` (before it when negative). */
export const addCalendarDays = (date: string, days: number): string => dateOfDayNumber(dayNumber(date) + days);

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
