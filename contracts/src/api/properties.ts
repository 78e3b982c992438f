import { z } from 'zod';
import { propertyIncomeCategories, propertyType } from '../events/values';
import { createdAnswer, defineCall, messageAnswer } from './call';
import { amountCents, dateField, monthField, nameField, nonNegativeCents, optionalName, requiredText } from './fields';

/** Money coming in for a property: income, partner income, land-contract payments. */

export const recordPropertyIncome = defineCall({
  method: 'POST',
  path: '/admin/record_property_income',
  access: 'admin',
  status: 201,
  body: z.object({
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
  response: createdAnswer,
});

export const recordPartnerIncome = defineCall({
  method: 'POST',
  path: '/admin/record_loren_income',
  access: 'admin',
  status: 201,
  body: z
    .object({
      income_date: dateField,
      property_name: nameField,
      description: requiredText,
      amount: amountCents,
      start_date: dateField,
      end_date: dateField,
    })
    .refine((body) => body.start_date <= body.end_date, { path: ['end_date'], message: 'Expected a date on or after start_date' }),
  response: createdAnswer,
});

export const recordLandContractPayment = defineCall({
  method: 'POST',
  path: '/admin/record_lc_payment',
  access: 'admin',
  status: 201,
  body: z.object({
    payment_date: dateField,
    property_name: nameField,
    loren_name: nameField,
    description: requiredText,
    amount: amountCents,
  }),
  response: createdAnswer,
});

/** Adding a property and keeping its notes. */

/** A picture served by the app itself (a path) or from the web; never a script or data URL. */
const pictureUrl = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(2000, 'Expected at most 2,000 characters')
  .regex(/^(\/(?!\/)|https?:\/\/)\S*$/i, 'Expected a path starting with / or an http(s) URL');

export const addProperty = defineCall({
  method: 'POST',
  path: '/admin/add_investment_property',
  access: 'admin',
  status: 201,
  body: z
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
  response: messageAnswer,
});

export const setPropertyNotes = defineCall({
  method: 'POST',
  path: '/admin/set_property_notes',
  access: 'admin',
  body: z.object({ property_name: nameField, notes: requiredText }),
  response: messageAnswer,
});

/** Rental deposits received (their withdrawal is with the withdrawals). */
export const addRentalDeposit = defineCall({
  method: 'POST',
  path: '/admin/add_rental_deposit',
  access: 'admin',
  status: 201,
  body: z.object({ property_name: nameField, amount: amountCents, date: dateField, notes: requiredText, loren_name: optionalName }),
  response: createdAnswer,
});

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

export const recordPropertyExpense = defineCall({
  method: 'POST',
  path: '/admin/record_property_expense',
  access: 'admin',
  status: 201,
  body: z.object(expenseFields),
  response: createdAnswer,
});

export const recordInvestorPropertyExpense = defineCall({
  method: 'POST',
  path: '/admin/record_investor_property_expense',
  access: 'admin',
  status: 201,
  body: z.object({ ...expenseFields, investor: nameField }),
  response: createdAnswer,
});
