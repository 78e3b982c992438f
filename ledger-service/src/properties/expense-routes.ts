import Router from '@koa/router';
import { z } from 'zod';
import { commandContext, type AppContext, type AppState } from '../http/context';
import { amountCents, dateField, monthField, nameField, optionalName, requiredText } from '../http/fields';
import { created, type LedgerRouteDeps } from '../http/ledger-deps';
import { parseInput } from '../http/validate';
import { newRecordId } from '../shared/ids';
import { propertyDecider, type RecordPropertyExpense } from './decider';
import { propertyStream } from './state';

const expenseFields = {
  expense_date: dateField,
  property_name: nameField,
  loren_name: optionalName,
  description: requiredText,
  amount: amountCents,
  expense_category: nameField,
  expense_for_month: monthField,
};
const expenseBody = z.object(expenseFields);
const investorExpenseBody = z.object({ ...expenseFields, investor: nameField });

type ExpenseInput = z.infer<typeof expenseBody>;

/** Property expenses: shared by the property's investors, or (the investor variant) charged to one. */
export const expenseRoutes = (deps: LedgerRouteDeps) => {
  const router = new Router<AppState>();

  const record = async (ctx: AppContext, input: ExpenseInput, investorName: string | null) => {
    await deps.references.optionalPartner(input.loren_name);
    await deps.references.expenseCategory(input.expense_category);
    if (investorName !== null) await deps.references.investor(investorName);
    const recordId = newRecordId(commandContext(ctx));
    const command: RecordPropertyExpense = {
      type: 'RecordPropertyExpense',
      recordId,
      propertyName: input.property_name,
      partnerName: input.loren_name,
      investorName,
      description: input.description,
      amountCents: input.amount,
      expenseDate: input.expense_date,
      expenseForMonth: input.expense_for_month,
      category: input.expense_category,
    };
    await deps.runner.execute(propertyDecider(command), propertyStream(command.propertyName), command, commandContext(ctx));
    created(ctx, 'Expense recorded successfully', recordId);
  };

  router.post('/admin/record_property_expense', ...deps.admin, async (ctx) => {
    await record(ctx, parseInput(expenseBody, ctx.request.body), null);
  });

  router.post('/admin/record_investor_property_expense', ...deps.admin, async (ctx) => {
    const { investor, ...input } = parseInput(investorExpenseBody, ctx.request.body);
    await record(ctx, input, investor);
  });

  return router;
};
