import type { EventData } from '@portal/contracts';
import { compareCodeUnits } from '../order';
import type { LandContract, LandContractPayment, LateFeeWaiver } from './records';
import type { LandContractTerms } from './terms';

/**
 * A property's land-contract records as the log holds them (docs/land-contracts.md, Which payments a
 * contract governs), folded event by event: the contracts not voided with their closes and waivers,
 * and every land-contract payment not voided. The decider, the reads and the books all start here,
 * so a payment belongs to the same contract everywhere.
 */

/** One contract as recorded: its terms, its close (null while open) and its waivers. */
export interface ContractRecord {
  readonly terms: LandContractTerms;
  /** What only the reads and the tax data show. */
  readonly originationDate: string;
  readonly buyerName: string;
  readonly buyerAddress: string;
  readonly description: string;
  readonly closeDate: string | null;
  readonly waivers: readonly LateFeeWaiver[];
}

export interface PropertyContracts {
  readonly propertyName: string;
  /** Not voided, in the order they were opened (also the order of their contract dates). */
  readonly contracts: readonly ContractRecord[];
  /** Every land-contract payment of the property not voided, in the order recorded. */
  readonly payments: readonly LandContractPayment[];
  /** Position of the next record in the log, for ordering same-day records. */
  readonly nextOrder: number;
}

export const noPropertyContracts = (propertyName: string): PropertyContracts => ({
  propertyName,
  contracts: [],
  payments: [],
  nextOrder: 0,
});

/** The events this fold reads: a property's contract records and its land-contract payments. */
export type PropertyContractEvent =
  | { readonly type: 'LandContractOpened'; readonly data: EventData<'LandContractOpened'> }
  | { readonly type: 'LandContractClosed'; readonly data: EventData<'LandContractClosed'> }
  | { readonly type: 'LandContractReopened'; readonly data: EventData<'LandContractReopened'> }
  | { readonly type: 'LandContractVoided'; readonly data: EventData<'LandContractVoided'> }
  | { readonly type: 'LandContractLateFeeWaived'; readonly data: EventData<'LandContractLateFeeWaived'> }
  | { readonly type: 'LandContractPaymentRecorded'; readonly data: EventData<'LandContractPaymentRecorded'> }
  | { readonly type: 'LandContractPaymentVoided'; readonly data: EventData<'LandContractPaymentVoided'> };

export const propertyContractEventTypes: readonly PropertyContractEvent['type'][] = [
  'LandContractOpened',
  'LandContractClosed',
  'LandContractReopened',
  'LandContractVoided',
  'LandContractLateFeeWaived',
  'LandContractPaymentRecorded',
  'LandContractPaymentVoided',
];

/** The terms the servicing engine reads, from the opening event's data. */
export const termsOfOpening = (data: EventData<'LandContractOpened'>): LandContractTerms => ({
  contractId: data.contractId,
  contractDate: data.contractDate,
  salePriceCents: data.salePriceCents,
  downPaymentCents: data.downPaymentCents,
  openingBalanceCents: data.openingBalanceCents,
  rateMilli: data.rateMilli,
  dayCount: data.dayCount,
  paymentAmountCents: data.paymentAmountCents,
  firstPaymentDate: data.firstPaymentDate,
  numberOfPayments: data.numberOfPayments,
  graceDays: data.graceDays,
  lateFeeType: data.lateFeeType,
  lateFee: data.lateFee,
});

const withContract = (state: PropertyContracts, contractId: string, change: (contract: ContractRecord) => ContractRecord) => ({
  ...state,
  contracts: state.contracts.map((contract) => (contract.terms.contractId === contractId ? change(contract) : contract)),
});

/**
 * One event of the property folded in. `buyer` opens the sealed buyer name and address (the reads
 * pass the personal-data opener; the decider and the books pass none and keep the envelopes).
 */
export const foldPropertyContracts = (
  state: PropertyContracts,
  event: PropertyContractEvent,
  buyer: (sealed: string) => string = (sealed) => sealed,
): PropertyContracts => {
  const order = state.nextOrder;
  const next = { ...state, nextOrder: order + 1 };
  switch (event.type) {
    case 'LandContractOpened': {
      const { data } = event;
      const contract: ContractRecord = {
        terms: termsOfOpening(data),
        originationDate: data.originationDate,
        buyerName: buyer(data.buyerName),
        buyerAddress: buyer(data.buyerAddress),
        description: data.description,
        closeDate: null,
        waivers: [],
      };
      return { ...next, contracts: [...state.contracts, contract] };
    }
    case 'LandContractClosed':
      return withContract(next, event.data.contractId, (contract) => ({ ...contract, closeDate: event.data.closeDate }));
    case 'LandContractReopened':
      return withContract(next, event.data.contractId, (contract) => ({ ...contract, closeDate: null }));
    case 'LandContractVoided':
      return { ...next, contracts: state.contracts.filter((contract) => contract.terms.contractId !== event.data.contractId) };
    case 'LandContractLateFeeWaived': {
      const waiver: LateFeeWaiver = { dueDate: event.data.dueDate, waiveDate: event.data.waiveDate, recordedOrder: order };
      return withContract(next, event.data.contractId, (contract) => ({ ...contract, waivers: [...contract.waivers, waiver] }));
    }
    case 'LandContractPaymentRecorded': {
      const { recordId, paymentDate, amountCents } = event.data;
      return { ...next, payments: [...state.payments, { id: recordId, date: paymentDate, amountCents, recordedOrder: order }] };
    }
    case 'LandContractPaymentVoided':
      return { ...next, payments: state.payments.filter((payment) => payment.id !== event.data.recordId) };
    default:
      return assertNever(event);
  }
};

const assertNever = (value: never): never => {
  throw new Error(`Unexpected event ${JSON.stringify(value)}`);
};

/** The property's contracts in contract-date order, each with the payments of its span. */
export interface GovernedPayments {
  /** Payments on a property that never had a contract, or dated before its first contract: gross income whole, as ever. */
  readonly legacy: readonly LandContractPayment[];
  readonly contracts: readonly (LandContract & { readonly record: ContractRecord })[];
}

/**
 * Which contract governs each payment, by its own date: the contract with the latest contract date
 * on or before it (servicing refuses one dated after that contract ended, so a payment between two
 * contracts never passes the decider). Payments before the first contract stay legacy.
 */
export const governedPayments = (state: PropertyContracts): GovernedPayments => {
  const records = [...state.contracts].sort((a, b) => compareCodeUnits(a.terms.contractDate, b.terms.contractDate));
  const starts = records.map((record) => record.terms.contractDate);
  const legacy: LandContractPayment[] = [];
  const byContract = records.map((): LandContractPayment[] => []);
  for (const payment of state.payments) {
    let index = -1;
    for (let k = 0; k < starts.length && starts[k]! <= payment.date; k += 1) index = k;
    if (index < 0) legacy.push(payment);
    else byContract[index]!.push(payment);
  }
  return {
    legacy,
    contracts: records.map((record, k) => ({
      record,
      terms: record.terms,
      payments: byContract[k]!,
      waivers: record.waivers,
      closeDate: record.closeDate,
    })),
  };
};

/** The latest contract (by contract date), or undefined when the property has none. */
export const latestContract = (state: PropertyContracts): ContractRecord | undefined =>
  [...state.contracts].sort((a, b) => compareCodeUnits(a.terms.contractDate, b.terms.contractDate)).at(-1);
