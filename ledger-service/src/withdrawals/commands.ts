import * as api from '@portal/contracts/api';
import { investorDecider, type WithdrawCash, type WithdrawInvestment } from '../investors/decider';
import { propertyDecider, type WithdrawDeposit } from '../properties/decider';
import { command, type CommandDeps } from '../shared/commands';
import { newRecordId } from '../shared/ids';

export interface WithdrawalDeps extends CommandDeps {
  /** The investor's total income in cents, from the read side (their cash balance is this less their cash withdrawals). */
  investorIncomeCents: (investorName: string) => Promise<number>;
}

/**
 * The three withdrawals. Each limit is checked by the decider against the stream it appends to,
 * with that stream's expected version, so concurrent withdrawals are serialized and can never
 * together exceed the limit (see docs/figures.md, withdrawal maximums).
 */

export const recordCashWithdrawal = command(api.recordCashWithdrawal, async (deps: WithdrawalDeps, input, context) => {
  const investor = await deps.references.investor(input.investor_name);
  const recordId = newRecordId(context);
  const withdraw: WithdrawCash = {
    type: 'WithdrawCash',
    recordId,
    investorName: investor.name,
    amountCents: input.amount,
    date: input.date,
    description: input.description,
    incomeCents: await deps.investorIncomeCents(investor.name),
  };
  await deps.runner.execute(investorDecider(withdraw), investor.streamName, withdraw, context);
  return { message: 'Cash withdrawal recorded successfully', id: recordId };
});

export const recordInvestmentWithdrawal = command(api.recordInvestmentWithdrawal, async (deps: WithdrawalDeps, input, context) => {
  const property = await deps.references.property(input.property_name);
  const investor = await deps.references.investor(input.investor_name);
  const recordId = newRecordId(context);
  const withdraw: WithdrawInvestment = {
    type: 'WithdrawInvestment',
    recordId,
    investorName: investor.name,
    propertyName: property.name,
    amountCents: input.amount,
    date: input.date,
    today: deps.clock.today(),
  };
  await deps.runner.execute(investorDecider(withdraw), investor.streamName, withdraw, context);
  return { message: 'Investment withdrawal recorded successfully', id: recordId };
});

export const recordDepositWithdrawal = command(api.recordDepositWithdrawal, async (deps: WithdrawalDeps, input, context) => {
  const property = await deps.references.property(input.property_name);
  const recordId = newRecordId(context);
  const withdraw: WithdrawDeposit = {
    type: 'WithdrawDeposit',
    recordId,
    propertyName: property.name,
    amountCents: input.amount,
    date: input.date,
    notes: input.notes,
  };
  await deps.runner.execute(propertyDecider(withdraw), property.streamName, withdraw, context);
  return { message: 'Deposit withdrawal recorded successfully', id: recordId };
});

export const withdrawalCommands = [recordCashWithdrawal, recordInvestmentWithdrawal, recordDepositWithdrawal];
