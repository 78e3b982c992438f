import { interruptOnSignals } from '../shared/signals';
import type { EventStore } from '@portal/contracts';
import { loadConfig } from '../config';
import { redactConnectionString, runCopy } from './log-copy/run-copy';
import { openEventStore } from '../infrastructure/event-store/open';
import { openRuntime, type Runtime } from '../runtime';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** An error about the target, naming ESDB_URL once (the adapter's own messages may already). */
const targetError = (esdbUrl: string, what: string, error: unknown) =>
  /ESDB_URL/.test(message(error))
    ? error
    : new Error(`EventStoreDB at ESDB_URL=${redactConnectionString(esdbUrl)} ${what}: ${message(error)}`, { cause: error });

/**
 * The target, checked to answer before anything is copied, so an unreachable EventStoreDB is one
 * clear line naming ESDB_URL rather than a gRPC error after the first batch.
 */
const openTarget = async (esdbUrl: string, runtime: Runtime): Promise<EventStore> => {
  const { store } = await openEventStore({ eventStore: 'esdb', esdbUrl }, runtime.databaseUrl, runtime.pool).catch((error: unknown) => {
    throw targetError(esdbUrl, 'cannot be opened', error);
  });
  try {
    await store.headPosition();
    return store;
  } catch (error) {
    await store.close().catch(() => {});
    throw targetError(esdbUrl, 'does not answer', error);
  }
};

/**
 * `npm run migrate:esdb`: copies the PostgreSQL event log (DATABASE_URL, or the embedded database in
 * DATA_DIR) into EventStoreDB (ESDB_URL), whatever EVENT_STORE says: every event in log order with
 * its id, type, data, metadata, recorded time and stream version. Resumable (a checkpoint per
 * target in the source database, saved after each batch) and safe to repeat. `--from-start` forgets
 * the checkpoint (for a target that was emptied or replaced). See infrastructure/event-store/migration/.
 */
const main = async () => {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--from-start');
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown.join(' ')}; the only one is --from-start (forget the checkpoint)`);
  const config = loadConfig();
  const esdbUrl = config.esdbUrl;
  if (!esdbUrl) {
    throw new Error(
      'ESDB_URL is not set: name the EventStoreDB to copy into, e.g. ESDB_URL=esdb://localhost:2113?tls=false npm run migrate:esdb',
    );
  }
  // Ctrl-C: finish the batch in hand and save its checkpoint (our handler replaces the embedded
  // server's, which would stop it under us); a second Ctrl-C quits at once, still resumable.
  const interrupted = interruptOnSignals('\nInterrupted: stopping after the batch in hand (once more to quit at once)...');

  // The source is the PostgreSQL log even when EVENT_STORE=esdb is already set.
  const runtime = await openRuntime({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, eventStore: 'postgres' });
  let target: EventStore | null = null;
  try {
    target = await openTarget(esdbUrl, runtime);
    const result = await runCopy({
      source: runtime.recordedStore,
      sourceDb: runtime.pool,
      countEvents: runtime.countEvents,
      target,
      targetUrl: esdbUrl,
      signal: interrupted,
      fromStart: args.includes('--from-start'),
      log: (line) => console.info(line),
    });
    if (!result.completed) process.exitCode = 130;
  } finally {
    await target?.close().catch(() => {});
    await runtime.close();
  }
};

main().catch((error: unknown) => {
  console.error(message(error));
  process.exitCode = 1;
});
