import Router from '@koa/router';
import { z } from 'zod';
import { commandContext, type AppState } from '../http/context';
import { amountCents, dateField, nameField, requiredText } from '@portal/contracts/api';
import { created, type LedgerRouteDeps } from '../http/ledger-deps';
import { parseInput } from '../shared/parse-input';
import { investorDecider, type WithdrawCash, type WithdrawInvestment } from '../investors/decider';
import { propertyDecider, type WithdrawDeposit } from '../properties/decider';
import { newRecordId } from '../shared/ids';

export interface WithdrawalRouteDeps extends LedgerRouteDeps {
  /** total_income(i) in cents, from the read side (cash_balance = this - cash withdrawals). */
  investorIncomeCents: (investorName: string) => Promise<number>;
}

const cashBody = z.object({ amount: amountCents, date: dateField, investor_name: nameField, description: requiredText });
const investmentBody = z.object({ property_name: nameField, amount: amountCents, date: dateField, investor_name: nameField });
const depositBody = z.object({ property_name: nameField, amount: amountCents, date: dateField, notes: requiredText });

/**
 * The three withdrawals. Each limit is checked by the decider against the stream it appends to,
 * with that stream's expected version, so concurrent withdrawals are serialized and can never
 * together exceed the limit (DOMAIN.md, "Withdrawals").
 */
export const withdrawalRoutes = (deps: WithdrawalRouteDeps) => {
  const router = new Router<AppState>();

  router.post('/admin/record_cash_withdrawal', ...deps.admin, async (ctx) => {
    const input = parseInput(cashBody, ctx.request.body);
    const investor = await deps.references.investor(input.investor_name);
    const recordId = newRecordId(commandContext(ctx));
    const command: WithdrawCash = {
      type: 'WithdrawCash',
      recordId,
      investorName: investor.name,
      amountCents: input.amount,
      date: input.date,
      description: input.description,
      incomeCents: await deps.investorIncomeCents(investor.name),
    };
    await deps.runner.execute(investorDecider(command), investor.streamName, command, commandContext(ctx));
    created(ctx, 'Cash withdrawal recorded successfully', recordId);
  });

  router.post('/admin/record_investment_withdrawal', ...deps.admin, async (ctx) => {
    const input = parseInput(investmentBody, ctx.request.body);
    const property = await deps.references.property(input.property_name);
    const investor = await deps.references.investor(input.investor_name);
    const recordId = newRecordId(commandContext(ctx));
    const command: WithdrawInvestment = {
      type: 'WithdrawInvestment',
      recordId,
      investorName: investor.name,
      propertyName: property.name,
      amountCents: input.amount,
      date: input.date,
      today: deps.clock.today(),
    };
    await deps.runner.execute(investorDecider(command), investor.streamName, command, commandContext(ctx));
    created(ctx, 'Investment withdrawal recorded successfully', recordId);
  });

  router.post('/admin/record_deposit_withdrawal', ...deps.admin, async (ctx) => {
    const input = parseInput(depositBody, ctx.request.body);
    const property = await deps.references.property(input.property_name);
    const recordId = newRecordId(commandContext(ctx));
    const command: WithdrawDeposit = {
      type: 'WithdrawDeposit',
      recordId,
      propertyName: property.name,
      amountCents: input.amount,
      date: input.date,
      notes: input.notes,
    };
    await deps.runner.execute(propertyDecider(command), property.streamName, command, commandContext(ctx));
    created(ctx, 'Deposit withdrawal recorded successfully', recordId);
  });

  return router;
};
