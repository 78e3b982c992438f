import type { CapitalMovement } from '../facts';
import { monthOf } from '../months';
import { compareCodeUnits } from '../order';
import type { CapitalReduction } from './capital-recovery';
import { contractForBooks, recoverCapital } from './capital-recovery';
import type { HistoryRow, LandContractMonth } from './history';
import { landContractHistory, landContractMonths } from './history';
import type { ContractRecord, PropertyContractEvent, PropertyContracts } from './property-contracts';
import { foldPropertyContracts, governedPayments, noPropertyContracts } from './property-contracts';
import type { LandContract, Servicing } from './records';
import { lastRecordDate, servicedThrough } from './servicing';

/**
 * What a property's land contracts do to the ledger's figures (docs/land-contracts.md, The books),
 * as plain facts computed by one pure function from the property's contract records, its
 * land-contract payments and its capital records. The read model stores them and time travel
 * computes them again over its filtered records, so both give the same figures.
 */

/** A return or a write-off of an investor's capital in a property. */
export interface PropertyCapitalReduction extends CapitalReduction {
  readonly propertyName: string;
}

/** A month of the property's contracts, with the whole payments they govern (which gross no longer counts). */
export interface LandContractBookMonth extends LandContractMonth {
  readonly governedPaymentsCents: number;
}

/** One contract serviced through its last record, and its history. */
export interface ContractBooks {
  readonly record: ContractRecord;
  /** The terms with the payments of its span, its waivers and its close: what status and payoff read. */
  readonly contract: LandContract;
  readonly servicing: Servicing;
  readonly history: readonly HistoryRow[];
}

export interface PropertyBooks {
  readonly propertyName: string;
  /** The land-contract payments a contract governs: their income is their split, not their amount. */
  readonly governedPaymentIds: ReadonlySet<string>;
  /** Ascending; only months with a receipt, a write-off or a governed payment. */
  readonly months: readonly LandContractBookMonth[];
  /** In the order they happened. */
  readonly reductions: readonly PropertyCapitalReduction[];
  /** In contract-date order. */
  readonly contracts: readonly ContractBooks[];
  /** The own dates of the contract records (openings, closes, waivers): years of the tax years. */
  readonly recordDates: readonly string[];
}

/**
 * The books of a property's contracts, or null when it has none (its figures are today's). `capital`
 * holds the property's investments and investment withdrawals; `orderKeys` place equal remainders.
 */
export const propertyBooks = (
  state: PropertyContracts,
  capital: readonly CapitalMovement[],
  orderKeys?: ReadonlyMap<string, string>,
): PropertyBooks | null => {
  if (state.contracts.length === 0) return null;
  const { contracts } = governedPayments(state);
  const serviced = contracts.map((contract) => ({
    record: contract.record,
    contract,
    servicing: servicedThrough(contract, lastRecordDate(contract)),
  }));
  const movements = capital.filter((movement) => movement.propertyName === state.propertyName);
  const recovered = recoverCapital({
    movements,
    contracts: serviced.map(({ servicing }) => contractForBooks(servicing)),
    orderKeys,
    lenient: true,
  });
  if (!recovered.ok) throw new Error(`Lenient capital recovery refused: ${JSON.stringify(recovered.refusal)}`);
  const { recovery } = recovered;
  const books = serviced.map((serviced) => ({ ...serviced, history: landContractHistory(serviced.servicing, recovery) }));

  const governed = new Map<string, number>();
  const governedPaymentIds = new Set<string>();
  for (const contract of contracts) {
    for (const payment of contract.payments) {
      governedPaymentIds.add(payment.id);
      const month = monthOf(payment.date);
      governed.set(month, (governed.get(month) ?? 0) + payment.amountCents);
    }
  }
  const parts = new Map(
    landContractMonths(
      books.flatMap((contract) => contract.history),
      recovery,
    ).map((m) => [m.month, m]),
  );
  const months = [...new Set([...parts.keys(), ...governed.keys()])].sort(compareCodeUnits).map((month): LandContractBookMonth => ({
    ...(parts.get(month) ?? emptyMonth(month)),
    governedPaymentsCents: governed.get(month) ?? 0,
  }));
  return {
    propertyName: state.propertyName,
    governedPaymentIds,
    months,
    reductions: recovery.reductions.map((reduction) => ({ ...reduction, propertyName: state.propertyName })),
    contracts: books,
    recordDates: contracts.flatMap(({ record }) => [
      record.terms.contractDate,
      ...(record.closeDate === null ? [] : [record.closeDate]),
      ...record.waivers.map((waiver) => waiver.waiveDate),
    ]),
  };
};

const emptyMonth = (month: string): LandContractMonth => ({
  month,
  lateFeesPaidCents: 0,
  interestPaidCents: 0,
  gainCents: 0,
  grossCents: 0,
  principalReceivedCents: 0,
  capitalReturnedCents: 0,
  capitalWrittenOffCents: 0,
});

/** What the contracts change in gross(p, m): their income parts in, the whole payments they govern out. */
export const grossAdjustmentCents = (month: LandContractBookMonth): number => month.grossCents - month.governedPaymentsCents;

/** The signed effect of a reduction on invested(i, p, d): always a decrease. */
export const signedReductionCents = (reduction: Pick<CapitalReduction, 'amountCents'>): number => -reduction.amountCents;

/** A property's land-contract records folded, from its events in log order (others' are skipped). */
export const propertyContractsOf = (propertyName: string, events: Iterable<PropertyContractEvent>): PropertyContracts => {
  let state = noPropertyContracts(propertyName);
  for (const event of events) if (event.data.propertyName === propertyName) state = foldPropertyContracts(state, event);
  return state;
};

/**
 * A land-contract record's own date, the one `as_of` filters by; null for a payment's void, which
 * removes its payment whatever the day (as a void removes any record).
 */
export const contractEventDate = (event: PropertyContractEvent): string | null => {
  switch (event.type) {
    case 'LandContractOpened':
    case 'LandContractVoided':
      return event.data.contractDate;
    case 'LandContractClosed':
    case 'LandContractReopened':
      return event.data.closeDate;
    case 'LandContractLateFeeWaived':
      return event.data.waiveDate;
    case 'LandContractPaymentRecorded':
      return event.data.paymentDate;
    case 'LandContractPaymentVoided':
      return null;
    default:
      throw new Error(`Unexpected event ${JSON.stringify(event satisfies never)}`);
  }
};

/** Whether a property's events hold a contract (opened, maybe voided since): only then can it have books. */
export const opensContract = (event: PropertyContractEvent): boolean => event.type === 'LandContractOpened';
