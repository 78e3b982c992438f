import { z } from 'zod';
import { landContractAnswer } from './land-contracts';
import { staffRead } from './call';
import { nameField } from './fields';
import { timeAnswer, timeQuery } from './time';

/**
 * The back office's reads: the lists its forms choose from, the firm's totals, a property's and an
 * LLC's records, and the withdrawal limits. Amounts are dollars (cents / 100, exact to the cent);
 * what each figure means is in docs/figures.md.
 */

const dollars = z.number();
const names = z.array(z.string());

/** Fixed lists in their defined order, name lists in code-unit order, tax years newest first. */
export const getAdminHelpers = staffRead('/admin/get_admin_helpers', 'Admin Lists', {
  response: z
    .object({
      property_types: names,
      property_expense_categories: names,
      property_income_categories: names,
      rental_properties: names,
      loren_list: names,
      land_contract_properties: names,
      investors_list: names,
      portal_users_list: names,
      llcs_list: names,
      llc_expense_categories: names,
      properties: names,
      tax_years: names,
    })
    .strict(),
});

export const getAdminSummary = staffRead('/admin/get_admin_summary', 'Admin Summary', {
  query: z.object(timeQuery),
  response: z
    .object({
      total_cash: dollars,
      total_investments: dollars,
      total_income: dollars,
      total_expenses: dollars,
      total_deposits: dollars,
      /** Capital land contracts returned (docs/land-contracts.md); only when some property has a contract. */
      total_capital_returned: dollars.optional(),
      ...timeAnswer,
    })
    .strict(),
});

const selectedProperty = z.object({ selectedProperty: nameField });
/** A contract's status in its property's details: where it stands on the day (docs/land-contracts.md). */
const landContractStatusAnswer = landContractAnswer.shape.status
  .extend({ contract_id: z.string(), payoff_amount: dollars.nullable() })
  .strict();
/** A dated amount of a property's details: `detail` is its description (or a deposit's notes). */
const detailRow = z.object({ date: z.string(), amount: dollars, detail: z.string() }).strict();

export const getPropertyDetails = staffRead('/admin/get_property_details', 'Property Details', {
  query: selectedProperty.extend(timeQuery),
  response: z
    .object({
      total_investments: dollars,
      total_income: dollars,
      total_expenses: dollars,
      total_deposits: dollars,
      investments: z.array(detailRow),
      income: z.array(detailRow),
      expenses: z.array(detailRow),
      deposits: z.array(detailRow),
      investors_list: z.array(z.object({ investor_name: z.string(), total_amount: dollars }).strict()),
      /** Capital the property's land contracts returned; only for a property with a contract. */
      total_capital_returned: dollars.optional(),
      /** The status of its latest contract as of the day (null before its contract date); only for a property with a contract. */
      land_contract: landContractStatusAnswer.nullable().optional(),
      ...timeAnswer,
    })
    .strict(),
});

/** A row of the transaction browsers: `id` is the record's id, the one a delete call names. */
const transactionRow = z.object({ id: z.string().uuid(), date: z.string(), amount: dollars, detail: z.string() }).strict();

export const getPropertyTransactions = staffRead('/admin/get_property_txns', 'Property Transactions', {
  query: selectedProperty,
  response: z
    .object({
      income: z.array(transactionRow),
      expenses: z.array(transactionRow),
      deposits: z.array(transactionRow),
      lc_payments: z.array(transactionRow),
    })
    .strict(),
});

export const getLlcTransactions = staffRead('/admin/get_llc_txns', 'LLC Transactions', {
  query: z.object({ selectedLLC: nameField }),
  response: z.object({ expenses: z.array(transactionRow) }).strict(),
});

export const getPropertyNotes = staffRead('/admin/get_property_notes', 'Property Notes', {
  query: z.object({ property_name: nameField }),
  response: z.object({ notes: z.string() }).strict(),
});

/** The withdrawal limits, in dollars, never below 0 (so a form's maximum is always usable). */
const limit = z.number().min(0);

export const getMaxCashWithdrawal = staffRead('/admin/get_max_cash_withdrawal', 'Cash Withdrawal Limit', {
  query: z.object({ investor_name: nameField }),
  response: z.object({ max_cash_withdrawal: limit }).strict(),
});

export const getMaxInvestmentWithdrawal = staffRead('/admin/get_max_investment_withdrawal', 'Investment Withdrawal Limit', {
  query: z.object({ investor_name: nameField, property_name: nameField }),
  response: z.object({ max_investment_withdrawal: limit }).strict(),
});

export const getMaxDepositWithdrawal = staffRead('/admin/get_max_deposit_withdrawal', 'Deposit Withdrawal Limit', {
  query: z.object({ property_name: nameField }),
  response: z.object({ max_deposit_withdrawal: limit }).strict(),
});

/**
 * One investor's line of the back office's landing table: the figures of their own summary
 * (`total_investments`, `cash_balance`, the last of `distributions_per_month`) and returns (`nav`,
 * `xirr`) as of today, beside their portal user: registered or not, two-factor sign-in on, and when
 * they last signed in.
 */
export const investorsOverviewRow = z
  .object({
    investor_name: z.string(),
    total_investments: dollars,
    /** Value held (NAV), as the investor's returns answer it. */
    nav: dollars,
    cash_balance: dollars,
    /** Null when not meaningful, as in the returns. */
    xirr: z.number().nullable(),
    /** The latest cash withdrawal (`date` a day 'YYYY-MM-DD'), or null for none. */
    last_distribution: z.object({ date: z.string(), amount: dollars }).strict().nullable(),
    /** The investor has a portal user. */
    registered: z.boolean(),
    /** Their portal user signs in with a second factor. */
    two_factor_enabled: z.boolean(),
    /** Their latest sign-in (an ISO moment), or null for never. */
    last_login: z.string().nullable(),
  })
  .strict();

/** Every investor as of today, in name order: the back office's landing. */
export const getInvestorsOverview = staffRead('/admin/investors_overview', 'Investors', {
  response: z.object({ as_of: z.string(), investors: z.array(investorsOverviewRow) }).strict(),
});

/** `getInvestorsOverview` as CSV, one investor a line: amounts in dollars with two decimals, empty cells where there is nothing. */
export const getInvestorsOverviewCsv = staffRead('/admin/investors_overview.csv', 'Investors CSV', {
  response: z.string(),
  produces: 'text/csv',
});
