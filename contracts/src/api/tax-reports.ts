import { z } from 'zod';
import { staffRead } from './call';
import { nameField } from './fields';
import { timeAnswer, timeQuery } from './time';

/**
 * The tax reports: an LLC's tax summary and a property's income and expenses by category for a tax
 * year, as JSON for the admin screen and as CSV for the firm's accountant (see docs/figures.md).
 *
 * A year not written YYYY is 400; an unknown LLC or property, and a year outside the admin helpers'
 * `tax_years`, is 404. A listed year without activity answers zeros and empty maps.
 */

const taxYear = z
  .string({ required_error: 'Required', invalid_type_error: 'Expected one tax year' })
  .trim()
  .min(1, 'Required')
  .regex(/^\d{4}$/, 'Expected a tax year written YYYY, such as 2024');
const llcQuery = z.object({ selectedLLC: nameField, selectedTaxYear: taxYear, ...timeQuery });
const propertyQuery = z.object({ selectedProperty: nameField, selectedTaxYear: taxYear, ...timeQuery });

const dollars = z.number();
const dollarsBy = z.record(z.string(), dollars);
const dollarsByBy = z.record(z.string(), dollarsBy);

const landContractTaxRow = z
  .object({
    property_name: z.string(),
    contract_id: z.string(),
    buyer_name: z.string(),
    contract_date: z.string(),
    origination_date: z.string(),
    sale_price: dollars,
    down_payment: dollars,
    receivable: dollars,
    principal_received: dollars,
    interest_received: dollars,
    late_fees_received: dollars,
    balance_january_1: dollars,
    balance_december_31: dollars,
    capital_returned: dollars,
    gain: dollars,
    capital_written_off: dollars,
    state: z.enum(['current', 'past_due', 'paid_off', 'closed']),
  })
  .strict();

export const getLlcTaxes = staffRead('/admin/llc_taxes', 'LLC Taxes', {
  query: llcQuery,
  response: z
    .object({
      address: z.string(),
      date_started: z.string(),
      principal_business_activity: z.string(),
      principal_product: z.string(),
      business_code_number: z.string(),
      total_assets: dollars,
      ordinary_business_income: dollars,
      total_rental_income: dollars,
      total_dividend_income: dollars,
      total_income: dollars,
      total_active_income: dollars,
      llc_expenses: dollarsBy,
      rental_income_by_member: dollarsBy,
      dividend_income_by_member: dollarsBy,
      dividend_expenses_by_member: dollarsBy,
      rental_income_by_member_by_property: dollarsByBy,
      ubia_by_member_by_property: dollarsByBy,
      properties_list: z.array(z.string()),
      // Only for an LLC with a land contract (docs/land-contracts.md, Taxes): each member's part.
      lc_interest_by_member: dollarsBy.optional(),
      lc_late_fees_by_member: dollarsBy.optional(),
      lc_gain_by_member: dollarsBy.optional(),
      lc_capital_returned_by_member: dollarsBy.optional(),
      lc_principal_received_by_member: dollarsBy.optional(),
      lc_capital_written_off_by_member: dollarsBy.optional(),
      /** One row per contract with a day of its span in the year: the inputs of Form 6252 and of the 1098. */
      land_contracts: z.array(landContractTaxRow).optional(),
      ...timeAnswer,
    })
    .strict(),
});

export const getPropertyTaxes = staffRead('/admin/property_taxes', 'Property Taxes', {
  query: propertyQuery,
  response: z.object({ address: z.string(), income_list: dollarsBy, expenses_list: dollarsBy, ...timeAnswer }).strict(),
});

/** The same reports as CSV downloads (a file named after the LLC or property and the year). */
export const getLlcTaxesCsv = staffRead('/admin/llc_taxes.csv', 'LLC Taxes CSV', {
  query: llcQuery,
  response: z.string(),
  produces: 'text/csv',
});

export const getPropertyTaxesCsv = staffRead('/admin/property_taxes.csv', 'Property Taxes CSV', {
  query: propertyQuery,
  response: z.string(),
  produces: 'text/csv',
});
