import { propertyIncomeCategories, propertyTypes } from '@portal/contracts';
import {
  type getAdminHelpers,
  type CallResponse,
  type getAdminSummary,
  type getLlcTransactions,
  type getPropertyDetails,
  type getPropertyTransactions,
  type investorProperty,
  type investorSummary,
  type ReportTime,
} from '@portal/contracts/api';
import { figures, type LedgerNameLists, type PropertyTransactions } from '@portal/projections';

/**
 * The one place where the ledger's figures become the API's answers, typed by the contract: cents
 * become dollars (JSON numbers with at most 2 decimals) and field names snake_case. Nothing is
 * computed here: dividing an integer by 100 gives the double nearest to the 2-decimal amount, which
 * JSON prints as that amount (12345 -> 123.45).
 */
export const centsToDollars = (cents: number): number => figures.assertCents(cents) / 100;

const monthAmounts = (list: readonly figures.MonthAmount[]) =>
  list.map(({ month, amountCents }) => ({ date: month, amount: centsToDollars(amountCents) }));

export const dollarsByKey = (map: ReadonlyMap<string, number>): Record<string, number> =>
  Object.fromEntries([...map].map(([key, cents]) => [key, centsToDollars(cents)]));

export const dollarsByKeyByKey = (map: ReadonlyMap<string, ReadonlyMap<string, number>>): Record<string, Record<string, number>> =>
  Object.fromEntries([...map].map(([key, inner]) => [key, dollarsByKey(inner)]));

/** The view a report answer is of (docs/time-travel.md): today and all that is known, unless asked. */
export const currentView: ReportTime = { asOf: null, knownOn: null };
export const timeToWire = (time: ReportTime) => ({ as_of: time.asOf, known_on: time.knownOn });

/** Investor ids as the answers name them (the directory of names: shared/personal-data/directory.ts). */
export type InvestorNamer = (investorId: string) => string;

/** Names in code-unit order, as every list of names the API answers. */
const sortedNames = (names: Iterable<string>): string[] => [...names].sort(figures.compareCodeUnits);

/** GET /api/investor_summary; `investorName` as the directory names the investor. */
export const investorSummaryToWire = (
  s: figures.InvestorSummary,
  time: ReportTime,
  investorName: string,
): CallResponse<typeof investorSummary> => ({
  investor_name: investorName,
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
  ownership_per_property: Object.fromEntries(s.ownershipPerProperty),
  ...(s.totalCapitalReturnedCents === undefined ? {} : { total_capital_returned: centsToDollars(s.totalCapitalReturnedCents) }),
  ...timeToWire(time),
});

/** GET /api/investor_property */
export const investorPropertyToWire = (f: figures.InvestorPropertyFigures, time: ReportTime): CallResponse<typeof investorProperty> => ({
  total_investments: centsToDollars(f.totalInvestmentsCents),
  total_income: centsToDollars(f.totalIncomeCents),
  total_roi: f.totalRoiPercent,
  notes: f.notes,
  investments_per_month: monthAmounts(f.investmentsPerMonth),
  cashflow_per_month: monthAmounts(f.cashflowPerMonth),
  ...(f.totalCapitalReturnedCents === undefined ? {} : { total_capital_returned: centsToDollars(f.totalCapitalReturnedCents) }),
  ...timeToWire(time),
});

/** GET /admin/get_admin_summary */
export const adminSummaryToWire = (s: figures.AdminSummary, time: ReportTime): CallResponse<typeof getAdminSummary> => ({
  total_cash: centsToDollars(s.totalCashCents),
  total_investments: centsToDollars(s.totalInvestmentsCents),
  total_income: centsToDollars(s.totalIncomeCents),
  total_expenses: centsToDollars(s.totalExpensesCents),
  total_deposits: centsToDollars(s.totalDepositsCents),
  ...(s.totalCapitalReturnedCents === undefined ? {} : { total_capital_returned: centsToDollars(s.totalCapitalReturnedCents) }),
  ...timeToWire(time),
});

const detailRows = (rows: readonly figures.DetailRow[]) =>
  rows.map(({ date, amountCents, detail }) => ({ date, amount: centsToDollars(amountCents), detail }));

/** GET /admin/get_property_details: an investment's detail is its investor, named by `nameOf`. */
export const propertyDetailsToWire = (
  d: figures.PropertyDetails,
  time: ReportTime,
  nameOf: InvestorNamer,
): CallResponse<typeof getPropertyDetails> => ({
  total_investments: centsToDollars(d.totalInvestmentsCents),
  total_income: centsToDollars(d.totalIncomeCents),
  total_expenses: centsToDollars(d.totalExpensesCents),
  total_deposits: centsToDollars(d.totalDepositsCents),
  investments: detailRows(d.investments.map((row) => ({ ...row, detail: nameOf(row.detail) }))),
  income: detailRows(d.income),
  expenses: detailRows(d.expenses),
  deposits: detailRows(d.deposits),
  investors_list: d.investorsList
    .map(({ investorId, totalAmountCents }) => ({ investor_name: nameOf(investorId), total_amount: centsToDollars(totalAmountCents) }))
    .sort((a, b) => figures.compareCodeUnits(a.investor_name, b.investor_name)),
  ...(d.totalCapitalReturnedCents === undefined
    ? {}
    : {
        total_capital_returned: centsToDollars(d.totalCapitalReturnedCents),
        land_contract: landContractStatusToWire(d.landContract ?? null),
      }),
  ...timeToWire(time),
});

/** The status of a property's contract in its details (docs/land-contracts.md, Status). */
const landContractStatusToWire = (found: { contractId: string; status: figures.LandContractStatus } | null) => {
  if (found === null) return null;
  const { status: s } = found;
  const nullable = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
  return {
    contract_id: found.contractId,
    state: s.state,
    days_past_due: s.daysPastDue,
    oldest_unpaid_due_date: s.oldestUnpaidDueDate,
    next_due_date: s.nextDueDate,
    amount_past_due: centsToDollars(s.amountPastDueCents),
    principal_balance: centsToDollars(s.principalBalanceCents),
    unpaid_interest: centsToDollars(s.unpaidInterestCents),
    accrued_interest: centsToDollars(s.accruedInterestCents),
    unpaid_late_fees: centsToDollars(s.unpaidLateFeesCents),
    payoff_amount: nullable(s.payoffAmountCents),
    per_diem: nullable(s.perDiemCents),
    end_date: s.endDate,
  };
};

/**
 * A property's details with its contracts' buyers named: a down payment's row quotes the buyer's
 * name as the log holds it (sealed personal data), opened here (or `[erased]`).
 */
export const withBuyersNamed = async (
  d: figures.PropertyDetails,
  revealInTexts: (texts: readonly string[]) => Promise<string[]>,
): Promise<figures.PropertyDetails> => {
  if (d.totalCapitalReturnedCents === undefined) return d;
  const details = await revealInTexts(d.income.map((row) => row.detail));
  return { ...d, income: d.income.map((row, i) => ({ ...row, detail: details[i]! })) };
};

/** A row of the transaction browsers: id is the record's UUID, the one a delete call names. */
const transactionRows = (rows: readonly figures.DetailRow[]) =>
  rows.map(({ recordId, date, amountCents, detail }) => ({ id: recordId, date, amount: centsToDollars(amountCents), detail }));

/** GET /admin/get_property_txns */
export const propertyTransactionsToWire = (t: PropertyTransactions): CallResponse<typeof getPropertyTransactions> => ({
  income: transactionRows(t.income),
  expenses: transactionRows(t.expenses),
  deposits: transactionRows(t.deposits),
  lc_payments: transactionRows(t.lcPayments),
});

/** GET /admin/get_llc_txns */
export const llcTransactionsToWire = (expenses: readonly figures.DetailRow[]): CallResponse<typeof getLlcTransactions> => ({
  expenses: transactionRows(expenses),
});

/** GET /admin/get_admin_helpers: fixed lists in their defined order, name lists in code-unit order. */
export const adminHelpersToWire = (
  lists: LedgerNameLists,
  portalUsers: readonly string[],
  nameOf: InvestorNamer,
): CallResponse<typeof getAdminHelpers> => ({
  property_types: [...propertyTypes],
  property_expense_categories: [...lists.expenseCategories],
  property_income_categories: [...propertyIncomeCategories],
  rental_properties: lists.properties.filter((p) => p.propertyType === 'Rental').map((p) => p.propertyName),
  loren_list: [...lists.partners],
  land_contract_properties: lists.properties.filter((p) => p.propertyType === 'Land Contract').map((p) => p.propertyName),
  investors_list: sortedNames(lists.investors.map(nameOf)),
  portal_users_list: sortedNames(portalUsers.map(nameOf)),
  llcs_list: [...lists.llcs],
  llc_expense_categories: [...lists.expenseCategories],
  properties: lists.properties.map((p) => p.propertyName),
  tax_years: [...lists.taxYears],
});

/** A withdrawal limit in dollars; never below 0, so a form's maximum is always usable. */
export const limitToWire = (cents: number) => centsToDollars(Math.max(0, cents));
