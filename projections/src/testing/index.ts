/**
 * What tests of other workspaces may use from this one (`@portal/projections/testing`): a scratch
 * database, an in-memory event store, the reference ledgers and checksums of read models.
 */
export { readModelChecksum, readModelChecksums, type ReadModelChecksum } from './checksum';
export { appendEvents, countingProjector, readCountingModel, type Faults } from './counting-projector';
export { createInMemoryEventStore, type InMemoryEventStore } from './in-memory-event-store';
export { createTestDatabase } from './test-database';
export { appendLedgerEvents, dumpSchema, readAllocationRows, streamOf } from './ledger-test-support';
export { arbitraryLedger, LedgerBuilder } from './test-ledger';
export { ledgerFactsFromEvents } from './ledger-facts';
export { seededRandom } from './seeded-random';
export { insertRun, tryLockRun, type RebuildRun } from '../runner/rebuild-runs';
export { lot7Events, soldBelowCapital } from './land-contract-ledger';
export { lotA as lotATerms } from '../read-models/ledger/figures/land-contracts/test/lot-a';
