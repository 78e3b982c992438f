import { z } from 'zod';
import { createdAnswer, defineCall, messageAnswer } from './call';
import { amountCents, dateField, nameField, requiredText } from './fields';

/** LLCs, the expense catalogue, partners: the names the ledger's records refer to; and LLC expenses. */

export const addLlc = defineCall({
  method: 'POST',
  path: '/admin/add_llc',
  access: 'admin',
  status: 201,
  body: z.object({
    llc_name: nameField,
    address: requiredText,
    date_started: dateField,
    principal_business_activity: requiredText,
    principal_product: requiredText,
    business_code_number: z.string().trim().min(1, 'Required').max(20, 'Expected at most 20 characters'),
  }),
  response: messageAnswer,
});

export const recordLlcExpense = defineCall({
  method: 'POST',
  path: '/admin/record_llc_expense',
  access: 'admin',
  status: 201,
  body: z.object({
    expense_date: dateField,
    llc_name: nameField,
    description: requiredText,
    amount: amountCents,
    expense_category: nameField,
  }),
  response: createdAnswer,
});

/** A counterparty of the kind the firm labels (PARTNER_LABEL, "Partner" unless configured). */
export const addPartner = defineCall({
  method: 'POST',
  path: '/admin/add_partner',
  access: 'admin',
  status: 201,
  body: z.object({ loren_name: nameField }),
  response: messageAnswer,
});

/** The one expense catalogue that property and LLC expenses share. */
export const addExpenseCategory = defineCall({
  method: 'POST',
  path: '/admin/add_expense_category',
  access: 'admin',
  status: 201,
  body: z.object({ expense_category: nameField }),
  response: messageAnswer,
});
