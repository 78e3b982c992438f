import type { DomainEvent } from '@portal/contracts';
import { foldBatch, withoutVoided } from '../read-models/ledger/batch';
import type { GrossRecord, LedgerFacts } from '../read-models/ledger/figures';

/**
 * The whole log folded at once into the facts the figures engine takes, voided records removed: the
 * reference the ledger read model must match, and the tests' way to build ledgers from events. It is
 * the projector's own fold (`foldBatch`) over a single batch, so the two cannot drift apart; what the
 * comparison tests is everything else the projector does (voids across batches, the stored totals,
 * the SQL). Not used by the product.
 */
export const ledgerFactsFromEvents = (events: Iterable<DomainEvent>): LedgerFacts => {
  const batch = foldBatch(events);
  const records = withoutVoided(batch.records, batch.voids);
  // The engine's facts: the partner a record names is the read model's business, not a figure's.
  const withoutPartner = <R extends { partnerName: string | null }>({ partnerName: _partnerName, ...record }: R) => record;
  return {
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
};
