import { z } from 'zod';
import { propertyIncomeCategories, propertyType } from '../events/values';
import { addCommand, adminCommand, recordCall } from './call';
import { amountCents, dateField, monthField, nameField, nonNegativeCents, optionalName, requiredText } from './fields';

/** Money coming in for a property: income, partner income, land-contract payments. */

export const recordPropertyIncome = recordCall(
  '/admin/record_property_income',
  z.object({
    income_date: dateField,
    property_name: nameField,
    loren_name: optionalName,
    description: requiredText,
    amount: amountCents,
    income_for_month: monthField,
    income_category: z.enum(propertyIncomeCategories, {
      errorMap: () => ({ message: `Expected one of ${propertyIncomeCategories.join(', ')}` }),
    }),
  }),
);

export const recordPartnerIncome = recordCall(
  '/admin/record_loren_income',
  z
    .object({
      income_date: dateField,
      property_name: nameField,
      description: requiredText,
      amount: amountCents,
      start_date: dateField,
      end_date: dateField,
    })
    .refine((body) => body.start_date <= body.end_date, { path: ['end_date'], message: 'Expected a date on or after start_date' }),
);

export const recordLandContractPayment = recordCall(
  '/admin/record_lc_payment',
  z.object({
    payment_date: dateField,
    property_name: nameField,
    loren_name: nameField,
    description: requiredText,
    amount: amountCents,
  }),
);

/** Adding a property and keeping its notes. */

/** A picture served by the app itself (a path) or from the web; never a script or data URL. */
const pictureUrl = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(2000, 'Expected at most 2,000 characters')
  .regex(/^(\/(?!\/)|https?:\/\/)\S*$/i, 'Expected a path starting with / or an http(s) URL');

export const addProperty = addCommand(
  '/admin/add_investment_property',
  z
    .object({
      property_name: nameField,
      address: requiredText,
      purchase_date: dateField,
      purchase_price: amountCents,
      property_type: z.enum(propertyType.options, { errorMap: () => ({ message: 'Expected one of Rental, Land Contract, Other' }) }),
      picture_url: pictureUrl,
      llc: nameField,
      land_value: nonNegativeCents,
      property_value: nonNegativeCents,
    })
    .refine((body) => body.land_value <= body.purchase_price, { path: ['land_value'], message: 'Expected at most the purchase price' }),
);

export const setPropertyNotes = adminCommand('/admin/set_property_notes', z.object({ property_name: nameField, notes: requiredText }));

/** Rental deposits received (their withdrawal is with the withdrawals). */
export const addRentalDeposit = recordCall(
  '/admin/add_rental_deposit',
  z.object({ property_name: nameField, amount: amountCents, date: dateField, notes: requiredText, loren_name: optionalName }),
);

/** Property expenses: shared by the property's investors, or (the investor variant) charged to one. */
const expenseFields = {
  expense_date: dateField,
  property_name: nameField,
  loren_name: optionalName,
  description: requiredText,
  amount: amountCents,
  expense_category: nameField,
  expense_for_month: monthField,
};

export const recordPropertyExpense = recordCall('/admin/record_property_expense', z.object(expenseFields));

export const recordInvestorPropertyExpense = recordCall(
  '/admin/record_investor_property_expense',
  z.object({ ...expenseFields, investor: nameField }),
);
