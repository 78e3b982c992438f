import type { MonthAmount } from './capital';
import { capitalByMonth, investedAtMonthEnds, investedOn, investmentsPerMonth, type CapitalMonth } from './capital';
import type { PropertyType } from '@portal/contracts';
import type { CapitalMovement, CashWithdrawal, PropertyInfo } from './facts';
import { sumCents } from './facts';
import { assertIsoDate, monthOf, yearOf } from './months';
import { compareCodeUnits, entriesByKey } from './order';
import type { InvestorPropertyMonth } from './property-months';
import { holdingOf, ownershipPercent, type PropertyHolding } from './ownership';
import { percent } from './rounding';
import type { PropertyCapitalReduction } from './land-contracts/books';

/**
 * Docs/figures.md (The investor's figures), from the investor's sums: capital per month and per
 * property, income per month, cash withdrawals. Amounts stay integer cents (`...Cents`); the API layer
 * turns them into dollars. The `...Of`/`...OfRecords` functions reduce records to those sums (records
 * of other investors or properties are ignored, so callers may pass more than needed).
 */

export type PropertyRef = Pick<PropertyInfo, 'propertyName' | 'propertyType' | 'pictureUrl'>;

export interface InvestorSummaryInput {
  readonly investorId: string;
  readonly capital: readonly CapitalMovement[];
  readonly rows: readonly InvestorPropertyMonth[];
  readonly cashWithdrawals: readonly CashWithdrawal[];
  /** At least every property the investor has a capital movement in (for its type and picture). */
  readonly properties: readonly PropertyRef[];
  /** Capital returned and written off by land contracts (others' are ignored); absent: they hold no property with a contract. */
  readonly reductions?: readonly PropertyCapitalReduction[];
}

export interface Distribution {
  readonly recordId: string;
  readonly date: string;
  readonly amountCents: number;
  readonly description: string;
}

export interface InvestorSummary {
  readonly investorId: string;
  readonly totalInvestmentsCents: number;
  readonly totalRentalInvestmentsCents: number;
  readonly totalLcInvestmentsCents: number;
  readonly totalOtherInvestmentsCents: number;
  readonly investmentsPerMonth: MonthAmount[];
  readonly cashflowPerMonth: MonthAmount[];
  readonly totalIncomeCents: number;
  readonly totalRoiPercent: number;
  /** Year `YYYY` -> percent with 2 decimals, ascending years. */
  readonly roiPerYear: Map<string, number>;
  /** One per cash withdrawal, by date, those of one day in the order recorded. */
  readonly distributionsPerMonth: Distribution[];
  readonly cashBalanceCents: number;
  /** Capital land contracts returned to the investor up to today (cash held for them); only when they hold a property with a contract. */
  readonly totalCapitalReturnedCents?: number;
  /** max(0, cash balance): the limit of a cash withdrawal (GET /admin/get_max_cash_withdrawal). */
  readonly maxCashWithdrawalCents: number;
  /** One per property ever invested in (an investment, not only a withdrawal), by property name. */
  readonly propertyPictures: { readonly propertyName: string; readonly pictureUrl: string }[];
  /** The investor's ownership of each of those properties today, percent with 2 decimals (ownership.ts). */
  readonly ownershipPerProperty: Map<string, number>;
}

/** An income of a month (a row of the allocation, or the sum of a month's rows). */
export interface MonthIncome {
  readonly month: string;
  readonly incomeCents: number;
}

/** cashflow_per_month: the sum over properties of income(i, p, m), for months where it is non-zero, ascending. */
export const cashflowPerMonth = (rows: readonly MonthIncome[]): MonthAmount[] => {
  const perMonth = new Map<string, number>();
  for (const row of rows) perMonth.set(row.month, (perMonth.get(row.month) ?? 0) + row.incomeCents);
  return entriesByKey(perMonth)
    .filter(([, amountCents]) => amountCents !== 0)
    .map(([month, amountCents]) => ({ month, amountCents }));
};

/**
 * For one investor's capital movements and rows:
 * roi_per_year[y] = income of y / (average of capital(i, m) over the months m of y up to the current
 * month with capital(i, m) > 0) x 100, where capital(i, m) = invested at the last day of m over all
 * properties. As one exact rational: income_y x n / (sum of those n capitals), then 2 decimals.
 * Income counts over all of y (a future income_for_month of the current year included); capital only up
 * to the current month. Years without such a month (future ones, or before any capital) are left out.
 */
export const roiPerYear = (capital: readonly CapitalMonth[], rows: readonly MonthIncome[], today: string): Map<string, number> => {
  const incomeByYear = new Map<string, number>();
  for (const row of rows) incomeByYear.set(yearOf(row.month), (incomeByYear.get(yearOf(row.month)) ?? 0) + row.incomeCents);
  const capitalByYear = new Map<string, { months: bigint; sum: bigint }>();
  for (const { month, amountCents } of investedAtMonthEnds(capital, monthOf(assertIsoDate(today)))) {
    if (amountCents <= 0) continue;
    const year = capitalByYear.get(yearOf(month)) ?? { months: 0n, sum: 0n };
    capitalByYear.set(yearOf(month), { months: year.months + 1n, sum: year.sum + BigInt(amountCents) });
  }
  return new Map(
    entriesByKey(capitalByYear).map(([year, { months, sum }]) => [year, percent(BigInt(incomeByYear.get(year) ?? 0) * months, sum)]),
  );
};

/**
 * What an investor's summary is computed from: sums, not records, so the read model answers from the
 * totals it stores (as cheap at a million events as at a hundred) and the reference tests from the
 * records (`investorTotalsOf`), through the one function below.
 */
export interface InvestorTotals {
  readonly investorId: string;
  /** Per month with any capital movement of the investor: investments and withdrawals dated in it. */
  readonly capitalByMonth: readonly CapitalMonth[];
  /** Per property the investor ever had a movement in: all of it, and what is dated after today. */
  readonly capitalByProperty: readonly {
    readonly propertyName: string;
    readonly propertyType: PropertyType;
    readonly pictureUrl: string;
    readonly netCents: number;
    readonly netAfterTodayCents: number;
    /** An investment (not only a withdrawal) was ever made: the property's picture shows. */
    readonly investedEver: boolean;
    /** Contributed capital today, the investor's and every holder's. */
    readonly holding: PropertyHolding;
  }[];
  /** income(i, p, m) summed over the properties, per month. */
  readonly incomeByMonth: readonly MonthIncome[];
  /** In the order recorded: the distributions of one day are listed so (never by their random ids). */
  readonly cashWithdrawals: readonly CashWithdrawal[];
  /** Capital land contracts returned to the investor, dated on or before today (cash held for them); undefined: no contract. */
  readonly capitalReturnedCents?: number;
}

/** The investor's summary (GET /api/investor_summary, in cents). */
export const investorSummary = (totals: InvestorTotals, today: string): InvestorSummary => {
  assertIsoDate(today);
  const byType: Record<PropertyType, number> = { Rental: 0, 'Land Contract': 0, Other: 0 };
  for (const p of totals.capitalByProperty) byType[p.propertyType] += p.netCents - p.netAfterTodayCents;
  const totalInvestmentsCents = byType.Rental + byType['Land Contract'] + byType.Other;
  const totalIncomeCents = sumCents(totals.incomeByMonth.map((r) => r.incomeCents));
  const distributionsPerMonth = totals.cashWithdrawals
    .map(({ recordId, date, amountCents, description }) => ({ recordId, date, amountCents, description }))
    .sort((a, b) => compareCodeUnits(a.date, b.date));
  const cashBalanceCents =
    totalIncomeCents + (totals.capitalReturnedCents ?? 0) - sumCents(distributionsPerMonth.map((d) => d.amountCents));
  const investedIn = totals.capitalByProperty
    .filter((p) => p.investedEver)
    .sort((a, b) => compareCodeUnits(a.propertyName, b.propertyName));
  return {
    investorId: totals.investorId,
    totalInvestmentsCents,
    totalRentalInvestmentsCents: byType.Rental,
    totalLcInvestmentsCents: byType['Land Contract'],
    totalOtherInvestmentsCents: byType.Other,
    investmentsPerMonth: investmentsPerMonth(totals.capitalByMonth),
    cashflowPerMonth: cashflowPerMonth(totals.incomeByMonth),
    totalIncomeCents,
    totalRoiPercent: percent(totalIncomeCents, totalInvestmentsCents),
    roiPerYear: roiPerYear(totals.capitalByMonth, totals.incomeByMonth, today),
    distributionsPerMonth,
    cashBalanceCents,
    ...(totals.capitalReturnedCents === undefined ? {} : { totalCapitalReturnedCents: totals.capitalReturnedCents }),
    maxCashWithdrawalCents: Math.max(0, cashBalanceCents),
    propertyPictures: investedIn.map(({ propertyName, pictureUrl }) => ({ propertyName, pictureUrl })),
    ownershipPerProperty: new Map(investedIn.map((p) => [p.propertyName, ownershipPercent(p.holding)])),
  };
};

/** The totals of one investor's records (the facts of a whole ledger may be passed: others are ignored). */
export const investorTotalsOf = (input: InvestorSummaryInput, today: string): InvestorTotals => {
  const capital = input.capital.filter((m) => m.investorId === input.investorId);
  const reductions = (input.reductions ?? []).filter((r) => r.investorId === input.investorId);
  const properties = new Map(input.properties.map((p) => [p.propertyName, p]));
  const capitalByProperty = [...new Set(capital.map((m) => m.propertyName))].map((propertyName) => {
    const property = properties.get(propertyName);
    if (property === undefined) throw new Error(`Unknown property ${propertyName}`);
    const movements = capital.filter((m) => m.propertyName === propertyName);
    const reduced = reductions.filter((r) => r.propertyName === propertyName);
    const netCents = investedOn(movements, '9999-12-31') - reducedOn(reduced, '9999-12-31');
    const netTodayCents = investedOn(movements, today) - reducedOn(reduced, today);
    return {
      propertyName,
      propertyType: property.propertyType,
      pictureUrl: property.pictureUrl,
      netCents,
      netAfterTodayCents: netCents - netTodayCents,
      investedEver: movements.some((m) => m.kind === 'investment'),
      holding: holdingOf(input.capital, input.investorId, propertyName, today),
    };
  });
  const incomeByMonth = new Map<string, number>();
  for (const row of input.rows) {
    if (row.investorId === input.investorId) incomeByMonth.set(row.month, (incomeByMonth.get(row.month) ?? 0) + row.incomeCents);
  }
  return {
    investorId: input.investorId,
    capitalByMonth: capitalByMonth(capital, reductions),
    capitalByProperty,
    incomeByMonth: entriesByKey(incomeByMonth).map(([month, incomeCents]) => ({ month, incomeCents })),
    cashWithdrawals: input.cashWithdrawals.filter((w) => w.investorId === input.investorId),
    ...(input.reductions === undefined ? {} : { capitalReturnedCents: returnedOn(reductions, today) }),
  };
};

/** What the reductions dated on or before `date` took off invested. */
const reducedOn = (reductions: readonly PropertyCapitalReduction[], date: string) =>
  sumCents(reductions.filter((r) => r.date <= date).map((r) => r.amountCents));

/** The capital returned (not written off) dated on or before `date`. */
export const returnedOn = (reductions: readonly PropertyCapitalReduction[], date: string) =>
  reducedOn(
    reductions.filter((r) => r.kind === 'returned'),
    date,
  );

/** The investor's summary over their records: `investorSummary` of their totals. */
export const investorSummaryOfRecords = (input: InvestorSummaryInput, today: string): InvestorSummary =>
  investorSummary(investorTotalsOf(input, today), today);

export interface InvestorPropertyInput {
  readonly investorId: string;
  readonly propertyName: string;
  readonly capital: readonly CapitalMovement[];
  readonly rows: readonly InvestorPropertyMonth[];
  /** The property's notes ('' when none). */
  readonly notes: string;
  /** Capital returned and written off by the property's land contracts (others' are ignored); absent: it has none. */
  readonly reductions?: readonly PropertyCapitalReduction[];
}

/** /api/investor_property: the investor's figures restricted to one property. */
export interface InvestorPropertyFigures {
  readonly totalInvestmentsCents: number;
  readonly totalIncomeCents: number;
  readonly totalRoiPercent: number;
  readonly notes: string;
  readonly investmentsPerMonth: MonthAmount[];
  readonly cashflowPerMonth: MonthAmount[];
  /** Capital the property's land contracts returned to the investor up to today; only for a property with a contract. */
  readonly totalCapitalReturnedCents?: number;
}

/** What an investor's figures in one property are computed from: sums, as for the summary. */
export interface InvestorPropertyTotals {
  readonly capitalByMonth: readonly CapitalMonth[];
  /** The net of the movements dated after today: counted in the total only once their day comes. */
  readonly netAfterTodayCents: number;
  readonly incomeByMonth: readonly MonthIncome[];
  /** The property's notes ('' when none). */
  readonly notes: string;
  /** Capital the property's land contracts returned to the investor, dated on or before today (undefined: it has no contract). */
  readonly capitalReturnedCents?: number;
}

/** The investor's figures in one property (GET /api/investor_property, in cents). */
export const investorPropertyFigures = (totals: InvestorPropertyTotals, today: string): InvestorPropertyFigures => {
  assertIsoDate(today);
  const netCents = sumCents(totals.capitalByMonth.map((m) => m.investedCents - m.withdrawnCents));
  const totalInvestmentsCents = netCents - totals.netAfterTodayCents;
  const totalIncomeCents = sumCents(totals.incomeByMonth.map((r) => r.incomeCents));
  return {
    totalInvestmentsCents,
    totalIncomeCents,
    totalRoiPercent: percent(totalIncomeCents, totalInvestmentsCents),
    notes: totals.notes,
    investmentsPerMonth: investmentsPerMonth(totals.capitalByMonth),
    cashflowPerMonth: cashflowPerMonth(totals.incomeByMonth),
    ...(totals.capitalReturnedCents === undefined ? {} : { totalCapitalReturnedCents: totals.capitalReturnedCents }),
  };
};

/** The investor's figures in one property over records (those of other investors or properties are ignored). */
export const investorPropertyFiguresOfRecords = (input: InvestorPropertyInput, today: string): InvestorPropertyFigures => {
  const capital = input.capital.filter((m) => m.investorId === input.investorId && m.propertyName === input.propertyName);
  const rows = input.rows.filter((r) => r.investorId === input.investorId && r.propertyName === input.propertyName);
  const reductions = (input.reductions ?? []).filter((r) => r.investorId === input.investorId && r.propertyName === input.propertyName);
  const netCents = investedOn(capital, '9999-12-31') - reducedOn(reductions, '9999-12-31');
  return investorPropertyFigures(
    {
      capitalByMonth: capitalByMonth(capital, reductions),
      netAfterTodayCents: netCents - (investedOn(capital, today) - reducedOn(reductions, today)),
      incomeByMonth: rows.map(({ month, incomeCents }) => ({ month, incomeCents })),
      notes: input.notes,
      ...(input.reductions === undefined ? {} : { capitalReturnedCents: returnedOn(reductions, today) }),
    },
    today,
  );
};
