/**
 * Calendar arithmetic on ISO strings only (`YYYY-MM-DD` dates, `YYYY-MM` months, `YYYY` years).
 * No Date object and no clock: the figures are pure functions of the ledger and an explicit `today`.
 * Fixed-width ISO strings sort chronologically by plain string comparison, which the engine relies on.
 */

const datePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Throws unless `value` is a real calendar date `YYYY-MM-DD` (guards the `today` callers pass in). */
export const assertIsoDate = (value: string): string => {
  if (!datePattern.test(value) || value.slice(8) > lastDayOfMonth(value.slice(0, 7)).slice(8)) {
    throw new Error(`Expected a date YYYY-MM-DD, got ${JSON.stringify(value)}`);
  }
  return value;
};

/** Throws unless `value` is a month `YYYY-MM`. */
export const assertIsoMonth = (value: string): string => {
  if (!monthPattern.test(value)) throw new Error(`Expected a month YYYY-MM, got ${JSON.stringify(value)}`);
  return value;
};

/** The month `YYYY-MM` of a date `YYYY-MM-DD` (or of a month, unchanged). */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The year `YYYY` of a date or a month. */
export const yearOf = (dateOrMonth: string): string => dateOrMonth.slice(0, 4);

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const daysInMonth = (year: number, month: number): number => {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
};

/** The last day `YYYY-MM-DD` of a month `YYYY-MM`: the day at which shares of that month are taken. */
export const lastDayOfMonth = (month: string): string => {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  return `${month}-${String(daysInMonth(year, monthNumber)).padStart(2, '0')}`;
};

/** The month after `month`. */
export const nextMonth = (month: string): string => {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  return monthNumber === 12 ? `${String(year + 1).padStart(4, '0')}-01` : `${month.slice(0, 5)}${String(monthNumber + 1).padStart(2, '0')}`;
};

/** Every month from `from` to `to`, both included, ascending; empty when `from` is after `to`. */
export const monthsBetween = (from: string, to: string): string[] => {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  return months;
};

/** Whether ISO date (or month) `a` is on or before `b`; both must have the same width. */
export const isOnOrBefore = (a: string, b: string): boolean => a <= b;

/** December 31 of a year `YYYY`: the day at which the tax shares (UBIA) are taken. */
export const lastDayOfYear = (year: string): string => `${year}-12-31`;
