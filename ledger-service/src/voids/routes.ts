import Router from '@koa/router';
import { z } from 'zod';
import type { RecordKind, RecordLocationQueries } from '@portal/projections';
import { commandContext, type AppContext, type AppState } from '../http/context';
import { dateField, signedCents } from '@portal/contracts/api';
import type { LedgerRouteDeps } from '../http/ledger-deps';
import { parseInput } from '../shared/parse-input';
import { llcDecider, type VoidLlcExpense } from '../llcs/decider';
import { propertyDecider, type VoidPropertyRecord } from '../properties/decider';
import { notFound } from '../shared/errors';

export interface VoidRouteDeps extends LedgerRouteDeps {
  recordLocations: RecordLocationQueries;
}

/** A row of a transaction list, as the browser sends it back: a deposit withdrawal's amount is negative. */
const deleteBody = z.object({
  id: z
    .string()
    .trim()
    .uuid('Expected a record id')
    .transform((id) => id.toLowerCase()),
  amount: signedCents,
  detail: z.string().max(2000, 'Expected at most 2,000 characters'),
  date: dateField,
});

interface DeleteCall {
  path: string;
  /** What the messages call the record. */
  label: string;
  /** Whose success text the spec shows: '{Type} deleted successfully!'. */
  title: string;
  kinds: readonly RecordKind[];
  command: VoidPropertyRecord['type'] | VoidLlcExpense['type'];
}

const deleteCalls: readonly DeleteCall[] = [
  { path: '/admin/delete_income', label: 'income', title: 'Income', kinds: ['income', 'partner_income'], command: 'VoidIncome' },
  { path: '/admin/delete_expense', label: 'expense', title: 'Expense', kinds: ['property_expense'], command: 'VoidExpense' },
  {
    path: '/admin/delete_deposit',
    label: 'deposit',
    title: 'Deposit',
    kinds: ['rental_deposit', 'deposit_withdrawal'],
    command: 'VoidDeposit',
  },
  {
    path: '/admin/delete_lc_payment',
    label: 'land contract payment',
    title: 'Payment',
    kinds: ['land_contract_payment'],
    command: 'VoidLandContractPayment',
  },
  { path: '/admin/delete_llc_expense', label: 'LLC expense', title: 'Expense', kinds: ['llc_expense'], command: 'VoidLlcExpense' },
];

/**
 * The five deletes: each records a void event naming the record, after matching the row the
 * browser sent against the recorded one. The row has no property or LLC name: the record-locations
 * read model tells which stream holds the record, and the decision is made against that stream.
 */
export const voidRoutes = (deps: VoidRouteDeps) => {
  const router = new Router<AppState>();

  const remove = async (ctx: AppContext, call: DeleteCall) => {
    const input = parseInput(deleteBody, ctx.request.body);
    const location = await deps.recordLocations.locate(input.id);
    if (!location || !call.kinds.includes(location.kind)) throw notFound(`No ${call.label} with id ${input.id}.`);
    const row = { recordId: input.id, amountCents: input.amount, detail: input.detail, date: input.date };
    if (call.command === 'VoidLlcExpense') {
      const command: VoidLlcExpense = { type: call.command, llcName: location.ownerName, ...row };
      await deps.runner.execute(llcDecider(command), location.streamName, command, commandContext(ctx));
    } else {
      const command: VoidPropertyRecord = { type: call.command, propertyName: location.ownerName, ...row };
      await deps.runner.execute(propertyDecider(command), location.streamName, command, commandContext(ctx));
    }
    ctx.body = { message: `${call.title} deleted successfully!` };
  };

  for (const call of deleteCalls) router.post(call.path, ...deps.admin, (ctx) => remove(ctx, call));
  return router;
};
