import type { CapitalMovement, GrossRecord, PropertyExpense } from './facts';
import { grossMonth, signedCapitalCents } from './facts';
import { allocateLargestRemainder } from './largest-remainder';
import { lastDayOfMonth } from './months';
import { compareCodeUnits } from './order';
import { fee } from './rounding';
import type { PropertyBooks } from './land-contracts/books';
import { grossAdjustmentCents } from './land-contracts/books';

/** The facts of one property; records naming another property are ignored, so a caller may pass more. */
export interface PropertyMonthsInput {
  readonly propertyName: string;
  readonly gross: readonly GrossRecord[];
  readonly expenses: readonly PropertyExpense[];
  readonly capital: readonly CapitalMovement[];
  /** Fee of every investor who can get a row (capital in the property, or an own expense on it). */
  readonly feeBasisPoints: ReadonlyMap<string, number>;
  /** Order keys of the investors (order.ts): equal remainders go by them; by id where absent. */
  readonly orderKeys?: ReadonlyMap<string, string>;
  /** The books of the property's land contracts (null or absent: it has none). */
  readonly books?: PropertyBooks | null;
}

/** net(p, m) and how much of it was allocated, for each month with a gross or shared-expense record. */
export interface PropertyMonth {
  readonly propertyName: string;
  readonly month: string;
  readonly grossCents: number;
  /** expenses(p, m): investor-specific expenses excluded. */
  readonly expensesCents: number;
  readonly netCents: number;
  /** The denominator of the shares: sum over investors of invested(j, p, last day of m), negatives as 0. */
  readonly capitalCents: number;
  /** NetCents when capitalCents > 0, else 0 (nothing is allocated, docs/figures.md share). */
  readonly allocatedCents: number;
}

/** One (investor, property, month): what the investor earned there. income = allocated - fee - ownExpenses. */
export interface InvestorPropertyMonth {
  readonly investorId: string;
  readonly propertyName: string;
  readonly month: string;
  readonly allocatedCents: number;
  readonly feeCents: number;
  readonly ownExpensesCents: number;
  readonly incomeCents: number;
}

export interface PropertyMonthsResult {
  /** Ascending by month. */
  readonly months: PropertyMonth[];
  /** Only rows with a non-zero allocated or own expense (an absent row means all zero); by month, then investor. */
  readonly rows: InvestorPropertyMonth[];
}

const add = (map: Map<string, number>, key: string, cents: number) => map.set(key, (map.get(key) ?? 0) + cents);

/**
 * What a property's months are computed from: sums, not records, so the projector recomputes a
 * property from the totals it stores; `computePropertyMonths` reduces records to the same sums.
 */
export interface PropertyMonthTotals {
  readonly propertyName: string;
  /** gross(p, m) and the shared expenses(p, m), per month (either may be 0). */
  readonly ledgerByMonth: readonly { readonly month: string; readonly grossCents: number; readonly sharedExpensesCents: number }[];
  /** Investor-specific expenses, per month and investor. */
  readonly ownExpenses: readonly { readonly month: string; readonly investorId: string; readonly cents: number }[];
  /**
   * Net capital movements of each investor, each dated on or before the movements it sums: only
   * what is invested at each month's last day counts, so movements may be summed per day, per month,
   * or all of those before the first month recomputed into one.
   */
  readonly capital: readonly { readonly investorId: string; readonly date: string; readonly netCents: number }[];
  /** Fee of every investor who can get a row (capital in the property, or an own expense on it). */
  readonly feeBasisPoints: ReadonlyMap<string, number>;
  /** Order keys of the investors (order.ts): equal remainders go by them; by id where absent. */
  readonly orderKeys?: ReadonlyMap<string, string>;
}

/**
 * Docs/figures.md (Income allocation) for one property, all months at once, so a projector can recompute just
 * the properties an event batch touched and replace their rows. A month gets rows when its net is
 * non-zero and some capital exists at its last day (a share-weighted split), or when it carries
 * investor-specific expenses: those charge their investor even with a zero share, or no capital at all.
 * Capital is taken at the last day of the month, so a mid-month investment earns the whole month.
 * A negative invested(i, p, d) (a withdrawal dated before the investment it takes back) weighs 0: a
 * negative share would hand an investor part of the others' income.
 */
export const propertyMonths = (totals: PropertyMonthTotals): PropertyMonthsResult => {
  const grossByMonth = new Map<string, number>();
  const sharedByMonth = new Map<string, number>();
  for (const { month, grossCents, sharedExpensesCents } of totals.ledgerByMonth) {
    if (grossCents !== 0) add(grossByMonth, month, grossCents);
    if (sharedExpensesCents !== 0) add(sharedByMonth, month, sharedExpensesCents);
  }
  const ownByMonth = new Map<string, Map<string, number>>();
  for (const { month, investorId, cents } of totals.ownExpenses) {
    if (cents === 0) continue;
    ownByMonth.set(month, add(ownByMonth.get(month) ?? new Map<string, number>(), investorId, cents));
  }
  const ledgerMonths = new Set([...grossByMonth.keys(), ...sharedByMonth.keys()]);
  const allMonths = [...new Set([...ledgerMonths, ...ownByMonth.keys()])].sort(compareCodeUnits);

  const capital = [...totals.capital].sort((a, b) => compareCodeUnits(a.date, b.date));
  const invested = new Map<string, number>();
  let nextMovement = 0;

  const months: PropertyMonth[] = [];
  const rows: InvestorPropertyMonth[] = [];
  for (const month of allMonths) {
    const monthEnd = lastDayOfMonth(month);
    for (let m = capital[nextMovement]; m !== undefined && m.date <= monthEnd; m = capital[++nextMovement]) {
      add(invested, m.investorId, m.netCents);
    }
    const weights = [...invested]
      .filter(([, cents]) => cents > 0)
      .map(([key, weight]) => ({ key, weight, order: totals.orderKeys?.get(key) }));
    const capitalCents = weights.reduce((sum, { weight }) => sum + weight, 0);
    const netCents = (grossByMonth.get(month) ?? 0) - (sharedByMonth.get(month) ?? 0);
    const allocation = netCents === 0 ? new Map<string, number>() : allocateLargestRemainder(netCents, weights);
    if (ledgerMonths.has(month)) {
      months.push({
        propertyName: totals.propertyName,
        month,
        grossCents: grossByMonth.get(month) ?? 0,
        expensesCents: sharedByMonth.get(month) ?? 0,
        netCents,
        capitalCents,
        allocatedCents: capitalCents > 0 ? netCents : 0,
      });
    }
    const own = ownByMonth.get(month) ?? new Map<string, number>();
    const investors = [...new Set([...allocation.keys(), ...own.keys()])].sort(compareCodeUnits);
    for (const investorId of investors) {
      const allocatedCents = allocation.get(investorId) ?? 0;
      const ownExpensesCents = own.get(investorId) ?? 0;
      if (allocatedCents === 0 && ownExpensesCents === 0) continue;
      const feeBasisPoints = totals.feeBasisPoints.get(investorId);
      if (feeBasisPoints === undefined) throw new Error(`No fee percentage for investor ${investorId}`);
      const feeCents = fee(allocatedCents, feeBasisPoints);
      const incomeCents = allocatedCents - feeCents - ownExpensesCents;
      rows.push({ investorId, propertyName: totals.propertyName, month, allocatedCents, feeCents, ownExpensesCents, incomeCents });
    }
  }
  return { months, rows };
};

/** `propertyMonths` over one property's records (records naming another property are ignored). */
export const computePropertyMonths = (input: PropertyMonthsInput): PropertyMonthsResult => {
  // One pass over each kind of record, the property checked in it: over a long history, touching
  // every record costs more than what is done with it.
  const { propertyName } = input;
  const ledger = new Map<string, { month: string; grossCents: number; sharedExpensesCents: number }>();
  const ofMonth = (month: string) => ledger.get(month) ?? ledger.set(month, { month, grossCents: 0, sharedExpensesCents: 0 }).get(month)!;
  for (const record of input.gross) if (record.propertyName === propertyName) ofMonth(grossMonth(record)).grossCents += record.amountCents;
  // A payment a contract governs counts by its split: the whole amounts leave, the income parts come in.
  for (const month of input.books?.months ?? []) ofMonth(month.month).grossCents += grossAdjustmentCents(month);
  const ownExpenses = [];
  for (const expense of input.expenses) {
    if (expense.propertyName !== propertyName) continue;
    if (expense.investorId === null) ofMonth(expense.expenseForMonth).sharedExpensesCents += expense.amountCents;
    else ownExpenses.push({ month: expense.expenseForMonth, investorId: expense.investorId, cents: expense.amountCents });
  }
  const capital = [];
  for (const m of input.capital)
    if (m.propertyName === propertyName) capital.push({ investorId: m.investorId, date: m.date, netCents: signedCapitalCents(m) });
  return propertyMonths({
    propertyName,
    ledgerByMonth: [...ledger.values()],
    ownExpenses,
    capital,
    feeBasisPoints: input.feeBasisPoints,
    orderKeys: input.orderKeys,
  });
};
