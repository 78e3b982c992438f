import { z } from 'zod';

/** Money in integer cents, positive, at most 1,000,000,000.00 dollars. */
export const maxCents = 100_000_000_000;
export const cents = z.number().int().positive().max(maxCents);

const isCalendarDate = (value: string) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** A calendar date `YYYY-MM-DD` from 1900-01-01 to 2099-12-31. */
export const isoDate = z
  .string()
  .regex(/^(19|20)\d\d-\d\d-\d\d$/, 'Expected a date YYYY-MM-DD between 1900-01-01 and 2099-12-31')
  .refine(isCalendarDate, 'Not a calendar date');

/** A month `YYYY-MM` from 1900-01 to 2099-12. */
export const isoMonth = z.string().regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, 'Expected a month YYYY-MM between 1900-01 and 2099-12');

/** Descriptions and notes: at most 2,000 characters. */
export const text = z.string().max(2000);

export const propertyTypes = ['Rental', 'Land Contract', 'Other'] as const;
export const propertyType = z.enum(propertyTypes);
export type PropertyType = z.infer<typeof propertyType>;

/** Income categories are fixed; expense categories are a catalogue that grows. */
export const propertyIncomeCategories = ['Rent', 'Late Fees', 'Fees and Reimbursements', 'Other Income'] as const;
export const seededExpenseCategories = [
  'Advertising',
  'Auto and travel',
  'Cleaning and maintenance',
  'Commissions',
  'Insurance',
  'Legal and other professional fees',
  'Interest',
  'Repairs',
  'Taxes',
  'Utilities',
  'Wages and salaries',
  'Depreciation',
  'Other',
] as const;
export const landContractPaymentCategory = 'Land Contract Payment';
export const partnerIncomeCategory = 'Partner Income';

/** How days between two dates count for a land contract's interest: actual days over 365, or bond-basis 30/360. */
export const dayCounts = ['actual/365', '30/360'] as const;
export const dayCount = z.enum(dayCounts);
export type DayCount = z.infer<typeof dayCount>;

/** A land contract's late fee: a flat amount, or a percent of the installment. */
export const lateFeeTypes = ['flat', 'percent'] as const;
export const lateFeeType = z.enum(lateFeeTypes);
export type LateFeeType = z.infer<typeof lateFeeType>;

/** The income categories of a land contract's receipts (legacy payments stay `Land Contract Payment`). */
export const landContractIncomeCategories = ['Land Contract Interest', 'Land Contract Late Fees', 'Land Contract Gain'] as const;
