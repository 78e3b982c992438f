import { sumInCents, yearOfKey } from '../../../../components/history';
import type { FeeMonth } from '../../api/answers';

/** A year of the fees table: each column summed in whole cents. */
export interface FeeYear {
  /** 'YYYY' */
  year: string;
  allocatedCents: number;
  feeCents: number;
  ownExpensesCents: number;
  incomeCents: number;
}

/** One row per year that has months, newest first; every column summed in cents, so the year adds up as its months do. */
export function feeYears(months: readonly FeeMonth[]): FeeYear[] {
  const byYear = new Map<string, FeeMonth[]>();
  for (const month of months) {
    const year = yearOfKey(month.date);
    byYear.set(year, [...(byYear.get(year) ?? []), month]);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([year, rows]) => ({
      year,
      allocatedCents: sumInCents(rows.map((row) => row.allocated)),
      feeCents: sumInCents(rows.map((row) => row.fee)),
      ownExpensesCents: sumInCents(rows.map((row) => row.own_expenses)),
      incomeCents: sumInCents(rows.map((row) => row.income)),
    }));
}
