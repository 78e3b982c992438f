import Router from '@koa/router';
import { z } from 'zod';
import { commandContext, type AppContext, type AppState } from '../http/context';
import { amountCents, dateField, monthField, nameField, optionalName, requiredText } from '@portal/contracts/api';
import { created, type LedgerRouteDeps } from '../http/ledger-deps';
import { parseInput } from '../shared/parse-input';
import { newRecordId } from '../shared/ids';
import { propertyDecider, type RecordPropertyExpense } from './decider';

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
    const partnerName = await deps.references.optionalPartner(input.loren_name);
    const category = await deps.references.expenseCategory(input.expense_category);
    const investor = investorName === null ? null : await deps.references.investor(investorName);
    const property = await deps.references.property(input.property_name);
    const recordId = newRecordId(commandContext(ctx));
    const command: RecordPropertyExpense = {
      type: 'RecordPropertyExpense',
      recordId,
      propertyName: property.name,
      partnerName,
      investorName: investor?.name ?? null,
      description: input.description,
      amountCents: input.amount,
      expenseDate: input.expense_date,
      expenseForMonth: input.expense_for_month,
      category,
    };
    await deps.runner.execute(propertyDecider(command), property.streamName, command, commandContext(ctx));
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
