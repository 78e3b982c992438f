import { z } from 'zod';
import { addCommand, recordCall } from './call';
import { amountCents, dateField, nameField, requiredText } from './fields';

/** LLCs, the expense catalogue, partners: the names the ledger's records refer to; and LLC expenses. */

export const addLlc = addCommand(
  '/admin/add_llc',
  z.object({
    llc_name: nameField,
    address: requiredText,
    date_started: dateField,
    principal_business_activity: requiredText,
    principal_product: requiredText,
    business_code_number: z.string().trim().min(1, 'Required').max(20, 'Expected at most 20 characters'),
  }),
);

export const recordLlcExpense = recordCall(
  '/admin/record_llc_expense',
  z.object({
    expense_date: dateField,
    llc_name: nameField,
    description: requiredText,
    amount: amountCents,
    expense_category: nameField,
  }),
);

/** A counterparty of the kind the firm labels (PARTNER_LABEL, "Partner" unless configured). */
export const addPartner = addCommand('/admin/add_partner', z.object({ loren_name: nameField }));

/** The one expense catalogue that property and LLC expenses share. */
export const addExpenseCategory = addCommand('/admin/add_expense_category', z.object({ expense_category: nameField }));
