import type { PropertyType } from '@portal/contracts';
import type { CapitalMovement, CashWithdrawal, InvestorPropertyMonth, InvestorSummary } from './figures';
import { assertIsoDate, cashflowPerMonth, compareCodeUnits, investmentsPerMonth, percent, roiPerYear, sumCents } from './figures';

/**
 * An investor's summary from the read model's per-month and per-property totals, so the read costs the
 * same at a million events as at a hundred: the engine's `investorSummary` wants every capital movement,
 * while its figures only need these sums. The parts come from the engine (investments_per_month,
 * cashflow_per_month, roi_per_year, percent); queries.int.test.ts checks the whole against
 * `investorSummary` over the records themselves, on random ledgers.
 */

export interface InvestorTotals {
  readonly investorName: string;
  /** Per month with any capital movement of the investor: investments and withdrawals dated in it. */
  readonly capitalByMonth: readonly { month: string; investedCents: number; withdrawnCents: number }[];
  /** Per property the investor ever had a movement in: all of it, and what is dated after today. */
  readonly capitalByProperty: readonly {
    propertyName: string;
    propertyType: PropertyType;
    pictureUrl: string;
    netCents: number;
    netAfterTodayCents: number;
    investedEver: boolean;
  }[];
  /** income(i, p, m) summed over the properties, per month. */
  readonly incomeByMonth: readonly { month: string; incomeCents: number }[];
  readonly cashWithdrawals: readonly CashWithdrawal[];
}

/** A month's investments and withdrawals as one movement of each kind, dated on its first day. */
const monthMovements = (investorName: string, totals: InvestorTotals['capitalByMonth']): CapitalMovement[] =>
  totals.flatMap(({ month, investedCents, withdrawnCents }) => {
    const base = { recordId: '', investorName, propertyName: '', date: `${month}-01` };
    const movements: CapitalMovement[] = [];
    if (investedCents !== 0) movements.push({ ...base, kind: 'investment', amountCents: investedCents });
    if (withdrawnCents !== 0) movements.push({ ...base, kind: 'withdrawal', amountCents: withdrawnCents });
    return movements;
  });

export const investorSummaryFromTotals = (totals: InvestorTotals, today: string): InvestorSummary => {
  assertIsoDate(today);
  const { investorName } = totals;
  const capital = monthMovements(investorName, totals.capitalByMonth);
  const rows: InvestorPropertyMonth[] = totals.incomeByMonth.map(({ month, incomeCents }) => ({
    investorName,
    propertyName: '',
    month,
    allocatedCents: 0,
    feeCents: 0,
    ownExpensesCents: 0,
    incomeCents,
  }));

  const byType: Record<PropertyType, number> = { Rental: 0, 'Land Contract': 0, Other: 0 };
  for (const p of totals.capitalByProperty) byType[p.propertyType] += p.netCents - p.netAfterTodayCents;
  const totalInvestmentsCents = byType.Rental + byType['Land Contract'] + byType.Other;
  const totalIncomeCents = sumCents(rows.map((r) => r.incomeCents));
  const distributionsPerMonth = totals.cashWithdrawals
    .map(({ recordId, date, amountCents, description }) => ({ recordId, date, amountCents, description }))
    .sort((a, b) => compareCodeUnits(a.date, b.date) || compareCodeUnits(a.recordId, b.recordId));
  const cashBalanceCents = totalIncomeCents - sumCents(distributionsPerMonth.map((d) => d.amountCents));
  return {
    investorName,
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
    propertyPictures: totals.capitalByProperty
      .filter((p) => p.investedEver)
      .map(({ propertyName, pictureUrl }) => ({ propertyName, pictureUrl }))
      .sort((a, b) => compareCodeUnits(a.propertyName, b.propertyName)),
  };
};
