import type { DatedAmount } from '../ui';
import { sumInCents } from './cents';

export interface YearTotal {
  /** 'YYYY' */
  year: string;
  /** The sum of the year's amounts, in whole cents. */
  totalCents: number;
  /** How many entries the year has. */
  count: number;
}

/** The year of a date key ('2024-03' or '2024-03-09' -> '2024'). */
export const yearOfKey = (date: string): string => date.slice(0, 4);

/** This year in the browser's calendar, 'YYYY': the year whose figures are still to come (year to date). */
export const currentYear = (now: Date = new Date()): string => String(now.getFullYear());

/** One total per year that has entries, newest year first; each summed in cents. */
export function yearTotals(entries: readonly DatedAmount[]): YearTotal[] {
  const byYear = new Map<string, number[]>();
  for (const { date, amount } of entries) {
    const year = yearOfKey(date);
    const amounts = byYear.get(year);
    if (amounts) amounts.push(amount);
    else byYear.set(year, [amount]);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([year, amounts]) => ({ year, totalCents: sumInCents(amounts), count: amounts.length }));
}

/** A year as shown beside its total: the current one is marked as year to date, '2026 (YTD)'. */
export const yearLabel = (year: string, thisYear: string): string => (year === thisYear ? `${year} (YTD)` : year);
