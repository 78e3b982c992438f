import { z } from 'zod';
import { defineCall, messageAnswer } from './call';
import { dateField, signedCents } from './fields';

/**
 * The five deletes. Nothing is removed: each records a void naming the record, once the row the
 * browser sends back (as its transaction list shows it: a deposit withdrawal's amount is negative)
 * matches the recorded one.
 */
const deletedRow = z.object({
  id: z
    .string()
    .trim()
    .uuid('Expected a record id')
    .transform((id) => id.toLowerCase()),
  amount: signedCents,
  detail: z.string().max(2000, 'Expected at most 2,000 characters'),
  date: dateField,
});

const deleteCall = <const P extends `/admin/delete_${string}`>(path: P) =>
  defineCall({ method: 'POST', path, access: 'admin', body: deletedRow, response: messageAnswer });

export const deleteIncome = deleteCall('/admin/delete_income');
export const deleteExpense = deleteCall('/admin/delete_expense');
export const deleteDeposit = deleteCall('/admin/delete_deposit');
export const deleteLandContractPayment = deleteCall('/admin/delete_lc_payment');
export const deleteLlcExpense = deleteCall('/admin/delete_llc_expense');
