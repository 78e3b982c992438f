import type { DomainEvent } from '@portal/contracts';
import { foldBatch, withoutVoided, type LlcInfo } from '../batch';
import type { GrossRecord, LedgerFacts } from '../figures';

/**
 * The ledger at another time, in memory: the facts the figures engine takes (voided records
 * removed) and the LLCs' own facts for their tax summaries. Built by the projector's one fold
 * (`foldBatch`) over the events given, so a report computed from it is a replay of exactly those
 * events through the same rules (docs/time-travel.md).
 */
export interface LedgerAt {
  readonly facts: LedgerFacts;
  readonly llcs: ReadonlyMap<string, LlcInfo>;
}

/** The whole of the events given folded at once: what the log says once they are all applied. */
export const ledgerOfEvents = (events: Iterable<DomainEvent>): LedgerAt => {
  const batch = foldBatch(events);
  const records = withoutVoided(batch.records, batch.voids);
  // The engine's facts: the partner a record names is the read model's business, not a figure's.
  const withoutPartner = <R extends { partnerName: string | null }>({ partnerName: _partnerName, ...record }: R) => record;
  const facts: LedgerFacts = {
    properties: [...batch.properties.values()].map((property) => ({
      propertyName: property.propertyName,
      propertyType: property.propertyType,
      llcName: property.llcName,
      address: property.address,
      purchaseDate: property.purchaseDate,
      purchasePriceCents: property.purchasePriceCents,
      landValueCents: property.landValueCents,
      pictureUrl: property.pictureUrl,
      notes: batch.notes.get(property.propertyName) ?? '',
    })),
    investors: [...batch.investors.values()],
    capital: records.capital,
    // Omit over the union of gross kinds loses the kind; each record keeps its own.
    gross: records.gross.map((record) => withoutPartner(record) as GrossRecord),
    expenses: records.expenses.map(withoutPartner),
    deposits: records.deposits.map(withoutPartner),
    cashWithdrawals: records.cashWithdrawals,
    llcExpenses: records.llcExpenses,
  };
  return { facts, llcs: batch.llcs };
};

/**
 * The records whose own date is on or before `asOf` (the date the admin gave each: an investment's
 * date, income_date, payment_date, expense_date, a deposit's or a withdrawal's date). The catalogue
 * (investors, properties, LLCs) is not dated and stays whole.
 */
export const ledgerAsOf = (ledger: LedgerAt, asOf: string): LedgerAt => {
  const { facts } = ledger;
  const onOrBefore = (date: string) => date <= asOf;
  return {
    llcs: ledger.llcs,
    facts: {
      ...facts,
      capital: facts.capital.filter((r) => onOrBefore(r.date)),
      gross: facts.gross.filter((r) => onOrBefore(r.date)),
      expenses: facts.expenses.filter((r) => onOrBefore(r.expenseDate)),
      deposits: facts.deposits.filter((r) => onOrBefore(r.date)),
      cashWithdrawals: facts.cashWithdrawals.filter((r) => onOrBefore(r.date)),
      llcExpenses: facts.llcExpenses.filter((r) => onOrBefore(r.expenseDate)),
    },
  };
};
