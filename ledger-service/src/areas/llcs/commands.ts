import * as api from '@portal/contracts/api';
import { ownDate } from '../../shared/periods/placing';
import { command, recordNew } from '../../shared/commands';
import { llcDecider, type LlcCommand } from './decider';

/** LLCs and their own expenses. */

export const addLlc = command(api.addLlc, async (deps, input, context) => {
  const streamName = await deps.references.newLlc(input.llc_name);
  const add: LlcCommand = {
    type: 'AddLlc',
    llcName: input.llc_name,
    address: input.address,
    dateStarted: input.date_started,
    principalBusinessActivity: input.principal_business_activity,
    principalProduct: input.principal_product,
    businessCodeNumber: input.business_code_number,
  };
  await deps.runner.execute(llcDecider(add), streamName, add, context);
  return { message: 'New LLC added successfully' };
});

export const recordLlcExpense = command(api.recordLlcExpense, async (deps, input, context) => {
  const category = await deps.references.expenseCategory(input.expense_category);
  const llc = await deps.references.llc(input.llc_name);
  const target = { streamName: llc.streamName, decider: llcDecider, message: 'Expense recorded successfully' };
  return recordNew(deps, context, target, [ownDate('expense_date', input.expense_date)], (recordId): LlcCommand => ({
    type: 'RecordLlcExpense',
    recordId,
    llcName: llc.name,
    description: input.description,
    amountCents: input.amount,
    expenseDate: input.expense_date,
    category,
  }));
});

export const llcCommands = [addLlc, recordLlcExpense];
