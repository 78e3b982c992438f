import { figures } from '@portal/projections';
import { MoreInputNeeded } from '../../shared/decider';
import { conflict } from '../../shared/errors';

/**
 * What every change to a property's land contracts must leave true (docs/land-contracts.md, The
 * calls): each contract's payments fit its terms (none over the payoff at its date, none after its
 * end), the contracts follow one another (each ended before the next one starts), and no investor's
 * capital in the property goes below zero. The property's decider and the land-contract decider
 * both hold a change to it before it is recorded; a property that never had a contract skips it.
 */

/**
 * The investors' capital in the property, as the read side knows it when the command is handled
 * (commands.ts says what that means under concurrency).
 */
export interface ContractCapital {
  readonly movements: readonly figures.CapitalMovement[];
  /** Where each investor sorts by name, for equal remainders when capital returned is split. */
  readonly orderKeys: ReadonlyMap<string, string>;
  /** Each investor's name as shown, for a refusal. */
  readonly names: ReadonlyMap<string, string>;
}

/**
 * Thrown by a decider asked to decide a land-contract payment without the capital, when the
 * property has a contract: the command reads the capital and asks again (commands.ts).
 */
export class CapitalNeeded extends MoreInputNeeded {
  constructor() {
    super('The investors’ capital in the property');
  }
}

/** The property's contracts serviced through their last records, in contract-date order; a refusal throws its 409. */
const servicedContracts = (contracts: figures.PropertyContracts): figures.Servicing[] =>
  figures.governedPayments(contracts).contracts.map((contract) => {
    const result = figures.serviceLandContract(contract, figures.lastRecordDate(contract));
    if (!result.ok) throw conflict(figures.paymentRefusalMessage(result.refusal, contracts.propertyName));
    return result.servicing;
  });

/** Holds the property's land contracts, as they would be after a change, to the rules above. */
export const assertContractsHold = (contracts: figures.PropertyContracts, capital: ContractCapital | null): void => {
  if (contracts.contracts.length === 0) return;
  if (capital === null) throw new CapitalNeeded();
  const { propertyName } = contracts;
  const serviced = servicedContracts(contracts);
  serviced.slice(0, -1).forEach((servicing, k) => {
    const next = serviced[k + 1]!.terms.contractDate;
    if (servicing.end === null || servicing.end.date >= next) {
      throw conflict(
        `This would leave the land contract on ${propertyName} of ${servicing.terms.contractDate} open on ${next}, ` +
          'when the next contract starts: a property has one contract at a time.',
      );
    }
  });
  const recovery = figures.recoverCapital({
    movements: capital.movements,
    contracts: serviced.map(figures.contractForBooks),
    orderKeys: capital.orderKeys,
  });
  if (!recovery.ok) {
    const { investorId } = recovery.refusal;
    throw conflict(figures.capitalRefusalMessage(recovery.refusal, capital.names.get(investorId) ?? investorId, propertyName));
  }
};

/**
 * A land-contract payment recorded or voided on a property: with no contract, nothing changes (its
 * payments count whole, as ever); with one, a new payment must be dated within a contract, and the
 * contracts must hold with the change.
 */
export const assertPaymentChangeHolds = (
  contracts: figures.PropertyContracts,
  change: Extract<figures.PropertyContractEvent, { type: 'LandContractPaymentRecorded' | 'LandContractPaymentVoided' }>,
  capital: ContractCapital | null,
): void => {
  if (contracts.contracts.length === 0) return;
  const first = figures.governedPayments(contracts).contracts[0]!.terms.contractDate;
  if (change.type === 'LandContractPaymentRecorded' && change.data.paymentDate < first) {
    throw conflict(
      `The first land contract on ${contracts.propertyName} starts on ${first}: ` +
        `a land contract payment dated ${change.data.paymentDate}, before it, cannot be recorded.`,
    );
  }
  assertContractsHold(figures.foldPropertyContracts(contracts, change), capital);
};
