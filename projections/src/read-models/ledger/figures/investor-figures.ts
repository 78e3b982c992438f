import type { MonthAmount } from './capital';
import { investedAtMonthEnds, investedOn, investmentsPerMonth } from './capital';
import type { CapitalMovement, CashWithdrawal, PropertyInfo } from './facts';
import { assertNever, sumCents } from './facts';
import { assertIsoDate, monthOf, yearOf } from './months';
import { compareCodeUnits, entriesByKey } from './order';
import type { InvestorPropertyMonth } from './property-months';
import { percent } from './rounding';

/**
 * Docs/figures.md (The investor's figures), as folds over the investor's (investor, property, month) rows and
 * capital movements. Amounts stay integer cents (`...Cents`); `wire.ts` turns them into dollars at the
 * edge. Records of other investors (or properties) are ignored, so callers may pass more than needed.
 */

export type PropertyRef = Pick<PropertyInfo, 'propertyName' | 'propertyType' | 'pictureUrl'>;

export interface InvestorSummaryInput {
  readonly investorName: string;
  readonly capital: readonly CapitalMovement[];
  readonly rows: readonly InvestorPropertyMonth[];
  readonly cashWithdrawals: readonly CashWithdrawal[];
  /** At least every property the investor has a capital movement in (for its type and picture). */
  readonly properties: readonly PropertyRef[];
}

export interface Distribution {
  readonly recordId: string;
  readonly date: string;
  readonly amountCents: number;
  readonly description: string;
}

export interface InvestorSummary {
  readonly investorName: string;
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
  /** One per cash withdrawal, by date then record id. */
  readonly distributionsPerMonth: Distribution[];
  readonly cashBalanceCents: number;
  /** max(0, cash balance): the limit of a cash withdrawal (GET /admin/get_max_cash_withdrawal). */
  readonly maxCashWithdrawalCents: number;
  /** One per property ever invested in (an investment, not only a withdrawal), by property name. */
  readonly propertyPictures: { readonly propertyName: string; readonly pictureUrl: string }[];
}

/** cashflow_per_month: the sum over properties of income(i, p, m), for months where it is non-zero, ascending. */
export const cashflowPerMonth = (rows: readonly InvestorPropertyMonth[]): MonthAmount[] => {
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
export const roiPerYear = (
  capital: readonly CapitalMovement[],
  rows: readonly InvestorPropertyMonth[],
  today: string,
): Map<string, number> => {
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

export const investorSummary = (input: InvestorSummaryInput, today: string): InvestorSummary => {
  assertIsoDate(today);
  const capital = input.capital.filter((m) => m.investorName === input.investorName);
  const rows = input.rows.filter((r) => r.investorName === input.investorName);
  const properties = new Map(input.properties.map((p) => [p.propertyName, p]));
  const propertyOf = (propertyName: string) => {
    const property = properties.get(propertyName);
    if (property === undefined) throw new Error(`Unknown property ${propertyName}`);
    return property;
  };

  const byType = { Rental: 0, 'Land Contract': 0, Other: 0 };
  for (const propertyName of new Set(capital.map((m) => m.propertyName))) {
    const invested = investedOn(
      capital.filter((m) => m.propertyName === propertyName),
      today,
    );
    const type = propertyOf(propertyName).propertyType;
    switch (type) {
      case 'Rental':
      case 'Land Contract':
      case 'Other':
        byType[type] += invested;
        break;
      default:
        assertNever(type);
    }
  }
  const totalInvestmentsCents = byType.Rental + byType['Land Contract'] + byType.Other;
  const totalIncomeCents = sumCents(rows.map((r) => r.incomeCents));
  const distributionsPerMonth = input.cashWithdrawals
    .filter((w) => w.investorName === input.investorName)
    .map(({ recordId, date, amountCents, description }) => ({ recordId, date, amountCents, description }))
    .sort((a, b) => compareCodeUnits(a.date, b.date) || compareCodeUnits(a.recordId, b.recordId));
  const cashBalanceCents = totalIncomeCents - sumCents(distributionsPerMonth.map((d) => d.amountCents));
  const investedIn = new Set(capital.filter((m) => m.kind === 'investment').map((m) => m.propertyName));

  return {
    investorName: input.investorName,
    totalInvestmentsCents,
    totalRentalInvestmentsCents: byType.Rental,
    totalLcInvestmentsCents: byType['Land Contract'],
    totalOtherInvestmentsCents: byType.Other,
    investmentsPerMonth: investmentsPerMonth(capital),
    cashflowPerMonth: cashflowPerMonth(rows),
    totalIncomeCents,
    totalRoiPercent: percent(totalIncomeCents, totalInvestmentsCents),
    roiPerYear: roiPerYear(capital, rows, today),
    distributionsPerMonth,
    cashBalanceCents,
    maxCashWithdrawalCents: Math.max(0, cashBalanceCents),
    propertyPictures: [...investedIn]
      .sort(compareCodeUnits)
      .map((propertyName) => ({ propertyName, pictureUrl: propertyOf(propertyName).pictureUrl })),
  };
};

export interface InvestorPropertyInput {
  readonly investorName: string;
  readonly propertyName: string;
  readonly capital: readonly CapitalMovement[];
  readonly rows: readonly InvestorPropertyMonth[];
  /** The property's notes ('' when none). */
  readonly notes: string;
}

/** /api/investor_property: the investor's figures restricted to one property. */
export interface InvestorPropertyFigures {
  readonly totalInvestmentsCents: number;
  readonly totalIncomeCents: number;
  readonly totalRoiPercent: number;
  readonly notes: string;
  readonly investmentsPerMonth: MonthAmount[];
  readonly cashflowPerMonth: MonthAmount[];
}

export const investorPropertyFigures = (input: InvestorPropertyInput, today: string): InvestorPropertyFigures => {
  assertIsoDate(today);
  const capital = input.capital.filter((m) => m.investorName === input.investorName && m.propertyName === input.propertyName);
  const rows = input.rows.filter((r) => r.investorName === input.investorName && r.propertyName === input.propertyName);
  const totalInvestmentsCents = investedOn(capital, today);
  const totalIncomeCents = sumCents(rows.map((r) => r.incomeCents));
  return {
    totalInvestmentsCents,
    totalIncomeCents,
    totalRoiPercent: percent(totalIncomeCents, totalInvestmentsCents),
    notes: input.notes,
    investmentsPerMonth: investmentsPerMonth(capital),
    cashflowPerMonth: cashflowPerMonth(rows),
  };
};
