import { z } from 'zod';
import { defineCall } from './call';
import { nameField } from './fields';

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
  })
  .strict();

/** An admin names the investor; an investor reads only their own (a name they give must be theirs). */
export const investorSummary = defineCall({
  method: 'GET',
  path: '/api/investor_summary',
  access: 'signedIn',
  query: z.object({ investor_name: nameField.optional() }),
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
  })
  .strict();

export const investorProperty = defineCall({
  method: 'GET',
  path: '/api/investor_property',
  access: 'signedIn',
  query: z.object({ investor_name: nameField.optional(), property_name: nameField }),
  response: investorPropertyAnswer,
});
