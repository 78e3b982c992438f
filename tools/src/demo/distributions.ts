import type { DemoInvestor } from './investors';
import { cashWithdrawal, type DemoRequest } from './requests';
import { addMonths, dateIn, monthFromIndex, monthIndex, monthNumber, slug, yearOf } from './units';

/**
 * Cash distributions, planned from the income the server computed for each investor (its
 * `cashflow_per_month`), so they can never overdraw: each one pays out at most 90 % of what the
 * investor has earned and not yet taken, counting only the lowest point the balance reaches later
 * (a month with a big investor-specific expense can be negative). The same income gives the same
 * plan, so a second run sends the same calls.
 */

export interface MonthAmount {
  month: string;
  cents: number;
}

/** Quarter ends (or Decembers) whose payout, in the month after, falls before the anchor month. */
const payoutMonths = (investor: DemoInvestor, first: string, anchor: string): string[] => {
  const months: string[] = [];
  for (let i = monthIndex(first); i < monthIndex(anchor) - 1; i++) {
    const month = monthFromIndex(i);
    const n = monthNumber(month);
    if (investor.distributions === 'quarterly' ? n % 3 === 0 : n === 12) months.push(month);
  }
  return months;
};

export const distributionsPlan = (investor: DemoInvestor, cashflow: readonly MonthAmount[], anchor: string): DemoRequest[] => {
  if (investor.distributions === 'none' || cashflow.length === 0) return [];
  const sorted = [...cashflow].sort((a, b) => monthIndex(a.month) - monthIndex(b.month));
  // Earned up to and including each month, and the lowest that running total gets from then on.
  let running = 0;
  const earned = sorted.map(({ month, cents }) => ({ month, total: (running += cents) }));
  const lowestFrom = (month: string) =>
    Math.min(...earned.filter((e) => monthIndex(e.month) >= monthIndex(month)).map((e) => e.total), running);
  const earnedBy = (month: string) => earned.filter((e) => monthIndex(e.month) <= monthIndex(month)).at(-1)?.total ?? 0;

  const requests: DemoRequest[] = [];
  let paid = 0;
  for (const end of payoutMonths(investor, sorted[0]!.month, anchor)) {
    const available = Math.min(earnedBy(end), lowestFrom(end)) - paid;
    const cents = Math.floor((available * 0.9) / 10_00) * 10_00;
    if (cents < 100_00) continue;
    paid += cents;
    const payout = addMonths(end, 1);
    const label =
      investor.distributions === 'quarterly'
        ? `Q${monthNumber(end) / 3} ${yearOf(end)} distribution`
        : `${yearOf(end)} annual distribution`;
    requests.push(
      cashWithdrawal(`distribution/${slug(investor.name)}/${payout}`, {
        investor: investor.name,
        date: dateIn(payout, 12),
        cents,
        description: label,
      }),
    );
  }
  return requests;
};
