import { capitalByMonth } from './capital';
import type { CapitalMovement } from './facts';
import { signedCapitalCents, sumCents } from './facts';
import { roiPerYear } from './investor-figures';
import { assertIsoDate, lastDayOfMonth, monthOf } from './months';
import { compareCodeUnits } from './order';
import type { InvestorPropertyMonth } from './property-months';
import { roundHalfAwayFromZero } from './rounding';
import { ratePercent, xirr } from './xirr';
import type { PropertyCapitalReduction } from './land-contracts/books';

/**
 * Docs/figures.md (Returns): what an investor got back for what they put in, at investor level or
 * for one property, as of a date, with the dated flows behind every figure so anyone can recompute
 * them (the flows as CSV in a spreadsheet's XIRR give `xirrPercent`).
 */

export type FlowKind = 'contribution' | 'capital_returned' | 'distribution' | 'income' | 'value';

export interface ReturnFlow {
  readonly date: string;
  /** From the investor's side: negative paid in, positive received (or held, for `value`). */
  readonly amountCents: number;
  readonly kind: FlowKind;
  /** Null for distributions and the investor-level value. */
  readonly propertyName: string | null;
}

/** One month of the income allocation, summed over the properties in view. */
export interface FeeMonth {
  readonly month: string;
  readonly allocatedCents: number;
  readonly feeCents: number;
  readonly ownExpensesCents: number;
  readonly incomeCents: number;
}

/** What the returns are computed from: the investor's own records and allocation months. */
export interface ReturnsInput {
  readonly investorId: string;
  /** Null at investor level. */
  readonly propertyName: string | null;
  readonly asOf: string;
  /** The investor's capital movements (of the property, at property level); later ones are ignored. */
  readonly capital: readonly CapitalMovement[];
  /** The investor's cash withdrawals (unused at property level); later ones are ignored. */
  readonly cashWithdrawals: readonly { readonly date: string; readonly amountCents: number }[];
  /** Allocation per month (of the property, at property level); later months are ignored. */
  readonly months: readonly FeeMonth[];
  /**
   * The investor's capital land contracts returned or wrote off (of the property, at property level);
   * later ones are ignored. A return is cash held for the investor: a `capital_returned` flow of the
   * property, and part of the cash balance at investor level. A write-off only lowers the value.
   */
  readonly reductions?: readonly Pick<PropertyCapitalReduction, 'date' | 'kind' | 'amountCents' | 'propertyName'>[];
}

export interface InvestorReturns {
  readonly investorId: string;
  readonly propertyName: string | null;
  readonly asOf: string;
  /** Percent with 2 decimals; null when not meaningful (flows of one sign, or no rate solves them). */
  readonly xirrPercent: number | null;
  /** Multiples with 2 decimals; null when nothing was contributed. */
  readonly tvpi: number | null;
  readonly dpi: number | null;
  readonly totalContributedCents: number;
  readonly totalDistributedCents: number;
  readonly totalCapitalReturnedCents: number;
  readonly navCents: number;
  /** Year 'YYYY' to percent with 2 decimals (investor level; empty for one property). */
  readonly cashOnCashByYear: Map<string, number>;
  readonly totalFeesCents: number;
  /** Months with a non-zero figure, ascending. */
  readonly feesPerMonth: FeeMonth[];
  /** In date order. */
  readonly flows: ReturnFlow[];
}

const kindOrder: Record<FlowKind, number> = { contribution: 0, capital_returned: 1, distribution: 2, income: 3, value: 4 };

/** numerator / denominator with 2 decimals, halves away from zero; null for a zero denominator. */
const multiple = (numerator: number, denominator: number): number | null =>
  denominator === 0 ? null : Number(roundHalfAwayFromZero(BigInt(numerator) * 100n, BigInt(denominator))) / 100;

const sumOf = (flows: readonly ReturnFlow[], kind: FlowKind) => sumCents(flows.filter((f) => f.kind === kind).map((f) => f.amountCents));

/** The returns of docs/figures.md (Returns) as of `input.asOf`. */
export const investorReturns = (input: ReturnsInput): InvestorReturns => {
  const asOf = assertIsoDate(input.asOf);
  const asOfMonth = monthOf(asOf);
  const capital = input.capital.filter((m) => m.date <= asOf);
  const months = input.months.filter((m) => m.month <= asOfMonth).sort((a, b) => compareCodeUnits(a.month, b.month));
  const withdrawals = input.cashWithdrawals.filter((w) => w.date <= asOf);
  const atProperty = input.propertyName !== null;

  const flows: ReturnFlow[] = capital.map((m) =>
    m.kind === 'investment'
      ? { date: m.date, amountCents: -m.amountCents, kind: 'contribution', propertyName: m.propertyName }
      : { date: m.date, amountCents: m.amountCents, kind: 'capital_returned', propertyName: m.propertyName },
  );
  const reductions = (input.reductions ?? []).filter((r) => r.date <= asOf);
  const returnedCents = sumCents(reductions.filter((r) => r.kind === 'returned').map((r) => r.amountCents));
  const investedCents = sumCents(capital.map(signedCapitalCents)) - sumCents(reductions.map((r) => r.amountCents));
  let valueCents: number;
  if (atProperty) {
    for (const r of reductions)
      if (r.kind === 'returned')
        flows.push({ date: r.date, amountCents: r.amountCents, kind: 'capital_returned', propertyName: r.propertyName });
    for (const m of months) {
      if (m.incomeCents === 0) continue;
      const monthEnd = lastDayOfMonth(m.month);
      flows.push({ date: monthEnd > asOf ? asOf : monthEnd, amountCents: m.incomeCents, kind: 'income', propertyName: input.propertyName });
    }
    valueCents = investedCents;
  } else {
    for (const w of withdrawals) flows.push({ date: w.date, amountCents: w.amountCents, kind: 'distribution', propertyName: null });
    const cashBalanceCents = sumCents(months.map((m) => m.incomeCents)) + returnedCents - sumCents(withdrawals.map((w) => w.amountCents));
    valueCents = investedCents + cashBalanceCents;
  }
  if (valueCents !== 0)
    flows.push({ date: asOf, amountCents: valueCents, kind: 'value', propertyName: atProperty ? input.propertyName : null });
  flows.sort(
    (a, b) =>
      compareCodeUnits(a.date, b.date) ||
      kindOrder[a.kind] - kindOrder[b.kind] ||
      compareCodeUnits(a.propertyName ?? '', b.propertyName ?? ''),
  );

  const totalContributedCents = sumCents(flows.filter((f) => f.kind === 'contribution').map((f) => -f.amountCents));
  const totalDistributedCents = sumOf(flows, atProperty ? 'income' : 'distribution');
  const totalCapitalReturnedCents = sumOf(flows, 'capital_returned');
  const rate = xirr(flows.map((f) => ({ date: f.date, amount: f.amountCents })));
  const feesPerMonth = months.filter((m) => m.allocatedCents !== 0 || m.feeCents !== 0 || m.ownExpensesCents !== 0 || m.incomeCents !== 0);

  // Cash-on-cash shares roi_per_year's denominator (the average capital over the year's months with
  // capital, up to the as-of month); its numerator is the cash withdrawals of the year.
  const withdrawnByMonth = withdrawals.map((w) => ({ month: monthOf(w.date), incomeCents: w.amountCents }));
  const cashOnCashByYear = atProperty
    ? new Map<string, number>()
    : roiPerYear(capitalByMonth(input.capital, input.reductions), withdrawnByMonth, asOf);

  return {
    investorId: input.investorId,
    propertyName: input.propertyName,
    asOf,
    xirrPercent: rate === null ? null : ratePercent(rate),
    tvpi: multiple(totalDistributedCents + totalCapitalReturnedCents + valueCents, totalContributedCents),
    dpi: multiple(totalDistributedCents + totalCapitalReturnedCents, totalContributedCents),
    totalContributedCents,
    totalDistributedCents,
    totalCapitalReturnedCents,
    navCents: valueCents,
    cashOnCashByYear,
    totalFeesCents: sumCents(feesPerMonth.map((m) => m.feeCents)),
    feesPerMonth,
    flows,
  };
};

/** The input of `investorReturns` from records and allocation rows (others' are ignored): the reference of the tests. */
export const returnsInputOfRecords = (
  records: {
    readonly capital: readonly CapitalMovement[];
    readonly cashWithdrawals: readonly { readonly investorId: string; readonly date: string; readonly amountCents: number }[];
    readonly rows: readonly InvestorPropertyMonth[];
    readonly reductions?: readonly PropertyCapitalReduction[];
  },
  investorId: string,
  propertyName: string | null,
  asOf: string,
): ReturnsInput => {
  const inView = (r: { investorId: string; propertyName: string }) =>
    r.investorId === investorId && (propertyName === null || r.propertyName === propertyName);
  const months = new Map<string, FeeMonth>();
  for (const row of records.rows.filter(inView)) {
    const m = months.get(row.month) ?? { month: row.month, allocatedCents: 0, feeCents: 0, ownExpensesCents: 0, incomeCents: 0 };
    months.set(row.month, {
      month: row.month,
      allocatedCents: m.allocatedCents + row.allocatedCents,
      feeCents: m.feeCents + row.feeCents,
      ownExpensesCents: m.ownExpensesCents + row.ownExpensesCents,
      incomeCents: m.incomeCents + row.incomeCents,
    });
  }
  return {
    investorId,
    propertyName,
    asOf,
    capital: records.capital.filter(inView),
    cashWithdrawals: propertyName === null ? records.cashWithdrawals.filter((w) => w.investorId === investorId) : [],
    months: [...months.values()],
    reductions: (records.reductions ?? []).filter(inView),
  };
};
