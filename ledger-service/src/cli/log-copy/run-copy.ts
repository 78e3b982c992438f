import type { EventStore } from '@portal/contracts';
import type { CommonQueryMethods } from 'slonik';
import { copyEventLog, EventLogDivergedError, type CopyResult } from '../../infrastructure/event-store/migration/copy-log';
import {
  copyTargetKey,
  createPostgresCopyCheckpoint,
  migrateCopyCheckpoints,
} from '../../infrastructure/event-store/migration/postgres-checkpoint';
import { createCopyProgressBar } from './progress-bar';

/** A connection string as it may be printed: any password replaced. */
export const redactConnectionString = (url: string) => url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/?#]*):[^@/?#]*@/i, '$1:***@');

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const count = (n: number) => n.toLocaleString('en-US');

export const RESUME_HINT =
  'Run `npm run migrate:esdb` again with the same DATABASE_URL (or DATA_DIR) and ESDB_URL to resume where it stopped.';

/** What a copy of the log takes from its command line (`npm run migrate:esdb`, `npm run protect-log`). */
export interface CopyRunOptions {
  readonly signal?: AbortSignal;
  readonly batchSize?: number;
  /** Forget the checkpoint and read the log from its beginning (events already in the target are kept, not repeated). */
  readonly fromStart?: boolean;
  /** Lines for the operator (the progress bar goes to `progressStream`). */
  readonly log: (line: string) => void;
  readonly progressStream?: NodeJS.WritableStream;
}

export interface RunCopyOptions extends CopyRunOptions {
  /** The PostgreSQL log, and its database (for the count and the checkpoint). */
  readonly source: EventStore;
  readonly sourceDb: CommonQueryMethods;
  readonly countEvents: (() => Promise<number>) | null;
  readonly target: EventStore;
  /** ESDB_URL: names the copy's checkpoint (without credentials) and the target in messages. */
  readonly targetUrl: string;
}

/**
 * `npm run migrate:esdb` without its process concerns: copies the log with a progress bar and a
 * checkpoint in the source database, then says what comes next. Resolves with the copy's result
 * (`completed: false` after an abort, checkpoint saved); a failure rejects with what to do next.
 */
export const runCopy = async (options: RunCopyOptions): Promise<CopyResult> => {
  const { log, targetUrl } = options;
  const shown = redactConnectionString(targetUrl);
  const started = performance.now();
  await migrateCopyCheckpoints(options.sourceDb);
  const checkpoint = createPostgresCopyCheckpoint(options.sourceDb, copyTargetKey(targetUrl));
  if (options.fromStart) {
    await checkpoint.reset();
    log('Starting from the beginning of the log (--from-start): events the target already holds are not appended again.');
  }
  const earlier = await checkpoint.load();
  const total = options.countEvents ? await options.countEvents() : 0;
  log(
    earlier
      ? `Resuming the copy into EventStoreDB at ${shown}: ${count(earlier.copied)} of ${count(total)} events were copied before.`
      : `Copying ${count(total)} events from PostgreSQL into EventStoreDB at ${shown}.`,
  );
  const bar = createCopyProgressBar({
    total,
    alreadyCopied: earlier?.copied ?? 0,
    ...(options.progressStream ? { stream: options.progressStream } : {}),
  });
  let result: CopyResult;
  try {
    result = await copyEventLog({
      source: options.source,
      target: options.target,
      checkpoint,
      batchSize: options.batchSize ?? 500,
      ...(options.signal ? { signal: options.signal } : {}),
      onProgress: bar.update,
    });
  } catch (error) {
    // What was copied before the failure stays copied: say how to carry on.
    const next =
      error instanceof EventLogDivergedError
        ? 'Nothing was overwritten. If this EventStoreDB was emptied or replaced since an earlier run, start over with `npm run migrate:esdb -- --from-start`.'
        : RESUME_HINT;
    throw new Error(`${message(error)}\n${next}`, { cause: error });
  } finally {
    bar.stop();
  }

  if (!result.completed) {
    log(`Stopped after ${count(result.copied)} of ${count(Math.max(total, result.copied))} events; the checkpoint is saved.`);
    log(RESUME_HINT);
    return result;
  }
  const seconds = (performance.now() - started) / 1000;
  log(
    `Copied ${count(result.copiedThisRun)} events in ${seconds.toFixed(1)} s (${count(bar.eventsPerSecond())} events/s); ` +
      `${count(result.copied)} events in all are now in EventStoreDB at ${shown}.`,
  );
  // The read models' checkpoints are positions in the PostgreSQL log: read against EventStoreDB
  // they would skip or repeat events, so the read models must be rebuilt from the new store.
  log(
    [
      '',
      'Next, before any server runs on EventStoreDB:',
      '  1. stop the API and projections processes (no more writes to PostgreSQL), then run this command once more: it copies only what was appended meanwhile;',
      `  2. set EVENT_STORE=esdb and ESDB_URL=${shown} for every process;`,
      "  3. with those settings run `npm run rebuild -- --new-log`: the read models' checkpoints are PostgreSQL positions, meaningless in EventStoreDB, so every read model is replayed from the new store and its checkpoint replaced;",
      '  4. then start the API and projections again.',
    ].join('\n'),
  );
  return result;
};
