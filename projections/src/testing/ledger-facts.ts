import type { DomainEvent } from '@portal/contracts';
import type { LedgerFacts } from '../read-models/ledger/figures';
import { ledgerOfEvents } from '../read-models/ledger/time-travel/ledger-at';

/**
 * The whole log folded at once into the facts the figures engine takes, voided records removed: the
 * reference the ledger read model must match, and the tests' way to build ledgers from events. It is
 * the projector's own fold (`foldBatch`) over a single batch, as the reports at another time use it
 * (docs/time-travel.md), so the two cannot drift apart; what the comparison tests is everything else
 * the projector does (voids across batches, the stored totals, the SQL).
 */
export const ledgerFactsFromEvents = (events: Iterable<DomainEvent>): LedgerFacts => ledgerOfEvents(events).facts;
