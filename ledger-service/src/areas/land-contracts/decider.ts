import { domainEvent, type DomainEvent, type EventData } from '@portal/contracts';
import { figures } from '@portal/projections';
import { guardNamed, type Decider } from '../../shared/decider';
import { conflict, notFound } from '../../shared/errors';
import { assertOpen, ownDate, type PlacingDate } from '../../shared/periods/placing';
import { evolveProperty, initialPropertyState, type PropertyState } from '../properties/state';
import { assertContractsHold, type ContractCapital } from './rules';

/**
 * The land-contract commands (docs/land-contracts.md, The calls), decided against the property's
 * stream: its land contracts and payments live there, so the stream's version serializes two
 * commands on one property (two opens at once: one wins, the other is decided again and refused).
 *
 * Each command carries the closed date its guard read (`closedThrough`, shared/periods/closed-periods.ts):
 * a reopen's and a void's own dates are known only from the stream. And the investors' capital in
 * the property, for the rule that no command leaves an investor's capital below zero (rules.ts).
 */
interface Checked {
  closedThrough: string | null;
  capital: ContractCapital;
}

export type OpenLandContract = { type: 'OpenLandContract' } & Checked & EventData<'LandContractOpened'>;
export type CloseLandContract = { type: 'CloseLandContract' } & Checked & Omit<EventData<'LandContractClosed'>, 'contractId'>;
export type ReopenLandContract = { type: 'ReopenLandContract' } & Checked & { propertyName: string; reason: string };
export type VoidLandContract = { type: 'VoidLandContract' } & Checked & { propertyName: string; reason: string };
export type WaiveLateFee = { type: 'WaiveLateFee' } & Checked & Omit<EventData<'LandContractLateFeeWaived'>, 'contractId'>;

export type LandContractCommand = OpenLandContract | CloseLandContract | ReopenLandContract | VoidLandContract | WaiveLateFee;

/** The property's latest contract (by contract date), serviced through its last record, with the payments it governs. */
const latestOf = (state: PropertyState) => {
  const contract = figures.governedPayments(state.landContracts).contracts.at(-1);
  return contract && { contract, servicing: figures.servicedThrough(contract, figures.lastRecordDate(contract)) };
};

type ContractEvent = figures.PropertyContractEvent;

/** A land-contract event, parsed by its schema like every event, typed as the fold of contracts reads it. */
const contractEvent = <T extends ContractEvent['type']>(type: T, data: EventData<T>): ContractEvent =>
  domainEvent(type, data) as ContractEvent;

const noContract = (propertyName: string, what: string) => notFound(`${propertyName} has no ${what}.`);

const decideOpen = (command: OpenLandContract, state: PropertyState): [ContractEvent, PlacingDate] => {
  const { type: _type, closedThrough: _closed, capital: _capital, ...data } = command;
  if (state.propertyType !== 'Land Contract') {
    throw conflict(`${data.propertyName} is not a Land Contract property: land contracts are opened on Land Contract properties only.`);
  }
  if (state.purchaseDate !== null && data.contractDate < state.purchaseDate) {
    throw conflict(`The contract date ${data.contractDate} is before ${data.propertyName} was purchased, on ${state.purchaseDate}.`);
  }
  const latest = latestOf(state)?.servicing;
  if (latest !== undefined && latest.end === null) {
    throw conflict(
      `${data.propertyName} already has an open land contract, of ${latest.terms.contractDate}: ` +
        'close it (or void it) before opening another.',
    );
  }
  if (latest?.end && latest.end.date >= data.contractDate) {
    const how = latest.end.reason === 'paid_off' ? 'was paid off' : 'was closed';
    throw conflict(
      `The land contract on ${data.propertyName} of ${latest.terms.contractDate} ${how} on ${latest.end.date}: ` +
        `a new contract must start after that, not on ${data.contractDate}.`,
    );
  }
  return [contractEvent('LandContractOpened', data), ownDate('contract_date', data.contractDate)];
};

/** The event of a command on the latest contract, and its own date (held to the closed period). */
const decideOnLatest = (command: Exclude<LandContractCommand, OpenLandContract>, state: PropertyState): [ContractEvent, PlacingDate] => {
  const { propertyName, reason } = command;
  const latest = latestOf(state);
  const contractId = latest?.contract.terms.contractId ?? '';
  switch (command.type) {
    case 'CloseLandContract': {
      if (latest === undefined || latest.servicing.end !== null) throw noContract(propertyName, 'open land contract');
      const { contractDate } = latest.contract.terms;
      const lastReceipt = latest.servicing.lastReceiptDate;
      if (command.closeDate < contractDate) {
        throw conflict(
          `The close date ${command.closeDate} is before the contract date ${contractDate} of the land contract on ${propertyName}.`,
        );
      }
      if (lastReceipt !== null && command.closeDate < lastReceipt) {
        throw conflict(
          `The close date ${command.closeDate} is before the last receipt on the land contract on ${propertyName}, of ${lastReceipt}.`,
        );
      }
      const event = contractEvent('LandContractClosed', { contractId, propertyName, closeDate: command.closeDate, reason });
      return [event, ownDate('close_date', command.closeDate)];
    }
    case 'ReopenLandContract': {
      const closeDate = latest?.contract.closeDate ?? null;
      if (closeDate === null) throw noContract(propertyName, 'closed land contract to reopen (its latest contract is not closed)');
      return [contractEvent('LandContractReopened', { contractId, propertyName, closeDate, reason }), ownDate('close_date', closeDate)];
    }
    case 'VoidLandContract': {
      if (latest === undefined) throw noContract(propertyName, 'land contract to void');
      const { contractDate } = latest.contract.terms;
      const inSpan = latest.contract.payments[0];
      if (inSpan !== undefined) {
        throw conflict(
          `The land contract on ${propertyName} of ${contractDate} has payments (the first dated ${inSpan.date}): ` +
            'delete them before voiding the contract.',
        );
      }
      return [
        contractEvent('LandContractVoided', { contractId, propertyName, contractDate, reason }),
        ownDate('contract_date', contractDate),
      ];
    }
    case 'WaiveLateFee': {
      const { dueDate, waiveDate } = command;
      if (latest === undefined) throw noContract(propertyName, 'land contract');
      const refusal = figures.lateFeeWaiverRefusal(latest.contract, dueDate, waiveDate);
      if (refusal !== null) {
        const message = figures.waiverRefusalMessage(refusal, propertyName);
        throw refusal.kind === 'no_fee' ? notFound(message) : conflict(message);
      }
      const event = contractEvent('LandContractLateFeeWaived', { contractId, propertyName, dueDate, waiveDate, reason });
      return [event, ownDate('waive_date', waiveDate)];
    }
  }
};

const decide = (command: LandContractCommand, state: PropertyState): DomainEvent[] => {
  guardNamed(state, false, ['A', 'property'], command.propertyName);
  const [event, own] = command.type === 'OpenLandContract' ? decideOpen(command, state) : decideOnLatest(command, state);
  assertOpen([own], command.closedThrough);
  assertContractsHold(figures.foldPropertyContracts(state.landContracts, event), command.capital);
  return [event];
};

/**
 * The decider of the land-contract commands: it folds the property's stream as the property's own
 * commands do (the same fold key, so the runner keeps one state for both).
 */
export const landContractDecider = (): Decider<PropertyState, LandContractCommand> => ({
  initialState: initialPropertyState,
  evolve: evolveProperty(null),
  decide,
  foldKey: 'property/',
});
