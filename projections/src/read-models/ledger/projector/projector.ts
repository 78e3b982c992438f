import { isEventType, isIdentityEventType, type DomainEvent, type RecordedEvent } from '@portal/contracts';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import type { Ordered } from '../figures';
import type { Projector } from '../../../runner/projector';
import { foldBatch, withoutVoided, type LedgerRecords } from '../batch';
import { addRecords, noDeltas } from './deltas';
import { recomputeProperties } from './recompute';
import { ledgerReadIndexes, ledgerTables } from '../tables';
import { writeTogether } from './json-rows';
import { aggregateWrites, deleteZeroTotals, markInvestorsProperties } from './write-aggregates';
import { catalogueWrites, recordWrites } from './write-facts';
import { landContractWrites, nothingUnwritten, readStoredBooks, storedBooksRead } from './land-contract-books';
import { applyVoids, orphanVoids, spendOrphanVoids } from './write-voids';

/**
 * The ledger's events of a batch (the identity events are someone else's, except the investor's fee).
 * Their data is not parsed again here: every event passed its schema when it was written (the command
 * handlers build them with `domainEvent`), the log never changes and the store reads older shapes as
 * today's (contracts/src/events/upcasting.ts), while a zod parse costs more than everything else
 * this projector does with an event (docs/bench.md, Costs that chose a mechanism).
 * An unknown type still stops the read model, as with `parseDomainEvent`: the log is the contract.
 */
const ledgerEventsOf = (events: readonly RecordedEvent[]): DomainEvent[] => {
  const ledger: DomainEvent[] = [];
  for (const { type, data } of events) {
    if (!isEventType(type)) throw new Error(`Unknown event type ${type}`);
    if (isLedgerType(type)) ledger.push({ type, data } as DomainEvent);
  }
  return ledger;
};

/** Whether the ledger keeps anything of an event of this type (what `ledgerEventsOf` keeps). */
const isLedgerType = (type: string) => type === 'InvestorAdded' || !isIdentityEventType(type);

/**
 * The investors of an older log placed so far (figures/order.ts `placeByName`), sorted by name: read
 * only for a batch that places another one (logs written since carry every investor's key).
 */
const legacyOrderFor = async (tx: DatabaseTransactionConnection, events: readonly DomainEvent[]): Promise<Ordered[]> => {
  if (!events.some((event) => event.type === 'InvestorAdded' && event.data.orderKey === undefined)) return [];
  const rows = await tx.any(sql.type(z.object({ name: z.string(), order_key: z.string() }))`
    SELECT investor_id AS name, order_key FROM investors WHERE legacy ORDER BY investor_id COLLATE "C"`);
  return rows.map((row) => ({ name: row.name, orderKey: row.order_key }));
};

const voidedCount = (records: LedgerRecords) =>
  records.gross.length + records.expenses.length + records.deposits.length + records.llcExpenses.length;

/**
 * The ledger read model: the facts of the log, their aggregates, and the allocation rows of every
 * property. Each batch is folded in memory and its catalogue entries, records and aggregates are
 * written in one statement; voids delete the records they name (in this batch or stored), and only
 * the properties the batch touched are recomputed, from the earliest month it touched. The figures
 * themselves come from `./figures`.
 */
export const ledgerProjector: Projector = {
  name: 'ledger',
  schema: 'rm_ledger',
  ddl: ledgerTables,
  readIndexes: ledgerReadIndexes,
  // Its batches cost more than all the others' together (docs/commands.md).
  alone: true,
  touches: (events) => events.some(({ type }) => isLedgerType(type)),
  async apply(tx, events) {
    const ledgerEvents = ledgerEventsOf(events);
    if (ledgerEvents.length === 0) return;
    const batch = foldBatch(ledgerEvents, await legacyOrderFor(tx, ledgerEvents));

    // The stored books of the properties whose contract records or payments the batch holds are read
    // with the orphan voids, before anything is written (projector/land-contract-books.ts).
    const contractNames = new Set(batch.contractEvents.map((e) => e.data.propertyName));
    const opened = batch.contractEvents.filter((e) => e.type === 'LandContractOpened').map((e) => e.data.propertyName);
    const { voids: orphans, also: storedBooks } = await orphanVoids(tx, batch.records, storedBooksRead(contractNames, opened));
    const fresh = withoutVoided(batch.records, batch.voids, orphans);
    await spendOrphanVoids(tx, orphans, batch.records);
    const removed = await applyVoids(tx, batch.voids, batch.records);

    const deltas = noDeltas();
    addRecords(deltas, fresh, 1);
    addRecords(deltas, removed, -1);
    // What their books change goes with the batch's own records.
    const unwritten = { contractEvents: batch.contractEvents, capital: fresh.capital, investors: batch.investors };
    const books = landContractWrites(storedBooks, unwritten, deltas);
    // One statement for all of them, a table each, none reading another's effects (the records number
    // on from `record_counts` as it was before): round trips are what a batch costs (docs/commands.md).
    // The zero totals a void leaves are deleted after, when the upserts are seen.
    await writeTogether(tx, [
      ...catalogueWrites(batch),
      ...recordWrites(batch.records, fresh),
      ...books.writes,
      ...aggregateWrites(deltas),
    ]);
    if (voidedCount(removed) > 0 || books.mayLeaveZeros) await deleteZeroTotals(tx);
    await markInvestorsProperties(tx, [...batch.investors.keys()], deltas);
    const contracted = await recomputeProperties(tx, deltas.dirtyFrom);
    // Capital recorded on a property with a contract changes who its receipts return capital to.
    const late = new Set(fresh.capital.map((m) => m.propertyName).filter((name) => contracted.has(name) && !books.done.has(name)));
    if (late.size > 0) {
      const more = noDeltas();
      const after = landContractWrites(await readStoredBooks(tx, late), nothingUnwritten, more);
      await writeTogether(tx, [...after.writes, ...aggregateWrites(more)]);
      if (after.mayLeaveZeros) await deleteZeroTotals(tx);
      await recomputeProperties(tx, more.dirtyFrom);
    }
  },
};
