import type { EventStore } from '@portal/contracts';
import type { DatabasePool } from 'slonik';
import { afterAll, beforeAll } from 'vitest';
import { createDatabasePool } from '../db';
import { dumpSchema } from './ledger-test-support';
import { ledgerProjector } from '../read-models/ledger/projector/projector';
import { namesProjector } from '../read-models/names/projector';
import { rebuildProjections } from '../runner/rebuild';
import { startProjections, type ProjectionsHandle } from '../runner/runner';
import { createInMemoryEventStore } from './in-memory-event-store';
import { createTestDatabase } from './test-database';

/** A file's ledger read model: the log in memory, the read model on a fresh database, the names and ledger projectors running. */
export interface FileLedgerProjections {
  pool: DatabasePool;
  store: EventStore;
  projections: ProjectionsHandle;
  /** Dumps the ledger read model as the projectors made it, replays the whole log in one batch, and dumps it again. */
  rebuildInOneBatch: () => Promise<{ live: Awaited<ReturnType<typeof dumpSchema>>; rebuilt: Awaited<ReturnType<typeof dumpSchema>> }>;
}

/**
 * Starts the names and ledger projectors for the tests of a file (before all, stopped and dropped
 * after all), applying the log in batches of `batchSize`. The log is in memory (the PostgreSQL store
 * has its own contract suite in ledger-service); the read model in PostgreSQL.
 */
export function ledgerProjectionsForFile(batchSize: number): FileLedgerProjections {
  const file = {
    rebuildInOneBatch: async () => {
      const live = await dumpSchema(file.pool, 'rm_ledger');
      await rebuildProjections({ pool: file.pool, store: file.store, projectors: [namesProjector, ledgerProjector], batchSize: 10_000 });
      return { live, rebuilt: await dumpSchema(file.pool, 'rm_ledger') };
    },
  } as FileLedgerProjections;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    file.store = createInMemoryEventStore({ pollIntervalMs: 10 });
    file.pool = await createDatabasePool(database.url);
    file.projections = await startProjections({
      pool: file.pool,
      store: file.store,
      projectors: [namesProjector, ledgerProjector],
      batchSize,
    });
  });
  afterAll(async () => {
    await file.projections?.stop();
    await file.store?.close();
    await file.pool?.end();
    await drop?.();
  });
  return file;
}
