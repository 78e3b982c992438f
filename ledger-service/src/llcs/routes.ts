import Router from '@koa/router';
import { z } from 'zod';
import { commandContext, type AppContext, type AppState } from '../http/context';
import { amountCents, dateField, nameField, requiredText } from '@portal/contracts/api';
import { created, type LedgerRouteDeps } from '../http/ledger-deps';
import { parseInput } from '../shared/parse-input';
import { newRecordId } from '../shared/ids';
import { llcDecider, type LlcCommand } from './decider';

const addLlcBody = z.object({
  llc_name: nameField,
  address: requiredText,
  date_started: dateField,
  principal_business_activity: requiredText,
  principal_product: requiredText,
  business_code_number: z.string().trim().min(1, 'Required').max(20, 'Expected at most 20 characters'),
});

const llcExpenseBody = z.object({
  expense_date: dateField,
  llc_name: nameField,
  description: requiredText,
  amount: amountCents,
  expense_category: nameField,
});

/** LLCs (DOMAIN.md's 'Add New LLC') and their own expenses. */
export const llcRoutes = (deps: LedgerRouteDeps) => {
  const router = new Router<AppState>();
  const run = (command: LlcCommand, streamName: string, ctx: AppContext) =>
    deps.runner.execute(llcDecider(command), streamName, command, commandContext(ctx));

  router.post('/admin/add_llc', ...deps.admin, async (ctx) => {
    const input = parseInput(addLlcBody, ctx.request.body);
    const streamName = await deps.references.newLlc(input.llc_name);
    await run(
      {
        type: 'AddLlc',
        llcName: input.llc_name,
        address: input.address,
        dateStarted: input.date_started,
        principalBusinessActivity: input.principal_business_activity,
        principalProduct: input.principal_product,
        businessCodeNumber: input.business_code_number,
      },
      streamName,
      ctx,
    );
    created(ctx, 'New LLC added successfully');
  });

  router.post('/admin/record_llc_expense', ...deps.admin, async (ctx) => {
    const input = parseInput(llcExpenseBody, ctx.request.body);
    const category = await deps.references.expenseCategory(input.expense_category);
    const llc = await deps.references.llc(input.llc_name);
    const recordId = newRecordId(commandContext(ctx));
    await run(
      {
        type: 'RecordLlcExpense',
        recordId,
        llcName: llc.name,
        description: input.description,
        amountCents: input.amount,
        expenseDate: input.expense_date,
        category,
      },
      llc.streamName,
      ctx,
    );
    created(ctx, 'Expense recorded successfully', recordId);
  });

  return router;
};
