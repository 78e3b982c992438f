import * as api from '@portal/contracts/api';
import { recordCapitalMovement } from '../investors/commands';
import { investorDecider, type WithdrawCash, type WithdrawInvestment } from '../investors/decider';
import { ownDate } from '../../shared/periods/placing';
import { recordOnProperty } from '../properties/commands';
import { command, recordNew } from '../../shared/commands';
import { assertWithdrawalLeavesCapital, type LandContractDeps } from '../land-contracts/commands';

export interface WithdrawalDeps extends LandContractDeps {
  /**
   * The investor's total income in cents, with the capital land contracts returned to them, from the
   * read side (their cash balance is this less their cash withdrawals).
   */
  investorIncomeCents: (investorId: string) => Promise<number>;
  /** The capital land contracts returned to or wrote off for the investor in the property, from the read side. */
  investorReductions: (investorId: string, propertyName: string) => Promise<{ date: string; cents: number }[]>;
}

/**
 * The three withdrawals. Each limit is checked by the decider against the stream it appends to,
 * with that stream's expected version, so concurrent withdrawals are serialized and can never
 * together exceed the limit (see docs/figures.md, withdrawal maximums).
 */

export const recordCashWithdrawal = command(api.recordCashWithdrawal, async (deps: WithdrawalDeps, input, context) => {
  const investor = await deps.references.investor(input.investor_name);
  const incomeCents = await deps.investorIncomeCents(investor.id);
  const target = { streamName: investor.streamName, decider: investorDecider, message: 'Cash withdrawal recorded successfully' };
  return recordNew(deps, context, target, [ownDate('date', input.date)], (recordId): WithdrawCash => ({
    type: 'WithdrawCash',
    recordId,
    name: investor.name,
    investorId: investor.id,
    amountCents: input.amount,
    date: input.date,
    description: input.description,
    incomeCents,
  }));
});

export const recordInvestmentWithdrawal = command(api.recordInvestmentWithdrawal, async (deps: WithdrawalDeps, input, context) => {
  const [investor, property] = await Promise.all([
    deps.references.investor(input.investor_name),
    deps.references.property(input.property_name),
  ]);
  // The decider counts the capital contracts already returned; the contracts are then checked to
  // hold with this withdrawal applied (a later receipt may split differently).
  const reductions = await deps.investorReductions(investor.id, property.name);
  const { property_name: propertyName, amount: amountCents, date } = input;
  await assertWithdrawalLeavesCapital(deps, { propertyName, investorId: investor.id, investorName: investor.name, amountCents, date });
  return recordCapitalMovement(deps, input, context, 'Investment withdrawal recorded successfully', (movement): WithdrawInvestment => ({
    type: 'WithdrawInvestment',
    ...movement,
    today: deps.clock.today(),
    reductions,
  }));
});

export const recordDepositWithdrawal = command(api.recordDepositWithdrawal, (deps: WithdrawalDeps, input, context) => {
  const message = 'Deposit withdrawal recorded successfully';
  return recordOnProperty(deps, context, input.property_name, [ownDate('date', input.date)], message, (record) => ({
    type: 'WithdrawDeposit',
    ...record,
    amountCents: input.amount,
    date: input.date,
    notes: input.notes,
  }));
});

export const withdrawalCommands = [recordCashWithdrawal, recordInvestmentWithdrawal, recordDepositWithdrawal];
