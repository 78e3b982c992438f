import type { EventData, RecordedEvent } from '@portal/contracts';
import type { CallResponse, getLandContract, getLandContractPayoff } from '@portal/contracts/api';
import { figures } from '@portal/projections';
import { centsToDollars } from '../reports/answers/ledger';

/**
 * The land-contract reads (docs/land-contracts.md, Reading a contract): a contract's terms, status,
 * history and plan, and a payoff quote. Everything is computed here from the property's own stream
 * (its contracts and payments) and the investors' capital in it, by the pure servicing engine, so an
 * answer is always the records as they stand and `as_of` / `known_on` are filters of the same records.
 */

/** What the property's stream says of the property itself: its statement needs the address and the LLC. */
export interface PropertyFacts {
  readonly address: string;
  readonly llcName: string;
}

/** A property's land-contract records, folded from its stream, and the property's own facts. */
export interface PropertyBook {
  readonly propertyName: string;
  readonly property: PropertyFacts | null;
  readonly contracts: figures.PropertyContracts;
}

const contractEventTypes: ReadonlySet<string> = new Set(figures.propertyContractEventTypes);
const isContractEvent = (event: { readonly type: string }): event is figures.PropertyContractEvent => contractEventTypes.has(event.type);

/** The property's stream as known at `knownOn` (null: everything recorded): the events recorded up to that moment. */
export const propertyBookOf = (propertyName: string, events: readonly RecordedEvent[], knownOn: string | null): PropertyBook => {
  const moment = knownOn === null ? Infinity : Date.parse(knownOn);
  let property: PropertyFacts | null = null;
  let contracts = figures.noPropertyContracts(propertyName);
  for (const recorded of events) {
    if (Date.parse(recorded.recordedAt) > moment) continue;
    const event = { type: recorded.type, data: recorded.data };
    if (event.type === 'PropertyAdded') {
      const data = event.data as EventData<'PropertyAdded'>;
      property = { address: data.address, llcName: data.llcName };
    } else if (isContractEvent(event)) {
      contracts = figures.foldPropertyContracts(contracts, event);
    }
  }
  return { propertyName, property, contracts };
};

export type GovernedContract = figures.GovernedPayments['contracts'][number];

/** A property's contracts serviced through a date, and what their principal did to the investors' capital. */
export interface ContractBooks {
  readonly contracts: readonly GovernedContract[];
  readonly serviced: ReadonlyMap<string, figures.Servicing>;
  readonly recovery: figures.CapitalRecovery;
}

/**
 * Every contract of the property dated on or before `through`, serviced through it, and the capital
 * returned and written off by all of them together (an earlier contract's returns lower the capital a
 * later one can return). `movements` are the property's investments and investment withdrawals.
 */
export const contractBooks = (
  contracts: figures.PropertyContracts,
  movements: readonly figures.CapitalMovement[],
  orderKeys: ReadonlyMap<string, string>,
  through: string,
): ContractBooks => {
  const started = figures.governedPayments(contracts).contracts.filter((contract) => contract.terms.contractDate <= through);
  const serviced = new Map(started.map((contract) => [contract.terms.contractId, figures.servicedThrough(contract, through)]));
  const recovered = figures.recoverCapital({
    movements: movements.filter((movement) => movement.date <= through),
    contracts: [...serviced.values()].map(figures.contractForBooks),
    orderKeys,
  });
  // The log holds only what the commands accepted, which never leaves anyone's capital negative.
  if (!recovered.ok) throw new Error(`The land contracts' capital is refused: ${JSON.stringify(recovered.refusal)}`);
  return { contracts: started, serviced, recovery: recovered.recovery };
};

const servicingOf = (books: ContractBooks, contractId: string): figures.Servicing => {
  const servicing = books.serviced.get(contractId);
  if (servicing === undefined) throw new Error(`Land contract ${contractId} was not serviced`);
  return servicing;
};

/** The contract a read is about: the one named, else the latest one dated on or before `asOf`; null when none. */
export const chosenContract = (contracts: readonly GovernedContract[], contractId: string | undefined): GovernedContract | null =>
  (contractId === undefined ? contracts.at(-1) : contracts.find((contract) => contract.terms.contractId === contractId)) ?? null;

type LandContractAnswer = CallResponse<typeof getLandContract>;

const termsToWire = (contract: GovernedContract, buyer: { name: string; address: string }): LandContractAnswer['terms'] => {
  const { terms, record } = contract;
  return {
    buyer_name: buyer.name,
    buyer_address: buyer.address,
    contract_date: terms.contractDate,
    origination_date: record.originationDate,
    sale_price: centsToDollars(terms.salePriceCents),
    down_payment: centsToDollars(terms.downPaymentCents),
    opening_balance: terms.openingBalanceCents === null ? null : centsToDollars(terms.openingBalanceCents),
    principal: centsToDollars(figures.principalAtStart(terms)),
    annual_rate: terms.rateMilli / 1000,
    day_count: terms.dayCount,
    payment_amount: centsToDollars(terms.paymentAmountCents),
    first_payment_date: terms.firstPaymentDate,
    number_of_payments: terms.numberOfPayments,
    maturity_date: figures.maturityDate(terms),
    grace_days: terms.graceDays,
    late_fee_type: terms.lateFeeType,
    // Flat: cents; percent: hundredths of a percent.
    late_fee: terms.lateFee / 100,
    late_fee_amount: centsToDollars(figures.lateFeeAmount(terms)),
    description: record.description,
  };
};

const nullableDollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

const statusToWire = (status: figures.LandContractStatus): LandContractAnswer['status'] => ({
  state: status.state,
  days_past_due: status.daysPastDue,
  oldest_unpaid_due_date: status.oldestUnpaidDueDate,
  next_due_date: status.nextDueDate,
  amount_past_due: centsToDollars(status.amountPastDueCents),
  principal_balance: centsToDollars(status.principalBalanceCents),
  unpaid_interest: centsToDollars(status.unpaidInterestCents),
  accrued_interest: centsToDollars(status.accruedInterestCents),
  unpaid_late_fees: centsToDollars(status.unpaidLateFeesCents),
  payoff_amount: nullableDollars(status.payoffAmountCents),
  per_diem: nullableDollars(status.perDiemCents),
  end_date: status.endDate,
});

/** A planned installment in dollars (the read and the opening's preview show the same rows). */
export const plannedToWire = (row: figures.PlannedInstallment) => ({
  number: row.number,
  due_date: row.dueDate,
  payment: centsToDollars(row.paymentCents),
  interest: centsToDollars(row.interestCents),
  principal: centsToDollars(row.principalCents),
  unpaid_interest: centsToDollars(row.unpaidInterestCents),
  balance: centsToDollars(row.balanceCents),
});

const historyToWire = (row: figures.HistoryRow): LandContractAnswer['history'][number] => ({
  id: row.id,
  kind: row.kind,
  date: row.date,
  amount: centsToDollars(row.amountCents),
  days: row.days,
  interest_accrued: centsToDollars(row.interestAccruedCents),
  late_fees_paid: centsToDollars(row.lateFeesPaidCents),
  interest_paid: centsToDollars(row.interestPaidCents),
  principal_paid: centsToDollars(row.principalPaidCents),
  capital_returned: centsToDollars(row.capitalReturnedCents),
  gain: centsToDollars(row.gainCents),
  unpaid_interest: centsToDollars(row.unpaidInterestCents),
  unpaid_late_fees: centsToDollars(row.unpaidLateFeesCents),
  balance: centsToDollars(row.balanceCents),
});

/** GET /admin/land_contract: the contract as of `asOf`, over the books of every contract of the property through that day. */
export const landContractAnswer = (
  books: ContractBooks,
  contract: GovernedContract,
  view: { propertyName: string; asOf: string; time: { as_of: string | null; known_on: string | null } },
  buyer: { name: string; address: string },
): LandContractAnswer => {
  const servicing = servicingOf(books, contract.terms.contractId);
  const history = figures.landContractHistory(servicing, books.recovery);
  const totals = figures.landContractTotals(history, servicing, books.recovery);
  return {
    property_name: view.propertyName,
    contract_id: contract.terms.contractId,
    ...view.time,
    terms: termsToWire(contract, buyer),
    status: statusToWire(figures.landContractStatus(contract, view.asOf)),
    totals: {
      payments: centsToDollars(totals.paymentsCents),
      late_fees_paid: centsToDollars(totals.lateFeesPaidCents),
      interest_paid: centsToDollars(totals.interestPaidCents),
      principal_paid: centsToDollars(totals.principalPaidCents),
      capital_returned: centsToDollars(totals.capitalReturnedCents),
      gain: centsToDollars(totals.gainCents),
      capital_written_off: centsToDollars(totals.capitalWrittenOffCents),
    },
    schedule: figures.plannedSchedule(contract.terms).map(plannedToWire),
    history: history.map(historyToWire),
    late_fees: servicing.lateFees.map((fee) => ({
      due_date: fee.dueDate,
      assessed_on: fee.assessedOn,
      amount: centsToDollars(fee.amountCents),
      paid: centsToDollars(fee.paidCents),
      waived: centsToDollars(fee.waivedCents),
      unpaid: centsToDollars(fee.unpaidCents),
    })),
    other_contracts: books.contracts
      .filter((other) => other !== contract)
      .map((other) => {
        const status = figures.landContractStatus(other, view.asOf);
        return {
          contract_id: other.terms.contractId,
          contract_date: other.terms.contractDate,
          state: status.state,
          end_date: status.endDate,
        };
      }),
  };
};

/** GET /admin/land_contract_payoff's answer from a quote the engine gave. */
export const payoffToWire = (
  propertyName: string,
  contractId: string,
  quote: figures.PayoffQuote,
): CallResponse<typeof getLandContractPayoff> => ({
  property_name: propertyName,
  contract_id: contractId,
  good_through: quote.goodThrough,
  last_receipt_date: quote.lastReceiptDate,
  principal_balance: centsToDollars(quote.principalBalanceCents),
  unpaid_interest: centsToDollars(quote.unpaidInterestCents),
  interest_days: quote.interestDays,
  interest_accrued: centsToDollars(quote.interestAccruedCents),
  unpaid_late_fees: centsToDollars(quote.unpaidLateFeesCents),
  late_fees: quote.lateFees.map((fee) => ({ due_date: fee.dueDate, assessed_on: fee.assessedOn, unpaid: centsToDollars(fee.unpaidCents) })),
  payoff_amount: centsToDollars(quote.payoffAmountCents),
  per_diem: centsToDollars(quote.perDiemCents),
});
