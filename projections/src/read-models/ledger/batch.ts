import type { DomainEvent, EventData, PropertyType } from '@portal/contracts';
import type {
  CapitalMovement,
  CashWithdrawal,
  DepositMovement,
  GrossRecord,
  InvestorInfo,
  LlcExpense,
  PropertyExpense,
  PropertyInfo,
} from './figures';
import { changesNoFigure } from './figure-free-events';
import { assertNever, placeByName, type Ordered, type PropertyContractEvent } from './figures';

/** The record kinds a void event covers: IncomeVoided covers partner income, DepositVoided both deposit kinds. */
export type VoidKind = 'income' | 'expense' | 'deposit' | 'payment' | 'llc' | 'cash';
export const voidKinds: readonly VoidKind[] = ['income', 'expense', 'deposit', 'payment', 'llc', 'cash'];
/**
 * Voids by kind: record id -> the property (or LLC, or for a cash withdrawal the investor) the void names. A void removes the record with
 * that id of that owner: with the commands the owner is always the record's own, and it lets the
 * tables be searched by (owner, id) through the index the reads need anyway.
 */
export type Voids = Record<VoidKind, Map<string, string>>;
export const noVoids = (): Voids => ({
  income: new Map(),
  expense: new Map(),
  deposit: new Map(),
  payment: new Map(),
  llc: new Map(),
  cash: new Map(),
});

/** The engine's facts plus what the log says beyond the figures (the partner a record names). */
export type StoredGross = GrossRecord & { readonly partnerName: string | null };
export type StoredExpense = PropertyExpense & { readonly partnerName: string | null };
export type StoredDeposit = DepositMovement & { readonly partnerName: string | null };

/** The ledger's dated records: what voids remove and what the aggregates sum. */
export interface LedgerRecords {
  readonly capital: CapitalMovement[];
  readonly gross: StoredGross[];
  readonly expenses: StoredExpense[];
  readonly deposits: StoredDeposit[];
  readonly cashWithdrawals: CashWithdrawal[];
  readonly llcExpenses: LlcExpense[];
}
export const noRecords = (): LedgerRecords => ({
  capital: [],
  gross: [],
  expenses: [],
  deposits: [],
  cashWithdrawals: [],
  llcExpenses: [],
});

export type StoredProperty = Omit<PropertyInfo, 'notes'> & { readonly propertyValueCents: number; readonly propertyType: PropertyType };

/** An LLC's facts for its tax summary: what `LlcAdded` recorded. */
export type LlcInfo = Readonly<EventData<'LlcAdded'>>;

/** One batch of the log folded in memory: catalogue entries (last one wins), records, voids. */
export interface LedgerBatch {
  readonly investors: Map<string, InvestorInfo>;
  /**
   * The investors of older logs, which recorded no order key, sorted by name with the keys they were
   * given (`placeByName`): those of earlier batches first, then this batch's. Investors whose
   * `InvestorAdded` carries its key (all added since) are not in it.
   */
  readonly legacyOrder: Ordered[];
  readonly llcs: Map<string, LlcInfo>;
  readonly partners: Set<string>;
  readonly categories: Set<string>;
  readonly properties: Map<string, StoredProperty>;
  readonly notes: Map<string, string>;
  readonly records: LedgerRecords;
  readonly voids: Voids;
  /**
   * The land-contract records (contracts, their closes, reopens, voids and waivers, the payments and
   * their voids) in log order: the books of a property's contracts are computed from them.
   */
  readonly contractEvents: PropertyContractEvent[];
}

export const voidKindOfGross = (record: GrossRecord): VoidKind => {
  switch (record.kind) {
    case 'income':
    case 'partner_income':
      return 'income';
    case 'land_contract_payment':
      return 'payment';
    default:
      return assertNever(record);
  }
};

export const isVoidedBy = (voids: Voids, kind: VoidKind, recordId: string, owner: string) => voids[kind].get(recordId) === owner;

/** The records that none of the voids names. */
export const withoutVoided = (records: LedgerRecords, ...voids: Voids[]): LedgerRecords => {
  const voided = (kind: VoidKind, recordId: string, owner: string) => voids.some((v) => isVoidedBy(v, kind, recordId, owner));
  return {
    capital: records.capital,
    gross: records.gross.filter((r) => !voided(voidKindOfGross(r), r.recordId, r.propertyName)),
    expenses: records.expenses.filter((r) => !voided('expense', r.recordId, r.propertyName)),
    deposits: records.deposits.filter((r) => !voided('deposit', r.recordId, r.propertyName)),
    cashWithdrawals: records.cashWithdrawals.filter((r) => !voided('cash', r.recordId, r.investorId)),
    llcExpenses: records.llcExpenses.filter((r) => !voided('llc', r.recordId, r.llcName)),
  };
};

/** The voidable records as voids would name them (kind, record id, owner). */
export const voidableIds = (records: LedgerRecords): Voids => {
  const ids = noVoids();
  for (const r of records.gross) ids[voidKindOfGross(r)].set(r.recordId, r.propertyName);
  for (const r of records.expenses) ids.expense.set(r.recordId, r.propertyName);
  for (const r of records.deposits) ids.deposit.set(r.recordId, r.propertyName);
  for (const r of records.llcExpenses) ids.llc.set(r.recordId, r.llcName);
  for (const r of records.cashWithdrawals) ids.cash.set(r.recordId, r.investorId);
  return ids;
};

/** A batch with nothing folded into it yet. */
export const emptyBatch = (legacyOrder: Ordered[] = []): LedgerBatch => ({
  investors: new Map(),
  legacyOrder,
  llcs: new Map(),
  partners: new Set(),
  categories: new Set(),
  properties: new Map(),
  notes: new Map(),
  records: noRecords(),
  voids: noVoids(),
  contractEvents: [],
});

/**
 * The ledger's one fold of the log: a batch of events (in log order) into catalogue entries, records
 * and voids, kept apart so the projector applies the voids to this batch's records and to the stored
 * ones (the tests' reference, `testing/ledger-facts.ts`, is this fold over the whole log). Events the
 * ledger does not use are skipped.
 */
export const foldBatch = (events: Iterable<DomainEvent>, legacyOrder: Ordered[] = []): LedgerBatch => {
  const batch = emptyBatch(legacyOrder);
  for (const event of events) foldEvent(batch, event);
  return batch;
};

/** The kind of record each void of a property's record removes. */
const propertyVoidKinds = {
  IncomeVoided: 'income',
  ExpenseVoided: 'expense',
  DepositVoided: 'deposit',
  LandContractPaymentVoided: 'payment',
} as const satisfies Record<string, VoidKind>;

/** One event folded into `batch` (catalogue entries replace, records and voids add). */
export const foldEvent = (batch: LedgerBatch, event: DomainEvent): void => {
  const { records, voids } = batch;
  switch (event.type) {
    case 'InvestorAdded': {
      // An older log's investor (its id is its name) is placed by name among those before it.
      const { investorId, feeBasisPoints } = event.data;
      const orderKey = event.data.orderKey ?? placeByName(batch.legacyOrder, investorId);
      batch.investors.set(investorId, { investorId, feeBasisPoints, orderKey });
      break;
    }
    case 'LlcAdded':
      batch.llcs.set(event.data.llcName, event.data);
      break;
    case 'PartnerAdded':
      batch.partners.add(event.data.partnerName);
      break;
    case 'ExpenseCategoryAdded':
      batch.categories.add(event.data.category);
      break;
    case 'PropertyAdded':
      batch.properties.set(event.data.propertyName, event.data);
      break;
    case 'PropertyNotesSet':
      batch.notes.set(event.data.propertyName, event.data.notes);
      break;
    case 'InvestmentMade':
    case 'InvestmentWithdrawn': {
      const { recordId, investorId, propertyName, amountCents, date } = event.data;
      const kind = event.type === 'InvestmentMade' ? 'investment' : 'withdrawal';
      records.capital.push({ recordId, kind, investorId, propertyName, amountCents, date });
      break;
    }
    case 'IncomeRecorded': {
      const { recordId, propertyName, partnerName, description, amountCents, incomeDate, incomeForMonth, category } = event.data;
      records.gross.push({
        kind: 'income',
        recordId,
        propertyName,
        partnerName,
        description,
        amountCents,
        date: incomeDate,
        incomeForMonth,
        category,
      });
      break;
    }
    case 'PartnerIncomeRecorded': {
      const { recordId, propertyName, description, amountCents, incomeDate } = event.data;
      records.gross.push({
        kind: 'partner_income',
        recordId,
        propertyName,
        partnerName: null,
        description,
        amountCents,
        date: incomeDate,
      });
      break;
    }
    case 'LandContractPaymentRecorded': {
      batch.contractEvents.push(event);
      const { recordId, propertyName, partnerName, description, amountCents, paymentDate } = event.data;
      records.gross.push({
        kind: 'land_contract_payment',
        recordId,
        propertyName,
        partnerName,
        description,
        amountCents,
        date: paymentDate,
      });
      break;
    }
    case 'PropertyExpenseRecorded':
      records.expenses.push({ ...event.data });
      break;
    case 'RentalDepositReceived':
      records.deposits.push({ ...event.data, kind: 'received' });
      break;
    case 'DepositWithdrawn':
      records.deposits.push({ ...event.data, partnerName: null, kind: 'withdrawn' });
      break;
    case 'LlcExpenseRecorded':
      records.llcExpenses.push({ ...event.data });
      break;
    case 'CashWithdrawn':
      records.cashWithdrawals.push({ ...event.data });
      break;
    case 'LandContractPaymentVoided':
      batch.contractEvents.push(event);
      voids.payment.set(event.data.recordId, event.data.propertyName);
      break;
    case 'IncomeVoided':
    case 'ExpenseVoided':
    case 'DepositVoided':
      voids[propertyVoidKinds[event.type]].set(event.data.recordId, event.data.propertyName);
      break;
    case 'LlcExpenseVoided':
      voids.llc.set(event.data.recordId, event.data.llcName);
      break;
    case 'CashWithdrawalVoided':
      voids.cash.set(event.data.recordId, event.data.investorId);
      break;
    // The books of a property's contracts are computed from these and its payments (land-contracts/books.ts).
    case 'LandContractOpened':
    case 'LandContractClosed':
    case 'LandContractReopened':
    case 'LandContractVoided':
    case 'LandContractLateFeeWaived':
      batch.contractEvents.push(event);
      break;
    default:
      if (!changesNoFigure(event)) assertNever(event);
  }
};
