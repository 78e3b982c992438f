import { figures, type LedgerNameLists, type PropertyTransactions } from '@portal/projections';
import { propertyIncomeCategories, propertyTypes } from '@portal/contracts';

/** Cents to the spec's dollar shapes for the reads that `figures/wire.ts` does not cover. */

const { centsToDollars } = figures;

/** A row of the transaction browsers: id is the record's UUID, the one a delete call names. */
const transactionRows = (rows: readonly figures.DetailRow[]) =>
  rows.map(({ recordId, date, amountCents, detail }) => ({ id: recordId, date, amount: centsToDollars(amountCents), detail }));

/** GET /admin/get_property_txns */
export const propertyTransactionsToWire = (t: PropertyTransactions) => ({
  income: transactionRows(t.income),
  expenses: transactionRows(t.expenses),
  deposits: transactionRows(t.deposits),
  lc_payments: transactionRows(t.lcPayments),
});

/** GET /admin/get_llc_txns */
export const llcTransactionsToWire = (expenses: readonly figures.DetailRow[]) => ({ expenses: transactionRows(expenses) });

/** GET /admin/get_admin_helpers: fixed lists in their defined order, name lists in code-unit order. */
export const adminHelpersToWire = (lists: LedgerNameLists, portalUsers: readonly string[]) => ({
  property_types: [...propertyTypes],
  property_expense_categories: lists.expenseCategories,
  property_income_categories: [...propertyIncomeCategories],
  rental_properties: lists.properties.filter((p) => p.propertyType === 'Rental').map((p) => p.propertyName),
  loren_list: lists.partners,
  land_contract_properties: lists.properties.filter((p) => p.propertyType === 'Land Contract').map((p) => p.propertyName),
  investors_list: lists.investors,
  portal_users_list: [...portalUsers].sort(figures.compareCodeUnits),
  llcs_list: lists.llcs,
  llc_expense_categories: lists.expenseCategories,
  properties: lists.properties.map((p) => p.propertyName),
  tax_years: lists.taxYears,
});

/** A withdrawal limit in dollars; never below 0, so a form's maximum is always usable. */
export const limitToWire = (cents: number) => centsToDollars(Math.max(0, cents));
