import type { CapitalMovement } from './facts';
import { signedCapitalCents, sumCents } from './facts';
import { lastDayOfMonth, monthOf, monthsBetween } from './months';
import { compareCodeUnits, entriesByKey } from './order';

/** A dated amount of a per-month list (`investments_per_month`, `cashflow_per_month`). */
export interface MonthAmount {
  readonly month: string;
  readonly amountCents: number;
}

/**
 * invested(i, p, d) summed over the given movements: investments minus investment withdrawals dated on
 * or before `date`. Filter the movements first to restrict to an investor and/or a property.
 */
export const investedOn = (movements: readonly CapitalMovement[], date: string): number =>
  sumCents(movements.filter((movement) => movement.date <= date).map(signedCapitalCents));

/** invested(i, p, date) for each investor of the movements (zero amounts included, keyed by investor). */
export const investedByInvestorOn = (movements: readonly CapitalMovement[], date: string): Map<string, number> => {
  const invested = new Map<string, number>();
  for (const movement of movements) {
    if (movement.date <= date) {
      invested.set(movement.investorName, (invested.get(movement.investorName) ?? 0) + signedCapitalCents(movement));
    }
  }
  return invested;
};

/**
 * investments_per_month: for each month with any investment or investment withdrawal, the net amount
 * Dated in it, ascending. A month whose records cancel out is kept with 0: the rule lists "each month
 * with any investment or investment withdrawal", and the row shows that something happened then.
 */
export const investmentsPerMonth = (movements: readonly CapitalMovement[]): MonthAmount[] => {
  const perMonth = new Map<string, number>();
  for (const movement of movements) {
    const month = monthOf(movement.date);
    perMonth.set(month, (perMonth.get(month) ?? 0) + signedCapitalCents(movement));
  }
  return entriesByKey(perMonth).map(([month, amountCents]) => ({ month, amountCents }));
};

/**
 * The movements' total invested at the last day of each month from the month of the first movement up
 * to `toMonth` (ascending, one pass over the sorted movements). Used for capital(i, m) of roi_per_year.
 */
export const investedAtMonthEnds = (movements: readonly CapitalMovement[], toMonth: string): MonthAmount[] => {
  const sorted = [...movements].sort((a, b) => compareCodeUnits(a.date, b.date));
  const first = sorted[0];
  if (first === undefined) return [];
  const result: MonthAmount[] = [];
  let next = 0;
  let running = 0;
  for (const month of monthsBetween(monthOf(first.date), toMonth)) {
    const monthEnd = lastDayOfMonth(month);
    for (let movement = sorted[next]; movement !== undefined && movement.date <= monthEnd; movement = sorted[++next]) {
      running += signedCapitalCents(movement);
    }
    result.push({ month, amountCents: running });
  }
  return result;
};
