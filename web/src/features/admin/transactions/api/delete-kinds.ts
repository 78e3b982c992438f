import type { PostPath } from '../../../../lib/api';

/** One of the five delete calls, and how its texts name the record. */
export interface DeleteKind {
  path: Extract<PostPath, `/admin/delete_${string}`>;
  /** `{type}` of 'Are you sure you want to delete {type} ID {id}?' and 'Failed to delete {type}.' */
  type: string;
  /** `{Type}` of '{Type} deleted successfully!' */
  title: string;
}

export const DELETE_KINDS = {
  income: { path: '/admin/delete_income', type: 'income', title: 'Income' },
  expense: { path: '/admin/delete_expense', type: 'expense', title: 'Expense' },
  deposit: { path: '/admin/delete_deposit', type: 'deposit', title: 'Deposit' },
  lcPayment: { path: '/admin/delete_lc_payment', type: 'payment', title: 'Payment' },
  llcExpense: { path: '/admin/delete_llc_expense', type: 'expense', title: 'Expense' },
} as const satisfies Record<string, DeleteKind>;
