import type { EventData } from '@portal/contracts';
import { covering, forMonth, ownDate, type PlacingDate } from '../../shared/periods/placing';

/**
 * The dates that place a property's income and expenses in reports, own date first: the books closed
 * through a day refuse the record, and its void, when any of them is inside (docs/periods.md). The
 * other property records (land-contract payments, deposits and their withdrawals) are placed by
 * their own date alone. The same functions read a command and the event it records (same fields).
 */

export const incomeDates = (income: Pick<EventData<'IncomeRecorded'>, 'incomeDate' | 'incomeForMonth'>): PlacingDate[] => [
  ownDate('income_date', income.incomeDate),
  forMonth('income_for_month', income.incomeForMonth),
];

export const partnerIncomeDates = (
  income: Pick<EventData<'PartnerIncomeRecorded'>, 'incomeDate' | 'startDate' | 'endDate'>,
): PlacingDate[] => [ownDate('income_date', income.incomeDate), covering('start_date..end_date', income.startDate, income.endDate)];

export const expenseDates = (expense: Pick<EventData<'PropertyExpenseRecorded'>, 'expenseDate' | 'expenseForMonth'>): PlacingDate[] => [
  ownDate('expense_date', expense.expenseDate),
  forMonth('expense_for_month', expense.expenseForMonth),
];
