import type { CapitalMovement } from './facts';
import { signedCapitalCents, sumCents } from './facts';
import { monthOf, monthsBetween } from './months';
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
      invested.set(movement.investorId, (invested.get(movement.investorId) ?? 0) + signedCapitalCents(movement));
    }
  }
  return invested;
};

/** Capital movements summed per month: what was invested and what was withdrawn in it. */
export interface CapitalMonth {
  readonly month: string;
  readonly investedCents: number;
  readonly withdrawnCents: number;
}

/**
 * The movements summed per month, ascending: all the per-month figures need of them. Capital a land
 * contract returned or wrote off (`reductions`) leaves invested as a withdrawal does.
 */
export const capitalByMonth = (
  movements: readonly CapitalMovement[],
  reductions: readonly { readonly date: string; readonly amountCents: number }[] = [],
): CapitalMonth[] => {
  const perMonth = new Map<string, { investedCents: number; withdrawnCents: number }>();
  const of = (date: string) => {
    const month = monthOf(date);
    const sums = perMonth.get(month) ?? { investedCents: 0, withdrawnCents: 0 };
    perMonth.set(month, sums);
    return sums;
  };
  for (const movement of movements) {
    const sums = of(movement.date);
    if (movement.kind === 'investment') sums.investedCents += movement.amountCents;
    else sums.withdrawnCents += movement.amountCents;
  }
  for (const reduction of reductions) of(reduction.date).withdrawnCents += reduction.amountCents;
  return entriesByKey(perMonth).map(([month, sums]) => ({ month, ...sums }));
};

const byMonth = (months: readonly CapitalMonth[]) => [...months].sort((a, b) => compareCodeUnits(a.month, b.month));

/**
 * investments_per_month: for each month with any investment or investment withdrawal, the net amount
 * dated in it, ascending. A month whose records cancel out is kept with 0: the rule lists "each month
 * with any investment or investment withdrawal", and the row shows that something happened then.
 */
export const investmentsPerMonth = (months: readonly CapitalMonth[]): MonthAmount[] =>
  byMonth(months).map(({ month, investedCents, withdrawnCents }) => ({ month, amountCents: investedCents - withdrawnCents }));

/**
 * The total invested at the last day of each month from the first month with a movement up to
 * `toMonth` (ascending). Used for capital(i, m) of roi_per_year.
 */
export const investedAtMonthEnds = (months: readonly CapitalMonth[], toMonth: string): MonthAmount[] => {
  const sorted = byMonth(months);
  const first = sorted[0];
  if (first === undefined) return [];
  const result: MonthAmount[] = [];
  let next = 0;
  let running = 0;
  for (const month of monthsBetween(first.month, toMonth)) {
    for (let sums = sorted[next]; sums !== undefined && sums.month <= month; sums = sorted[++next]) {
      running += sums.investedCents - sums.withdrawnCents;
    }
    result.push({ month, amountCents: running });
  }
  return result;
};
