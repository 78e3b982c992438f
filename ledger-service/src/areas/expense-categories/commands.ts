import * as api from '@portal/contracts/api';
import { command } from '../../shared/commands';
import { expenseCategoryDecider, type AddExpenseCategory } from './decider';
import { expenseCategoriesStream } from '../../shared/streams';

/** Growing the one expense catalogue that property and LLC expenses share. */
export const addExpenseCategory = command(api.addExpenseCategory, async (deps, input, context) => {
  const add: AddExpenseCategory = { type: 'AddExpenseCategory', category: input.expense_category };
  // The catalogue is one stream: the decider compares the new name by key with every category in it.
  await deps.runner.execute(expenseCategoryDecider(add.category), expenseCategoriesStream, add, context);
  return { message: 'New category added successfully' };
});
