import { z } from 'zod';
import { defineCall, staffRead } from './call';
import { dateField, nameField } from './fields';
import { timeAnswer, timeQuery } from './time';

/**
 * The investor's own pages. Amounts are dollars (cents / 100, exact to the cent), percentages are
 * numbers (7.5 means 7.50 %); what each figure means is in docs/figures.md.
 */

const dollars = z.number();
const percent = z.number();
/** `date` is a month 'YYYY-MM'. */
const monthAmount = z.object({ date: z.string(), amount: dollars }).strict();

export const investorSummaryAnswer = z
  .object({
    investor_name: z.string(),
    total_investments: dollars,
    total_income: dollars,
    total_roi: percent,
    cash_balance: dollars,
    total_rental_investments: dollars,
    total_lc_investments: dollars,
    total_other_investments: dollars,
    /** Year 'YYYY' to percent. */
    roi_per_year: z.record(z.string(), percent),
    investments_per_month: z.array(monthAmount),
    cashflow_per_month: z.array(monthAmount),
    /** One cash withdrawal each: `date` is a day 'YYYY-MM-DD'. */
    distributions_per_month: z.array(z.object({ date: z.string(), amount: dollars, description: z.string() }).strict()),
    /** Single-entry maps, property name to picture URL. */
    property_pictures: z.array(z.record(z.string(), z.string())),
    /** Property name to the investor's ownership of it in percent (75 means 75.00 %), for each property of `property_pictures`. */
    ownership_per_property: z.record(z.string(), percent),
    /** Capital land contracts returned to the investor up to the day (in cash_balance); only when they hold a property with a contract. */
    total_capital_returned: dollars.optional(),
    ...timeAnswer,
  })
  .strict();

/** An admin names the investor; an investor reads only their own (a name they give must be theirs). */
export const investorSummary = defineCall({
  method: 'GET',
  path: '/api/investor_summary',
  access: 'signedIn',
  title: 'Investor Summary',
  query: z.object({ investor_name: nameField.optional(), ...timeQuery }),
  response: investorSummaryAnswer,
});

export const investorPropertyAnswer = z
  .object({
    total_investments: dollars,
    total_income: dollars,
    total_roi: percent,
    notes: z.string(),
    investments_per_month: z.array(monthAmount),
    cashflow_per_month: z.array(monthAmount),
    /** Capital the property's land contract returned to the investor; only for a property with a contract. */
    total_capital_returned: dollars.optional(),
    ...timeAnswer,
  })
  .strict();

export const investorProperty = defineCall({
  method: 'GET',
  path: '/api/investor_property',
  access: 'signedIn',
  title: 'Investor Property',
  query: z.object({ investor_name: nameField.optional(), property_name: nameField, ...timeQuery }),
  response: investorPropertyAnswer,
});

/** A multiple with 2 decimals (1.12 means 1.12x); null when nothing was contributed. */
const multiple = z.number().nullable();

export const returnFlowKinds = ['contribution', 'capital_returned', 'distribution', 'income', 'value'] as const;

export const investorReturnsAnswer = z
  .object({
    investor_name: z.string(),
    /** Null for the investor's whole portfolio. */
    property_name: z.string().nullable(),
    /** The day the figures are computed as of, 'YYYY-MM-DD' (today when not asked). */
    as_of: z.string(),
    /** The moment the log is read as known at, or null for everything recorded so far. */
    known_on: z.string().nullable(),
    /** Null when not meaningful (flows of one sign, or no rate solves them): never shown as 0 %. */
    xirr: percent.nullable(),
    tvpi: multiple,
    dpi: multiple,
    total_contributed: dollars,
    total_distributed: dollars,
    total_capital_returned: dollars,
    nav: dollars,
    /** Year 'YYYY' to percent (the investor's whole portfolio only). */
    cash_on_cash_by_year: z.record(z.string(), percent),
    total_fees: dollars,
    /** `date` is a month 'YYYY-MM'; allocated - fee - own_expenses = income. */
    fees_per_month: z.array(
      z.object({ date: z.string(), allocated: dollars, fee: dollars, own_expenses: dollars, income: dollars }).strict(),
    ),
    /** Every dated flow behind the figures, in date order: a spreadsheet's XIRR over them gives `xirr`. */
    flows: z.array(
      z.object({ date: z.string(), amount: dollars, kind: z.enum(returnFlowKinds), property_name: z.string().nullable() }).strict(),
    ),
  })
  .strict();

/** Returns of one investor (an investor reads only their own), whole or in one property, as of a day (today unless given). */
const returnsQuery = z.object({
  investor_name: nameField.optional(),
  property_name: nameField.optional(),
  ...timeQuery,
});

export const investorReturns = defineCall({
  method: 'GET',
  path: '/api/investor_returns',
  access: 'signedIn',
  title: "Investor's Returns",
  query: returnsQuery,
  response: investorReturnsAnswer,
});

/** The flows of `investorReturns` as CSV (date,amount,kind,property_name): a spreadsheet's XIRR over them gives its xirr. */
export const investorReturnsCsv = defineCall({
  method: 'GET',
  path: '/api/investor_returns.csv',
  access: 'signedIn',
  title: "Investor's Returns CSV",
  query: returnsQuery,
  response: z.string(),
  produces: 'text/csv',
});

/** One investor's line of the firm-wide returns: the portfolio's figures, without the flows and the months. */
export const firmReturnsRow = investorReturnsAnswer
  .pick({
    investor_name: true,
    xirr: true,
    tvpi: true,
    dpi: true,
    total_contributed: true,
    total_distributed: true,
    total_capital_returned: true,
    nav: true,
    total_fees: true,
  })
  .strict();

const firmReturnsQuery = z.object({ as_of: dateField.optional() });

/** Every investor's returns as of a day (today unless given), in name order: the admin's firm-wide table. */
export const firmReturns = staffRead('/admin/investor_returns', 'Investor Returns', {
  query: firmReturnsQuery,
  response: z.object({ as_of: z.string(), investors: z.array(firmReturnsRow) }).strict(),
});

/** `firmReturns` as CSV, one investor a line, amounts in dollars with two decimals and empty cells where a figure is not meaningful. */
export const firmReturnsCsv = staffRead('/admin/investor_returns.csv', 'Investor Returns CSV', {
  query: firmReturnsQuery,
  response: z.string(),
  produces: 'text/csv',
});
