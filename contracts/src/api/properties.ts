import { z } from 'zod';
import { propertyIncomeCategories } from '../events/values';
import { createdAnswer, defineCall } from './call';
import { amountCents, dateField, monthField, nameField, optionalName, requiredText } from './fields';

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
