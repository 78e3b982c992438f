import { identityEvents, parseDomainEvent, type DomainEvent, type RecordedEvent } from '@portal/contracts';
import type { Projector } from '../../runner/projector';
import { foldBatch, withoutVoided, type LedgerRecords } from './batch';
import { addRecords, noDeltas } from './deltas';
import { recomputeProperties } from './recompute';
import { ledgerTables } from './tables';
import { writeAggregates, markInvestorsProperties } from './write-aggregates';
import { applyVoids, earlierVoids, insertRecords, writeCatalogue } from './write-facts';

/** The identity events are someone else's, except the investor's fee. */
const isLedgerEvent = (event: RecordedEvent) => event.type === 'InvestorAdded' || !Object.hasOwn(identityEvents, event.type);

const voidedCount = (records: LedgerRecords) => records.gross.length + records.expenses.length + records.deposits.length + records.llcExpenses.length;

/**
 * The ledger read model: the facts of the log, their aggregates, and the allocation rows of every
 * property. Each batch is folded in memory and written with one statement per table; voids delete
 * the records they name (in this batch or stored), and only the properties the batch touched are
 * recomputed, from the earliest month it touched. The figures themselves come from `./figures`.
 */
export const ledgerProjector: Projector = {
  name: 'ledger',
  schema: 'rm_ledger',
  ddl: ledgerTables,
  async apply(tx, events) {
    const parsed: DomainEvent[] = [];
    for (const event of events) if (isLedgerEvent(event)) parsed.push(parseDomainEvent(event));
    if (parsed.length === 0) return;
    const batch = foldBatch(parsed);

    await writeCatalogue(tx, batch);
    const before = await earlierVoids(tx, batch.records);
    const fresh = withoutVoided(batch.records, (kind, id) => batch.voids[kind].has(id) || before[kind].has(id));
    const removed = await applyVoids(tx, batch.voids);
    await insertRecords(tx, fresh);

    const deltas = noDeltas();
    addRecords(deltas, fresh, 1);
    addRecords(deltas, removed, -1);
    await writeAggregates(tx, deltas, voidedCount(removed) > 0);
    await markInvestorsProperties(tx, [...batch.investors.keys()], deltas);
    await recomputeProperties(tx, deltas.dirtyFrom);
  },
};
