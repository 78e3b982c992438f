import { formatMonth } from '../../lib/format';

/** A statement's period: whole months, from the first day of one through the last day of another (`YYYY-MM-DD`). */
export interface Period {
  from: string;
  through: string;
}

export const QUARTERS = [1, 2, 3, 4] as const;
export type Quarter = (typeof QUARTERS)[number];

const pad = (month: number) => String(month).padStart(2, '0');

/** The last day of a month `YYYY-MM`, leap years included. */
export function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last of this one; UTC so no zone moves it.
  const day = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${month}-${pad(day)}`;
}

/** The months `from` through `through` (`YYYY-MM`) as a period of days. */
export const monthsPeriod = (from: string, through: string): Period => ({ from: `${from}-01`, through: lastDayOf(through) });

/** A calendar quarter: Q3 2026 is 2026-07-01 through 2026-09-30. */
export const quarterPeriod = (year: number, quarter: Quarter): Period => {
  const first = (quarter - 1) * 3 + 1;
  return monthsPeriod(`${year}-${pad(first)}`, `${year}-${pad(first + 2)}`);
};

/** The calendar quarter a period is exactly, or null (a period of other months). */
export function quarterOf({ from, through }: Period): { year: number; quarter: Quarter } | null {
  const year = Number(from.slice(0, 4));
  const quarter = QUARTERS.find((q) => {
    const period = quarterPeriod(year, q);
    return period.from === from && period.through === through;
  });
  return quarter === undefined ? null : { year, quarter };
}

/** A period as a reader names it: 'Q3 2026' for a calendar quarter, else its months ('01/2026 – 05/2026', or one month alone). */
export function periodText(period: Period): string {
  const quarter = quarterOf(period);
  if (quarter) return `Q${quarter.quarter} ${quarter.year}`;
  const [from, through] = [formatMonth(period.from.slice(0, 7)), formatMonth(period.through.slice(0, 7))];
  return from === through ? from : `${from} – ${through}`;
}

/**
 * The last whole quarter that ends on or before `day` (`YYYY-MM-DD`): the quarter statements are
 * issued for once the books are closed through that day.
 */
export function lastQuarterThrough(day: string): { year: number; quarter: Quarter } {
  const year = Number(day.slice(0, 4));
  const candidates = [...QUARTERS].reverse().map((quarter) => ({ year, quarter }));
  const found = candidates.find(({ quarter }) => quarterPeriod(year, quarter).through <= day);
  return found ?? { year: year - 1, quarter: 4 };
}
