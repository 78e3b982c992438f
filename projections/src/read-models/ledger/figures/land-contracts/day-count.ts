import { roundHalfAwayFromZero, toSafeNumber } from '../rounding';
import { calendarDaysBetween } from './calendar';
import type { DayCount } from './terms';

/** The days of a year interest is divided by: 365 for actual/365 (a leap day accrues 1/365 too), 360 for 30/360. */
export const yearDays = (dayCount: DayCount): number => (dayCount === 'actual/365' ? 365 : 360);

/**
 * days(a, b) under a day count. `actual/365`: calendar days. `30/360` bond basis (ISDA 2006
 * 4.16(f)): a 31st that starts the period counts as the 30th, and a 31st that ends it too when the
 * period started on the 30th or 31st; then every month has 30 days and every year 360.
 */
export const accrualDays = (dayCount: DayCount, a: string, b: string): number => {
  if (dayCount === 'actual/365') return calendarDaysBetween(a, b);
  const [y1, m1, day1] = [Number(a.slice(0, 4)), Number(a.slice(5, 7)), Number(a.slice(8, 10))];
  const [y2, m2, day2] = [Number(b.slice(0, 4)), Number(b.slice(5, 7)), Number(b.slice(8, 10))];
  const d1 = day1 === 31 ? 30 : day1;
  const d2 = day2 === 31 && d1 === 30 ? 30 : day2;
  return 360 * (y2 - y1) + 30 * (m2 - m1) + (d2 - d1);
};

/** The rate and day count interest accrues at. */
export interface Accrual {
  readonly rateMilli: number;
  readonly dayCount: DayCount;
}

/**
 * Interest on a principal for `days` days, rounded once to the cent: B x rate_milli x days /
 * (100,000 x Y). In BigInt, because a balance times the rate times the days passes 2^53.
 */
export const interestForDays = (accrual: Accrual, principalCents: number, days: number): number =>
  toSafeNumber(
    roundHalfAwayFromZero(BigInt(principalCents) * BigInt(accrual.rateMilli) * BigInt(days), 100_000n * BigInt(yearDays(accrual.dayCount))),
  );

/** interest(B, a, b): the interest on B from date a to date b. */
export const interestBetween = (accrual: Accrual, principalCents: number, a: string, b: string): number =>
  interestForDays(accrual, principalCents, accrualDays(accrual.dayCount, a, b));

/** One day's interest on B, for information: a payoff for a later date is recomputed, not extrapolated. */
export const perDiem = (accrual: Accrual, principalCents: number): number => interestForDays(accrual, principalCents, 1);
