import Router from '@koa/router';
import { z } from 'zod';
import { commandContext, type AppState } from '../http/context';
import { nameField } from '@portal/contracts/api';
import { created, type LedgerRouteDeps } from '../http/ledger-deps';
import { parseInput } from '../shared/parse-input';
import { expenseCategoriesStream, expenseCategoryDecider, type AddExpenseCategory } from './decider';

const addCategoryBody = z.object({ expense_category: nameField });

/** Growing the one expense catalogue that property and LLC expenses share. */
export const expenseCategoryRoutes = (deps: LedgerRouteDeps) => {
  const router = new Router<AppState>();

  router.post('/admin/add_expense_category', ...deps.admin, async (ctx) => {
    const input = parseInput(addCategoryBody, ctx.request.body);
    const command: AddExpenseCategory = { type: 'AddExpenseCategory', category: input.expense_category };
    // The catalogue is one stream: the decider compares the new name by key with every category in it.
    await deps.runner.execute(expenseCategoryDecider(command.category), expenseCategoriesStream, command, commandContext(ctx));
    created(ctx, 'New category added successfully');
  });

  return router;
};
