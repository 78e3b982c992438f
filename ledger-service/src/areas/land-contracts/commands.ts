import * as api from '@portal/contracts/api';
import type { figures } from '@portal/projections';
import { command, type CommandDeps } from '../../shared/commands';
import { newRecordId } from '../../shared/ids';
import { ownDate, type PlacingDate } from '../../shared/periods/placing';
import { buyerSubject } from '../../shared/personal-data';
import type { CommandContext } from '../../shared/runner';
import { landContractDecider, type LandContractCommand } from './decider';
import { assertContractsHold, CapitalNeeded, type ContractCapital } from './rules';

export interface LandContractDeps extends CommandDeps {
  /** The investments and investment withdrawals in a property (named as written), from the read side. */
  propertyCapitalMovements: (propertyName: string) => Promise<figures.CapitalMovement[]>;
}

/**
 * The investors' capital in a property, for the rule that no land-contract command leaves an
 * investor's capital below zero. It is read from the read models, not decided against: capital
 * lives in the investors' streams, and a land-contract command appends only to the property's. So
 * the check sees every capital record the read models showed when the command was handled (this
 * process's own writes always, as a call returns once they are shown), but an investment withdrawal
 * recorded at the same moment in another request is not serialized with it, as a cash withdrawal
 * is held to the income the read side knows (areas/withdrawals). Inside a batch it is the capital
 * before the batch.
 */
export const contractCapital = async (deps: LandContractDeps, propertyName: string): Promise<ContractCapital> => {
  const [movements, orderKeys, people] = await Promise.all([
    deps.propertyCapitalMovements(propertyName),
    deps.investorOrderKeys(),
    deps.people.current(),
  ]);
  return {
    movements,
    orderKeys: new Map(orderKeys.map(({ investorId, orderKey }) => [investorId, orderKey])),
    names: new Map(movements.map(({ investorId }) => [investorId, people.investorName(investorId)])),
  };
};

/**
 * Runs a land-contract payment's command (a record or a void) without the capital first, which a
 * property without a contract never needs (its payments stay as they ever were, at their cost); when
 * the decider asks for it, reads it and runs the command again.
 */
export const withContractCapital = async <T>(
  deps: LandContractDeps,
  propertyName: string,
  run: (capital: ContractCapital | null) => Promise<T>,
): Promise<T> => {
  try {
    return await run(null);
  } catch (error) {
    if (!(error instanceof CapitalNeeded)) throw error;
  }
  return run(await contractCapital(deps, propertyName));
};

/**
 * An investment withdrawal from a property with a land contract may not take capital the contract
 * has returned (docs/land-contracts.md, The calls): the property's contracts, as its stream holds
 * them now, must hold with the withdrawal added to the capital. The withdrawal is decided on the
 * investor's stream, so this is checked just before, not serialized with a payment on the property
 * (as the capital a contract command reads is not with a withdrawal: see contractCapital).
 */
export const assertWithdrawalLeavesCapital = async (
  deps: LandContractDeps,
  withdrawal: { propertyName: string; investorId: string; investorName: string; amountCents: number; date: string },
): Promise<void> => {
  const property = await deps.references.property(withdrawal.propertyName);
  const { state } = await deps.runner.load(landContractDecider(), property.streamName);
  if (state.landContracts.contracts.length === 0) return;
  const capital = await contractCapital(deps, property.name);
  const { investorId, investorName, amountCents, date } = withdrawal;
  const movement: figures.CapitalMovement = {
    recordId: 'withdrawal',
    kind: 'withdrawal',
    investorId,
    propertyName: property.name,
    amountCents,
    date,
  };
  assertContractsHold(state.landContracts, {
    ...capital,
    movements: [...capital.movements, movement],
    names: new Map(capital.names).set(investorId, investorName),
  });
};

/** Decides a land-contract command on the property's stream under the closed period's guard of `dates`. */
const decideOnProperty = async (
  deps: LandContractDeps,
  context: CommandContext,
  propertyName: string,
  dates: readonly PlacingDate[],
  make: (property: string, checked: { closedThrough: string | null; capital: ContractCapital }) => LandContractCommand,
): Promise<void> => {
  const property = await deps.references.property(propertyName);
  const capital = await contractCapital(deps, property.name);
  await deps.periods.guard(dates, async (closedThrough) => {
    const decided = make(property.name, { closedThrough, capital });
    await deps.runner.execute(landContractDecider(), property.streamName, decided, context);
  });
};

export const openLandContract = command(api.openLandContract, async (deps: LandContractDeps, input, context) => {
  const contractId = newRecordId(context);
  // The buyer is a person: their name and address are sealed under their own key (docs/personal-data.md).
  const subject = buyerSubject(contractId);
  const [buyerName, buyerAddress] = [
    await deps.personalData.protect(subject, input.buyer_name),
    await deps.personalData.protect(subject, input.buyer_address),
  ];
  await decideOnProperty(deps, context, input.property_name, [ownDate('contract_date', input.contract_date)], (propertyName, checked) => ({
    type: 'OpenLandContract',
    ...checked,
    contractId,
    propertyName,
    buyerName,
    buyerAddress,
    contractDate: input.contract_date,
    originationDate: input.origination_date,
    salePriceCents: input.sale_price,
    downPaymentCents: input.down_payment,
    openingBalanceCents: input.opening_balance ?? null,
    rateMilli: input.annual_rate,
    dayCount: input.day_count,
    paymentAmountCents: input.payment_amount,
    firstPaymentDate: input.first_payment_date,
    numberOfPayments: input.number_of_payments,
    graceDays: input.grace_days,
    lateFeeType: input.late_fee_type,
    lateFee: input.late_fee,
    description: input.description,
  }));
  return { message: 'Land contract opened successfully', id: contractId };
});

export const closeLandContract = command(api.closeLandContract, async (deps: LandContractDeps, input, context) => {
  const { close_date: closeDate, reason } = input;
  await decideOnProperty(deps, context, input.property_name, [ownDate('close_date', closeDate)], (propertyName, checked) => ({
    type: 'CloseLandContract',
    ...checked,
    propertyName,
    closeDate,
    reason,
  }));
  return { message: 'Land contract closed successfully' };
});

/**
 * Reopens or voids the property's contract. Their own dates are the contract's, known from its stream:
 * the decider holds them to the closed date.
 */
const decideWithReason = (
  deps: LandContractDeps,
  context: CommandContext,
  input: { property_name: string; reason: string },
  type: 'ReopenLandContract' | 'VoidLandContract',
) =>
  decideOnProperty(deps, context, input.property_name, [], (propertyName, checked) => ({
    type,
    ...checked,
    propertyName,
    reason: input.reason,
  }));

export const reopenLandContract = command(api.reopenLandContract, async (deps: LandContractDeps, input, context) => {
  await decideWithReason(deps, context, input, 'ReopenLandContract');
  return { message: 'Land contract reopened successfully' };
});

export const voidLandContract = command(api.voidLandContract, async (deps: LandContractDeps, input, context) => {
  await decideWithReason(deps, context, input, 'VoidLandContract');
  return { message: 'Land contract voided successfully' };
});

export const waiveLandContractLateFee = command(api.waiveLandContractLateFee, async (deps: LandContractDeps, input, context) => {
  const { due_date: dueDate, waive_date: waiveDate, reason } = input;
  await decideOnProperty(deps, context, input.property_name, [ownDate('waive_date', waiveDate)], (propertyName, checked) => ({
    type: 'WaiveLateFee',
    ...checked,
    propertyName,
    dueDate,
    waiveDate,
    reason,
  }));
  return { message: 'Late fee waived successfully' };
});

export const landContractCommands = [openLandContract, closeLandContract, reopenLandContract, voidLandContract, waiveLandContractLateFee];
