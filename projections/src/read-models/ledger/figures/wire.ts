import type { AdminSummary, DetailRow, PropertyDetails } from './admin-figures';
import type { MonthAmount } from './capital';
import type { InvestorPropertyFigures, InvestorSummary } from './investor-figures';
import type { MemberFigures } from './member-figures';
import { assertCents } from './rounding';

/**
 * The edge where cents become the API's dollars (JSON numbers with at most 2 decimals) and field names
 * become the spec's snake_case. Nothing is computed here: dividing an integer by 100 gives the double
 * nearest to the 2-decimal amount, which JSON prints as that amount (12345 -> 123.45).
 */
export const centsToDollars = (cents: number): number => assertCents(cents) / 100;

const monthAmounts = (list: readonly MonthAmount[]) =>
  list.map(({ month, amountCents }) => ({ date: month, amount: centsToDollars(amountCents) }));

const dollarsByKey = (map: ReadonlyMap<string, number>): Record<string, number> =>
  Object.fromEntries([...map].map(([key, cents]) => [key, centsToDollars(cents)]));

const dollarsByKeyByKey = (map: ReadonlyMap<string, ReadonlyMap<string, number>>): Record<string, Record<string, number>> =>
  Object.fromEntries([...map].map(([key, inner]) => [key, dollarsByKey(inner)]));

/** GET /api/investor_summary */
export const investorSummaryToWire = (s: InvestorSummary) => ({
  investor_name: s.investorName,
  total_investments: centsToDollars(s.totalInvestmentsCents),
  total_income: centsToDollars(s.totalIncomeCents),
  total_roi: s.totalRoiPercent,
  cash_balance: centsToDollars(s.cashBalanceCents),
  total_rental_investments: centsToDollars(s.totalRentalInvestmentsCents),
  total_lc_investments: centsToDollars(s.totalLcInvestmentsCents),
  total_other_investments: centsToDollars(s.totalOtherInvestmentsCents),
  roi_per_year: Object.fromEntries(s.roiPerYear),
  investments_per_month: monthAmounts(s.investmentsPerMonth),
  cashflow_per_month: monthAmounts(s.cashflowPerMonth),
  distributions_per_month: s.distributionsPerMonth.map(({ date, amountCents, description }) => ({
    date,
    amount: centsToDollars(amountCents),
    description,
  })),
  property_pictures: s.propertyPictures.map(({ propertyName, pictureUrl }) => ({ [propertyName]: pictureUrl })),
});

/** GET /api/investor_property */
export const investorPropertyToWire = (f: InvestorPropertyFigures) => ({
  total_investments: centsToDollars(f.totalInvestmentsCents),
  total_income: centsToDollars(f.totalIncomeCents),
  total_roi: f.totalRoiPercent,
  notes: f.notes,
  investments_per_month: monthAmounts(f.investmentsPerMonth),
  cashflow_per_month: monthAmounts(f.cashflowPerMonth),
});

/** GET /admin/get_admin_summary */
export const adminSummaryToWire = (s: AdminSummary) => ({
  total_cash: centsToDollars(s.totalCashCents),
  total_investments: centsToDollars(s.totalInvestmentsCents),
  total_income: centsToDollars(s.totalIncomeCents),
  total_expenses: centsToDollars(s.totalExpensesCents),
  total_deposits: centsToDollars(s.totalDepositsCents),
});

const detailRows = (rows: readonly DetailRow[]) =>
  rows.map(({ date, amountCents, detail }) => ({ date, amount: centsToDollars(amountCents), detail }));

/** GET /admin/get_property_details */
export const propertyDetailsToWire = (d: PropertyDetails) => ({
  total_investments: centsToDollars(d.totalInvestmentsCents),
  total_income: centsToDollars(d.totalIncomeCents),
  total_expenses: centsToDollars(d.totalExpensesCents),
  total_deposits: centsToDollars(d.totalDepositsCents),
  investments: detailRows(d.investments),
  income: detailRows(d.income),
  expenses: detailRows(d.expenses),
  deposits: detailRows(d.deposits),
  investors_list: d.investorsList.map(({ investorName, totalAmountCents }) => ({
    investor_name: investorName,
    total_amount: centsToDollars(totalAmountCents),
  })),
});

/** The member parts of GET /admin/llc_taxes (the LLC's own fields come from elsewhere). */
export const memberFiguresToWire = (f: MemberFigures) => ({
  total_rental_income: centsToDollars(f.totalRentalIncomeCents),
  total_dividend_income: centsToDollars(f.totalDividendIncomeCents),
  total_income: centsToDollars(f.totalIncomeCents),
  rental_income_by_member: dollarsByKey(f.rentalIncomeByMemberCents),
  dividend_income_by_member: dollarsByKey(f.dividendIncomeByMemberCents),
  dividend_expenses_by_member: dollarsByKey(f.dividendExpensesByMemberCents),
  rental_income_by_member_by_property: dollarsByKeyByKey(f.rentalIncomeByMemberByPropertyCents),
  ubia_by_member_by_property: dollarsByKeyByKey(f.ubiaByMemberByPropertyCents),
});
